import type { Translation } from '../translation.js';
import type { FAQ_PAGE } from './faq.js';

/** French of ./faq.ts. */
export const FAQ_PAGE_FR: Translation<typeof FAQ_PAGE> = {
  lead: "Les réponses aux questions que les étudiants et les parents nous posent le plus : l'admission, les coûts, les bourses, le visa et la langue des études.",
  topics: {
    admission: 'Admission',
    fees: 'Frais et coûts',
    scholarships: 'Bourses',
    visa: 'Visa et arrivée',
    language: 'Langue des études',
    life: 'Vivre en Chine',
  },
};
