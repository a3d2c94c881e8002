import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataExportAcceptedResponseSchema,
  errorResponseSchema,
  messageResponseSchema,
  mfaPasswordBodySchema,
  text,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { acceptEmptyJsonBody } from '../../lib/empty-json-body.js';
import { contentDisposition } from '../../lib/stored-file-reply.js';
import type { Config } from '../../config.js';
import { everyInterval } from '../../plugins/jobs.js';
import { clientKey } from '../../plugins/rate-limit.js';
import { bcryptQueue, codeCeilingFigures } from '../accounts/account-context.js';
import { createCodeCeilings } from '../accounts/code-ceilings.js';
import { createLoginGuard } from '../accounts/login-guard.js';
import { createUsersService } from '../accounts/users.service.js';
import { createAccountErasure } from './account-erasure.service.js';
import { auditContextOf } from '../../plugins/roles.js';
import { BUILD_DATA_EXPORT, createDataExportService } from './data-export.service.js';
import { RETENTION_CRON, RETENTION_JOB, createRetentionService } from './retention.service.js';

/** Exports asked for per account and day: a ZIP of every file costs storage and time. */
export const DATA_EXPORT_LIMIT = { max: 3, windowMs: 24 * 60 * 60 * 1000 };
/** How often the ZIPs whose link expired are removed. */
const EXPIRED_EXPORTS_EVERY_MS = 60 * 60 * 1000;

const exportParams = z.object({ id: z.string().max(64) });
const binary = (description: string) => z.string().meta({ format: 'binary', description });

/**
 * A student's data rights (issue 31, docs/decisions/0137-students-data-rights.md): download my data; delete my account
 * (docs/decisions/0143-account-erasure.md); the nightly retention job (docs/decisions/0144-retention-of-closed-applications.md).
 */
export const dataRightsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  acceptEmptyJsonBody(app);
  const exports = createDataExportService({
    prisma: app.prisma,
    storage: app.storage,
    jobs: app.jobs,
    mailer: app.mailer,
    now: app.now,
  });
  app.jobs.define(BUILD_DATA_EXPORT, async (payload) => exports.build((payload as { exportId: string }).exportId));
  const schedule = everyInterval(EXPIRED_EXPORTS_EVERY_MS);
  if (schedule)
    app.jobs.schedule('remove-expired-data-exports', schedule, async () => {
      app.log.info({ removed: await exports.removeExpired() }, 'expired data exports removed');
    });
  // Documents of applications closed longer than RETENTION_MONTHS (docs/decisions/0144-retention-of-closed-applications.md).
  const retention = createRetentionService({
    prisma: app.prisma,
    storage: app.storage,
    now: app.now,
    months: config.RETENTION_MONTHS,
    log: app.log,
  });
  app.jobs.schedule(RETENTION_JOB, RETENTION_CRON, async () => {
    await retention.run();
  });
  const limiter = app.limiter({ ...DATA_EXPORT_LIMIT, key: (request) => `data-export:${request.account.id}` });
  const tags = ['account'];
  const erasure = createAccountErasure({
    prisma: app.prisma,
    storage: app.storage,
    users: createUsersService(app.prisma, config.BCRYPT_ROUNDS, bcryptQueue(config)),
    // The sign-in's own limits: a wrong password here counts as a wrong password at sign-in.
    loginGuard: createLoginGuard(app.prisma, app.now, app.counters),
    codeKeyOf: createCodeCeilings(app.prisma, config.OTP_SECRET, app.now, codeCeilingFigures(config), async () => {})
      .keyOf,
    log: app.log,
  });

  app.delete(
    '/account',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Delete my account (students), with the password again: every row and file of the student is erased; invoices and payments stay without a name, the audit keeps a tombstone',
        body: mfaPasswordBodySchema,
        response: {
          200: messageResponseSchema,
          401: unauthenticatedResponseSchema,
          403: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await erasure.erase(clientKey(request), request.account, request.body.password, auditContextOf(request));
      return { success: true as const, message: request.render(text('mail.accountDelete.deleted')) };
    },
  );

  app.post(
    '/account/export',
    {
      onRequest: [app.authenticate, (request, reply) => limiter.hit(request, reply)],
      schema: {
        tags,
        summary:
          'Download my data: 202, then a job builds a ZIP (my-data.json and every uploaded file) and mails a link to it, valid 7 days',
        response: {
          202: dataExportAcceptedResponseSchema,
          401: unauthenticatedResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await exports.request(request.account.id, auditContextOf(request));
      return reply.code(202).send({
        success: true as const,
        message: request.render(text('mail.dataExport.queued')),
        exportId: row.id,
        expiresAt: row.expiresAt.toISOString(),
      });
    },
  );

  app.get(
    '/account/export/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "The ZIP of a data export, for the signed-in student who asked for it; 404 for another account's, one not built yet or one past its 7 days",
        params: exportParams,
        response: { 200: binary('ZIP archive'), 401: unauthenticatedResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await exports.download(
        request.account.id,
        request.params.id,
        auditContextOf(request),
      );
      return (reply as FastifyReply)
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition('attachment', fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
};
