/**
 * Every page of the web app, in one list both sides read (docs/product.md#route-access):
 * - the web sets each page's document title from it;
 * - the server answers HTTP 404 for a path that matches none of them (the SPA still shows its 404 page);
 * - the public, indexable pages are the ones pre-rendered for crawlers and link previews and listed in the sitemap.
 *
 * `path` uses react-router's syntax: `:param` for one segment, a trailing `/*` for any depth below.
 */
// The name and documentTitle live in a module of their own (./site-name.ts): a page chunk that sets its
// title then does not carry this list.
export { SITE_NAME, documentTitle } from './site-name.js';

export interface SitePage {
  path: string;
  /** The page's own part of the document title; the site's name follows it. Empty for the home page. */
  title: string;
  /** Public content that search engines may index (and link previews may read). */
  indexable: boolean;
  /**
   * Indexable pages: the meta and Open Graph description (under ~160 characters), and the link-preview
   * image (1200×630 PNG, apps/web/public/og, made by apps/web/scripts/make-og-images.mjs).
   */
  description?: string;
  ogImage?: string;
  /** Where search engines should send this page's visitors when another path shows the same page (/home). */
  canonicalPath?: string;
  /**
   * Rendered by the API on each request from the database (the catalogue: docs/decisions/0114-catalogue-pages-rendered-on-request.md),
   * not pre-rendered at build time; the sitemap lists each programme, university and scholarship instead.
   */
  onRequest?: boolean;
}

