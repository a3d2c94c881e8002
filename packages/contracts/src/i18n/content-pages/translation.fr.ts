import type { Translation } from '../translation.js';
import type { TRANSLATION_PAGE } from './translation.js';

/** French of ./translation.ts (see ../content-pages.fr.ts for the choices of words). */
export const TRANSLATION_PAGE_FR: Translation<typeof TRANSLATION_PAGE> = {
  lead: 'Une traduction anglais–chinois précise pour les documents où chaque mot compte : pièces juridiques, contrats commerciaux et documents dont vous avez besoin pour étudier, travailler ou commercer en Chine.',
  legalTitle: 'Documents juridiques',
  legal: [
    'Actes de naissance et de mariage, extraits de casier judiciaire.',
    "Décisions de justice, procurations, déclarations sous serment et documents d'immatriculation de société.",
    'Diplômes et relevés de notes, pour une admission ou pour une vérification.',
    'Rapports médicaux et relevés bancaires pour les demandes de visa et de permis de séjour.',
  ],
  certified:
    "Lorsqu'une autorité exige une traduction certifiée, nous la faisons réaliser par une agence de traduction dont la certification est reconnue en Chine, et nous vous prévenons à l'avance lorsqu'un document doit aussi être notarié ou légalisé (par exemple par le ministère des Affaires étrangères de votre pays et l'ambassade de Chine) avant d'être traduit.",
  contractsTitle: 'Contrats commerciaux',
  contracts:
    "Contrats d'approvisionnement, de distribution et d'agence, bons de commande, devis et fiches techniques. Nous les traduisons pour que les deux parties signent les mêmes obligations, et nous signalons les clauses qui se lisent différemment dans les deux langues : conditions de livraison, pénalités, droit applicable, règlement des litiges.",
  notLegalAdvice:
    "La traduction n'est pas un conseil juridique : pour le fond d'un contrat, nous vous recommandons un avocat, et nous pouvons travailler aux côtés du vôtre.",
  stepsTitle: 'Comment ça marche',
  steps: [
    {
      title: 'Envoyez-nous le document',
      text: 'Un scan ou une photo lisible suffit pour un devis : nous vous répondons avec le prix et la date de livraison.',
    },
    {
      title: 'Traduction et relecture',
      text: "Un traducteur traduit, un second vérifie les noms, les chiffres, les dates et la terminologie par rapport à l'original.",
    },
    {
      title: 'Livraison',
      text: "Vous recevez la traduction en PDF, et en version papier tamponnée lorsqu'elle est certifiée.",
    },
  ],
  confidential: "Vos documents restent confidentiels et ne servent qu'à la traduction que vous avez demandée.",
};
