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
  'content.import.notASpreadsheet':
    'Le fichier n’est ni un fichier CSV (UTF-8) ni un classeur XLSX. Exportez-en un depuis l’espace équipe pour voir les colonnes.',
  'content.import.unreadable':
    'Ce fichier ne se lit pas comme un tableur. Enregistrez-le à nouveau en XLSX, ou en CSV (UTF-8).',
  'content.import.tooLarge': 'Un fichier d’import fait au plus {size} : répartissez-le en plusieurs fichiers.',
  'content.import.oneFile': 'Envoyez un seul fichier, dans la partie nommée « file ».',
  'content.import.noRows': 'Le fichier ne contient aucune ligne sous son en-tête.',
  'content.import.rowsInvalid':
    '{count, plural, one {# ligne a} other {# lignes ont}} des problèmes : rien n’a été importé. Corrigez-les et importez à nouveau le fichier.',
  'content.import.unknownColumn': 'Cette colonne n’est pas une colonne de l’export : renommez-la ou supprimez-la.',
  'content.import.missingColumn': 'Cette colonne manque : un import demande toutes les colonnes de l’export.',
  'content.import.repeatedColumn': 'Cette colonne apparaît plusieurs fois.',
  'content.import.repeatedRow': 'Le même élément est déjà à la ligne {n, number}.',
  'content.import.notJson': 'Cette cellule doit contenir du texte JSON, comme l’export l’écrit.',
  'content.import.notYesNo': 'Cette cellule doit contenir true ou false.',
  'content.rateCurrencyFixed': 'Un taux publié garde sa devise : modifiez plutôt l’élément de l’autre devise.',
  'content.rateOlder': 'Le taux en vigueur date du {latest} : un taux pour un jour antérieur ne serait pas utilisé.',
  'content.imageRequired': 'Envoyez une image, dans la partie « file ».',
  'content.imageTooLarge': 'L’image dépasse {size}, la taille maximale acceptée. Rien n’a été enregistré.',
  'content.imageRefused':
    'Ce fichier n’est pas une image JPEG, PNG, WebP ou AVIF (d’après son contenu). Rien n’a été enregistré.',
  'content.imageUnreadable':
    'Cette image ne peut pas être lue : elle est endommagée, ou dépasse {max, number} mégapixels. Rien n’a été enregistré.',
  'content.referenceUnpublished': 'Cet élément ({what}) n’est pas publié : publiez-le d’abord.',
  'content.sameCurrency': 'Le prix le plus haut doit être dans la même devise que le plus bas.',
  'content.maxBelowMin': 'Le prix le plus haut ne doit pas être inférieur au plus bas.',
  'content.deadlineAfterStart': 'La date limite doit précéder la fin du mois de la rentrée.',
  'content.ageMaxBelowMin': 'L’âge maximal ne doit pas être inférieur à l’âge minimal.',
});
