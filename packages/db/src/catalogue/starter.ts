import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { DegreeLevel, ScholarshipProvider, TeachingLanguage, UniversityType } from '../generated/prisma/enums.js';
import { shanghaiEndOfDay } from './intake-dates.js';
import { buildProgramme, type ProgrammeDraft, type Subject, type UniversityForProgrammes } from './programme-rows.js';
import { between, pick, seededRandom, type Random } from './random.js';
import { universitySearchText } from './search-text.js';
import { readSubjects } from './subjects.js';
import { insertProgrammes, recordSearchWords } from './write.js';

/**
 * The starter catalogue (prisma/seed/catalogue, docs/product.md#programme-catalogue): real universities, cities
 * and tags; programmes made from their profiles' subjects (the same on every run); scholarships; sample exchange
 * rates. Every figure is sample data, marked with the day it was last checked.
 */

interface SeedCity {
  slug: string;
  name: string;
  nameFr: string;
  province: string;
  provinceFr: string;
  provinceSlug: string;
}
interface SeedUniversity {
  slug: string;
  name: string;
  nameZh: string;
  city: string;
  type: UniversityType;
  tags: string[];
  founded: number | null;
  website: string;
  internationalStudents: number;
  profile: string;
}
interface SeedScholarship {
  slug: string;
  name: string;
  nameFr: string;
  provider: ScholarshipProvider;
  tuitionCoveragePercent: number;
  coversAccommodation: boolean;
  stipendMonthlyYuan: number | null;
  coversInsurance: boolean;
  degrees: DegreeLevel[];
  /** MM-DD of the next such day, 23:59 in Shanghai. */
  deadline: string | null;
  description: string;
  descriptionFr: string;
  howToApply: string;
  howToApplyFr: string;
  at: { tags?: string[]; cities?: string[]; provinces?: string[]; slugs?: string[]; all?: boolean; majors?: string[] };
}
interface SampleFigures {
  figuresCheckedOn: string;
  exchangeRates: { currency: string; perCny: string; asOf: string }[];
}

export interface CatalogueSeedResult {
  universities: number;
  programmes: number;
  scholarships: number;
  exchangeRates: number;
}

const readJson = async <T>(dir: string, name: string): Promise<T> =>
  JSON.parse(await readFile(join(dir, 'catalogue', name), 'utf8')) as T;

