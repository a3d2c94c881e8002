import { ESTIMATE_CURRENCIES, rateContentSchema, text, type RateContent } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { toRate, writeRate } from '../../programmes/exchange-rates.service.js';
import type { AdoptedRow, ContentAdapter, FieldProblems } from '../content-adapter.js';

const latestRates = (prisma: PrismaClient) =>
  prisma.exchangeRate.findMany({
    where: { currency: { in: [...ESTIMATE_CURRENCIES] } },
    orderBy: [{ currency: 'asc' }, { asOf: 'desc' }],
    distinct: ['currency'],
  });

/**
 * Exchange rates (docs/decisions/0113-money-in-minor-units-and-rate-estimates.md): one item per estimate currency,
 * keyed by it. Publishing sets the rate of the item's day as staff's PUT /admin/exchange-rates does (the same
 * writer), so the estimates change at once (the prices hear `rates`). A rate cannot be unpublished: estimates
 * need one, so an editor publishes a new one instead.
 */
export const ratesAdapter: ContentAdapter<RateContent> = {
  kind: 'rates',
  schema: rateContentSchema,
  title: (r) => r.currency,

  async check(tx, r, liveKey) {
    const problems: FieldProblems = {};
    if (liveKey !== null && liveKey !== r.currency) problems.currency = [text('content.rateCurrencyFixed')];
    if (liveKey === null) {
      const other = await tx.contentItem.findFirst({ where: { kind: 'rates', liveKey: r.currency } });
      if (other) problems.currency = [text('content.taken')];
    }
    // An older day would be stored but not used: the estimates read the latest rate of each currency.
    const latest = await tx.exchangeRate.findFirst({ where: { currency: r.currency }, orderBy: { asOf: 'desc' } });
    const liveDay = latest && toRate(latest).asOf;
    if (liveDay && liveDay > r.asOf) problems.asOf = [text('content.rateOlder', { latest: liveDay })];
    return problems;
  },

  async publish(tx, r) {
    await writeRate(tx, {
      currency: r.currency,
      perCny: r.perCny,
      asOf: new Date(`${r.asOf}T00:00:00Z`),
      setById: null,
    });
    return r.currency;
  },

  live: {
    count: async (prisma) => (await latestRates(prisma)).length,
    async unknown(prisma, limit): Promise<AdoptedRow<RateContent>[]> {
      const known = await prisma.contentItem.findMany({ where: { kind: 'rates' }, select: { liveKey: true } });
      const taken = new Set(known.map((item) => item.liveKey));
      return (await latestRates(prisma))
        .filter((row) => !taken.has(row.currency))
        .slice(0, limit)
        .map((row) => ({ liveKey: row.currency, data: toRate(row) }));
    },
  },
};
