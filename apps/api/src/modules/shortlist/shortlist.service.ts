import type { PrismaClient } from '@studychina/db';
import { SHORTLIST_MAX, text, type Locale, type ProgrammeSummary } from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import type { Prices } from '../programmes/money.js';
import { programmeSummaries } from '../programmes/programme-summaries.js';
import { PUBLIC_PROGRAMME } from '../programmes/public-rows.js';

/**
 * A student's shortlist (docs/product.md#shortlist): programmes saved, newest first, shown as the catalogue's
 * lists show them (its programmeSummaries). Only published programmes are saved and listed.
 */
export function createShortlist(prisma: PrismaClient, prices: Prices, now: () => Date) {
  async function list(userId: string, locale: Locale): Promise<ProgrammeSummary[]> {
    const rows = await prisma.shortlistEntry.findMany({
      where: { userId, programme: PUBLIC_PROGRAMME },
      orderBy: [{ createdAt: 'desc' }, { programmeId: 'asc' }],
      select: { programmeId: true },
    });
    const price = await prices.pricer();
    return programmeSummaries(
      prisma,
      rows.map((row) => row.programmeId),
      { locale, now: now(), price },
    );
  }

  return {
    list,
    /** Saves a programme (saving it again changes nothing); 404 for one the catalogue does not publish. */
    async add(userId: string, programmeId: number, locale: Locale) {
      const programme = await prisma.programme.findFirst({ where: { id: programmeId, ...PUBLIC_PROGRAMME } });
      if (!programme) throw new HttpError(404, 'NOT_FOUND', text('catalogue.programmeNotFound'));
      await prisma.$transaction(async (tx) => {
        const saved = await tx.shortlistEntry.findUnique({ where: { userId_programmeId: { userId, programmeId } } });
        if (saved) return;
        // A bound on what one account stores and what each answer reads.
        if ((await tx.shortlistEntry.count({ where: { userId } })) >= SHORTLIST_MAX)
          throw new HttpError(422, 'VALIDATION_FAILED', text('shortlist.full', { max: SHORTLIST_MAX }), {
            programmeId: [text('shortlist.full', { max: SHORTLIST_MAX })],
          });
        await tx.shortlistEntry.create({ data: { userId, programmeId, createdAt: now() } });
      });
      return list(userId, locale);
    },
    /** Removes a programme from the student's own shortlist; 404 when it is not on it. */
    async remove(userId: string, programmeId: number, locale: Locale) {
      const { count } = await prisma.shortlistEntry.deleteMany({ where: { userId, programmeId } });
      if (count === 0) throw new HttpError(404, 'NOT_FOUND', text('catalogue.programmeNotFound'));
      return list(userId, locale);
    },
  };
}
