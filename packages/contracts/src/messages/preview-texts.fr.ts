import { frenchOf } from './catalogue.js';
import type { PreviewTextsEn } from './preview-texts.en.js';

/** French of ./preview-texts.en.ts, typed by it. */
export const PREVIEW_TEXTS_FR = frenchOf<PreviewTextsEn>()({
  'content.previewBanner':
    'Aperçu — non publié. Voici le brouillon enregistré tel que sa page publique le montrera une fois publié. Les visiteurs ne le voient pas.',
  'content.previewLinkInvalid':
    'Ce lien d’aperçu a expiré ou n’est pas valable. Ouvrez à nouveau l’aperçu depuis l’éditeur.',
});
