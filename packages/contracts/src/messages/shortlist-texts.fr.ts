import { frenchOf } from './catalogue.js';
import type { ShortlistTextsEn } from './shortlist-texts.en.js';

/** French of ./shortlist-texts.en.ts. */
export const SHORTLIST_TEXTS_FR = frenchOf<ShortlistTextsEn>()({
  'shortlist.full':
    'Votre sélection compte au plus {max, number} programmes : retirez-en un avant d’en enregistrer un autre.',
});
