import type { PrismaClient } from '@studychina/db';
import { LOCALES, type Hero, type Locale, type Major } from '@studychina/contracts';
import { inLocale } from '../programmes/localized.js';

type MajorRow = Awaited<ReturnType<PrismaClient['major']['findMany']>>[number];
type HeroRow = Awaited<ReturnType<PrismaClient['hero']['findMany']>>[number];

/** A major as the API answers it: in English, or with its French where written (docs/product.md#api-majors). */
const toMajor = (row: MajorRow, locale: Locale = 'en'): Major => ({
  id: row.id,
  name: inLocale(locale, row.name, row.nameFr),
  image: row.image,
  short_desc: inLocale(locale, row.shortDesc, row.shortDescFr),
  description: inLocale(locale, row.description, row.descriptionFr),
  trending: row.trending ? 1 : 0,
});

const toHero = (row: HeroRow, locale: Locale): Hero => ({
  id: row.id,
  title: inLocale(locale, row.title, row.titleFr),
  sub_title: inLocale(locale, row.subTitle, row.subTitleFr),
  hero_image: row.heroImage,
});

/** The heroes and the majors in one language. */
export interface CatalogContent {
  heroes: Hero[];
  majors: Major[];
}

export interface MajorChange {
  name?: string;
  shortDesc?: string;
  description?: string;
  image?: string;
  trending?: boolean;
}

const order = [{ position: 'asc' as const }, { id: 'asc' as const }];

export function createCatalogService(prisma: PrismaClient) {
  return {
    /** Heroes and majors in each language, from one read of each table. */
    async content(): Promise<Record<Locale, CatalogContent>> {
      // Only what is published: an editor's unpublished slide or major leaves the answers (decision 0121).
      const [heroes, majors] = await Promise.all([
        prisma.hero.findMany({ where: { published: true }, orderBy: order }),
        prisma.major.findMany({ where: { published: true }, orderBy: order }),
      ]);
      const inLanguage = (locale: Locale): CatalogContent => ({
        heroes: heroes.map((h) => toHero(h, locale)),
        majors: majors.map((m) => toMajor(m, locale)),
      });
      return Object.fromEntries(LOCALES.map((locale) => [locale, inLanguage(locale)])) as Record<
        Locale,
        CatalogContent
      >;
    },

    /** Changes a major's texts, image or trending flag; the caller refreshes what it keeps in memory. */
    async updateMajor(id: number, change: MajorChange): Promise<Major> {
      const row = await prisma.major.update({ where: { id }, data: change });
      return toMajor(row);
    },
  };
}
