import type { PrismaClient } from '@studychina/db';

/**
 * A programme of the catalogue written straight into a test's database, with its university, city, major
 * and intakes, for the tests of what uses the catalogue (applying to a programme, the queue's filters, the
 * shortlist). Slugs are made unique per call.
 */
let made = 0;
export async function createProgramme(
  prisma: PrismaClient,
  {
    title = 'Medicine (MBBS)',
    ageMin = null,
    ageMax = null,
    intakes = [],
    universitySlug,
  }: {
    title?: string;
    ageMin?: number | null;
    ageMax?: number | null;
    /** Start month (YYYY-MM), deadline, closed by staff. */
    intakes?: { start: string; deadline: Date; closed?: boolean }[];
    /** An existing university's slug; a new one when left out. */
    universitySlug?: string;
  } = {},
) {
  made += 1;
  const suffix = `${process.pid}-${made}`;
  const university = universitySlug
    ? await prisma.university.findUniqueOrThrow({ where: { slug: universitySlug } })
    : await prisma.university.create({
        data: {
          slug: `test-university-${suffix}`,
          name: `Test University ${suffix}`,
          nameZh: '测试大学',
          figuresCheckedOn: new Date('2026-11-01'),
          city: {
            create: {
              slug: `test-city-${suffix}`,
              name: 'Wuhan',
              nameFr: 'Wuhan',
              province: 'Hubei',
              provinceFr: 'Hubei',
              provinceSlug: 'hubei',
            },
          },
        },
      });
  const major = await prisma.major.upsert({
    where: { name: 'Test Medicine' },
    update: {},
    create: { name: 'Test Medicine', image: '/media/x.jpg', shortDesc: 'x', description: 'x' },
  });
  return prisma.programme.create({
    data: {
      slug: `test-programme-${suffix}`,
      universityId: university.id,
      majorId: major.id,
      title,
      titleFr: title,
      degree: 'bachelor',
      language: 'english',
      durationMonths: 72,
      tuitionPerYear: 3_500_000,
      ageMin,
      ageMax,
      figuresCheckedOn: new Date('2026-11-01'),
      intakes: {
        create: intakes.map((intake) => ({
          start: new Date(`${intake.start}-01T00:00:00Z`),
          deadline: intake.deadline,
          closed: intake.closed ?? false,
        })),
      },
    },
    include: { university: true, major: true },
  });
}
