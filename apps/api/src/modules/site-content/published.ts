import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@studychina/db';
import type { ContentKind } from '@studychina/contracts';
import type { AdoptedRow } from '../content/content-adapter.js';
import type { Shipped } from './shipped.js';

/**
 * The kinds without a live table (testimonials, FAQ, pages): what the public reads is each item's latest published
 * version (docs/decisions/0127-site-texts-from-published-versions.md). An item is named by its `liveKey`: the
 * shipped ones by their stable name ('about', 'testimonial-1'), the ones editors add by a name made at their first
 * publish. A shipped text no item holds yet is still live as it ships (version 1, adopted when an editor lists).
 */
export async function publishedData<T>(
  prisma: PrismaClient,
  kind: ContentKind,
  shipped: readonly Shipped<T>[],
): Promise<Shipped<T>[]> {
  const rows = await prisma.$queryRaw<{ liveKey: string; status: string; data: T | null }[]>`
    SELECT c."liveKey", c.status::text AS status, v.data
    FROM "ContentItem" c
    LEFT JOIN "ContentVersion" v ON v."itemId" = c.id AND v.number = c."publishedVersion"
    WHERE c.kind = ${kind} AND c."liveKey" IS NOT NULL`;
  const known = new Set(rows.map((row) => row.liveKey));
  return [
    ...shipped.filter((item) => !known.has(item.key)),
    ...rows.flatMap((row) => (row.status === 'published' && row.data ? [{ key: row.liveKey, data: row.data }] : [])),
  ];
}

/**
 * `live` of such a kind's adapter: the shipped items no content item holds yet become items whose version 1 is
 * the shipped text. `count` is the shipped items plus the items editors added, so that it equals the adopted
 * items' count exactly when every shipped one is adopted.
 */
export function shippedLive<T>(kind: ContentKind, shipped: () => Shipped<T>[]) {
  const keys = () => shipped().map((item) => item.key);
  return {
    async count(prisma: PrismaClient): Promise<number> {
      const added = await prisma.contentItem.count({
        where: { kind, liveKey: { not: null }, NOT: { liveKey: { in: keys() } } },
      });
      return keys().length + added;
    },
    async unknown(prisma: PrismaClient, limit: number): Promise<AdoptedRow<T>[]> {
      const adopted = await prisma.contentItem.findMany({
        where: { kind, liveKey: { in: keys() } },
        select: { liveKey: true },
      });
      const known = new Set(adopted.map((row) => row.liveKey));
      return shipped()
        .filter((item) => !known.has(item.key))
        .slice(0, limit)
        .map((item) => ({ liveKey: item.key, data: item.data }));
    },
  };
}

/** The name an item editors added gets at its first publish: its kind's prefix and a random part. */
export const newLiveKey = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
