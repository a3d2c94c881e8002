import { z } from 'zod';
import { errorResponseSchema } from '../errors.js';
import type { ContentKind } from './content-kinds.js';

/**
 * Bulk import and export of content (docs/product.md#content-management,
 * docs/decisions/0125-content-import-export-files.md): the kinds a spreadsheet holds, the two file formats, and the
 * answers of POST /admin/content/import and GET /admin/content/export.
 */
export const CONTENT_TRANSFER_KINDS = [
  'universities',
  'programmes',
  'intakes',
] as const satisfies readonly ContentKind[];
export type ContentTransferKind = (typeof CONTENT_TRANSFER_KINDS)[number];

export const CONTENT_FILE_FORMATS = ['csv', 'xlsx'] as const;
export type ContentFileFormat = (typeof CONTENT_FILE_FORMATS)[number];

/** The largest import file: a few thousand rows of programmes fit in far less. */
export const CONTENT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** `dryRun=1` (or `true`): every row checked, nothing written. */
const flag = z
  .enum(['1', '0', 'true', 'false'])
  .optional()
  .transform((value) => value === '1' || value === 'true');

export const contentImportQuerySchema = z.object({ kind: z.enum(CONTENT_TRANSFER_KINDS), dryRun: flag });
export type ContentImportQuery = z.input<typeof contentImportQuerySchema>;

export const contentExportQuerySchema = z.object({
  kind: z.enum(CONTENT_TRANSFER_KINDS),
  format: z.enum(CONTENT_FILE_FORMATS).default('csv'),
});
export type ContentExportQuery = z.input<typeof contentExportQuerySchema>;

/** One problem of one row: `row` is the spreadsheet's row number (the header is row 1), `column` its header. */
export const contentImportProblemSchema = z
  .object({
    row: z.number().int().min(1),
    column: z.string(),
    message: z.string(),
  })
  .meta({ id: 'ContentImportProblem' });
export type ContentImportProblem = z.infer<typeof contentImportProblemSchema>;

export const contentImportResultSchema = z
  .object({
    /** The rows under the header. */
    rows: z.number().int().min(0),
    /** Every problem of every row; a dry run lists them, an import with any answers 422 instead. */
    errors: z.array(contentImportProblemSchema),
    dryRun: z.boolean(),
    /** Rows that are (or, in a dry run, would be) new items, changed items, and items already live as written. */
    created: z.number().int().min(0),
    updated: z.number().int().min(0),
    unchanged: z.number().int().min(0),
  })
  .meta({ id: 'ContentImportResult' });
export type ContentImportResult = z.infer<typeof contentImportResultSchema>;

/**
 * An import refused because of its rows: the documented error shape (`errors` keyed `<row>.<column>`, as the
 * application's entries are keyed), with the same list as a dry run's `errors` in `problems`. Nothing was written.
 */
export const contentImportRefusedSchema = errorResponseSchema
  .extend({
    rows: z.number().int().min(0).optional(),
    problems: z.array(contentImportProblemSchema).optional(),
  })
  .meta({ id: 'ContentImportRefused' });
export type ContentImportRefused = z.infer<typeof contentImportRefusedSchema>;
