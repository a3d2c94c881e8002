import type { PrismaClient } from '@studychina/db';
import { countryCodeOf } from '../../lib/countries.js';

/**
 * Gives older applications their nationality's country code (docs/decisions/0096-nationality-as-a-country.md):
 * every distinct free text without a code is read as a country once, and the rows whose text names one get
 * its code. Run at start; cheap when there is nothing to do (one DISTINCT over the rows still without a
 * code, which are the texts naming no country). Returns how many applications got a code.
 */
export async function backfillNationalityCodes(prisma: Pick<PrismaClient, '$queryRaw' | '$executeRaw'>) {
  const texts = await prisma.$queryRaw<Array<{ nationality: string }>>`
    SELECT DISTINCT "nationality" FROM "Application" WHERE "nationalityCode" IS NULL`;
  const byCode = new Map<string, string[]>();
  for (const { nationality } of texts) {
    const code = countryCodeOf(nationality);
    if (code) byCode.set(code, [...(byCode.get(code) ?? []), nationality]);
  }
  let updated = 0;
  for (const [code, names] of byCode) {
    // Raw, so "updatedAt" stays what staff and students last did (Prisma's updateMany would move it).
    updated += await prisma.$executeRaw`
      UPDATE "Application" SET "nationalityCode" = ${code}
      WHERE "nationalityCode" IS NULL AND "nationality" = ANY(${names}::text[])`;
  }
  return updated;
}
