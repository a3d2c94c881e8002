import type { PrismaClient } from '@studychina/db';

/**
 * A small catalogue written straight into the test's database (the seeded majors must be there): a city, a
 * university, its programmes and a scholarship, for the tests of the pages and the sitemap. Names are made
 * from `key` so tests sharing a database do not collide.
 */
export async function addCatalogue(prisma: PrismaClient, key: string, { programmes = 2, unpublished = 0 } = {}) {
  const major = await prisma.major.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const city = await prisma.city.create({
    data: {
      slug: `${key}-city`,
      name: `${key} City`,
      nameFr: `${key} Ville`,
      province: 'Hubei',
      provinceFr: 'Hubei',
      provinceSlug: 'hubei',
    },
  });
  const checked = new Date('2026-11-01');
  const university = await prisma.university.create({
    data: {
      slug: `${key}-university`,
      name: `${key} University`,
      nameZh: '大学',
      cityId: city.id,
      description: `${key} University teaches in English and Chinese.`,
      descriptionFr: `L'université ${key} enseigne en anglais et en chinois.`,
      figuresCheckedOn: checked,
    },
  });
  const made = [];
  for (let n = 1; n <= programmes + unpublished; n++)
    made.push(
      await prisma.programme.create({
        data: {
          slug: `${key}-programme-${n}`,
          universityId: university.id,
          majorId: major.id,
          title: `${key} Programme ${n}`,
          titleFr: `Programme ${key} ${n}`,
          degree: n % 2 ? 'bachelor' : 'master',
          language: 'english',
          durationMonths: 48,
          tuitionPerYear: 2_400_000,
          published: n <= programmes,
          figuresCheckedOn: checked,
          intakes: {
            create: { start: new Date('2099-09-01'), deadline: new Date('2099-06-30T15:59:00Z') },
          },
        },
      }),
    );
  const scholarship = await prisma.scholarship.create({
    data: {
      slug: `${key}-scholarship`,
      name: `${key} Scholarship`,
      nameFr: `Bourse ${key}`,
      provider: 'university',
      tuitionCoveragePercent: 50,
      degrees: ['bachelor'],
      howToApply: 'Apply with your programme.',
      howToApplyFr: 'Postulez avec votre programme.',
      figuresCheckedOn: checked,
      universities: { create: { universityId: university.id } },
    },
  });
  return { city, university, programmes: made, scholarship };
}
