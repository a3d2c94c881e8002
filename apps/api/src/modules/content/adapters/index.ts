import type { ContentKind } from '@studychina/contracts';
import type { ContentAdapter } from '../content-adapter.js';
import { faqAdapter } from './faq.adapter.js';
import { pagesAdapter } from './pages.adapter.js';
import { programmesAdapter } from './programmes.adapter.js';
import { majorsAdapter } from './majors.adapter.js';
import { heroesAdapter } from './heroes.adapter.js';
import { testimonialsAdapter } from './testimonials.adapter.js';
import { ratesAdapter } from './rates.adapter.js';
import { intakesAdapter } from './intakes.adapter.js';
import { universitiesAdapter } from './universities.adapter.js';
import { scholarshipsAdapter } from './scholarships.adapter.js';

/** Every kind editors manage, by its adapter (docs/decisions/0121-content-drafts-beside-the-live-tables.md). */
export const CONTENT_ADAPTERS: ReadonlyMap<ContentKind, ContentAdapter> = new Map(
  (
    [
      programmesAdapter,
      majorsAdapter,
      heroesAdapter,
      testimonialsAdapter,
      faqAdapter,
      pagesAdapter,
      ratesAdapter,
      intakesAdapter,
      universitiesAdapter,
      scholarshipsAdapter,
    ] as unknown as ContentAdapter[]
  ).map((adapter) => [adapter.kind, adapter]),
);
