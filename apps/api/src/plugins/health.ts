import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const READY_TIMEOUT_MS = 2_000;

const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  reason: z.string().optional(),
  redis: z.enum(['up', 'down']).optional(),
});

/**
 * Redis when REDIS_URL is set: 'down' is reported, never a reason for 503 (limits then count in memory
 * and the instance still serves, so a balancer must keep sending it requests).
 */
async function redisState(redis: FastifyInstance['redis']): Promise<'up' | 'down' | undefined> {
  if (!redis) return undefined;
  if (redis.status !== 'ready') return 'down';
  return redis.ping().then(
    () => 'up' as const,
    () => 'down' as const,
  );
}

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
 * database and the file storage (the local disk or the S3 bucket) do too, and, when REDIS_URL is set, whether
 * Redis does. Both are cheap and unauthenticated, and never cached.
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
      const redis = await within(redisState(app.redis)).catch(() => 'down' as const);
      return { status: 'ready' as const, ...(redis && { redis }) };
    },
  );
});
