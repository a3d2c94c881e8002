import type { Coverage, Locale, ScholarshipSummary } from '@studychina/contracts';
import type { DegreeLevel, ScholarshipProvider } from '@studychina/contracts';
import { inLocale } from './localized.js';
import type { Pricer } from './money.js';

export interface ScholarshipRow {
  id: number;
  slug: string;
  name: string;
  nameFr: string;
  provider: ScholarshipProvider;
  tuitionCoveragePercent: number;
  coversAccommodation: boolean;
  stipendMonthly: number | null;
  stipendCurrency: string | null;
  coversInsurance: boolean;
  degrees: DegreeLevel[];
  deadline: Date | null;
}

export const coverageOf = (row: ScholarshipRow, price: Pricer): Coverage => ({
  tuitionPercent: row.tuitionCoveragePercent,
  accommodation: row.coversAccommodation,
  stipendMonthly:
    row.stipendMonthly !== null && row.stipendCurrency ? price(row.stipendMonthly, row.stipendCurrency) : null,
  insurance: row.coversInsurance,
});

/** Open while its deadline is ahead (a scholarship without one is always open). */
export const scholarshipOpen = (row: { deadline: Date | null }, now: Date): boolean =>
  row.deadline === null || row.deadline > now;

export const scholarshipSummary = (
  row: ScholarshipRow,
  { locale, now, price }: { locale: Locale; now: Date; price: Pricer },
): ScholarshipSummary => ({
  id: row.id,
  slug: row.slug,
  name: inLocale(locale, row.name, row.nameFr),
  provider: row.provider,
  coverage: coverageOf(row, price),
  degrees: row.degrees,
  deadline: row.deadline?.toISOString() ?? null,
  open: scholarshipOpen(row, now),
});

/** Tuition a year left to pay once a scholarship has paid its share, rounded half up to the minor unit. */
export const remainingTuition = (tuition: number, percent: number): number =>
  Math.floor((tuition * (100 - percent) + 50) / 100);
