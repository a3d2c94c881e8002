import type { Prisma, PrismaClient } from '@studychina/db';
import { heroContentSchema, type HeroContent } from '@studychina/contracts';
import { unknownLiveIds } from './unknown-live-ids.js';
import type { AdoptedRow, ContentAdapter, Tx } from '../content-adapter.js';

type LiveHero = Prisma.HeroGetPayload<object>;

/** A live hero slide as an editor would have written it: version 1 of the seed's slides. */
export function heroFromLive(h: LiveHero): HeroContent {
  return {
    title: h.title,
    titleFr: h.titleFr ?? '',
    subTitle: h.subTitle,
    subTitleFr: h.subTitleFr ?? '',
    heroImage: h.heroImage,
    position: h.position,
  };
}

/**
 * The home page's hero slides (docs/product.md#home): the live row is `Hero`, read by GET /heroes (whose answer for
 * the seed must not change: an empty French is stored as null, as the seed has it). Unpublishing clears `published`.
 */
export const heroesAdapter: ContentAdapter<HeroContent> = {
  kind: 'heroes',
  schema: heroContentSchema,
  title: (h) => h.title,

  async publish(tx, h, liveKey) {
    const fields = {
      title: h.title,
      titleFr: h.titleFr || null,
      subTitle: h.subTitle,
      subTitleFr: h.subTitleFr || null,
      heroImage: h.heroImage,
      position: h.position,
      published: true,
    };
    const row = liveKey
      ? await tx.hero.update({ where: { id: Number(liveKey) }, data: fields })
      : await tx.hero.create({ data: fields });
    return String(row.id);
  },

  async unpublish(tx: Tx, liveKey) {
    await tx.hero.update({ where: { id: Number(liveKey) }, data: { published: false } });
  },

  live: {
    count: (prisma) => prisma.hero.count(),
    async unknown(prisma: PrismaClient, limit): Promise<AdoptedRow<HeroContent>[]> {
      const ids = await unknownLiveIds(prisma, 'heroes', limit);
      const rows = await prisma.hero.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
      return rows.map((row) => ({ liveKey: String(row.id), data: heroFromLive(row), published: row.published }));
    },
  },
};
