import type { FaqContent } from '../kinds/faq.js';

/**
 * The FAQ as it ships (docs/product.md#content-management): version 1 of each question, which a fresh database
 * publishes as it is and the /faq page shows until an editor publishes another (the API adopts these by `key`).
 * Figures are the usual ones, said as such; each programme's own page has its exact ones.
 */
export const FAQ_SEED: readonly (FaqContent & { key: string })[] = [
  {
    key: 'faq-admission-requirements',
    topic: 'admission',
    position: 1,
    question: 'What do I need to apply to a Chinese university?',
    questionFr: 'De quoi ai-je besoin pour postuler dans une université chinoise ?',
    answer:
      "For a bachelor's degree, your WAEC, NECO or final secondary school results, a passport valid for at least a year, a passport photo, a medical examination form and a police certificate. A master's or PhD also needs your degree, transcripts, two recommendation letters and a study plan. We confirm the exact list for each programme before you apply.",
    answerFr:
      "Pour une licence : vos résultats du WAEC, du NECO ou du diplôme de fin d'études secondaires, un passeport valable au moins un an, une photo d'identité, le formulaire d'examen médical et un extrait de casier judiciaire. Un master ou un doctorat demande aussi votre diplôme, vos relevés de notes, deux lettres de recommandation et un projet d'études. Nous confirmons la liste exacte de chaque programme avant votre candidature.",
  },
  {
    key: 'faq-admission-timeline',
    topic: 'admission',
    position: 2,
    question: 'When should I start my application?',
    questionFr: 'Quand dois-je commencer ma candidature ?',
    answer:
      'Most programmes start in September and close between January and June; scholarship deadlines are earlier, often between December and April. Start six to nine months before the intake: documents, translations and the medical examination take time.',
    answerFr:
      "La plupart des programmes commencent en septembre et ferment entre janvier et juin ; les dates limites des bourses sont plus tôt, souvent entre décembre et avril. Commencez six à neuf mois avant la rentrée : les documents, les traductions et l'examen médical prennent du temps.",
  },
  {
    key: 'faq-fees-tuition',
    topic: 'fees',
    position: 1,
    question: 'How much does it cost to study in China?',
    questionFr: 'Combien coûtent des études en Chine ?',
    answer:
      'Tuition is usually between 15,000 and 50,000 yuan a year, depending on the university and the programme (medicine costs more). Add accommodation on campus (often 6,000 to 15,000 yuan a year), health insurance (about 800 yuan) and living costs. Each programme page shows its own fees.',
    answerFr:
      "Les frais de scolarité vont en général de 15 000 à 50 000 yuans par an selon l'université et le programme (la médecine coûte plus cher). Ajoutez le logement sur le campus (souvent de 6 000 à 15 000 yuans par an), l'assurance santé (environ 800 yuans) et la vie courante. La page de chaque programme indique ses propres frais.",
  },
  {
    key: 'faq-fees-service',
    topic: 'fees',
    position: 2,
    question: 'What do you charge, and whom do I pay?',
    questionFr: 'Combien prenez-vous, et à qui dois-je payer ?',
    answer:
      "Our service fee is written on each programme and confirmed in writing before we start. The university's application fee and tuition are paid to the university itself, never to us.",
    answerFr:
      "Nos honoraires sont indiqués pour chaque programme et confirmés par écrit avant de commencer. Les frais de dossier et de scolarité de l'université sont payés à l'université elle-même, jamais à nous.",
  },
  {
    key: 'faq-scholarships',
    topic: 'scholarships',
    position: 1,
    question: 'Can I get a scholarship?',
    questionFr: 'Puis-je obtenir une bourse ?',
    answer:
      'Yes, if your results are strong and you apply early. The Chinese Government Scholarship, provincial and city governments and the universities themselves offer full or partial scholarships covering tuition, sometimes accommodation and a monthly allowance. We tell you honestly which ones you have a real chance for.',
    answerFr:
      'Oui, si vos résultats sont bons et que vous postulez tôt. La bourse du gouvernement chinois (CSC), les provinces, les villes et les universités elles-mêmes offrent des bourses complètes ou partielles qui couvrent les frais de scolarité, parfois le logement et une allocation mensuelle. Nous vous disons franchement pour lesquelles vous avez une vraie chance.',
  },
  {
    key: 'faq-visa',
    topic: 'visa',
    position: 1,
    question: 'Which visa do I need, and when do I apply for it?',
    questionFr: 'De quel visa ai-je besoin, et quand dois-je le demander ?',
    answer:
      'With your admission letter and the JW201 or JW202 form, you apply at the Chinese embassy or visa centre for an X1 visa (studies longer than six months) or an X2 visa (shorter ones). Within 30 days of arriving, you must apply for a residence permit; we remind you and explain the steps.',
    answerFr:
      "Avec votre lettre d'admission et le formulaire JW201 ou JW202, vous demandez à l'ambassade ou au centre de visas de Chine un visa X1 (études de plus de six mois) ou X2 (plus courtes). Dans les 30 jours suivant votre arrivée, vous devez demander un permis de séjour ; nous vous le rappelons et vous expliquons les démarches.",
  },
  {
    key: 'faq-language-english',
    topic: 'language',
    position: 1,
    question: 'Do I need to speak Chinese?',
    questionFr: 'Dois-je parler chinois ?',
    answer:
      'No, for programmes taught in English: many universities teach medicine, engineering and business in English, and some ask for an IELTS or TOEFL score or accept a letter from your school. Programmes taught in Chinese ask for an HSK certificate, usually level 4 or 5.',
    answerFr:
      "Non, pour les programmes enseignés en anglais : beaucoup d'universités enseignent la médecine, l'ingénierie et le commerce en anglais, et certaines demandent un score IELTS ou TOEFL ou acceptent une attestation de votre établissement. Les programmes enseignés en chinois demandent un certificat HSK, en général de niveau 4 ou 5.",
  },
  {
    key: 'faq-language-year',
    topic: 'language',
    position: 2,
    question: 'Can I learn Chinese before my degree?',
    questionFr: 'Puis-je apprendre le chinois avant mon diplôme ?',
    answer:
      'Yes: a one-year Chinese language programme at the university prepares you for the HSK and for daily life, and many students then continue to a degree taught in Chinese, which often costs less and opens more scholarships.',
    answerFr:
      "Oui : une année de langue chinoise à l'université vous prépare au HSK et à la vie quotidienne, et beaucoup d'étudiants poursuivent ensuite avec un diplôme enseigné en chinois, souvent moins cher et ouvrant à plus de bourses.",
  },
];
