import type { ContentPagesTexts } from './content-pages.js';
import type { Translation } from './translation.js';
import { CONTENT_ASIDE_FR } from './content-pages/aside.fr.js';
import { ABOUT_PAGE_FR } from './content-pages/about.fr.js';
import { ADMISSION_PAGE_FR } from './content-pages/admission.fr.js';
import { BUSINESS_PAGE_FR } from './content-pages/business.fr.js';
import { GOODS_PAGE_FR } from './content-pages/goods.fr.js';
import { TRANSLATION_PAGE_FR } from './content-pages/translation.fr.js';
import { FAQ_PAGE_FR } from './content-pages/faq.fr.js';
import { PRIVACY_PAGE_FR } from './content-pages/privacy.fr.js';

/**
 * French of ./content-pages.ts (vous, for families and students; the Chinese documents and programmes under
 * the names French speakers know: lettre d'admission, formulaire JW202, visa X1, bourse du gouvernement
 * chinois (CSC)). Each page's part is its own module, loaded lazily by French visits of that page only.
 */
export const CONTENT_PAGES_FR: Translation<ContentPagesTexts> = {
  aside: CONTENT_ASIDE_FR,
  about: ABOUT_PAGE_FR,
  admission: ADMISSION_PAGE_FR,
  business: BUSINESS_PAGE_FR,
  goods: GOODS_PAGE_FR,
  translation: TRANSLATION_PAGE_FR,
  faq: FAQ_PAGE_FR,
  privacy: PRIVACY_PAGE_FR,
};
