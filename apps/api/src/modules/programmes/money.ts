import { Decimal, type Prisma, type PrismaClient } from '@studychina/db';
import { ESTIMATE_CURRENCIES, minorDigits, type MoneyEstimate, type Price } from '@studychina/contracts';

export interface Rate {
  currency: string;
  perCny: Decimal;
  asOf: string;
}

/** The latest rate staff set for each currency (NGN, XOF, USD), read in `db` (a transaction's client too). */
export async function latestRates(db: Pick<PrismaClient | Prisma.TransactionClient, 'exchangeRate'>): Promise<Rate[]> {
  const rows = await db.exchangeRate.findMany({
    where: { currency: { in: [...ESTIMATE_CURRENCIES] } },
    orderBy: [{ currency: 'asc' }, { asOf: 'desc' }],
    distinct: ['currency'],
  });
  return rows.map((r) => ({ currency: r.currency, perCny: r.perCny, asOf: r.asOf.toISOString().slice(0, 10) }));
}

/**
 * An amount in minor units of one currency in minor units of another, through each one's rate per yuan (1 for
 * CNY): decimal arithmetic, one division last, rounded half up to the target's minor unit (XOF has none).
 */
export function convertMinor(
  amount: number,
  from: { currency: string; perCny: Decimal | string | number },
  to: { currency: string; perCny: Decimal | string | number },
): number {
  return new Decimal(amount)
    .mul(to.perCny)
    .mul(10 ** minorDigits(to.currency))
    .div(new Decimal(from.perCny).mul(10 ** minorDigits(from.currency)))
    .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
    .toNumber();
}

/** The yuan's own rate: one yuan per yuan. */
export const CNY_RATE = { currency: 'CNY', perCny: new Decimal(1) };

/**
 * Prices with their estimates (docs/decisions/0113-money-in-minor-units-and-rate-estimates.md): an amount in CNY
 * gets one estimate per currency staff have set a rate for (the latest rate of each), converted with decimal
 * arithmetic and rounded half up to the currency's minor unit. Rates are read again after `ttlMs`.
 */
export function createPrices(prisma: PrismaClient, { ttlMs, now }: { ttlMs: number; now: () => number }) {
  let rates: Promise<Rate[]> | null = null;
  let readAt = 0;

  const readRates = () => latestRates(prisma);

  function current(): Promise<Rate[]> {
    if (!rates || now() - readAt >= ttlMs) {
      const reading = readRates();
      rates = reading;
      readAt = now();
      reading.catch(() => {
        if (rates === reading) rates = null;
      });
    }
    return rates;
  }

  const estimate = (amount: number, rate: Rate): MoneyEstimate => ({
    amount: convertMinor(amount, CNY_RATE, rate),
    currency: rate.currency,
    estimate: true,
    rateDate: rate.asOf,
  });

  return {
    /** A function making prices with the rates of this moment (one read for a whole answer). */
    async pricer(): Promise<(amount: number, currency: string) => Price> {
      const known = await current();
      return (amount, currency) => ({
        amount,
        currency,
        estimates: currency === 'CNY' ? known.map((rate) => estimate(amount, rate)) : [],
      });
    },
    /** Rates changed through this instance: read them again on the next answer. */
    invalidate(): void {
      rates = null;
    },
  };
}

export type Prices = ReturnType<typeof createPrices>;
export type Pricer = Awaited<ReturnType<Prices['pricer']>>;
