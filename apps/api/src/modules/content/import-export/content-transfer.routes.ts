import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bytesText,
  CONTENT_IMPORT_MAX_BYTES,
  contentExportQuerySchema,
  contentImportQuerySchema,
  contentImportRefusedSchema,
  contentImportResultSchema,
  errorResponseSchema,
  renderText,
  text,
  unauthenticatedResponseSchema,
  type ContentImportProblem,
  type ContentImportRefused,
} from '@studychina/contracts';
import { drainOnFailure } from '../../../lib/drain-request.js';
import { HttpError } from '../../../lib/http-error.js';
import { contentDisposition } from '../../../lib/stored-file-reply.js';
import { auditContextOf } from '../../../plugins/roles.js';
import { CONTENT_ADAPTERS } from '../adapters/index.js';
import { createContentService } from '../content.service.js';
import { isTransferKind, type TransferKind } from './column-maps.js';
import { createContentTransferService, FILE_TYPES } from './content-transfer.service.js';

const refusals = { 401: unauthenticatedResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } as const;
const security = [{ bearerAuth: [] }];
/** The file and the multipart framing around it. */
const MAX_REQUEST_BYTES = CONTENT_IMPORT_MAX_BYTES + 64 * 1024;

const tooLarge = () =>
  new HttpError(
    413,
    'PAYLOAD_TOO_LARGE',
    text('content.import.tooLarge', { size: bytesText(CONTENT_IMPORT_MAX_BYTES) }),
  );

/** A declared length beyond the import's limit is refused before a byte is read. */
async function refuseLargeImport(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
    void reply.header('connection', 'close');
    throw tooLarge();
  }
}

/** The documented error shape's `errors`, keyed `<row>.<column>` as an application's entries are keyed. */
function byRowAndColumn(problems: ContentImportProblem[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const { row, column, message } of problems) (errors[`${row}.${column}`] ??= []).push(message);
  return errors;
}

/** A kind of CONTENT_TRANSFER_KINDS whose content management is not built yet. */
function transferKind(kind: string): TransferKind {
  if (!isTransferKind(kind)) throw new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));
  return kind;
}

/** The uploaded file, whole in memory (at most CONTENT_IMPORT_MAX_BYTES): parsed only once it is all there. */
async function fileOf(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', text('errors.MULTIPART_REQUIRED'));
  try {
    const part = await request.file({ limits: { fileSize: CONTENT_IMPORT_MAX_BYTES, files: 1 } });
    if (!part)
      throw new HttpError(422, 'VALIDATION_FAILED', text('content.import.oneFile'), {
        file: [text('content.import.oneFile')],
      });
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

/**
 * POST /admin/content/import and GET /admin/content/export (docs/product.md#content-management,
 * docs/decisions/0125-content-import-export-files.md): editors import universities, programmes and intakes from CSV or
 * XLSX (a dry run first), every staff member exports them. Beside contentRoutes under /admin/content: its routes are
 * one literal address per kind, so `import` and `export` never meet them.
 */
export const contentTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = createContentService(app.prisma, CONTENT_ADAPTERS, {
    now: () => app.now(),
    changed: (kind) => app.contentChanges.emit(kind),
  });
  const transfer = createContentTransferService(app.prisma, content, CONTENT_ADAPTERS, {
    changed: (kind) => app.contentChanges.emit(kind),
  });
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireStaff);

  app.post(
    '/import',
    {
      onRequest: [app.requireEditor, refuseLargeImport],
      schema: {
        tags: ['content'],
        summary: 'Import universities, programmes or intakes from a CSV or XLSX file, all or nothing (editors)',
        description:
          'multipart/form-data with one file in the part "file", CSV (UTF-8) or XLSX judged by its content, at most ' +
          `${CONTENT_IMPORT_MAX_BYTES / (1024 * 1024)} MiB, with the columns of GET /admin/content/export. ` +
          'With dryRun=1 every row is checked and nothing is written: the answer lists each problem by row (the ' +
          'header is row 1), column and message. Without it, a file with any problem answers 422 with the same list in ' +
          '`problems` and writes nothing; otherwise every row that differs from what is live is saved and published ' +
          '(items matched by slug, intakes by programme and start), in one transaction.',
        security,
        consumes: ['multipart/form-data'],
        querystring: contentImportQuerySchema,
        multipartBody: z.object({ file: z.string().meta({ format: 'binary' }) }),
        response: { 200: contentImportResultSchema, ...refusals, 422: contentImportRefusedSchema },
      },
    },
    async (request, reply) => {
      const kind = transferKind(request.query.kind);
      const file = await drainOnFailure(request, reply, MAX_REQUEST_BYTES, () => fileOf(request));
      const { dryRun } = request.query;
      const result = await transfer.import(kind, file, { dryRun, locale: request.locale }, auditContextOf(request));
      if (dryRun || result.errors.length === 0) return result;
      const refused: ContentImportRefused = {
        success: false,
        code: 'VALIDATION_FAILED',
        message: renderText(
          text('content.import.rowsInvalid', { count: new Set(result.errors.map((e) => e.row)).size }),
          request.locale,
        ),
        errors: byRowAndColumn(result.errors),
        rows: result.rows,
        problems: result.errors,
      };
      return reply.code(422).send(refused);
    },
  );

  app.get(
    '/export',
    {
      schema: {
        tags: ['content'],
        summary: 'Export the live universities, programmes or intakes as CSV or XLSX (staff)',
        description:
          'The content columns only (no ids, timestamps or versions): money as `<field>.amount` (minor units) and ' +
          '`<field>.currency`, lists of words `;`-joined, lists of records as JSON text. Importing the file changes ' +
          'nothing, and exporting again gives the same file.',
        security,
        querystring: contentExportQuerySchema,
        response: {
          200: z.string().meta({ format: 'binary', description: 'CSV (UTF-8 with a byte-order mark) or XLSX' }),
          ...refusals,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const kind = transferKind(request.query.kind);
      const { format } = request.query;
      const file = await transfer.export(kind, format);
      return (reply as FastifyReply)
        .header('Content-Type', FILE_TYPES[format])
        .header('Content-Disposition', contentDisposition('attachment', `${kind}.${format}`))
        .header('Cache-Control', 'private, no-store')
        .send(file);
    },
  );
};
