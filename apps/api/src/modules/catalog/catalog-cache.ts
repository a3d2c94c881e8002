import {
  LOCALES,
  MAJORS_PAGE_SIZE,
  type Locale,
  type Major,
  type MajorsPageResponse,
  text,
} from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import { cachedBody, type CachedBody } from '../../lib/cached-body.js';
import type { CatalogContent } from './catalog.service.js';

/** One language's answers. */
interface Answers {
  heroes: CachedBody;
  /** The same heroes as objects: what the home page rendered on request embeds (decision 0127). */
  heroList: CatalogContent['heroes'];
  allMajors: CachedBody;
  majors: Major[];
  pages: Map<number, CachedBody>;
}
type Snapshot = Record<Locale, Answers>;

export interface CatalogSource {
  content(): Promise<Record<Locale, CatalogContent>>;
}

/** What `peek` can find: one of a language's answers (English unless said). */
export type CatalogAnswer = 'heroes' | 'allMajors' | number;

/**
 * Heroes and majors in memory, every answer pre-serialised (docs/decisions/0040-catalogue-cache-ttl.md).
 * The catalogue is read again on the first request after `ttlMs` (so a change made by another instance,
 * `db:seed` or SQL shows within it) or after `invalidate()` (a change through this instance: at once).
 */
export function createCatalogCache(
  source: CatalogSource,
  { ttlMs, now = Date.now }: { ttlMs: number; now?: () => number },
) {
  let snapshot: Promise<Snapshot> | null = null;
  /** The same snapshot once it has loaded, for `peek`; null while it loads or after `invalidate()`. */
  let loaded: Snapshot | null = null;
  let loadedAt = 0;

  async function load(): Promise<Snapshot> {
    const content = await source.content();
    const answers = ({ heroes, majors }: CatalogContent): Answers => ({
      heroes: cachedBody({ heroes }),
      heroList: heroes,
      allMajors: cachedBody({ data: majors }),
      majors,
      pages: new Map(),
    });
    return Object.fromEntries(LOCALES.map((locale) => [locale, answers(content[locale])])) as Snapshot;
  }

  function current(): Promise<Snapshot> {
    if (!snapshot || now() - loadedAt >= ttlMs) {
      const loading = load();
      snapshot = loading;
      loadedAt = now();
      loaded = null;
      loading.then(
        (ready) => {
          if (snapshot === loading) loaded = ready;
        },
        // A failed read (database down) is not kept: the next request tries again.
        () => {
          if (snapshot === loading) snapshot = null;
        },
      );
    }
    return snapshot;
  }

  /** A page of the majors; a page past the end is an error rather than an empty page, so a stale link is noticed. */
  async function majorsPageData(page: number, locale: Locale = 'en'): Promise<MajorsPageResponse> {
    const { majors } = (await current())[locale];
    const total = majors.length;
    const lastPage = Math.max(1, Math.ceil(total / MAJORS_PAGE_SIZE));
    if (page > lastPage) throw new HttpError(404, 'PAGE_OUT_OF_RANGE', text('page.outOfRange', { lastPage }));
    const data = majors.slice((page - 1) * MAJORS_PAGE_SIZE, page * MAJORS_PAGE_SIZE);
    return { data, current_page: page, last_page: lastPage, per_page: MAJORS_PAGE_SIZE, total };
  }

  return {
    async heroes(locale: Locale = 'en'): Promise<CachedBody> {
      return (await current())[locale].heroes;
    },

    async allMajors(locale: Locale = 'en'): Promise<CachedBody> {
      return (await current())[locale].allMajors;
    },

    /** The published heroes and majors of a language, as objects (the home page's HTML is rendered with them). */
    async lists(locale: Locale = 'en'): Promise<CatalogContent> {
      const { heroList, majors } = (await current())[locale];
      return { heroes: heroList, majors };
    },

    /** A page past the end is an error rather than an empty page, so a stale link is noticed. */
    async majorsPage(page: number, locale: Locale = 'en'): Promise<CachedBody> {
      const { pages } = (await current())[locale];
      let body = pages.get(page);
      if (!body) {
        body = cachedBody(await majorsPageData(page, locale));
        pages.set(page, body);
      }
      return body;
    },

    /** The same page as an object: what the majors page rendered on request embeds (decision 0127). */
    majorsPageData,

    /**
     * A body already built from a snapshot still within its TTL, without waiting and without reading
     * anything: what the catalogue's front serves (catalog-front.ts). undefined when only the full path
     * can answer: the snapshot is loading or due, or that page was not asked for yet (or is past the end).
     */
    peek(what: CatalogAnswer, locale: Locale = 'en'): CachedBody | undefined {
      if (!loaded || now() - loadedAt >= ttlMs) return undefined;
      const answers = loaded[locale];
      if (what === 'heroes') return answers.heroes;
      if (what === 'allMajors') return answers.allMajors;
      return answers.pages.get(what);
    },

    /** The catalogue changed: the next request reads it again. */
    invalidate(): void {
      snapshot = null;
      loaded = null;
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
