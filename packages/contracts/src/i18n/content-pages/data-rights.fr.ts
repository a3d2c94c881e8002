import type { Translation } from '../translation.js';
import type { DATA_RIGHTS_PANEL } from './data-rights.js';

/** French of ./data-rights.ts. */
export const DATA_RIGHTS_PANEL_FR: Translation<typeof DATA_RIGHTS_PANEL> = {
  title: 'Vos données',
  exportHint:
    'Obtenez une copie de tout ce que nous conservons à votre sujet : votre compte, vos candidatures, leurs messages, vos factures et chaque fichier téléversé, dans un fichier ZIP. Nous vous envoyons par e-mail un lien valable 7 jours.',
  exportButton: 'Télécharger mes données',
  exportReady: 'Votre copie est prête.',
  downloadButton: 'Télécharger le fichier ZIP',
  exportGone: 'Ce lien a expiré ou ne vous appartient pas. Demandez une nouvelle copie.',
  privacyLink: 'Comment nous utilisons et conservons vos données',
};
