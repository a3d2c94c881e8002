import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationDraftBodySchema,
  applicationDraftResponseSchema,
  applySuccessResponseSchema,
  draftSavedResponseSchema,
  errorResponseSchema,
  messageResponseSchema,
  unauthenticatedResponseSchema,
  text,
} from '@studychina/contracts';
import { createApplicationsService } from '../applications/applications.service.js';
import type { Config } from '../../config.js';
import { cleanUpDrafts } from './draft-cleanup.js';
import { everyInterval } from '../../plugins/jobs.js';
import { auditContextOf } from '../../plugins/roles.js';
import { createDraftService } from './draft.service.js';
import { createUploadsService } from './uploads.service.js';

const ORPHAN_AGE_MS = 60 * 60 * 1000;

/** Submissions per account and hour, as POST /apply's APPLY_LIMIT: far above any real applicant. */
export const DRAFT_SUBMIT_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 };

/** What the student agreed to by pressing Submit: the consent statement's version (docs/decisions/0137-students-data-rights.md). */
const draftSubmitBodySchema = z.object({ consentVersion: z.string().max(40).optional() });

const fileParams = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) });

/** The server-side draft (docs/product.md#resumable-uploads-and-the-server-draft): read, save, drop a file, submit. */
export const draftRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const applications = createApplicationsService({
    prisma: app.prisma,
    storage: app.storage,
    limits: app.uploadLimits,
    mailer: app.mailer,
    now: app.now,
  });
  app.addHook('onClose', applications.close);
  const drafts = createDraftService({ prisma: app.prisma, applications, now: app.now });
  const uploads = createUploadsService({
    prisma: app.prisma,
    storage: app.storage,
    resumable: app.resumable,
    limits: app.uploadLimits,
    now: app.now,
  });
  const limiter = app.limiter({ ...DRAFT_SUBMIT_LIMIT, key: (request) => `draft-submit:${request.account.id}` });
  const tags = ['applications'];
  // Scheduled jobs: one instance runs each slot (plugins/jobs.ts).
  const cleanupSchedule = everyInterval(config.DRAFT_CLEANUP_INTERVAL_MS);
  if (cleanupSchedule)
    app.jobs.schedule('clean-up-drafts', cleanupSchedule, async () => {
      const result = await cleanUpDrafts({
        prisma: app.prisma,
        storage: app.storage,
        resumable: app.resumable,
        now: app.now,
        uploadExpiryMs: config.UPLOAD_RESUMABLE_EXPIRY_MS,
        draftFilesTtlDays: config.DRAFT_FILES_TTL_DAYS,
      });
      app.log.info(result, 'draft clean-up done');
    });
  // Temporary objects older than an hour belong to no upload in progress: a batch that crashed between
  // its copy and its delete, or a killed process (docs/decisions/0060-object-storage-s3.md).
  const orphanSchedule = everyInterval(config.ORPHAN_CLEANUP_INTERVAL_MS);
  if (orphanSchedule)
    app.jobs.schedule('clean-up-orphan-objects', orphanSchedule, async () => {
      const removed = await app.storage.removeOrphans(ORPHAN_AGE_MS, app.now());
      app.log.info({ removed }, 'orphan object clean-up done');
    });

  app.get(
    '/application-draft',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in student's server draft: its text and the files uploaded so far, by list",
        response: { 200: applicationDraftResponseSchema, 401: unauthenticatedResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await drafts.get(request.account.id)) }),
  );

  app.put(
    '/application-draft',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Save the draft text (every field optional; replaces what was saved)',
        body: applicationDraftBodySchema,
        response: {
          200: draftSavedResponseSchema,
          401: unauthenticatedResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const touchedAt = await drafts.put(request.account.id, request.body);
      return {
        success: true as const,
        message: request.render(text('drafts.saved')),
        updatedAt: touchedAt.toISOString(),
      };
    },
  );

  app.delete(
    '/application-draft/files/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Remove a file from the draft (an upload, finished or not)',
        params: fileParams,
        response: {
          200: messageResponseSchema,
          401: unauthenticatedResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await uploads.remove(request.account.id, request.params.id);
      return { success: true as const, message: request.render(text('drafts.fileRemoved')) };
    },
  );

  app.post(
    '/application-draft/submit',
    {
      onRequest: [app.authenticate, (request, reply) => limiter.hit(request, reply)],
      schema: {
        tags,
        summary: 'Submit the draft as an application: judged exactly as POST /apply, answered the same way',
        description:
          'consentVersion is the version of the consent statement shown beside Submit (CONSENT_VERSION in contracts); without it, or with another version, the answer is 422 naming consentVersion.',
        body: draftSubmitBodySchema,
        response: {
          201: applySuccessResponseSchema,
          401: unauthenticatedResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await drafts.submit(
        request.account,
        auditContextOf(request),
        request.locale,
        request.body.consentVersion,
      );
      return reply.code(201).send({
        success: true as const,
        message: request.render(text('validation.APPLICATION_SUBMITTED')),
        application: { id: row.id, status: row.status, createdAt: row.createdAt.toISOString() },
      });
    },
  );
};