/** Loads the starter catalogue into an empty catalogue, and the sample rates into an empty rates table. */
export async function seedCatalogueIfEmpty(
  prisma: PrismaClient,
  seedDir: string,
  now: Date = new Date(),
): Promise<CatalogueSeedResult> {
  const result: CatalogueSeedResult = { universities: 0, programmes: 0, scholarships: 0, exchangeRates: 0 };
  const figures = await readJson<SampleFigures>(seedDir, 'sample-figures.json');
  const figuresCheckedOn = new Date(`${figures.figuresCheckedOn}T00:00:00Z`);
  if ((await prisma.exchangeRate.count()) === 0) {
    const { count } = await prisma.exchangeRate.createMany({
      data: figures.exchangeRates.map((r) => ({
        currency: r.currency,
        perCny: r.perCny,
        asOf: new Date(`${r.asOf}T00:00:00Z`),
      })),
    });
    result.exchangeRates = count;
  }
  if ((await prisma.university.count()) > 0) return result;

  const subjectOf = await readSubjects(prisma, seedDir);

  const cities = await prisma.city.createManyAndReturn({ data: await readJson<SeedCity[]>(seedDir, 'cities.json') });
  const cityBySlug = new Map(cities.map((c) => [c.slug, c]));
  const seedUniversities = await readJson<SeedUniversity[]>(seedDir, 'universities.json');
  const universities = await prisma.university.createManyAndReturn({
    data: seedUniversities.map((u) => {
      const city = cityBySlug.get(u.city);
      if (!city) throw new Error(`universities.json: ${u.slug} is in an unknown city ${u.city}`);
      return {
        slug: u.slug,
        name: u.name,
        nameZh: u.nameZh,
        cityId: city.id,
        type: u.type,
        tags: u.tags,
        founded: u.founded,
        website: u.website,
        internationalStudents: u.internationalStudents,
        ...universityDescriptions(u, city),
        figuresCheckedOn,
        searchText: universitySearchText({ ...u, cityName: city.name, cityNameFr: city.nameFr }),
      };
    }),
  });
  result.universities = universities.length;
  await recordSearchWords(
    prisma,
    universities.map((u) => u.searchText),
  );
  await prisma.accommodation.createMany({
    data: universities.flatMap((u) => accommodationRows(seededRandom(`rooms:${u.slug}`), u.id)),
  });

  const profiles = await readJson<Record<string, string[]>>(seedDir, 'profiles.json');
  const drafts = starterProgrammes(
    universities.map((u, index) => {
      const city = cities.find((c) => c.id === u.cityId) as SeedCity;
      const seed = seedUniversities[index] as SeedUniversity;
      return {
        university: {
          id: u.id,
          slug: u.slug,
          name: u.name,
          nameZh: u.nameZh,
          cityName: city.name,
          cityNameFr: city.nameFr,
        },
        pool: (profiles[seed.profile] ?? []).flatMap((name) => subjectOf.get(name) ?? []),
        polytechnic: seed.type === 'polytechnic' || seed.type === 'vocational_college',
      };
    }),
    [...subjectOf.values()],
    { now, figuresCheckedOn },
  );
  result.programmes = await insertProgrammes(prisma, drafts);

  const scholarships = await readJson<SeedScholarship[]>(seedDir, 'scholarships.json');
  for (const s of scholarships) {
    const created = await prisma.scholarship.create({
      data: {
        slug: s.slug,
        name: s.name,
        nameFr: s.nameFr,
        provider: s.provider,
        tuitionCoveragePercent: s.tuitionCoveragePercent,
        coversAccommodation: s.coversAccommodation,
        stipendMonthly: s.stipendMonthlyYuan === null ? null : s.stipendMonthlyYuan * 100,
        stipendCurrency: s.stipendMonthlyYuan === null ? null : 'CNY',
        coversInsurance: s.coversInsurance,
        degrees: s.degrees,
        deadline: s.deadline ? nextDeadline(s.deadline, now) : null,
        description: s.description,
        descriptionFr: s.descriptionFr,
        howToApply: s.howToApply,
        howToApplyFr: s.howToApplyFr,
        figuresCheckedOn,
      },
    });
    const at = s.at;
    const linked = seedUniversities.filter(
      (u) =>
        at.all === true ||
        (at.tags ?? []).some((tag) => u.tags.includes(tag)) ||
        (at.cities ?? []).includes(u.city) ||
        (at.provinces ?? []).includes(cityBySlug.get(u.city)?.provinceSlug ?? '') ||
        (at.slugs ?? []).includes(u.slug),
    );
    const universityIds = universities.filter((u) => linked.some((l) => l.slug === u.slug)).map((u) => u.id);
    await prisma.scholarshipUniversity.createMany({
      data: universityIds.map((universityId) => ({ scholarshipId: created.id, universityId })),
    });
    if (at.majors?.length) {
      const majorIds = at.majors.flatMap((name) => subjectOf.get(name)?.majorId ?? []);
      const programmes = await prisma.programme.findMany({
        where: { majorId: { in: majorIds }, degree: { in: s.degrees } },
        select: { id: true },
      });
      await prisma.scholarshipProgramme.createMany({
        data: programmes.map((p) => ({ scholarshipId: created.id, programmeId: p.id })),
      });
    }
    result.scholarships += 1;
  }
  return result;
}

/** The next `MM-DD` at 23:59 in Shanghai from `now` (this year's, or next year's once passed). */
function nextDeadline(monthDay: string, now: Date): Date {
  const [month, day] = monthDay.split('-').map(Number) as [number, number];
  const thisYear = shanghaiEndOfDay(now.getUTCFullYear(), month, day);
  return thisYear > now ? thisYear : shanghaiEndOfDay(now.getUTCFullYear() + 1, month, day);
}

const TAG_WORDS: Record<string, [string, string]> = {
  project_985: ['a Project 985 university', 'une université du Projet 985'],
  project_211: ['a Project 211 university', 'une université du Projet 211'],
  double_first_class: ['a Double First-Class university', 'une université Double First-Class'],
};
const TYPE_WORDS: Record<UniversityType, [string, string]> = {
  university: ['a public university', 'une université publique'],
  polytechnic: ['a public polytechnic', 'une école polytechnique publique'],
  vocational_college: ['a public vocational college', 'un établissement professionnel public'],
  language_school: ['a language school', 'une école de langue'],
};

