import { useCallback } from 'react';
import {
  catalogueText,
  type CatalogueTextArgs,
  type CataloguePageKey,
  type DegreeLevel,
  type Locale,
  type Money,
  type PreviousDegree,
  type ScholarshipProvider,
  type TeachingLanguage,
  type UniversityTag,
  type UniversityType,
} from '@studychina/contracts';
import { useLocale } from '../../lib/i18n';

/**
 * The catalogue pages' texts in the page's language: keyed ICU messages of contracts
 * (packages/contracts/src/messages/catalogue-pages.en.ts and its French), rendered by the catalogue's own
 * formatter, which comes with this lazy chunk. Both languages are here at once, so a French page renders and
 * hydrates without waiting for the French of every other message
 * (docs/decisions/0114-catalogue-pages-rendered-on-request.md).
 */
export type CatalogueT = <K extends CataloguePageKey>(key: K, ...values: CatalogueTextArgs<K>) => string;

export function useCatalogueText(): { t: CatalogueT; locale: Locale } {
  const { locale } = useLocale();
  const t = useCallback<CatalogueT>((key, ...values) => catalogueText(locale, key, ...values), [locale]);
  return { t, locale };
}

/** `{ amount: 2400000, currency: 'CNY' }` → "CN¥24,000" / "24 000 CNY": whole units, the language's grouping. */
export function formatMoney(money: Money, locale: Locale): string {
  const units = money.amount / 10 ** minorDigits(money.currency);
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'currency',
    currency: money.currency,
    maximumFractionDigits: 0,
  }).format(units);
}

/**
 * The digits of a currency's minor unit (ISO 4217) for those the catalogue uses: contracts' `minorDigits` lives
 * beside zod schemas, which would come into this chunk with it.
 */
const minorDigits = (currency: string) => (currency === 'XOF' ? 0 : 2);

/** Deadlines are days in China: shown in its time zone, whatever the reader's. */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: CHINA_TIME_ZONE,
  }).format(new Date(iso));
}

/** A day ("2026-11-27", no time): "27 November 2026". */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** "2027-09" → "September 2027" / "septembre 2027". */
export function formatMonth(start: string, locale: Locale): string {
  const [year, month] = start.split('-').map(Number);
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, (month ?? 1) - 1, 1)));
}

const DAY_MS = 24 * 3600 * 1000;
/** Whole days from now until the deadline, counted in China's calendar (0 on the last day), or null once past. */
export function daysLeft(deadline: string, now: number = Date.now()): number | null {
  const end = new Date(deadline).getTime();
  if (end < now) return null;
  const day = (ms: number) => Math.floor((ms + 8 * 3600 * 1000) / DAY_MS);
  return day(end) - day(now);
}

/** A duration in months as years when whole ("4 years"), else months. */
export function durationText(t: CatalogueT, months: number): string {
  return months % 12 === 0
    ? t('cataloguePage.durationYears', { years: months / 12 })
    : t('cataloguePage.duration', { months });
}

/** The labels of the catalogue's values (contracts' catalogue-texts: `catalogue.degree.master` …). */
export const degreeText = (t: CatalogueT, degree: DegreeLevel) => t(`catalogue.degree.${degree}`);
export const languageText = (t: CatalogueT, language: TeachingLanguage) => t(`catalogue.language.${language}`);
export const providerText = (t: CatalogueT, provider: ScholarshipProvider) => t(`catalogue.provider.${provider}`);
export const previousDegreeText = (t: CatalogueT, degree: PreviousDegree) => t(`catalogue.previousDegree.${degree}`);
export const universityTypeText = (t: CatalogueT, type: UniversityType) => t(`catalogue.universityType.${type}`);
export const tagText = (t: CatalogueT, tag: UniversityTag) => t(`catalogue.tag.${tag}`);
