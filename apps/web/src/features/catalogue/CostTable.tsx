import type { Money, ProgrammeDetail } from '@studychina/contracts';
import { formatDay, formatMoney, useCatalogueText } from './texts';

/** The cheapest accommodation a year, in the tuition's currency (the only one we add up), or null. */
function cheapestAccommodationPerYear(programme: ProgrammeDetail): Money | null {
  const currency = programme.tuition.currency;
  const yearly = programme.accommodation
    .filter((a) => a.min.currency === currency)
    .map((a) => (a.period === 'month' ? a.min.amount * 12 : a.min.amount));
  return yearly.length ? { amount: Math.min(...yearly), currency } : null;
}

/** The one-off fees by name, for the texts that tell one apart from the other. */
const feesOf = (programme: ProgrammeDetail) =>
  [
    { name: 'application', label: 'cataloguePage.programme.applicationFee', price: programme.applicationFee },
    { name: 'service', label: 'cataloguePage.programme.serviceFee', price: programme.serviceFee },
  ] as const;

/**
 * What the programme costs per year and in total (tuition over its length, the one-off fees, the cheapest
 * accommodation), then what each scholarship leaves to pay: the figures a student budgets with (issue 28).
 * Amounts are only added up in the tuition's currency: a fee in another (our service fee is in USD) is shown
 * as paid separately, the total says its currency, and a note says the fee is not in it
 * (docs/decisions/0113-money-in-minor-units-and-rate-estimates.md: no conversion passes for a price).
 */
export function CostTable({ programme }: { programme: ProgrammeDetail }) {
  const { t, locale } = useCatalogueText();
  const years = Math.max(1, Math.ceil(programme.durationMonths / 12));
  const money = (m: Money) => formatMoney(m, locale);
  const currency = programme.tuition.currency;
  const accommodation = cheapestAccommodationPerYear(programme);
  const fees = feesOf(programme);
  const once = fees.filter((fee) => fee.price.currency === currency);
  const separate = fees.filter((fee) => fee.price.currency !== currency);
  const perYear = programme.tuition.amount + (accommodation?.amount ?? 0);
  const total =
    programme.tuitionTotal.amount +
    (accommodation ? accommodation.amount * years : 0) +
    once.reduce((sum, fee) => sum + fee.price.amount, 0);
  return (
    <section aria-labelledby="costs" className="catalogue-block">
      <h2 id="costs">{t('cataloguePage.programme.costs')}</h2>
      <div className="table-scroll">
        <table className="cost-table" aria-labelledby="costs">
          <thead>
            <tr>
              <td />
              <th scope="col">{t('cataloguePage.programme.perYearColumn')}</th>
              <th scope="col">{t('cataloguePage.programme.totalColumn', { years })}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('cataloguePage.programme.tuition')}</th>
              <td>{money(programme.tuition)}</td>
              <td>{money(programme.tuitionTotal)}</td>
            </tr>
            {programme.accommodation.map((a) => (
              <tr key={a.roomType}>
                <th scope="row">{t('cataloguePage.programme.accommodation', { room: a.roomType })}</th>
                <td colSpan={2}>
                  {t(`cataloguePage.programme.accommodationRange.${a.period}`, {
                    min: money(a.min),
                    max: money(a.max),
                  })}
                </td>
              </tr>
            ))}
            {fees.map((fee) => (
              <tr key={fee.name}>
                <th scope="row">{t(fee.label)}</th>
                <td>–</td>
                <td>
                  {fee.price.currency === currency
                    ? money(fee.price)
                    : t('cataloguePage.programme.paidSeparately', { amount: money(fee.price) })}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                {separate.length === 0
                  ? t('cataloguePage.programme.totalRow')
                  : t('cataloguePage.programme.totalRowIn', { currency })}
              </th>
              <td>{money({ amount: perYear, currency })}</td>
              <td>
                <strong>{money({ amount: total, currency })}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {separate.map((fee) => (
        <p key={fee.name} className="catalogue-note">
          {t('cataloguePage.programme.notInTotal', {
            fee: fee.name,
            currency: fee.price.currency,
            totalCurrency: currency,
          })}
        </p>
      ))}
      {programme.tuition.estimates.length > 0 && (
        <p className="catalogue-note">
          {programme.tuition.estimates
            .map((e) => t('cataloguePage.estimate', { amount: money(e), date: formatDay(e.rateDate, locale) }))
            .join(' · ')}
        </p>
      )}
      {programme.scholarships.map((s) => (
        <p key={s.id} className="catalogue-note">
          {t('cataloguePage.programme.scholarshipLeaves', { name: s.name, amount: money(s.remainingTuition) })}
        </p>
      ))}
    </section>
  );
}
