import { CONTENT_ASIDE } from './content-pages/aside.js';
import { ABOUT_PAGE } from './content-pages/about.js';
import { ADMISSION_PAGE } from './content-pages/admission.js';
import { BUSINESS_PAGE } from './content-pages/business.js';
import { GOODS_PAGE } from './content-pages/goods.js';
import { TRANSLATION_PAGE } from './content-pages/translation.js';
import { FAQ_PAGE } from './content-pages/faq.js';
import { PRIVACY_PAGE } from './content-pages/privacy.js';

/**
 * The English body texts of the five content pages (docs/product.md#content-pages), exactly as the product has them,
 * one module a page (./content-pages/): the web's content pages (apps/web/src/features/pages) each import their
 * own from their lazy chunk, and its French (./content-pages/*.fr.ts) lazily for French visitors only, so
 * neither weighs on the home page's first download nor on another page's (issue 17). Gathered here for the
 * checks that walk them all (i18n.test.ts, the web's English-left checker).
 */
export const CONTENT_PAGES = {
  aside: CONTENT_ASIDE,
  about: ABOUT_PAGE,
  admission: ADMISSION_PAGE,
  business: BUSINESS_PAGE,
  goods: GOODS_PAGE,
  translation: TRANSLATION_PAGE,
  faq: FAQ_PAGE,
  privacy: PRIVACY_PAGE,
} as const;
export type ContentPagesTexts = typeof CONTENT_PAGES;
