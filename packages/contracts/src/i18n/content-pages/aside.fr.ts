import type { Translation } from '../translation.js';
import type { CONTENT_ASIDE } from './aside.js';

/** French of ./aside.ts (see ../content-pages.fr.ts for the choices of words). */
export const CONTENT_ASIDE_FR: Translation<typeof CONTENT_ASIDE> = {
  label: 'Prochaines étapes',
  title: 'Parlez à un conseiller',
  text: 'Dites-nous ce dont vous avez besoin : nous vous répondrons avec les prochaines étapes concrètes, les documents nécessaires et nos honoraires, avant tout début de travail.',
  contact: 'Nous contacter',
  majors: 'Voir les filières',
};
