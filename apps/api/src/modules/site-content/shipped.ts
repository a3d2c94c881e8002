import {
  FAQ_SEED,
  SHIPPED_CONTACT,
  SITE_TEXTS,
  type FaqContent,
  type PageContent,
  type SiteContentPage,
  type TestimonialContent,
} from '@studychina/contracts';
import { CONTENT_PAGES } from '@studychina/contracts/content-pages';
import { CONTENT_PAGES_FR } from '@studychina/contracts/content-pages-fr';
import { SITE_TEXTS_FR } from '@studychina/contracts/fr';

/**
 * The site's own texts as they ship in contracts (docs/product.md#content-management): version 1 of each
 * testimonial, FAQ question and page, which content management adopts (adapters/*.adapter.ts `live.unknown`) and
 * the public answers show until an editor publishes another, so a fresh database shows exactly today's site.
 */
export interface Shipped<T> {
  /** The item's stable name (its `liveKey`): 'about', 'testimonial-1', 'faq-visa'. */
  key: string;
  data: T;
}

/** Two catalogues of one shape as one, each text a pair `{ en, fr }`. */
function paired(english: unknown, french: unknown): unknown {
  if (typeof english === 'string') return { en: english, fr: typeof french === 'string' ? french : '' };
  if (Array.isArray(english)) return english.map((item, i) => paired(item, (french as unknown[] | undefined)?.[i]));
  if (typeof english === 'object' && english !== null)
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [key, paired(value, (french as Record<string, unknown>)?.[key])]),
    );
  return english;
}

/** The students' names, in the order of contracts' SITE_TEXTS.home.testimonials.quotes (placeholders: docs/product.md#home). */
const TESTIMONIAL_NAMES = ['Chiamaka O.', 'Kwame A.', 'Ibrahim S.'];

export const shippedTestimonials = (): Shipped<TestimonialContent>[] =>
  SITE_TEXTS.home.testimonials.quotes.map((quote, i) => {
    const french = SITE_TEXTS_FR.home.testimonials.quotes[i];
    return {
      key: `testimonial-${i + 1}`,
      data: {
        name: TESTIMONIAL_NAMES[i] ?? '',
        quote: quote.quote,
        quoteFr: french?.quote ?? '',
        detail: quote.detail,
        detailFr: french?.detail ?? '',
        position: i + 1,
      },
    };
  });

export const shippedFaq = (): Shipped<FaqContent>[] => FAQ_SEED.map(({ key, ...data }) => ({ key, data }));

const SERVICE_PAGES = ['about', 'admission', 'business', 'goods', 'translation'] as const;

export const shippedPages = (): Shipped<PageContent>[] => [
  ...SERVICE_PAGES.map((page) => ({
    key: page,
    data: { [page]: paired(CONTENT_PAGES[page], CONTENT_PAGES_FR[page]) } as PageContent,
  })),
  {
    key: 'contact' satisfies SiteContentPage,
    data: {
      contact: {
        phone: SHIPPED_CONTACT.phone,
        email: SHIPPED_CONTACT.email,
        whatsapp: SHIPPED_CONTACT.whatsapp,
        address: SHIPPED_CONTACT.address.map((line) => ({ en: line, fr: line })),
        addressZh: [...SHIPPED_CONTACT.addressZh],
      },
    },
  },
];
