import fp from 'fastify-plugin';
import { z } from 'zod';

const READY_TIMEOUT_MS = 2_000;

const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.enum(['ready', 'unavailable']), reason: z.string().optional() });

/** Rejects after READY_TIMEOUT_MS: a hung dependency must not hang the probe. */
async function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for orchestrators, outside /api/v1/user: /healthz says the process answers, /readyz that the
 * database and the file storage (the local disk or the S3 bucket) do too. Both are cheap and unauthenticated, and never cached.
 */
export const healthPlugin = fp(async (app) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: healthSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: readySchema, 503: readySchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([app.prisma.$queryRaw`SELECT 1`, timeout]);
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check failed');
        return reply.code(503).send({ status: 'unavailable' as const, reason: 'database unreachable' });
      } finally {
        clearTimeout(timer);
      }
      try {
        await within(app.storage.check());
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check failed: storage');
        return reply.code(503).send({ status: 'unavailable' as const, reason: 'storage unreachable' });
      }
      return { status: 'ready' as const };
    },
  );
});
