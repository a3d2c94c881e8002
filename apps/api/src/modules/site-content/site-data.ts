import type { FastifyInstance } from 'fastify';
import { SITE_CONTENT_PAGES, type Locale, type SiteDataLoader } from '@studychina/contracts';

/**
 * The reads of the pages rendered on request (plugins/site-pages.ts), answered in-process by `app.siteContent` as
 * the routes of site-content.routes.ts answer them: `{ data }`, or undefined for a path none answers.
 */
export function createSiteData(app: FastifyInstance): SiteDataLoader {
  return async (address) => {
    const [path = '', query = ''] = address.split('?');
    const locale: Locale = new URLSearchParams(query).get('lang') === 'fr' ? 'fr' : 'en';
    // The home page's heroes and majors, as GET /heroes and /majors answer them (the catalogue's cache, emptied on a
    // publish), so a published slide is in the home page's HTML too.
    if (path === '/heroes') return { data: (await app.catalog.cache.lists(locale)).heroes };
    // The majors page's first page, as GET /majors?page=1 answers it, so a published major is in /majors' HTML too.
    const majorsPage = Number(new URLSearchParams(query).get('page'));
    if (path === '/majors' && Number.isInteger(majorsPage) && majorsPage > 0)
      return { data: await app.catalog.cache.majorsPageData(majorsPage, locale) };
    if (path === '/majors') return { data: (await app.catalog.cache.lists(locale)).majors };
    const [, prefix, what, page, extra] = path.split('/');
    if (prefix !== 'site-content' || extra !== undefined) return undefined;
    if (what === 'testimonials' && page === undefined) return { data: await app.siteContent.testimonials(locale) };
    if (what === 'faq' && page === undefined) return { data: await app.siteContent.faq(locale) };
    const known = SITE_CONTENT_PAGES.find((one) => one === page);
    if (what === 'pages' && known) return { data: await app.siteContent.page(known, locale) };
    return undefined;
  };
}
