import type { Prisma, PrismaClient } from '@studychina/db';
import { majorContentSchema, text, type MajorContent } from '@studychina/contracts';
import { unknownLiveIds } from './unknown-live-ids.js';
import type { AdoptedRow, ContentAdapter, FieldProblems, Tx } from '../content-adapter.js';

type LiveMajor = Prisma.MajorGetPayload<object>;

/** A live major as an editor would have written it: version 1 of the seed's majors. */
export function majorFromLive(m: LiveMajor): MajorContent {
  return {
    name: m.name,
    nameFr: m.nameFr ?? '',
    image: m.image,
    shortDesc: m.shortDesc,
    shortDescFr: m.shortDescFr ?? '',
    description: m.description,
    descriptionFr: m.descriptionFr ?? '',
    trending: m.trending,
    position: m.position,
  };
}

/**
 * The specification's majors (docs/product.md#api-majors): the live row is `Major`, read by GET /majors (whose
 * answer for the seed must not change: an empty French is stored as null, as the seed has it). Unpublishing clears
 * `published`: the majors answer leaves it out, while the programmes filed under it keep naming it (a programme's
 * subject is not the majors page).
 */
export const majorsAdapter: ContentAdapter<MajorContent> = {
  kind: 'majors',
  schema: majorContentSchema,
  title: (m) => m.name,

  async check(tx, m, liveKey) {
    const problems: FieldProblems = {};
    const sameName = await tx.major.findUnique({ where: { name: m.name }, select: { id: true } });
    if (sameName && String(sameName.id) !== liveKey) problems.name = [text('content.taken')];
    return problems;
  },

  async publish(tx, m, liveKey) {
    const fields = {
      name: m.name,
      nameFr: m.nameFr || null,
      image: m.image,
      shortDesc: m.shortDesc,
      shortDescFr: m.shortDescFr || null,
      description: m.description,
      descriptionFr: m.descriptionFr || null,
      trending: m.trending,
      position: m.position,
      published: true,
    };
    const row = liveKey
      ? await tx.major.update({ where: { id: Number(liveKey) }, data: fields })
      : await tx.major.create({ data: fields });
    return String(row.id);
  },

  async unpublish(tx: Tx, liveKey) {
    await tx.major.update({ where: { id: Number(liveKey) }, data: { published: false } });
  },

  live: {
    count: (prisma) => prisma.major.count(),
    async unknown(prisma: PrismaClient, limit): Promise<AdoptedRow<MajorContent>[]> {
      const ids = await unknownLiveIds(prisma, 'majors', limit);
      const rows = await prisma.major.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
      return rows.map((row) => ({ liveKey: String(row.id), data: majorFromLive(row), published: row.published }));
    },
  },
};
