import { Decimal, type PrismaClient } from '@studychina/db';
import { ESTIMATE_CURRENCIES, minorDigits, type MoneyEstimate, type Price } from '@studychina/contracts';

interface Rate {
  currency: string;
  perCny: Decimal;
  asOf: string;
}

/**
 * Prices with their estimates (docs/decisions/0113-money-in-minor-units-and-rate-estimates.md): an amount in CNY
 * gets one estimate per currency staff have set a rate for (the latest rate of each), converted with decimal
 * arithmetic and rounded half up to the currency's minor unit. Rates are read again after `ttlMs`.
 */
export function createPrices(prisma: PrismaClient, { ttlMs, now }: { ttlMs: number; now: () => number }) {
  let rates: Promise<Rate[]> | null = null;
  let readAt = 0;

  async function readRates(): Promise<Rate[]> {
    const rows = await prisma.exchangeRate.findMany({
      where: { currency: { in: [...ESTIMATE_CURRENCIES] } },
      orderBy: [{ currency: 'asc' }, { asOf: 'desc' }],
      distinct: ['currency'],
    });
    return rows.map((r) => ({ currency: r.currency, perCny: r.perCny, asOf: r.asOf.toISOString().slice(0, 10) }));
  }

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

  const estimate = (amount: number, rate: Rate): MoneyEstimate => {
    // CNY minor units -> yuan -> target major units -> target minor units.
    const value = new Decimal(amount)
      .div(10 ** minorDigits('CNY'))
      .mul(rate.perCny)
      .mul(10 ** minorDigits(rate.currency))
      .toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
    return { amount: value.toNumber(), currency: rate.currency, estimate: true, rateDate: rate.asOf };
  };

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
