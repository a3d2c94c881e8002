import type { Translation } from '../translation.js';
import type { GOODS_PAGE } from './goods.js';

/** French of ./goods.ts (see ../content-pages.fr.ts for the choices of words). */
export const GOODS_PAGE_FR: Translation<typeof GOODS_PAGE> = {
  lead: 'Nous vous aidons à acheter des marchandises et des technologies en Chine et à les faire venir chez vous en toute sécurité : le bon fournisseur, un accord équitable, une expédition bien documentée et des marchandises qui passent la douane.',
  buyingTitle: 'Acheter des marchandises en Chine',
  buying:
    "Nous trouvons et comparons des fournisseurs pour ce dont vous avez besoin, des biens de consommation et matériaux de construction aux machines, équipements solaires et produits électroniques. Nous vérifions que le fournisseur est une entreprise enregistrée, demandons des échantillons, et pouvons visiter l'usine ou organiser une inspection indépendante avant que vous ne payiez le solde.",
  dealsTitle: 'Négocier les accords',
  deals: [
    "Le prix, la quantité minimale de commande, l'emballage et l'étiquetage convenus par écrit, en anglais et en chinois.",
    "Des conditions commerciales claires (Incoterms comme FOB ou CIF), pour savoir qui paie quoi et jusqu'à quel point.",
    'Des conditions de paiement plus sûres, comme un acompte avec le solde après inspection, ou une lettre de crédit pour les commandes importantes.',
    'Les normes de qualité, et ce qui se passe si les marchandises arrivent en retard, incomplètes ou défectueuses.',
  ],
  stepsTitle: "Les étapes de l'import et de l'export",
  steps: [
    {
      title: 'Suivi de la commande et de la production',
      text: 'Nous suivons la production par rapport au calendrier convenu et vous en rendons compte avec des photos.',
    },
    {
      title: 'Inspection et groupage',
      text: 'Les marchandises sont inspectées avant le chargement ; de petites commandes passées auprès de plusieurs fournisseurs peuvent partager un conteneur.',
    },
    {
      title: 'Expédition et documents',
      text: "Nous travaillons avec des transitaires pour le fret maritime ou aérien et veillons à ce que la facture commerciale, la liste de colisage, le connaissement et le certificat d'origine soient complets et cohérents.",
    },
    {
      title: 'Arrivée et dédouanement',
      text: "Nous nous coordonnons avec votre transitaire en douane au port d'arrivée pour que les droits soient calculés et les marchandises libérées.",
    },
  ],
  complianceTitle: 'Conformité réglementaire',
  compliance:
    "De nombreux pays africains exigent des certificats de conformité pour les marchandises importées, comme le SONCAP au Nigeria pour les produits réglementés, et certaines marchandises demandent une licence d'importation ou sont interdites. Côté chinois, certains produits et technologies exigent une licence d'exportation. Nous vérifions les règles qui s'appliquent à vos marchandises et à votre destination avant que vous ne commandiez, pour que l'expédition ne reste pas bloquée au port.",
  export:
    "Nous aidons aussi dans l'autre sens : les producteurs africains qui veulent vendre à des acheteurs chinois, avec l'enregistrement des produits, l'étiquetage en chinois et la mise en relation avec des importateurs.",
};
