import type { Locale } from '@studychina/contracts';

/**
 * The address of the heroes or the majors in the page's language. The API answers the specification's English
 * unless asked for French with `lang=fr`, written last, where its front looks for it (docs/product.md#api-majors,
 * docs/decisions/0120-french-content-by-an-explicit-parameter.md).
 */
export const inContentLanguage = (path: string, locale: Locale): string =>
  locale === 'fr' ? `${path}${path.includes('?') ? '&' : '?'}lang=fr` : path;
