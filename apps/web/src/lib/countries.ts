import { COUNTRY_CODES, FREQUENT_COUNTRIES } from '@studychina/contracts';

/**
 * Countries by their names in a language (docs/decisions/0096-nationality-as-a-country.md): the browser's
 * own Intl.DisplayNames names each ISO code, so no list of names is downloaded. A browser without it (very
 * old) shows the codes.
 */
export interface CountryOption {
  code: string;
  name: string;
}

const namers = new Map<string, (code: string) => string>();
function namer(locale: string): (code: string) => string {
  let name = namers.get(locale);
  if (!name) {
    const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([locale], { type: 'region' }) : null;
    name = (code) => names?.of(code) ?? code;
    namers.set(locale, name);
  }
  return name;
}

/** The country's name in `locale` ("Côte d’Ivoire", "Nigéria"), or the code when unknown. */
export const countryName = (code: string, locale: string): string => namer(locale)(code);

const lists = new Map<string, { frequent: CountryOption[]; all: CountryOption[] }>();
/** The pickers' options: the frequent countries, then every country in the language's alphabetical order. */
export function countryOptions(locale: string): { frequent: CountryOption[]; all: CountryOption[] } {
  let list = lists.get(locale);
  if (!list) {
    const name = namer(locale);
    const order = new Intl.Collator(locale).compare;
    const options = (codes: readonly string[]) =>
      codes.map((code) => ({ code, name: name(code) })).sort((a, b) => order(a.name, b.name));
    list = { frequent: options(FREQUENT_COUNTRIES), all: options(COUNTRY_CODES) };
    lists.set(locale, list);
  }
  return list;
}
