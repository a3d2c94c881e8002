import type { Prisma, PrismaClient } from '@studychina/db';
import { ESTIMATE_CURRENCIES, type EstimateCurrency, type ExchangeRate } from '@studychina/contracts';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { dayOf } from './localized.js';

export const toRate = (row: { currency: string; perCny: { toString(): string }; asOf: Date }): ExchangeRate => ({
  currency: row.currency as EstimateCurrency,
  perCny: row.perCny.toString(),
  asOf: dayOf(row.asOf),
});

/**
 * Sets the rate of a day (setting a day again replaces it) inside the caller's transaction, answering the rate it
 * replaced: staff's PUT below and a published rate (content management's rates adapter) both write through it.
 */
export async function writeRate(
  tx: Prisma.TransactionClient,
  {
    currency,
    perCny,
    asOf,
    setById,
  }: { currency: EstimateCurrency; perCny: string; asOf: Date; setById: string | null },
) {
  const where = { currency_asOf: { currency, asOf } };
  const before = await tx.exchangeRate.findUnique({ where });
  const row = await tx.exchangeRate.upsert({
    where,
    update: { perCny, setById },
    create: { currency, perCny, asOf, setById },
  });
  return { before, row };
}

/**
 * The rates behind the estimates (docs/decisions/0113-money-in-minor-units-and-rate-estimates.md): staff read the
 * latest of each currency and set the rate of a day (setting a day again replaces it), audited with the rate before
 * and after. Answers pick a new rate up within the catalogue's cache time.
 */
export function createExchangeRates(prisma: PrismaClient, now: () => Date) {
  return {
    async latest(): Promise<ExchangeRate[]> {
      const rows = await prisma.exchangeRate.findMany({
        where: { currency: { in: [...ESTIMATE_CURRENCIES] } },
        orderBy: [{ currency: 'asc' }, { asOf: 'desc' }],
        distinct: ['currency'],
      });
      return rows.map(toRate);
    },

    async set(
      currency: EstimateCurrency,
      { perCny, asOf }: { perCny: string; asOf?: string },
      audit: AuditContext,
    ): Promise<ExchangeRate> {
      const day = new Date(`${asOf ?? dayOf(now())}T00:00:00Z`);
      const row = await prisma.$transaction(async (tx) => {
        const { before, row } = await writeRate(tx, { currency, perCny, asOf: day, setById: audit.actorId });
        await recordAudit(tx, {
          ...audit,
          action: 'rate.set',
          targetType: 'exchange_rate',
          targetId: `${currency}:${dayOf(day)}`,
          meta: { currency, asOf: dayOf(day), before: before?.perCny.toString() ?? null, after: row.perCny.toString() },
        });
        return row;
      });
      return toRate(row);
    },
  };
}
