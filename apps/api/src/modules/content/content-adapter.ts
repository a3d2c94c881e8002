import type { z } from 'zod';
import type { Prisma, PrismaClient } from '@studychina/db';
import type { ContentKind, Text } from '@studychina/contracts';

export type Tx = Prisma.TransactionClient;

/** A field's problem, by its path in the kind's fields ("universitySlug", "documents.0.document"). */
export type FieldProblems = Record<string, Text[]>;

/** One live row not yet known to content management, as the editor would have written it. */
export interface AdoptedRow<T> {
  liveKey: string;
  data: T;
  /** False: the row is live but taken down (a programme with `published` false). Default true. */
  published?: boolean;
}

/** What publishing knows beside the fields. */
export interface PublishContext {
  /** When an editor last confirmed the item's figures; null: never (the live row keeps its sample flag). */
  figuresCheckedAt: Date | null;
  /** The app's clock at the publish (app.now): a row created unchecked is dated by it, as everything else is. */
  now: Date;
}

/**
 * What content management needs to know of one kind (docs/decisions/0121-content-drafts-beside-the-live-tables.md):
 * its fields' schema (from contracts, the one the editor's form uses), how to name an item, and how a published
 * version reaches the live table(s) the public pages read. One adapter per kind, in ./adapters/.
 */
export interface ContentAdapter<T extends Record<string, unknown> = Record<string, unknown>> {
  kind: ContentKind;
  schema: z.ZodType<T>;
  /** The list's title (and what `q` matches besides it): a name, a title, a question. */
  title(data: T): string;
  /** Checks the schema cannot make: references to other rows, one field against another, uniqueness. */
  check?(tx: Tx, data: T, liveKey: string | null): Promise<FieldProblems>;
  /**
   * Writes the data into the live table(s), creating the row when `liveKey` is null, and answers the row's key.
   * Kinds that have no live table (their published versions are what the public reads) answer a stable key.
   */
  publish(tx: Tx, data: T, liveKey: string | null, context: PublishContext): Promise<string>;
  /** Takes the live row down (a flag, or removal). Absent: this kind cannot be unpublished. */
  unpublish?(tx: Tx, liveKey: string): Promise<void>;
  /**
   * Live rows that have no content item yet (the seed's, the catalogue writer's), in batches of at most `limit`,
   * so that each becomes an item whose version 1 is what is live. `count` says how many live rows there are, so
   * the (cheap) check for new ones runs before the (costly) reading of them.
   */
  live: {
    count(prisma: PrismaClient): Promise<number>;
    unknown(prisma: PrismaClient, limit: number): Promise<AdoptedRow<T>[]>;
  };
}
