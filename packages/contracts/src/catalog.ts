import { z } from 'zod';
import { pagedResponse } from './paged.js';
import { LOCALES } from './i18n/locales.js';
import { issueText } from './messages/issue-text.js';
import { text } from './messages/text.js';

/** docs/product.md#api-heroes. */
export const heroSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sub_title: z.string(),
  hero_image: z.string(),
});
export type Hero = z.infer<typeof heroSchema>;
export const heroesResponseSchema = z.object({ heroes: z.array(heroSchema) });
export type HeroesResponse = z.infer<typeof heroesResponseSchema>;

/**
 * `?lang=fr`: the same answer with its texts in French where they are written (else in English), for the site's
 * French pages. Without it, the English the specification's clients read, whatever their Accept-Language
 * (docs/decisions/0120-french-content-by-an-explicit-parameter.md).
 */
const contentLanguage = z.enum(LOCALES).optional();
export const heroesQuerySchema = z.object({ lang: contentLanguage });
export type HeroesQuery = z.infer<typeof heroesQuerySchema>;

/** docs/product.md#api-majors: both readings (short_desc on home, description on the majors page) are served. */
export const majorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  short_desc: z.string(),
  description: z.string(),
  /** 1 means trending (docs/product.md#api-majors). */
  trending: z.union([z.literal(0), z.literal(1)]),
});
export type Major = z.infer<typeof majorSchema>;

export const MAJORS_PAGE_SIZE = 9;

/** `?page=n`: a whole number from 1; absent means "all majors" (the home page's call). */
export const majorsQuerySchema = z.object({
  page: z.coerce
    .number({ error: issueText(text('catalogue.pageWhole')) })
    .int({ error: issueText(text('catalogue.pageWhole')) })
    .min(1, { error: issueText(text('catalogue.pageMin')) })
    .optional(),
  lang: contentLanguage,
});
export type MajorsQuery = z.infer<typeof majorsQuerySchema>;

export const allMajorsResponseSchema = z.object({ data: z.array(majorSchema) });
export type AllMajorsResponse = z.infer<typeof allMajorsResponseSchema>;

export const majorsPageResponseSchema = pagedResponse(majorSchema);
export type MajorsPageResponse = z.infer<typeof majorsPageResponseSchema>;

export const majorsResponseSchema = z.union([majorsPageResponseSchema, allMajorsResponseSchema]);
export type MajorsResponse = z.infer<typeof majorsResponseSchema>;

export const pageOutOfRangeMessage = (lastPage: number) => `The page is out of range: the last page is ${lastPage}.`;

/** 304 Not Modified: the client's copy (If-None-Match) is current; no body. */
export const notModifiedResponseSchema = z.null().describe('Not modified: the copy named by If-None-Match is current');
