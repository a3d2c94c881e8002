import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLICATIONS_CSV_NAME,
  applicationFileParamsSchema,
  applicationParamsSchema,
  auditQuerySchema,
  auditResponseSchema,
  errorResponseSchema,
  fileDownloadQuerySchema,
  nextApplicationResponseSchema,
  queueFiltersSchema,
  queueQuerySchema,
  queueResponseSchema,
  staffApplicationResponseSchema,
} from '@studychina/contracts';
import { contentDisposition, sendStoredFile } from '../../lib/stored-file-reply.js';
import { auditContextOf } from '../../plugins/roles.js';
import { createApplicationFilesService } from './application-files.service.js';
import { createApplicationViewService } from './application-view.service.js';
import { createAuditLogService } from './audit-log.service.js';
import { createCsvExport } from './csv-export.js';
import { createQueueService } from './queue.service.js';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };
/** A streamed answer (Fastify does not serialise streams): documented as binary. */
const binary = (description: string) => z.string().meta({ format: 'binary', description });

/**
 * The back office's read side (docs/product.md#back-office-queue-files-exports-and-audit): the queue,
 * one application, its files one by one or as a ZIP, the CSV export and (admins only) the audit trail.
 */
export const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  const queue = createQueueService(app.prisma, app.now);
  const services = {
    queue,
    views: createApplicationViewService(app.prisma, app.now),
    files: createApplicationFilesService(app.prisma, app.storage),
    csv: createCsvExport(app.prisma, queue, app.now),
    audit: createAuditLogService(app.prisma),
  };

  app.get(
    '/applications',
    {
      schema: {
        tags: ['back office'],
        summary: 'The queue: filtered, searched (name, e-mail, passport number, id), paged, with counts per status',
        querystring: queueQuerySchema,
        response: { 200: queueResponseSchema, ...refusals, 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const { page, ...filters } = request.query;
      return services.queue.page(filters, page ?? 1, request.account.id);
    },
  );

  app.get(
    '/applications.csv',
    {
      schema: {
        tags: ['back office'],
        summary: 'Every application under the queue filters as CSV (UTF-8 with BOM), streamed',
        querystring: queueFiltersSchema,
        response: { 200: binary('CSV, UTF-8 with a byte-order mark'), ...refusals, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const stream = await services.csv.export(request.query, auditContextOf(request));
      return (reply as FastifyReply)
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition('attachment', `${APPLICATIONS_CSV_NAME}.csv`))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );

  app.get(
    '/applications/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'One application: every field, files with reviews, events, internal notes (audited read)',
        params: applicationParamsSchema,
        response: { 200: staffApplicationResponseSchema, ...refusals, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      application: await services.views.view(request.params.id, auditContextOf(request)),
    }),
  );

  app.get(
    '/applications/:id/next',
    {
      schema: {
        tags: ['back office'],
        summary: "The application after this one in the queue's filters and order (the queue's query string)",
        description:
          "Takes the queue's filters and sort (not `page`). `next` is null after the last one; the application " +
          'itself need not match the filters any more (staff just moved it out of the tab).',
        params: applicationParamsSchema,
        querystring: queueFiltersSchema,
        response: {
          200: nextApplicationResponseSchema,
          ...refusals,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => services.queue.next(request.params.id, request.query, request.account.id),
  );

  app.get(
    '/applications/:id/files/:fileId',
    {
      schema: {
        tags: ['back office'],
        summary:
          'A file of the application, streamed; inline, or attachment with ?download=1 (audited); 410 FILE_ERASED ' +
          'once the retention job erased it',
        params: applicationFileParamsSchema,
        querystring: fileDownloadQuerySchema,
        response: {
          200: binary('The file as stored'),
          ...refusals,
          404: errorResponseSchema,
          410: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const download = request.query.download === '1';
      const { id, fileId } = request.params;
      const file = await services.files.file(id, fileId, download, auditContextOf(request));
      return sendStoredFile(reply, app.storage, file, { download });
    },
  );

  app.get(
    '/applications/:id/files.zip',
    {
      schema: {
        tags: ['back office'],
        summary: 'Every file of the application in one streamed ZIP named after the applicant (audited)',
        params: applicationParamsSchema,
        response: { 200: binary('ZIP archive'), ...refusals, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await services.files.zip(request.params.id, auditContextOf(request));
      return (reply as FastifyReply)
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition('attachment', fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );

  app.get(
    '/audit',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['back office'],
        summary:
          'The audit trail in words, newest first, by actor, application (short or full id), action and days; ' +
          'automatic views only with views=1 (admins only)',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...refusals, 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => services.audit.page(request.query),
  );
};
