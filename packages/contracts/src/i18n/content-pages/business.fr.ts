import type { Translation } from '../translation.js';
import type { BUSINESS_PAGE } from './business.js';

/** French of ./business.ts (see ../content-pages.fr.ts for the choices of words). */
export const BUSINESS_PAGE_FR: Translation<typeof BUSINESS_PAGE> = {
  lead: "Faire des affaires avec la Chine, cela se prépare. Depuis notre bureau de Canton, au cœur du sud commerçant de la Chine, nous aidons les entrepreneurs et les entreprises d'Afrique à décider en connaissance de cause.",
  helpTitle: 'Ce que nous faisons pour vous',
  help: [
    {
      title: 'Études de marché et recherche de fournisseurs',
      text: 'Quelles villes et quels pôles industriels fabriquent ce dont vous avez besoin, les fourchettes de prix habituelles, les quantités minimales de commande et les délais.',
    },
    {
      title: "Salons et visites d'usines",
      text: "L'organisation d'une visite à la Foire de Canton ou à d'autres salons, les lettres d'invitation pour votre visa d'affaires, les interprètes et les rendez-vous en usine.",
    },
    {
      title: "Création d'entreprise et partenariats",
      text: "Les différentes façons d'être présent en Chine, d'un représentant local à une société, et la mise en relation avec des comptables et des avocats agréés.",
    },
    {
      title: 'Négociation et contrats',
      text: 'La préparation de votre négociation, la relecture des conditions de paiement, de qualité et de livraison, et la traduction des contrats pour que les deux parties signent la même chose.',
    },
  ],
  stepsTitle: "Le déroulement d'une mission",
  steps: [
    {
      title: 'Cadrage',
      text: 'Vous nous indiquez votre objectif, votre budget et vos délais ; nous vous disons ce que nous pouvons faire, ce que nous ne pouvons pas faire, et nos honoraires.',
    },
    {
      title: 'Recherche et options',
      text: 'Nous revenons vers vous avec des conclusions écrites et plusieurs options, pas une recommandation unique que vous ne pouvez pas vérifier.',
    },
    {
      title: 'Mise en œuvre et suivi',
      text: "Nous vous accompagnons aux réunions, visites et négociations, sur place ou en ligne, et assurons le suivi jusqu'à ce que l'affaire soit conclue ou abandonnée.",
    },
  ],
  audienceTitle: "À qui s'adresse ce service",
  audience:
    'Aux commerçants qui achètent du stock pour leurs boutiques et leurs marchés au pays, aux fabricants qui cherchent des machines, aux familles qui soutiennent un étudiant et veulent lancer une activité en parallèle, et aux entreprises qui envisagent un partenariat avec une société chinoise.',
};
