import { DEFAULT_RETENTION_MONTHS } from '../../application/retention.js';
import type { Translation } from '../translation.js';
import type { PRIVACY_PAGE } from './privacy.js';

/** French of ./privacy.ts. */
export const PRIVACY_PAGE_FR: Translation<typeof PRIVACY_PAGE> = {
  title: 'Politique de confidentialité',
  lead: 'Cette politique explique ce que nous conservons à votre sujet lorsque vous utilisez ce site et candidatez par notre intermédiaire, pourquoi, combien de temps, et à qui nous le transmettons.',
  sections: [
    {
      title: 'Ce que nous conservons',
      paragraphs: [
        'Votre compte : vos nom, adresse e-mail, numéro de téléphone, pays, langue préférée et une forme protégée de votre mot de passe (ou le fait que vous vous connectez avec Google).',
        'Vos candidatures : chaque réponse du formulaire, les documents que vous téléversez (passeport, photo, relevés de notes, diplômes, certificat médical, relevé bancaire, casier judiciaire, lettres), les messages et changements de statut de chaque candidature, et les documents que notre équipe vous envoie.',
        'Vos factures et paiements : ce qui était dû, ce que vous avez payé, comment et quand.',
      ],
    },
    {
      title: 'Pourquoi nous le conservons',
      paragraphs: [
        'Pour préparer vos candidatures, les envoyer aux universités que vous choisissez, les suivre et vous dire où elles en sont ; pour vous répondre ; et pour tenir la comptabilité que la loi nous impose. Nous ne vendons pas vos données et ne les utilisons pas pour de la publicité.',
      ],
    },
    {
      title: 'Où vont vos données',
      paragraphs: [
        'Lorsque vous envoyez une candidature, nous la transmettons, avec ses documents et vos coordonnées, aux universités chinoises que vous avez choisies, puis, si l’une d’elles vous offre une place, à cette université pour vos documents d’admission. La Chine n’a pas la même loi de protection des données que le Nigeria : nous y envoyons vos données parce que vous l’acceptez en envoyant votre candidature (le texte affiché à côté d’Envoyer, dont nous enregistrons la version et l’heure), et parce que c’est nécessaire pour faire ce que vous nous demandez (loi nigériane de 2023 sur la protection des données, section 43). Nous ne transmettons rien d’autre à personne, sauf obligation légale.',
        'Vos fichiers sont stockés chez notre propre hébergeur, et les e-mails passent par notre prestataire d’envoi.',
      ],
    },
    {
      title: 'Combien de temps nous le conservons',
      paragraphs: [
        `Les documents d’une candidature sont effacés ${DEFAULT_RETENTION_MONTHS} mois après sa clôture (refusée, retirée, ou admise et inscrite). Nous gardons la trace de leur existence, sans leur contenu.`,
        'Votre compte et ses candidatures restent jusqu’à ce que vous supprimiez votre compte. Les factures et paiements restent aussi longtemps que la loi fiscale et comptable l’exige, réduits à ce qu’elle exige.',
      ],
    },
    {
      title: 'Vos droits',
      paragraphs: [
        'Depuis votre compte, vous pouvez télécharger toutes vos données (un fichier ZIP avec votre compte, vos candidatures, vos messages, vos factures et chaque fichier téléversé) et supprimer votre compte. Vous pouvez aussi nous demander de corriger vos données, ou nous écrire pour toute question à leur sujet. Si notre réponse ne vous satisfait pas, vous pouvez saisir la Commission nigériane de protection des données (NDPC).',
      ],
    },
  ],
};
