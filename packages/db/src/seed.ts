import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PrismaClient } from './generated/prisma/client.js';

interface SeedMajor {
  name: string;
  short_desc: string;
  description: string;
  image: string;
  trending: boolean;
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
}

async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

export interface SeedResult {
  heroes: number;
  majors: number;
  templates: number;
}

/**
 * Loads the content of prisma/seed into empty tables. Tables that already hold rows are left
 * alone, so operators' edits survive restarts.
 */
export async function seedIfEmpty(prisma: PrismaClient, seedDir: string): Promise<SeedResult> {
  const result: SeedResult = { heroes: 0, majors: 0, templates: 0 };
  if ((await prisma.hero.count()) === 0) {
    const heroes = await readJson<SeedHero[]>(join(seedDir, 'heroes.json'));
    const { count } = await prisma.hero.createMany({
      data: heroes.map((h, position) => ({ title: h.title, subTitle: h.sub_title, heroImage: h.hero_image, position })),
    });
    result.heroes = count;
  }
  if ((await prisma.major.count()) === 0) {
    const majors = await readJson<SeedMajor[]>(join(seedDir, 'majors.json'));
    const { count } = await prisma.major.createMany({
      data: majors.map((m, position) => ({
        name: m.name,
        shortDesc: m.short_desc,
        description: m.description,
        image: m.image,
        trending: m.trending,
        position,
      })),
    });
    result.majors = count;
  }
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
