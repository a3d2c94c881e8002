import { frenchOf } from './catalogue.js';
import type { ContentTextsEn } from './content-texts.en.js';

/** French of ./content-texts.en.ts. */
export const CONTENT_TEXTS_FR = frenchOf<ContentTextsEn>()({
  'content.editConflict':
    'Quelqu’un a enregistré cet élément après que vous l’avez ouvert (il est maintenant à la version {version, number}) : rien n’a été écrasé. Rechargez-le pour voir ses modifications.',
  'content.draftInvalid': 'Le brouillon ne peut pas être publié tant que les champs indiqués ne sont pas corrigés.',
  'content.noSuchVersion': 'Cet élément n’a pas de version publiée {number, number}.',
  'content.cannotUnpublish': 'Ce type de contenu ne peut pas être dépublié : publiez plutôt une nouvelle version.',
  'content.notPublished': 'Cet élément n’est pas publié.',
  'content.unknownReference': 'Aucun(e) {what} n’a cette valeur.',
  'content.taken': 'Un autre élément utilise déjà cette valeur.',
});
