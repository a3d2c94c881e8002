import { NOT_FOUND_PAGE_TITLE, documentTitle, type SitePage } from '../site-pages.js';
import type { Locale } from './locales.js';

/**
 * The French of each page's title and, for the public pages, of the description that search results and
 * link previews show (issue 17): the /fr/ pages' <title>, meta and Open Graph tags (apps/web/scripts/prerender.mjs)
 * and the document title the app sets in French. Keyed by SITE_PAGES' paths; site-pages.fr.test.ts checks
 * that every page has its French and every public page its description.
 */
export const SITE_PAGES_FR: Readonly<Record<string, { title: string; description?: string }>> = {
  '/': {
    title: '',
    description:
      'Study in China Admissions accompagne les étudiants africains vers les universités et instituts polytechniques chinois : filières, bourses, candidature et visa.',
  },
  '/home': {
    title: '',
    description:
      'Study in China Admissions accompagne les étudiants africains vers les universités et instituts polytechniques chinois : filières, bourses, candidature et visa.',
  },
  '/about': {
    title: 'À propos',
    description:
      'Qui nous sommes : un cabinet de conseil à Canton qui guide les étudiants du Nigeria et de toute l’Afrique vers les universités chinoises, avec leurs familles.',
  },
  '/admission': {
    title: 'Admission',
    description:
      'L’admission dans les universités et instituts polytechniques chinois, du choix du programme à l’inscription : licences, diplômes, année de chinois et bourses.',
  },
  '/business': {
    title: 'Conseil aux entreprises',
    description:
      'Conseil aux entrepreneurs et entreprises africains qui travaillent avec la Chine, depuis notre bureau de Canton : des décisions prises en connaissance de cause.',
  },
  '/goods': {
    title: 'Import-export de marchandises',
    description:
      'Acheter des marchandises et des technologies en Chine en toute sécurité : le bon fournisseur, un prix juste, une inspection avant chargement et le dédouanement.',
  },
  '/translation': {
    title: 'Traduction',
    description:
      'Traduction fidèle anglais–chinois de documents juridiques, de contrats commerciaux et des pièces nécessaires pour étudier, travailler ou commercer en Chine.',
  },
  '/majors': {
    title: 'Filières',
    description:
      'Les filières ouvertes aux étudiants qui souhaitent être admis en Chine, avec le contenu de chacune : consultez-les et postulez en ligne.',
  },
  '/contact': {
    title: 'Nous contacter',
    description:
      'Contactez Study in China Admissions : posez vos questions à un conseiller sur les filières, l’admission, les bourses ou nos services aux entreprises.',
  },
  '/programmes': {
    title: 'Programmes',
    description:
      'Les programmes des universités chinoises pour les étudiants africains : frais, rentrées, dates limites, conditions et bourses.',
  },
  '/programmes/:slug': { title: 'Programme' },
  '/universities/:slug': { title: 'Université' },
  '/scholarships': {
    title: 'Bourses',
    description:
      'Les bourses pour étudiants internationaux en Chine : qui les accorde, ce qu’elles couvrent et jusqu’à quand postuler.',
  },
  '/scholarships/:slug': { title: 'Bourse' },
  '/apply': { title: 'Formulaire de candidature' },
  '/login': { title: 'Se connecter' },
  '/register': { title: 'Créer un compte' },
  '/verify-code': { title: 'Vérifiez votre adresse e-mail' },
  '/forgot-password': { title: 'Mot de passe oublié' },
  '/verify-otp': { title: 'Saisissez votre code de réinitialisation' },
  '/reset-password': { title: 'Réinitialiser le mot de passe' },
  '/google-success': { title: 'Connexion en cours' },
  '/dashboard': { title: 'Mes candidatures' },
  '/dashboard/applications/:id': { title: 'Votre candidature' },
  '/compare': { title: 'Comparer des programmes' },
  '/dashboard/invoices/:id': { title: 'Votre facture' },
  '/pay/:token': { title: 'Payer une facture' },
  '/login/second-factor': { title: 'Second facteur' },
  '/faq': {
    title: 'Questions fréquentes',
    description:
      'Les réponses pour les étudiants et les parents sur les études en Chine : admission, frais de scolarité, bourses, visa d’études et langue des études.',
  },
  '/privacy': {
    title: 'Confidentialité',
    description: 'Ce que nous gardons, pourquoi, combien de temps, et où cela va.',
  },
  '/set-password': { title: 'Choisissez votre mot de passe' },
  '/admin/*': { title: 'Back-office' },
};

/** The 404 page's title part in French. */
export const NOT_FOUND_PAGE_TITLE_FR = 'Page introuvable';

/** The link-preview image of a page in a language: the French images carry French text (apps/web/public/og/fr). */
export const ogImageIn = (ogImage: string, locale: Locale) =>
  locale === 'fr' ? ogImage.replace(/^\/og\//, '/og/fr/') : ogImage;

/** A page's title, description and preview image in a language (English: SITE_PAGES as they are). */
export function sitePageIn(page: SitePage, locale: Locale): SitePage {
  if (locale === 'en') return page;
  const french = SITE_PAGES_FR[page.path];
  return {
    ...page,
    title: french?.title ?? page.title,
    description: french?.description ?? page.description,
    ogImage: page.ogImage && ogImageIn(page.ogImage, locale),
  };
}

/** The document title of a page (undefined: the 404 page) in a language. */
export function localizedDocumentTitle(page: SitePage | undefined, locale: Locale): string {
  if (!page) return documentTitle(locale === 'fr' ? NOT_FOUND_PAGE_TITLE_FR : NOT_FOUND_PAGE_TITLE);
  return documentTitle(sitePageIn(page, locale).title);
}