export const SITE_PAGES: readonly SitePage[] = [
  {
    path: '/',
    title: '',
    indexable: true,
    description:
      'Study in China Admissions helps African students win admission to universities and polytechnics in China: majors, scholarships, application and visa support.',
    ogImage: '/og/home.png',
  },
  {
    path: '/home',
    title: '',
    indexable: true,
    description:
      'Study in China Admissions helps African students win admission to universities and polytechnics in China: majors, scholarships, application and visa support.',
    ogImage: '/og/home.png',
    // No canonicalPath: '/': Lighthouse's SEO audit refuses a canonical that points at the site's root from another page.
  },
  {
    path: '/about',
    title: 'About us',
    indexable: true,
    description:
      'Who we are: a Guangzhou consultancy guiding students from Nigeria and the rest of Africa to Chinese universities, and the families and businesses around them.',
    ogImage: '/og/about.png',
  },
  {
    path: '/admission',
    title: 'Admission',
    indexable: true,
    description:
      'Admission to universities and polytechnics in China, from choosing a programme to registering on campus: degrees, diplomas, Chinese language years and scholarships.',
    ogImage: '/og/admission.png',
  },
  {
    path: '/business',
    title: 'Business',
    indexable: true,
    description:
      'Business consultation for African entrepreneurs and companies working with China, from our office in Guangzhou: decisions made with facts in hand.',
    ogImage: '/og/business.png',
  },
  {
    path: '/goods',
    title: 'Goods',
    indexable: true,
    description:
      'Buy goods and technology in China and bring them home safely: the right supplier, a fair deal, inspection before loading, a documented shipment and customs clearance.',
    ogImage: '/og/goods.png',
  },
  {
    path: '/translation',
    title: 'Translation',
    indexable: true,
    description:
      'Accurate English–Chinese translation of legal papers, business contracts and the records you need to study, work or trade in China.',
    ogImage: '/og/translation.png',
  },
  {
    path: '/majors',
    title: 'Majors',
    indexable: true,
    description:
      'The majors available to students seeking admission in China, with what each one covers: browse them and apply online.',
    ogImage: '/og/majors.png',
  },
  {
    path: '/contact',
    title: 'Contact us',
    indexable: true,
    description:
      'Contact Study in China Admissions: ask an adviser about majors, admission, scholarships or our business, goods and translation services.',
    ogImage: '/og/contact.png',
  },
  { path: '/apply', title: 'Application form', indexable: false },
  { path: '/login', title: 'Log in', indexable: false },
  { path: '/register', title: 'Create an account', indexable: false },
  { path: '/verify-code', title: 'Verify your e-mail', indexable: false },
  { path: '/forgot-password', title: 'Forgot password', indexable: false },
  { path: '/verify-otp', title: 'Enter your reset code', indexable: false },
  { path: '/reset-password', title: 'Reset password', indexable: false },
  { path: '/google-success', title: 'Signing you in', indexable: false },
  { path: '/dashboard', title: 'My applications', indexable: false },
  { path: '/dashboard/applications/:id', title: 'Your application', indexable: false },
  { path: '/set-password', title: 'Set your password', indexable: false },
  // The back office (staff and admins; students see the 404 page): docs/product.md#back-office-screens.
  { path: '/admin/*', title: 'Back office', indexable: false },
  // The catalogue (issue 28): each page has its own title and description, made from its data.
  {
    path: '/programmes',
    title: 'Programmes',
    indexable: true,
    onRequest: true,
    description:
      'Programmes at Chinese universities for African students: tuition, start dates, deadlines, requirements and scholarships.',
    ogImage: '/og/admission.png',
  },
  { path: '/programmes/:slug', title: 'Programme', indexable: true, onRequest: true, ogImage: '/og/admission.png' },
  { path: '/universities/:slug', title: 'University', indexable: true, onRequest: true, ogImage: '/og/admission.png' },
  {
    path: '/scholarships',
    title: 'Scholarships',
    indexable: true,
    onRequest: true,
    description:
      'Scholarships for international students in China: who offers them, what they cover, and until when you can apply.',
    ogImage: '/og/admission.png',
  },
  { path: '/scholarships/:slug', title: 'Scholarship', indexable: true, onRequest: true, ogImage: '/og/admission.png' },
  // A signed-in student's shortlist side by side (docs/product.md#shortlist); last, as the list's places are recorded.
  { path: '/compare', title: 'Compare programmes', indexable: false },
  // A student's invoice, and the payment link a sponsor opens without an account (issue 30).
  { path: '/dashboard/invoices/:id', title: 'Your invoice', indexable: false },
  { path: '/pay/:token', title: 'Pay an invoice', indexable: false },
  // The FAQ (issue 29): its questions are content editors publish (docs/decisions/0127-site-texts-from-published-versions.md).
  {
    path: '/faq',
    title: 'Frequently asked questions',
    indexable: true,
    description:
      'Answers for students and parents about studying in China: admission, tuition and costs, scholarships, the study visa and the language of study.',
    ogImage: '/og/faq.png',
  },
  // The privacy notice (issue 31, docs/decisions/0137-students-data-rights.md).
  {
    path: '/privacy',
    title: 'Privacy',
    indexable: true,
    description: 'What we keep about you, why, how long, and where it goes.',
    ogImage: '/og/privacy.png',
  },
  { path: '/login/second-factor', title: 'Second factor', indexable: false },
];

/** The 404 page's title part. */
export const NOT_FOUND_PAGE_TITLE = 'Page not found';

function matches(pattern: string, path: string): boolean {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/** The page a path opens, or undefined for an unknown path (a trailing slash is ignored). */
export function findSitePage(path: string): SitePage | undefined {
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return SITE_PAGES.find((page) => matches(page.path, clean));
}

/**
 * The pages pre-rendered for crawlers and link previews, and listed in the sitemap as they are. The catalogue's
 * pages (`onRequest`) are indexable too, but rendered on request and listed one address per programme.
 */
export const INDEXABLE_PAGES = SITE_PAGES.filter((page) => page.indexable && !page.onRequest);

/** The language and region of the site's texts, for og:locale. */
export const SITE_LOCALE = 'en_GB';

/** The file an indexable page is pre-rendered to, in the web build's .prerendered folder (French: under fr/). */
export function prerenderedFileName(path: string, locale: 'en' | 'fr' = 'en'): string {
  const name = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
  return locale === 'fr' ? `fr/${name}` : name;
}
