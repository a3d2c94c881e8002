import { z } from 'zod';

/**
 * Content management (docs/product.md#content-management, docs/decisions/0121-content-drafts-beside-the-live-tables.md):
 * the kinds of content editors manage in the back office, each under /admin/content/<kind>.
 */
export const CONTENT_KINDS = [
  'universities',
  'programmes',
  'intakes',
  'scholarships',
  'rates',
  'majors',
  'heroes',
  'testimonials',
  'pages',
  'faq',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * draft: never published, or unpublished and not live; published: live (the draft may hold changes not yet
 * published: `hasChanges`); unpublished: was live, taken down by an editor.
 */
export const CONTENT_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_PER_PAGE_MAX = 100;

/** Money as editors write it: an integer amount in minor units and its currency (never a float). */
export const contentMoneySchema = z
  .object({
    amount: z.number().int().min(0).meta({ description: 'In minor units of the currency (fen for CNY)' }),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .meta({ description: 'ISO 4217 code' }),
  })
  .meta({ id: 'ContentMoney' });
export type ContentMoney = z.infer<typeof contentMoneySchema>;

/** A slug: lower-case words joined by hyphens, as addresses use them. */
export const contentSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const contentKindParamsSchema = z.object({ kind: z.enum(CONTENT_KINDS) });
export const contentItemParamsSchema = z.object({ id: z.uuid() });
export const contentVersionParamsSchema = contentItemParamsSchema.extend({
  version: z.coerce.number().int().min(1),
});

export const contentListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
  /** Only items whose French is missing or older than their English. */
  french: z.enum(['missing']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(CONTENT_PER_PAGE_MAX).default(20),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

/** What every item answers besides its fields. */
export const contentMetaSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CONTENT_KINDS),
  status: z.enum(CONTENT_STATUSES),
  /** Bumped by every save; a PUT carries the one it edited. */
  version: z.number().int().min(1),
  /** The number of the version that is live (1, 2, 3…); null: never published. */
  publishedVersion: z.number().int().min(1).nullable(),
  /** The draft holds changes not yet published. */
  hasChanges: z.boolean(),
  /** Fields whose French is empty while their English is not. */
  frenchMissing: z.array(z.string()),
  /** The English was changed after the French last was. */
  frenchOutdated: z.boolean(),
  /** When an editor last confirmed the figures; null: never. */
  figuresCheckedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type ContentMeta = z.infer<typeof contentMetaSchema>;

export const contentListItemSchema = contentMetaSchema.extend({ title: z.string() }).meta({ id: 'ContentListItem' });
export type ContentListItem = z.infer<typeof contentListItemSchema>;

export const contentListResponseSchema = z
  .object({
    data: z.array(contentListItemSchema),
    meta: z.object({
      page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
      last_page: z.number().int(),
    }),
  })
  .meta({ id: 'ContentList' });
export type ContentListResponse = z.infer<typeof contentListResponseSchema>;

/** A PUT's own fields beside the kind's: the version it edited, and whether the editor confirmed the figures. */
export const contentPutMetaSchema = z.object({
  version: z.number().int().min(1),
  figuresChecked: z.boolean().optional(),
});

export const contentCreatedSchema = z
  .object({ data: z.object({ id: z.uuid(), version: z.number().int().min(1) }) })
  .meta({ id: 'ContentCreated' });

export const contentVersionsResponseSchema = z
  .object({
    data: z.array(
      z.object({
        number: z.number().int().min(1),
        publishedAt: z.iso.datetime(),
        publishedBy: z.string().nullable(),
        live: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'ContentVersions' });
export type ContentVersionsResponse = z.infer<typeof contentVersionsResponseSchema>;

/** `?lang=` of a preview: the public page in English or French. */
export const contentPreviewQuerySchema = z.object({ lang: z.enum(['en', 'fr']).default('en') });

/**
 * The address of a draft's preview page (GET …/:id/preview-link): the public page rendered by the server from the
 * saved draft, opened in a new tab, so its `token` (signed, short-lived, for this item only) stands in for the
 * bearer token a tab cannot send (docs/decisions/0136-content-preview-pages-rendered-by-the-server.md).
 */
export const contentPreviewLinkSchema = z
  .object({ data: z.object({ url: z.string(), expiresAt: z.iso.datetime() }) })
  .meta({ id: 'ContentPreviewLink' });
export type ContentPreviewLink = z.infer<typeof contentPreviewLinkSchema>;

/** The kinds whose draft opens as its public page, rendered by the server. */
export const CONTENT_PREVIEW_PAGE_KINDS = ['programmes', 'universities'] as const satisfies readonly ContentKind[];
export type ContentPreviewPageKind = (typeof CONTENT_PREVIEW_PAGE_KINDS)[number];

/** GET /admin/content/<kind>/:id/preview: the page's language and the link's token. */
export const contentPreviewPageQuerySchema = contentPreviewQuerySchema.extend({ token: z.string().max(1000) });
