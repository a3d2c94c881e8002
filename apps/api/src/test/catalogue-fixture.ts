import { programmeSearchText, recordSearchWords, universitySearchText, type PrismaClient } from '@studychina/db';

/**
 * A small catalogue whose every count a test can name (docs/product.md#programme-catalogue): three cities, three
 * universities, seven programmes (one unpublished), two scholarships and sample rates. Needs the majors (seed).
 * Dates suit a clock on 1 December 2026: the March 2027 Chinese language intake has closed (its deadline was
 * 30 November 2026), the others are open.
 */
export const FIXTURE_NOW = new Date('2026-12-01T00:00:00Z');

const shanghai = (day: string) => new Date(`${day}T23:59:59+08:00`);

export async function loadCatalogueFixture(prisma: PrismaClient) {
  const majorId = async (name: string) => (await prisma.major.findUniqueOrThrow({ where: { name } })).id;
  const majors = {
    medicine: await majorId('Clinical Medicine (MBBS)'),
    economics: await majorId('Economics'),
    civil: await majorId('Civil Engineering'),
    business: await majorId('International Business & Trade'),
    chinese: await majorId('Chinese Language (HSK Foundation Year)'),
  };
  const city = (slug: string, name: string, nameFr: string, province: string, provinceSlug: string) =>
    prisma.city.create({ data: { slug, name, nameFr, province, provinceFr: province, provinceSlug } });
  const beijing = await city('beijing', 'Beijing', 'Pékin', 'Beijing', 'beijing');
  const wuhan = await city('wuhan', 'Wuhan', 'Wuhan', 'Hubei', 'hubei');
  const shanghaiCity = await city('shanghai', 'Shanghai', 'Shanghai', 'Shanghai', 'shanghai');
  const checked = new Date('2026-11-27');
  const university = async (slug: string, name: string, nameZh: string, c: typeof beijing, tags: string[]) =>
    prisma.university.create({
      data: {
        slug,
        name,
        nameZh,
        cityId: c.id,
        tags,
        description: `${name} in ${c.name}`,
        descriptionFr: `${name} à ${c.nameFr}`,
        figuresCheckedOn: checked,
        internationalStudents: 1000,
        searchText: universitySearchText({ name, nameZh, cityName: c.name, cityNameFr: c.nameFr }),
        accommodation: {
          create: [
            {
              roomType: 'Double room',
              roomTypeFr: 'Chambre double',
              priceMin: 80000,
              priceMax: 120000,
              period: 'month',
            },
          ],
        },
      },
      include: { city: true },
    });
  const pku = await university('peking-university', 'Peking University', '北京大学', beijing, ['project_985']);
  const whu = await university('wuhan-university', 'Wuhan University', '武汉大学', wuhan, ['project_985']);
  const fudan = await university('fudan-university', 'Fudan University', '复旦大学', shanghaiCity, ['project_985']);

  const programmes: Record<string, number> = {};
  const programme = async (
    slug: string,
    u: typeof pku,
    major: { id: number; name: string },
    data: {
      title: string;
      titleFr: string;
      degree: 'bachelor' | 'master' | 'language';
      language: 'english' | 'chinese' | 'bilingual';
      yuan: number;
      intakes: [string, string][];
      published?: boolean;
    },
  ) => {
    const row = await prisma.programme.create({
      data: {
        slug,
        universityId: u.id,
        majorId: major.id,
        title: data.title,
        titleFr: data.titleFr,
        degree: data.degree,
        language: data.language,
        durationMonths: data.degree === 'bachelor' ? 48 : 24,
        tuitionPerYear: data.yuan * 100,
        applicationFee: 80000,
        serviceFee: 45000,
        ageMin: 17,
        ageMax: 25,
        minPreviousDegree: 'secondary',
        ieltsMin: 6.5,
        minGrade: 'WAEC: five credits',
        minGradeFr: 'Baccalauréat avec 12/20',
        published: data.published ?? true,
        figuresCheckedOn: checked,
        searchText: programmeSearchText({
          title: data.title,
          titleFr: data.titleFr,
          universityName: u.name,
          universityNameZh: u.nameZh,
          cityName: u.city.name,
          cityNameFr: u.city.nameFr,
          majorName: major.name,
        }),
        intakes: {
          create: data.intakes.map(([start, deadline]) => ({
            start: new Date(`${start}-01`),
            deadline: shanghai(deadline),
          })),
        },
        documents: {
          create: [
            { document: 'passportScan', position: 0 },
            { document: 'medicalReport', note: 'Within six months', noteFr: 'De moins de six mois', position: 1 },
          ],
        },
      },
    });
    programmes[slug] = row.id;
    return row;
  };
  const m = (id: number, name: string) => ({ id, name });
  await programme('pku-medicine', pku, m(majors.medicine, 'Clinical Medicine (MBBS)'), {
    title: "Bachelor's in Clinical Medicine",
    titleFr: 'Licence en médecine clinique',
    degree: 'bachelor',
    language: 'english',
    yuan: 45000,
    intakes: [
      ['2027-09', '2027-06-30'],
      ['2028-09', '2028-06-30'],
    ],
  });
  await programme('pku-economics', pku, m(majors.economics, 'Economics'), {
    title: "Master's in Economics",
    titleFr: 'Master en économie',
    degree: 'master',
    language: 'chinese',
    yuan: 30000,
    intakes: [
      ['2027-03', '2027-01-15'],
      ['2027-09', '2027-06-30'],
    ],
  });
  await programme('whu-medicine', whu, m(majors.medicine, 'Clinical Medicine (MBBS)'), {
    title: "Master's in Clinical Medicine",
    titleFr: 'Master en médecine clinique',
    degree: 'master',
    language: 'english',
    yuan: 50000,
    intakes: [['2027-09', '2027-05-31']],
  });
  await programme('whu-civil', whu, m(majors.civil, 'Civil Engineering'), {
    title: "Bachelor's in Civil Engineering",
    titleFr: 'Licence en génie civil',
    degree: 'bachelor',
    language: 'chinese',
    yuan: 20000,
    intakes: [['2027-09', '2027-06-30']],
  });
  await programme('fudan-business', fudan, m(majors.business, 'International Business & Trade'), {
    title: "Master's in International Business and Trade",
    titleFr: 'Master en commerce international',
    degree: 'master',
    language: 'bilingual',
    yuan: 38000,
    intakes: [['2027-03', '2027-01-15']],
  });
  await programme('fudan-chinese', fudan, m(majors.chinese, 'Chinese Language (HSK Foundation Year)'), {
    title: 'Chinese Language Programme',
    titleFr: 'Programme de langue chinoise',
    degree: 'language',
    language: 'chinese',
    yuan: 12000,
    intakes: [['2027-03', '2026-11-30']],
  });
  await programme('fudan-hidden', fudan, m(majors.economics, 'Economics'), {
    title: "Master's in Hidden Economics",
    titleFr: 'Master en économie cachée',
    degree: 'master',
    language: 'english',
    yuan: 10000,
    intakes: [['2027-09', '2027-06-30']],
    published: false,
  });
  await recordSearchWords(
    prisma,
    (await prisma.programme.findMany({ select: { searchText: true } })).map((p) => p.searchText),
  );

  const csc = await prisma.scholarship.create({
    data: {
      slug: 'csc-a',
      name: 'Chinese Government Scholarship, type A',
      nameFr: 'Bourse du gouvernement chinois, type A',
      provider: 'csc_a',
      tuitionCoveragePercent: 100,
      coversAccommodation: true,
      stipendMonthly: 300000,
      stipendCurrency: 'CNY',
      coversInsurance: true,
      degrees: ['bachelor', 'master'],
      deadline: shanghai('2027-01-31'),
      howToApply: 'Through the embassy.',
      howToApplyFr: "Par l'ambassade.",
      figuresCheckedOn: checked,
      universities: { create: [{ universityId: pku.id }] },
    },
  });
  const shanghaiGov = await prisma.scholarship.create({
    data: {
      slug: 'shanghai-government',
      name: 'Shanghai Government Scholarship',
      nameFr: 'Bourse du gouvernement de Shanghai',
      provider: 'provincial',
      tuitionCoveragePercent: 50,
      degrees: ['master'],
      deadline: shanghai('2026-11-15'),
      howToApply: 'Through the university.',
      howToApplyFr: "Par l'université.",
      figuresCheckedOn: checked,
      programmes: { create: [{ programmeId: programmes['fudan-business'] as number }] },
    },
  });
  await prisma.exchangeRate.createMany({
    data: [
      { currency: 'NGN', perCny: '205.5', asOf: new Date('2026-11-20') },
      { currency: 'XOF', perCny: '79.4', asOf: new Date('2026-11-20') },
      { currency: 'USD', perCny: '0.1406', asOf: new Date('2026-11-20') },
      // An older rate is not used.
      { currency: 'USD', perCny: '0.1300', asOf: new Date('2026-10-01') },
    ],
  });
  return { majors, programmes, scholarships: { csc, shanghaiGov } };
}
