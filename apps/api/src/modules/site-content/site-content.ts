import fp from 'fastify-plugin';
import {
  FAQ_TOPICS,
  inLanguage,
  phoneHref,
  type ContentKind,
  type FaqContent,
  type Locale,
  type PageContent,
  type SiteContact,
  type SiteContentPage,
  type SiteFaqEntry,
  type SiteTestimonial,
  type TestimonialContent,
} from '@studychina/contracts';
import { publishedData } from './published.js';
import { shippedFaq, shippedPages, shippedTestimonials, type Shipped } from './shipped.js';

/**
 * The site's own texts as the public reads them (docs/product.md#content-management): the published testimonials,
 * FAQ and pages in one language. Each kind's published items are kept in memory until a publish or unpublish of
 * that kind on any instance (app.contentChanges, decision 0121), so a visitor sees it within moments, and the
 * pages rendered on request read them here in-process (docs/decisions/0127-site-texts-from-published-versions.md).
 */
export interface SiteContent {
  testimonials(locale: Locale): Promise<SiteTestimonial[]>;
  faq(locale: Locale): Promise<SiteFaqEntry[]>;
  /** A page's texts in one language (the contact page: its details), as the page's structure in contracts. */
  page(page: SiteContentPage, locale: Locale): Promise<Record<string, unknown>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    siteContent: SiteContent;
  }
}

const SITE_KINDS = ['testimonials', 'faq', 'pages'] as const;
type SiteKind = (typeof SITE_KINDS)[number];
const isSiteKind = (kind: string): kind is SiteKind => (SITE_KINDS as readonly string[]).includes(kind);

const byPosition = <T extends { data: { position: number } }>(a: T, b: T) => a.data.position - b.data.position;

export const siteContentPlugin = fp(async (app) => {
  const kept = new Map<SiteKind, Promise<Shipped<unknown>[]>>();
  const SHIPPED: Record<SiteKind, () => Shipped<unknown>[]> = {
    testimonials: shippedTestimonials,
    faq: shippedFaq,
    pages: shippedPages,
  };
  function read<T>(kind: SiteKind): Promise<Shipped<T>[]> {
    let items = kept.get(kind);
    if (!items) {
      items = publishedData(app.prisma, kind, SHIPPED[kind]());
      kept.set(kind, items);
      // A failed read (database down) is not kept: the next request tries again.
      items.catch(() => kept.get(kind) === items && kept.delete(kind));
    }
    return items as Promise<Shipped<T>[]>;
  }
  app.contentChanges.subscribe((change: ContentKind | '*') => {
    if (change === '*') kept.clear();
    else if (isSiteKind(change)) kept.delete(change);
  });

  app.decorate('siteContent', {
    async testimonials(locale) {
      const items = (await read<TestimonialContent>('testimonials')).sort(byPosition);
      return items.map(({ key, data }) => ({
        key,
        name: data.name,
        quote: (locale === 'fr' && data.quoteFr) || data.quote,
        detail: (locale === 'fr' && data.detailFr) || data.detail,
      }));
    },
    async faq(locale) {
      const topic = (item: Shipped<FaqContent>) => FAQ_TOPICS.indexOf(item.data.topic);
      const items = (await read<FaqContent>('faq')).sort((a, b) => topic(a) - topic(b) || byPosition(a, b));
      return items.map(({ key, data }) => ({
        key,
        topic: data.topic,
        question: (locale === 'fr' && data.questionFr) || data.question,
        answer: (locale === 'fr' && data.answerFr) || data.answer,
      }));
    },
    async page(page, locale) {
      const item = (await read<PageContent>('pages')).find((one) => one.key === page);
      // A page always exists: its shipped texts when no item holds it (publishedData keeps those).
      const texts = inLanguage(item?.data[page] ?? {}, locale) as Record<string, unknown>;
      if (page !== 'contact') return texts;
      return { ...texts, phoneHref: phoneHref(String(texts.phone)) } satisfies Partial<SiteContact>;
    },
  } satisfies SiteContent);
});
