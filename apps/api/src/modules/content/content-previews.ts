import type { z } from 'zod';
import type { PrismaClient } from '@studychina/db';
import { programmeResponseSchema, type ContentKind, type Locale } from '@studychina/contracts';
import { createProgrammeDetails } from '../programmes/programme-details.service.js';
import { createPrices } from '../programmes/money.js';
import type { Tx } from './content-adapter.js';

/** How a kind's draft reads on its public page: the public answer's schema, and the read made inside the preview. */
export interface ContentPreview {
  schema: z.ZodType;
  read(tx: Tx, data: Record<string, unknown>, locale: Locale): Promise<unknown>;
}

/**
 * The public answer a draft would give once published (docs/product.md#content-management): the service writes the
 * draft into the live tables inside a transaction, reads the public answer through the public code, and rolls back.
 * So the preview is the page exactly as it would show, scholarships, estimates and intakes included.
 */
export function createContentPreviews(now: () => Date): Partial<Record<ContentKind, ContentPreview>> {
  // The public services take the client; inside the preview they run on the transaction's, which has the same reads.
  const reader = (tx: Tx) => tx as unknown as PrismaClient;
  return {
    programmes: {
      schema: programmeResponseSchema,
      read: async (tx, data, locale) => {
        // Everything read on the transaction (rates too, anew): the embedded Postgres serves one connection at a time.
        const client = reader(tx);
        const prices = createPrices(client, { ttlMs: 0, now: () => now().getTime() });
        return { data: await createProgrammeDetails(client, prices, now).bySlug(String(data.slug), locale) };
      },
    },
  };
}
