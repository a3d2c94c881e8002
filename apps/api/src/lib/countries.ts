import { createRequire } from 'node:module';
import type { Countries } from 'world-countries';

// The package is CommonJS (its index requires world-countries/countries.json), which its types describe as an
// ES default export: required as what it is.
const countries = createRequire(import.meta.url)('world-countries') as Countries;

/**
 * A nationality's text read as a country (docs/decisions/0096-nationality-as-a-country.md): names, official
 * names, other spellings, ISO codes (alpha-2 and alpha-3) and demonyms (masculine and feminine) in English
 * and French from the world-countries data, plus what browsers call each country in both languages (the
 * form's picker shows those names). Compared by their letters and digits only, without case or accents:
 * "nigériane", "Cote d'Ivoire", "cote divoire", "ivory coast" and "NG" are all found.
 */

/** The key a text is compared by. */
export function countryKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const frenchNames = new Intl.DisplayNames(['fr'], { type: 'region', fallback: 'none' });

/** Every text that names a country, by code (the raw texts: the queue's filter normalises them in the database). */
const ALIASES = new Map<string, string[]>();
/** Codes by key; a key shared by several countries keeps the one UN member among them, or none. */
const CODES_BY_KEY = new Map<string, string>();
const ISO_CODES = new Map<string, string>();

{
  const candidates = new Map<string, Set<string>>();
  const unMembers = new Set(countries.filter((c) => c.unMember).map((c) => c.cca2));
  for (const country of countries) {
    const { eng, fra } = country.demonyms ?? {};
    const texts = [
      country.cca2,
      country.cca3,
      country.name.common,
      country.name.official,
      country.translations.fra?.common,
      country.translations.fra?.official,
      ...country.altSpellings,
      eng?.m,
      eng?.f,
      fra?.m,
      fra?.f,
      englishNames.of(country.cca2),
      frenchNames.of(country.cca2),
    ].filter((text): text is string => Boolean(text));
    // Curly and straight apostrophes both, as stored texts may have either ("Côte d’Ivoire").
    const all = [...new Set(texts.flatMap((text) => [text, text.replace(/’/g, "'"), text.replace(/'/g, '’')]))];
    ALIASES.set(country.cca2, all);
    ISO_CODES.set(country.cca2.toLowerCase(), country.cca2);
    ISO_CODES.set(country.cca3.toLowerCase(), country.cca2);
    for (const text of all) {
      const key = countryKey(text);
      if (!candidates.has(key)) candidates.set(key, new Set());
      candidates.get(key)!.add(country.cca2);
    }
  }
  for (const [key, codes] of candidates) {
    // "American" is the US (and the Northern Mariana Islands); "Congolese" is two countries: left as text.
    const chosen = codes.size === 1 ? [...codes] : [...codes].filter((code) => unMembers.has(code));
    if (chosen.length === 1) CODES_BY_KEY.set(key, chosen[0]!);
  }
}

/** The ISO 3166 alpha-2 code of the country a text names, or null when it names none (or several). */
export function countryCodeOf(text: string): string | null {
  return CODES_BY_KEY.get(countryKey(text)) ?? null;
}

/** Every text that names the country of `code` (names, codes and demonyms, English and French). */
export function countryAliases(code: string): readonly string[] {
  return ALIASES.get(code.toUpperCase()) ?? [];
}

/** Is this a country's ISO code (alpha-2 or alpha-3, any case)? */
export const isIsoCode = (text: string): boolean => ISO_CODES.has(text.trim().toLowerCase());

/** The country's name in English ("Côte d’Ivoire" for CI), or the code when unknown. */
export const englishCountryName = (code: string): string => englishNames.of(code) ?? code;

/** Every code the data knows (the contracts' COUNTRY_CODES are these, less uninhabited places). */
export const KNOWN_COUNTRY_CODES: readonly string[] = countries.map((country) => country.cca2);

/**
 * The nationality as /apply stores it: the code of the country its text names, and the text as sent, or the
 * country's English name when the text was a bare ISO code (the form's picker sends "NG"; every reader of
 * the text, the CSV and old clients included, then reads "Nigeria").
 */
export function nationalityColumns(text: string): { nationality: string; nationalityCode: string | null } {
  const code = countryCodeOf(text);
  if (code && isIsoCode(text)) return { nationality: englishCountryName(code), nationalityCode: code };
  return { nationality: text, nationalityCode: code };
}
