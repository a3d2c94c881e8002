import type { PrismaClient } from '@studychina/db';

/** The live table of each kind that has one, by the name Postgres knows it (a fixed list: never from input). */
const LIVE_TABLES = {
  programmes: 'Programme',
  universities: 'University',
  intakes: 'Intake',
  scholarships: 'Scholarship',
  majors: 'Major',
  heroes: 'Hero',
} as const;

/**
 * The ids of a kind's live rows that no content item holds yet, oldest first, at most `limit`: what an adapter's
 * `live.unknown` reads and turns into items (docs/decisions/0121-content-drafts-beside-the-live-tables.md).
 */
export async function unknownLiveIds(
  prisma: PrismaClient,
  kind: keyof typeof LIVE_TABLES,
  limit: number,
): Promise<number[]> {
  const rows = await prisma.$queryRawUnsafe<{ id: number }[]>(
    `SELECT t.id FROM "${LIVE_TABLES[kind]}" t
     WHERE NOT EXISTS (SELECT 1 FROM "ContentItem" c WHERE c.kind = $1 AND c."liveKey" = t.id::text)
     ORDER BY t.id LIMIT $2`,
    kind,
    limit,
  );
  return rows.map((row) => row.id);
}
