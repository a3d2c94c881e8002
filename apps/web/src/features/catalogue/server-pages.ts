import { catalogueText, type CatalogueRoute, type Locale } from '@studychina/contracts';
import {
  programmeRead,
  programmesQuery,
  programmesRead,
  scholarshipRead,
  scholarshipsRead,
  universityRead,
  type CatalogueRead,
} from './catalogue.api';
import type {
  ProgrammeResponse,
  ProgrammesPageResponse,
  ScholarshipResponse,
  ScholarshipsPageResponse,
  UniversityResponse,
} from '@studychina/contracts';
import {
  programmeMeta,
  programmesMeta,
  scholarshipMeta,
  scholarshipsMeta,
  universityMeta,
  type PageMeta,
} from './page-meta';
import {
  programmeLd,
  programmesLd,
  scholarshipLd,
  scholarshipsLd,
  universityLd,
  type LinkMaker,
} from './structured-data';
import type { CatalogueT } from './texts';

/**
 * What the server needs to render each catalogue page on request (apps/web/src/entry-server.tsx): the read
 * the page makes (the same function the page calls, so the embedded answer is found under its key), and,
 * from the answer, the page's title, description, canonical address and JSON-LD.
 * docs/decisions/0114-catalogue-pages-rendered-on-request.md.
 */
export interface ServerPage {
  read(slug: string, search: URLSearchParams): CatalogueRead;
  /** The address search engines should index for this page (a search keeps its filters). */
  canonical(slug: string, search: URLSearchParams): string;
  head(
    answer: unknown,
    search: URLSearchParams,
    t: CatalogueT,
    locale: Locale,
    links: LinkMaker,
  ): PageMeta & { ld: object };
}

export const catalogueT =
  (locale: Locale): CatalogueT =>
  (key, ...values) =>
    catalogueText(locale, key, ...values);

export const SERVER_PAGES: Record<CatalogueRoute, ServerPage> = {
  '/programmes': {
    read: (_slug, search) => programmesRead(search),
    canonical: (_slug, search) => `/programmes${programmesQuery(search)}`,
    head(answer, search, t, _locale, links) {
      const page = answer as ProgrammesPageResponse;
      const meta = programmesMeta(t, search, page);
      return { ...meta, ld: programmesLd(page, meta.title, links) };
    },
  },
  '/programmes/:slug': {
    read: (slug) => programmeRead(slug),
    canonical: (slug) => `/programmes/${slug}`,
    head(answer, _search, t, locale, links) {
      const { data } = answer as ProgrammeResponse;
      const meta = programmeMeta(t, data, locale);
      return { ...meta, ld: programmeLd(data, meta.description, links) };
    },
  },
  '/universities/:slug': {
    read: (slug) => universityRead(slug),
    canonical: (slug) => `/universities/${slug}`,
    head(answer, _search, t, _locale, links) {
      const { data } = answer as UniversityResponse;
      const meta = universityMeta(t, data);
      return { ...meta, ld: universityLd(data, meta.description, links) };
    },
  },
  '/scholarships': {
    read: (_slug, search) => scholarshipsRead(search),
    canonical: (_slug, search) => `/scholarships${scholarshipsRead(search).query}`,
    head(answer, _search, t, _locale, links) {
      const meta = scholarshipsMeta(t);
      return { ...meta, ld: scholarshipsLd(answer as ScholarshipsPageResponse, meta.title, links) };
    },
  },
  '/scholarships/:slug': {
    read: (slug) => scholarshipRead(slug),
    canonical: (slug) => `/scholarships/${slug}`,
    head(answer, _search, t, locale, links) {
      const { data } = answer as ScholarshipResponse;
      const meta = scholarshipMeta(t, data);
      return { ...meta, ld: scholarshipLd(data, meta.description, links, locale) };
    },
  },
};
