import type { z } from 'zod';
import type { PrismaClient } from '@studychina/db';
import {
  programmeResponseSchema,
  universityResponseSchema,
  type ContentPreviewPageKind,
  type Locale,
} from '@studychina/contracts';
import { createProgrammeDetails } from '../programmes/programme-details.service.js';
import { createPrices } from '../programmes/money.js';
import { createUniversities } from '../programmes/universities.service.js';
import type { Tx } from './content-adapter.js';

/**
 * How a kind's draft reads on its public page: the public answer's schema, the read made inside the preview, and the
 * page's address (without /fr), which the server renders with that answer (./content-preview-page.routes.ts).
 */
export interface ContentPreview {
  schema: z.ZodType;
  read(tx: Tx, data: Record<string, unknown>, locale: Locale): Promise<unknown>;
  path(data: Record<string, unknown>): string;
}

/**
 * The public answer a draft would give once published (docs/product.md#content-management): the service writes the
 * draft into the live tables inside a transaction, reads the public answer through the public code, and rolls back.
 * So the preview is the page exactly as it would show, scholarships, estimates and intakes included.
 */
export function createContentPreviews(now: () => Date): Record<ContentPreviewPageKind, ContentPreview> {
  // The public services take the client; inside the preview they run on the transaction's, which has the same reads.
  // Everything is read on the transaction (rates too, anew): the embedded Postgres serves one connection at a time.
  const reader = (tx: Tx) => {
    const client = tx as unknown as PrismaClient;
    return { client, prices: createPrices(client, { ttlMs: 0, now: () => now().getTime() }) };
  };
  const slugOf = (data: Record<string, unknown>) => encodeURIComponent(String(data.slug));
  return {
    programmes: {
      schema: programmeResponseSchema,
      read: async (tx, data, locale) => {
        const { client, prices } = reader(tx);
        return { data: await createProgrammeDetails(client, prices, now).bySlug(String(data.slug), locale) };
      },
      path: (data) => `/programmes/${slugOf(data)}`,
    },
    universities: {
      schema: universityResponseSchema,
      read: async (tx, data, locale) => {
        const { client, prices } = reader(tx);
        return { data: await createUniversities(client, prices, now).bySlug(String(data.slug), locale) };
      },
      path: (data) => `/universities/${slugOf(data)}`,
    },
  };
}
