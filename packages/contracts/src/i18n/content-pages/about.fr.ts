import type { Translation } from '../translation.js';
import type { ABOUT_PAGE } from './about.js';

/** French of ./about.ts (see ../content-pages.fr.ts for the choices of words). */
export const ABOUT_PAGE_FR: Translation<typeof ABOUT_PAGE> = {
  lead: "Study in China Admissions est un cabinet de conseil basé à Canton (Guangzhou) qui aide les étudiants du Nigeria et de toute l'Afrique à être admis dans les universités et instituts polytechniques de Chine, et qui accompagne les familles et les entreprises actives entre l'Afrique et la Chine.",
  intro:
    "Nous avons commencé avec les étudiants : des jeunes qui avaient entendu dire que la Chine propose des diplômes solides et abordables en médecine, en ingénierie et en commerce, mais qui ne savaient pas à quels établissements se fier, comment postuler, ni ce qu'exigent les règles de visa et de séjour. Aujourd'hui, nous les guidons de la première question jusqu'au jour de leur inscription sur le campus, et nous restons en contact après leur arrivée.",
  missionTitle: 'Notre mission',
  mission:
    "Faire des études en Chine un choix clair, honnête et bien préparé pour les étudiants africains : le bon programme dans un établissement reconnu, un dossier de candidature complet, et aucune mauvaise surprise sur les coûts, les exigences linguistiques ou la vie après l'arrivée.",
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
};
