import type { PrismaClient } from '@studychina/db';
import { MAJORS_PAGE_SIZE, type Hero, type Major, type MajorsPageResponse, text } from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';

type MajorRow = Awaited<ReturnType<PrismaClient['major']['findMany']>>[number];

const toMajor = (row: MajorRow): Major => ({
  id: row.id,
  name: row.name,
  image: row.image,
  short_desc: row.shortDesc,
  description: row.description,
  trending: row.trending ? 1 : 0,
});

export interface MajorChange {
  name?: string;
  shortDesc?: string;
  description?: string;
  image?: string;
  trending?: boolean;
}

const majorOrder = [{ position: 'asc' as const }, { id: 'asc' as const }];

export function createCatalogService(prisma: PrismaClient) {
  return {
    async heroes(): Promise<Hero[]> {
      const rows = await prisma.hero.findMany({ orderBy: [{ position: 'asc' }, { id: 'asc' }] });
      return rows.map((h) => ({ id: h.id, title: h.title, sub_title: h.subTitle, hero_image: h.heroImage }));
    },

    async allMajors(): Promise<Major[]> {
      return (await prisma.major.findMany({ orderBy: majorOrder })).map(toMajor);
    },

    /** A page past the end is an error rather than an empty page, so a stale link is noticed. */
    async majorsPage(page: number): Promise<MajorsPageResponse> {
      const total = await prisma.major.count();
      const lastPage = Math.max(1, Math.ceil(total / MAJORS_PAGE_SIZE));
      if (page > lastPage) throw new HttpError(404, 'PAGE_OUT_OF_RANGE', text('page.outOfRange', { lastPage }));
      const rows = await prisma.major.findMany({
        orderBy: majorOrder,
        skip: (page - 1) * MAJORS_PAGE_SIZE,
        take: MAJORS_PAGE_SIZE,
      });
      return { data: rows.map(toMajor), current_page: page, last_page: lastPage, per_page: MAJORS_PAGE_SIZE, total };
    },

    /** Changes a major's texts, image or trending flag; the caller refreshes what it keeps in memory. */
    async updateMajor(id: number, change: MajorChange): Promise<Major> {
      const row = await prisma.major.update({ where: { id }, data: change });
      return toMajor(row);
    },
  };
}
