import { useMemo } from 'react';
import type { Locale } from '@studychina/contracts';
import { findCountry } from './countries';

/*
 * The phone picker's default country and short list (docs/product.md#phone-input,
 * docs/decisions/0095-phone-country-from-language-and-region.md): they follow the visitor's language and,
 * when the browser names one, their region. Our students are Nigerian and francophone African; China (+86)
 * is in the short list (students already there) but never the default.
 */

/** The short list ("Popular") in each language, the default first. */
export const PREFERRED_BY_LOCALE: Record<Locale, readonly string[]> = {
  en: ['ng', 'gh', 'cm', 'ke', 'sl', 'gm', 'lr', 'ug', 'tz', 'zm', 'zw', 'cn'],
  fr: ['ci', 'sn', 'cm', 'bj', 'tg', 'bf', 'ml', 'ne', 'gn', 'cd', 'cg', 'ga', 'td', 'cn'],
};

/**
 * Regions that say nothing about where the visitor lives: the factory settings of phones sold in Africa
 * ("English (United States)", "Français (France)"), and China, never a default.
 */
const UNINFORMATIVE_REGIONS = new Set(['us', 'gb', 'fr', 'cn']);

/** The region a language tag names ('fr-CI' -> 'ci', 'en-Latn-NG' -> 'ng'), lower case, or null. */
export function regionOfTag(tag: string): string | null {
  const match = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:-|$)/i.exec(tag.trim());
  return match ? match[1]!.toLowerCase() : null;
}

export interface PhoneDefaults {
  /** ISO code of the country picked when nothing is typed yet. */
  country: string;
  /** The short list shown first in the picker. */
  preferred: readonly string[];
}

/**
 * The default and short list for a visitor: the first region of `tags` (navigator.languages) that names a
 * country we know and says something (not a factory default), else the language's first country; that
 * country leads the short list.
 */
export function phoneDefaults(locale: Locale, tags: readonly string[]): PhoneDefaults {
  const list = PREFERRED_BY_LOCALE[locale];
  const region = tags
    .map(regionOfTag)
    .find((code): code is string => code !== null && !UNINFORMATIVE_REGIONS.has(code) && Boolean(findCountry(code)));
  const country = region ?? list[0]!;
  return { country, preferred: [country, ...list.filter((code) => code !== country)] };
}

/** The browser's languages, most wanted first ([] where there is no browser). */
const browserLanguages = (): readonly string[] => {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
};

/** phoneDefaults for this visitor, in the site's current language. */
export function usePhoneDefaults(locale: Locale): PhoneDefaults {
  return useMemo(() => phoneDefaults(locale, browserLanguages()), [locale]);
}
