import { z } from 'zod';
import { LOCALES, type Locale } from '../../i18n/locales.js';
import { FAQ_TOPICS } from '../kinds/faq.js';
import { SITE_CONTENT_PAGES } from '../kinds/pages.js';

/**
 * The public answers of the site's own texts (docs/product.md#content-management): what editors published of the
 * testimonials, the FAQ and the pages, in the language asked for (`?lang=fr`, as /heroes:
 * docs/decisions/0120-french-content-by-an-explicit-parameter.md; a French text left empty reads in English).
 */
export const siteContentQuerySchema = z.object({ lang: z.enum(LOCALES).optional() });
export const sitePageParamsSchema = z.object({ page: z.enum(SITE_CONTENT_PAGES) });

export const siteTestimonialsResponseSchema = z
  .object({
    data: z.array(z.object({ key: z.string(), name: z.string(), quote: z.string(), detail: z.string() })),
  })
  .meta({ id: 'SiteTestimonials' });
export type SiteTestimonial = z.infer<typeof siteTestimonialsResponseSchema>['data'][number];

export const siteFaqResponseSchema = z
  .object({
    data: z.array(z.object({ key: z.string(), topic: z.enum(FAQ_TOPICS), question: z.string(), answer: z.string() })),
  })
  .meta({ id: 'SiteFaq' });
export type SiteFaqEntry = z.infer<typeof siteFaqResponseSchema>['data'][number];

/** A page's texts in one language: the structure of its pair `{ en, fr }`s, each pair now one string. */
export const sitePageResponseSchema = z.object({ data: z.record(z.string(), z.unknown()) }).meta({ id: 'SitePage' });

type Json = unknown;
const isPair = (value: Json): value is { en: string; fr?: string } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'en' in value && 'fr' in value;

/** Texts written as pairs `{ en, fr }`, in one language: each pair its French (when written) or English. */
export function inLanguage(value: Json, locale: Locale): Json {
  if (isPair(value)) return locale === 'fr' && value.fr?.trim() ? value.fr : value.en;
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, locale));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inLanguage(inner, locale)]));
  return value;
}