function universityDescriptions(u: SeedUniversity, city: SeedCity) {
  const tag = u.tags[1] ?? u.tags[0];
  const [en, fr] = tag ? (TAG_WORDS[tag] as [string, string]) : TYPE_WORDS[u.type];
  const since = u.founded ? [` founded in ${u.founded}`, ` fondée en ${u.founded}`] : ['', ''];
  return {
    description:
      `${u.name} (${u.nameZh}) is ${en} in ${city.name}, ${city.province},${since[0]} It welcomes about ${u.internationalStudents.toLocaleString('en')} international students.`.replace(
        ', It',
        '. It',
      ),
    descriptionFr:
      `${u.name} (${u.nameZh}) est ${fr} à ${city.nameFr}, ${city.provinceFr},${since[1]} Elle accueille environ ${u.internationalStudents.toLocaleString('fr')} étudiants internationaux.`.replace(
        ', Elle',
        '. Elle',
      ),
  };
}

const ROOMS: [string, string, 'month' | 'year', number, number][] = [
  ['Double room, shared bathroom', 'Chambre double, salle de bain partagée', 'month', 600, 1200],
  ['Single room, own bathroom', 'Chambre simple, salle de bain privée', 'month', 1200, 2500],
  ['Four-bed room', 'Chambre de quatre lits', 'year', 4000, 8000],
];

/** Two or three rooms per university, price ranges in fen. */
export function accommodationRows(random: Random, universityId: number) {
  const count = random() < 0.5 ? 2 : 3;
  return ROOMS.slice(0, count).map(([roomType, roomTypeFr, period, low, high], position) => {
    const min = Math.round(between(random, low, (low + high) / 2) / 50) * 50;
    const max = Math.max(min, Math.round(between(random, (low + high) / 2, high) / 50) * 50);
    return { universityId, roomType, roomTypeFr, period, priceMin: min * 100, priceMax: max * 100, position };
  });
}

interface ProgrammePlan {
  university: UniversityForProgrammes;
  /** The subjects of the university's profile (a subject twice is more likely). */
  pool: Subject[];
  /** Polytechnics and vocational colleges teach diplomas and short courses, not degrees. */
  polytechnic: boolean;
}

function languageFor(random: Random, subject: Subject, degree: DegreeLevel): TeachingLanguage {
  if (degree === 'language') return 'chinese';
  if (subject.bachelorMonths > 48 && subject.subject !== 'Architecture') return 'english';
  const r = random();
  return r < 0.5 ? 'english' : r < 0.83 ? 'chinese' : r < 0.96 ? 'bilingual' : 'french';
}

/** 8 to 12 programmes a university, from its profile's subjects; every subject somewhere. */
export function starterProgrammes(
  plans: readonly ProgrammePlan[],
  allSubjects: readonly Subject[],
  options: { now: Date; figuresCheckedOn: Date },
): ProgrammeDraft[] {
  const drafts = new Map<string, ProgrammeDraft>();
  const add = (random: Random, plan: ProgrammePlan, subject: Subject, degree: DegreeLevel) => {
    const draft = buildProgramme(
      random,
      plan.university,
      subject,
      degree,
      languageFor(random, subject, degree),
      options,
    );
    if (!drafts.has(draft.data.slug)) drafts.set(draft.data.slug, draft);
  };
  const language = allSubjects.find((s) => s.degrees.includes('language'));
  for (const plan of plans) {
    const random = seededRandom(`programmes:${plan.university.slug}`);
    if (language) add(random, plan, language, 'language');
    const target = drafts.size + between(random, 8, 12);
    for (let tries = 0; tries < 60 && drafts.size < target && plan.pool.length > 0; tries += 1) {
      const subject = pick(random, plan.pool);
      const degrees: DegreeLevel[] = plan.polytechnic ? ['diploma', 'non_degree'] : subject.degrees;
      add(random, plan, subject, pick(random, degrees));
    }
  }
  // Every major leads to programmes: one bachelor's (or its first degree) for a subject no profile drew.
  allSubjects.forEach((subject, index) => {
    if ([...drafts.values()].some((d) => d.data.majorId === subject.majorId)) return;
    const degreePlans = plans.filter((p) => !p.polytechnic);
    const plan = degreePlans[index % Math.max(1, degreePlans.length)] ?? plans[0];
    if (plan) add(seededRandom(`cover:${subject.subject}`), plan, subject, subject.degrees[0] ?? 'bachelor');
  });
  return [...drafts.values()];
}
