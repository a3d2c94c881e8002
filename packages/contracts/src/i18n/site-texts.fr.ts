import type { SiteTexts } from './site-texts.js';
import type { Translation } from './translation.js';

/** French of ./site-texts.ts (issue 17): for families (vous); « lettre d'admission », « formulaire JW202 », « visa X1 ». */
export const SITE_TEXTS_FR: Translation<SiteTexts> = {
  nav: {
    home: 'Accueil',
    about: 'À propos',
    services: 'Services',
    admission: 'Admission',
    business: 'Conseil aux entreprises',
    goods: 'Import-export de marchandises',
    translation: 'Traduction',
    majors: 'Filières',
    programmes: 'Programmes',
    scholarships: 'Bourses',
    contact: 'Contact',
    account: 'Compte',
    register: "S'inscrire",
    login: 'Se connecter',
    logout: 'Se déconnecter',
    myApplications: 'Mes candidatures',
    faq: 'FAQ',
    privacy: 'Confidentialité',
  },
  header: {
    menu: 'Menu',
    mainNav: 'Principale',
    language: 'Langue',
    switchTo: { en: 'English', fr: 'Français' },
    breadcrumb: "Fil d'Ariane",
    loadingPage: 'Chargement de la page',
  },
  footer: {
    phone: 'Téléphone',
    email: 'E-mail',
    services: 'Services',
    company: 'Société',
    followUs: 'Suivez-nous',
    tagline: 'Accompagnement des étudiants africains vers les universités chinoises.',
  },
  majors: {
    note: 'Si la filière que vous souhaitez ne figure pas ici, cliquez sur ce lien',
    applyHere: 'Postuler ici',
    heading: 'Toutes les filières',
    subheading: 'Filières proposées aux étudiants qui souhaitent être admis en Chine',
    apply: 'Postuler',
    prev: 'Précédent',
    next: 'Suivant',
    otherMajors: 'Autres filières',
    pageLabel: (page, lastPage) => `Page ${page} sur ${lastPage}`,
    seeAll: 'Voir toutes les filières',
    loading: 'Chargement des filières',
    pager: 'Pages des filières',
  },
  home: {
    title: 'Study in China Admissions : étudier dans une université en Chine',
    hero: {
      fallbackTitle: 'Étudier en Chine',
      fallbackSubtitle:
        "Admission dans les universités et instituts polytechniques chinois pour les étudiants du Nigeria et de toute l'Afrique.",
      applyNow: 'Postuler maintenant',
      browseMajors: 'Voir les filières',
      showSlide: (n, title) => `Afficher la diapositive ${n}\u202F: ${title}`,
      loading: 'Chargement des actualités',
      label: 'À la une',
      slideOf: (n, count) => `${n} sur ${count}`,
    },
    services: {
      eyebrow: 'Ce que nous faisons',
      title: 'Nos services',
      lead: "De votre première question sur les études en Chine jusqu'aux affaires sur place, une seule équipe vous accompagne.",
      admission: 'Choix du programme, candidatures, bourses, formulaire JW202 et visa X1 pour études, étape par étape.',
      business:
        'Études de marché, salons professionnels, partenaires et négociations pour les entreprises africaines en Chine.',
      goods: 'Achat de marchandises et de technologies en Chine, inspection, expédition et conformité douanière.',
      translation: 'Traduction anglais–chinois de documents juridiques, de diplômes et de contrats commerciaux.',
    },
    apply: {
      eyebrow: 'Les admissions sont ouvertes',
      title: 'Votre diplôme en Chine commence par une candidature',
      text: "Remplissez le formulaire une seule fois : nous vérifions vos documents, vous orientons vers les universités et les bourses qui vous conviennent, et suivons votre dossier jusqu'à la réception de votre lettre d'admission et de vos documents de visa.",
      applyNow: 'Postuler maintenant',
      howItWorks: "Comment se passe l'admission",
      video: "Courte animation : étudier en Chine, de l'admission au diplôme",
    },
    trending: {
      eyebrow: 'Appréciées de nos étudiants',
      title: 'Filières populaires',
      carousel: 'Filières populaires',
      pause: 'Mettre en pause le défilement',
      resume: 'Reprendre le défilement',
    },
    why: {
      eyebrow: 'Pourquoi nous choisir',
      title: 'Un partenaire que vous pouvez vérifier',
      reasons: [
        {
          title: 'Des conseils honnêtes',
          text: 'Nous vous disons quels programmes et quelles bourses correspondent à vos résultats et à votre budget, et lesquels non, avant tout paiement.',
        },
        {
          title: 'Uniquement des établissements reconnus',
          text: 'Nous travaillons avec des universités et des instituts polytechniques autorisés à accueillir des étudiants étrangers, avec des programmes en anglais et en chinois.',
        },
        {
          title: 'Chaque document vérifié',
          text: 'Des documents incomplets ou incohérents sont la première cause de retard : nous relisons chacun avant son envoi.',
        },
        {
          title: 'Une équipe des deux côtés',
          text: "Des conseillers qui connaissent le Nigeria et l'Afrique, et une équipe à Guangzhou qui connaît les universités et les administrations chinoises.",
        },
        {
          title: 'Des frais clairs',
          text: 'Nos honoraires sont fixés par écrit dès le départ ; les frais de scolarité sont payés directement aux établissements.',
        },
        {
          title: "Un suivi après l'arrivée",
          text: 'Permis de séjour, compte bancaire, carte SIM et installation : nous restons joignables sur WhatsApp.',
        },
      ],
    },
    testimonials: {
      eyebrow: 'Témoignages',
      title: 'Ce que disent nos étudiants',
      quotes: [
        {
          quote:
            "Je ne savais pas par où commencer. Ils m'ont aidé à choisir un programme enseigné en anglais, ont vérifié chaque document deux fois et m'ont préparé à l'entretien de visa.",
          detail: 'Lagos, Nigeria · Médecine clinique (MBBS)',
        },
        {
          quote:
            "Ce que j'ai le plus apprécié, c'est l'honnêteté : ils m'ont dit pour quelle bourse j'avais une vraie chance, et je l'ai obtenue. Ils m'ont même rappelé le permis de séjour à mon arrivée.",
          detail: 'Kumasi, Ghana · Génie civil',
        },
        {
          quote:
            "Mes parents pouvaient suivre chaque étape et poser leurs questions sur WhatsApp. L'année de chinois avant mon diplôme a été le meilleur conseil que j'ai reçu.",
          detail: 'Kano, Nigeria · Commerce international',
        },
      ],
    },
  },
};
