import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, retentionPreviewResponseSchema } from '@studychina/contracts';
import type { Config } from '../../config.js';
import { createRetentionService } from '../data-rights/retention.service.js';

/**
 * What the next retention run erases (docs/decisions/0144-retention-of-closed-applications.md), for admins: the same
 * query the nightly job runs, at the next slot's cutoff.
 */
export const retentionRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const retention = createRetentionService({
    prisma: app.prisma,
    storage: app.storage,
    now: app.now,
    months: config.RETENTION_MONTHS,
    log: app.log,
  });

  app.get(
    '/retention',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['back office'],
        summary:
          'What the next retention run erases (admins): the applications closed longer than RETENTION_MONTHS ' +
          'before it, their files and bytes, and when it runs',
        description:
          'Closed means admitted, rejected or withdrawn, since the event that set that status. The run erases the ' +
          'stored bytes (and issued documents’ originals) and keeps every row; a download of an erased file answers ' +
          '410 FILE_ERASED. At most 200 applications are listed, the earliest closed first; the totals count all.',
        response: {
          200: retentionPreviewResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async () => ({ success: true as const, data: await retention.preview() }),
  );
};
