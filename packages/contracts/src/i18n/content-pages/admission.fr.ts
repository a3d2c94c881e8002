import type { Translation } from '../translation.js';
import type { ADMISSION_PAGE } from './admission.js';

/** French of ./admission.ts (see ../content-pages.fr.ts for the choices of words). */
export const ADMISSION_PAGE_FR: Translation<typeof ADMISSION_PAGE> = {
  lead: "Nous vous accompagnons du choix du programme jusqu'à l'inscription sur le campus en Chine : licence, master et doctorat, formations diplômantes en institut polytechnique et années de langue chinoise.",
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
    "Pour les programmes enseignés en anglais, une attestation de niveau d'anglais si l'établissement la demande ; pour les programmes enseignés en chinois, un certificat HSK.",
  ],
  documentsNote:
    "Les exigences varient d'un établissement à l'autre et changent d'une année sur l'autre : nous confirmons la liste exacte pour chaque programme auquel vous postulez.",
  scholarshipsTitle: 'Bourses',
  scholarships:
    'Des financements existent : la bourse du gouvernement chinois (CSC), les bourses des provinces et des villes, et celles des universités elles-mêmes. Les places sont disputées et les dates limites précoces (souvent entre décembre et avril pour une rentrée en septembre) : commencez le plus tôt possible.',
  ready: {
    before: 'Envie de postuler ? Parcourez les',
    majorsLink: 'filières que nous proposons',
    between: 'ou commencez votre',
    applyLink: 'candidature',
    after: '.',
  },
};
