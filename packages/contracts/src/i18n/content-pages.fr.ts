import type { ContentPagesTexts } from './content-pages.js';
import type { Translation } from './translation.js';

/**
 * French of ./content-pages.ts (vous, for families and students; the Chinese documents and programmes under
 * the names French speakers know: lettre d'admission, formulaire JW202, visa X1, bourse du gouvernement
 * chinois). Loaded lazily, by French visits of the content pages only.
 */
export const CONTENT_PAGES_FR: Translation<ContentPagesTexts> = {
  aside: {
    label: 'Prochaines étapes',
    title: 'Parlez à un conseiller',
    text: 'Dites-nous ce dont vous avez besoin : nous vous répondrons avec les prochaines étapes concrètes, les documents nécessaires et nos honoraires, avant tout début de travail.',
    contact: 'Nous contacter',
    majors: 'Voir les filières',
  },
  about: {
    lead: "Study in China Admissions est un cabinet de conseil basé à Canton (Guangzhou) qui aide les étudiants du Nigeria et de toute l'Afrique à être admis dans les universités et instituts polytechniques de Chine, et qui accompagne les familles et les entreprises actives entre l'Afrique et la Chine.",
    intro:
      "Nous avons commencé avec les étudiants : des jeunes qui avaient entendu dire que la Chine propose des diplômes solides et abordables en médecine, en ingénierie et en commerce, mais qui ne savaient pas à quels établissements se fier, comment postuler, ni ce qu'exigent les règles de visa et de séjour. Aujourd'hui, nous les guidons de la première question jusqu'au jour de leur inscription sur le campus, et nous restons en contact après leur arrivée.",
    missionTitle: 'Notre mission',
    mission:
      "Faire des études en Chine un choix clair, honnête et bien préparé pour les étudiants africains : le bon programme dans un établissement reconnu, un dossier de candidature complet, et aucune mauvaise surprise sur les coûts, les exigences linguistiques ou la vie après l'arrivée.",
    visionTitle: 'Notre vision',
    vision:
      "Une génération de diplômés africains formés en Chine, qui rentrent chez eux ou font carrière à l'étranger avec des diplômes reconnus par les employeurs, et des liens durables d'éducation et de commerce entre notre continent et la Chine.",
    servicesTitle: 'Nos cinq services',
    services: {
      admission:
        "Choix des programmes, préparation des documents, candidatures, demandes de bourse, formulaire JW202 et lettre d'admission, et visa d'études X1.",
      business:
        "Des conseils pratiques pour les entrepreneurs qui veulent commercer avec la Chine, y investir ou s'y implanter.",
      goods:
        'Achat de marchandises et de technologies en Chine, négociation avec les fournisseurs, expédition et formalités douanières.',
      translation:
        'Traduction anglais–chinois de documents juridiques, de relevés académiques et de contrats commerciaux.',
    },
    supportTitle: 'Suivi client',
    support:
      'Un conseiller unique qui suit votre dossier, vous répond par téléphone, par e-mail et sur WhatsApp, et vous aide après votre arrivée.',
    howTitle: 'Notre façon de travailler',
    how: [
      'Nous vous présentons nos honoraires par écrit avant de commencer, et les frais des universités sont payés directement aux universités.',
      'Nous ne recommandons que des établissements autorisés à accueillir des étudiants internationaux.',
      'Nous vous disons franchement quand un programme, une bourse ou une date limite est hors de portée, et nous vous proposons une autre solution.',
      'Vos documents servent uniquement à votre candidature et ne sont jamais transmis sans votre accord.',
    ],
  },
  admission: {
    lead: "Nous vous accompagnons du choix du programme jusqu'à l'inscription sur le campus en Chine : licence, master et doctorat, formations diplômantes en institut polytechnique et années de langue chinoise.",
    stepsTitle: 'Les étapes de la démarche',
    steps: [
      {
        title: 'Première consultation gratuite',
        text: "Nous examinons vos résultats, votre budget, la formation et la langue d'enseignement que vous souhaitez (anglais ou chinois) et nous vous disons honnêtement ce qui est réaliste.",
      },
      {
        title: 'Choix des programmes et des établissements',
        text: "Nous sélectionnons des programmes dans des universités et instituts polytechniques autorisés à accueillir des étudiants internationaux, avec leurs frais de scolarité, leurs dates de rentrée et leurs conditions d'admission.",
      },
      {
        title: 'Préparation de vos documents',
        text: "Nous vérifions chaque document avant son envoi, faisons faire des traductions certifiées si nécessaire, et vous aidons à rédiger un projet d'études ou un projet de recherche clair.",
      },
      {
        title: 'Candidatures et bourses',
        text: "Nous déposons vos candidatures, demandons les bourses auxquelles vous avez droit, et vous préparons à tout entretien ou examen d'entrée.",
      },
      {
        title: "Lettre d'admission, formulaire JW202 et visa",
        text: "Une fois admis, vous recevez la lettre d'admission et le formulaire JW201 ou JW202. Nous vous guidons pour votre demande de visa d'études X1 (long séjour) ou X2 (court séjour) auprès de l'ambassade de Chine ou du centre de visas.",
      },
      {
        title: 'Voyage, arrivée et inscription',
        text: "Nous vous préparons avant le départ, vous aidons pour l'accueil à l'aéroport et le logement lorsque l'établissement les propose, et vous rappelons le permis de séjour, à demander dans les 30 jours suivant votre arrivée.",
      },
    ],
    documentsTitle: 'Les documents généralement demandés',
    documents: [
      "Un passeport valide bien au-delà de votre première année d'études et une photo d'identité sur fond blanc.",
      "Vos résultats du WAEC/NECO ou votre diplôme de fin d'études secondaires, et pour des études de troisième cycle votre diplôme et vos relevés de notes.",
      "Deux lettres de recommandation pour une candidature en master ou en doctorat, et un projet d'études ou un projet de recherche.",
      "Le formulaire d'examen médical pour étrangers (Foreigner Physical Examination Form), rempli par un hôpital, et un extrait de casier judiciaire.",
      'Un justificatif de ressources, en général un relevé bancaire récent à votre nom ou à celui de votre garant.',
      "Pour les programmes enseignés en anglais, une attestation de niveau d'anglais si l'établissement la demande ; pour les programmes enseignés en chinois, un certificat HSK.",
    ],
    documentsNote:
      "Les exigences varient d'un établissement à l'autre et changent d'une année sur l'autre : nous confirmons la liste exacte pour chaque programme auquel vous postulez.",
    scholarshipsTitle: 'Bourses',
    scholarships:
      'Des financements existent : la bourse du gouvernement chinois (CSC), les bourses des provinces et des villes, et celles des universités elles-mêmes. Les places sont disputées et les dates limites précoces (souvent entre décembre et avril pour une rentrée en septembre) : commencez le plus tôt possible.',
    ready: {
      before: 'Prêt à postuler ? Parcourez les',
      majorsLink: 'filières que nous proposons',
      between: 'ou commencez votre',
      applyLink: 'candidature',
      after: '.',
    },
  },
  business: {
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
        text: 'Vous nous indiquez votre objectif, votre budget et vos délais ; nous vous disons ce que nous pouvons faire, ce que nous ne pouvons pas faire, et nos honoraires.',
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
  },
  goods: {
    lead: 'Nous vous aidons à acheter des marchandises et des technologies en Chine et à les faire venir chez vous en toute sécurité : le bon fournisseur, un accord équitable, une expédition bien documentée et des marchandises qui passent la douane.',
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
        text: 'Les marchandises sont inspectées avant le chargement ; de petites commandes passées auprès de plusieurs fournisseurs peuvent partager un conteneur.',
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
      "Nous aidons aussi dans l'autre sens : les producteurs africains qui veulent vendre à des acheteurs chinois, avec l'enregistrement des produits, l'étiquetage en chinois et la mise en relation avec des importateurs.",
  },
  translation: {
    lead: 'Une traduction anglais–chinois précise pour les documents où chaque mot compte : pièces juridiques, contrats commerciaux et documents dont vous avez besoin pour étudier, travailler ou commercer en Chine.',
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
      "Contrats d'approvisionnement, de distribution et d'agence, bons de commande, devis et fiches techniques. Nous les traduisons pour que les deux parties signent les mêmes obligations, et nous signalons les clauses qui se lisent différemment dans les deux langues : conditions de livraison, pénalités, droit applicable, règlement des litiges.",
    notLegalAdvice:
      "La traduction n'est pas un conseil juridique : pour le fond d'un contrat, nous vous recommandons un avocat, et nous pouvons travailler aux côtés du vôtre.",
    stepsTitle: 'Comment ça marche',
    steps: [
      {
        title: 'Envoyez-nous le document',
        text: 'Un scan ou une photo lisible suffit pour un devis : nous vous répondons avec le prix et la date de livraison.',
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
  },
};
