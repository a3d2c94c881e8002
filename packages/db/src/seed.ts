import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PrismaClient } from './generated/prisma/client.js';

interface SeedMajor {
  name: string;
  short_desc: string;
  description: string;
  image: string;
  trending: boolean;
  name_fr: string;
  short_desc_fr: string;
  description_fr: string;
}
interface SeedTemplate {
  status: 'under_review' | 'action_required' | 'forwarded_to_university' | 'admitted' | 'rejected';
  title: string;
  message_en: string;
  message_fr: string;
}
interface SeedHero {
  title: string;
  sub_title: string;
  hero_image: string;
  title_fr: string;
  sub_title_fr: string;
}

async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

export interface SeedResult {
  heroes: number;
  majors: number;
  templates: number;
  /** Rows of heroes and majors already there that got their missing French (issue 28). */
  translated: number;
}

/**
 * Loads the content of prisma/seed into empty tables. Tables that already hold rows are left
 * alone, so operators' edits survive restarts; only the French that heroes and majors lack is written.
 */
export async function seedIfEmpty(prisma: PrismaClient, seedDir: string): Promise<SeedResult> {
  const result: SeedResult = { heroes: 0, majors: 0, templates: 0, translated: 0 };
  const heroes = await readJson<SeedHero[]>(join(seedDir, 'heroes.json'));
  if ((await prisma.hero.count()) === 0) {
    const { count } = await prisma.hero.createMany({
      data: heroes.map((h, position) => ({
        title: h.title,
        subTitle: h.sub_title,
        heroImage: h.hero_image,
        titleFr: h.title_fr,
        subTitleFr: h.sub_title_fr,
        position,
      })),
    });
    result.heroes = count;
  }
  const majors = await readJson<SeedMajor[]>(join(seedDir, 'majors.json'));
  if ((await prisma.major.count()) === 0) {
    const { count } = await prisma.major.createMany({
      data: majors.map((m, position) => ({
        name: m.name,
        shortDesc: m.short_desc,
        description: m.description,
        image: m.image,
        trending: m.trending,
        nameFr: m.name_fr,
        shortDescFr: m.short_desc_fr,
        descriptionFr: m.description_fr,
        position,
      })),
    });
    result.majors = count;
  }
  result.translated = await addMissingFrench(prisma, heroes, majors);
  if ((await prisma.messageTemplate.count()) === 0) {
    // The status messages staff pick from (docs/product.md#back-office-message-templates), in both languages.
    const templates = await readJson<SeedTemplate[]>(join(seedDir, 'message-templates.json'));
    const { count } = await prisma.messageTemplate.createMany({
      data: templates.map((t, index) => ({
        status: t.status,
        title: t.title,
        messageEn: t.message_en,
        messageFr: t.message_fr,
        // In file order within each status.
        position: templates.slice(0, index).filter((other) => other.status === t.status).length,
      })),
    });
    result.templates = count;
  }
  return result;
}

/**
 * Databases seeded before the content had French (issue 28) get it on their next start: each hero and major
 * still holding the seed's English (matched by title or name) gets the French fields it lacks. A French text
 * already written, by staff or an earlier start, is kept; a row staff renamed is theirs to translate.
 */
async function addMissingFrench(
  prisma: PrismaClient,
  heroes: readonly SeedHero[],
  majors: readonly SeedMajor[],
): Promise<number> {
  const heroRows = JSON.stringify(heroes);
  const majorRows = JSON.stringify(majors);
  const heroCount = await prisma.$executeRaw`
    UPDATE "Hero" AS h
       SET "titleFr" = COALESCE(h."titleFr", s.title_fr), "subTitleFr" = COALESCE(h."subTitleFr", s.sub_title_fr)
      FROM jsonb_to_recordset(${heroRows}::jsonb) AS s(title text, title_fr text, sub_title_fr text)
     WHERE h.title = s.title AND (h."titleFr" IS NULL OR h."subTitleFr" IS NULL)`;
  const majorCount = await prisma.$executeRaw`
    UPDATE "Major" AS m
       SET "nameFr" = COALESCE(m."nameFr", s.name_fr),
           "shortDescFr" = COALESCE(m."shortDescFr", s.short_desc_fr),
           "descriptionFr" = COALESCE(m."descriptionFr", s.description_fr)
      FROM jsonb_to_recordset(${majorRows}::jsonb) AS s(name text, name_fr text, short_desc_fr text, description_fr text)
     WHERE m.name = s.name AND (m."nameFr" IS NULL OR m."shortDescFr" IS NULL OR m."descriptionFr" IS NULL)`;
  return heroCount + majorCount;
}
