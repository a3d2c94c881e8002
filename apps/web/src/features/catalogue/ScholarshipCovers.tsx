import type { Coverage } from '@studychina/contracts';
import { formatMoney, useCatalogueText } from './texts';

/** What a scholarship pays for, item by item. */
export function ScholarshipCovers({ coverage: c }: { coverage: Coverage }) {
  const { t, locale } = useCatalogueText();
  const items = [
    c.tuitionPercent > 0 && t('cataloguePage.scholarship.tuitionShare', { percent: c.tuitionPercent }),
    c.accommodation && t('cataloguePage.scholarship.accommodation'),
    c.stipendMonthly && t('cataloguePage.scholarship.stipend', { amount: formatMoney(c.stipendMonthly, locale) }),
    c.insurance && t('cataloguePage.scholarship.insurance'),
  ].filter((x): x is string => Boolean(x));
  return (
    <ul className="catalogue-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
