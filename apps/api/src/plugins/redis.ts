import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Counters } from '../lib/counters/counters.js';
import { memoryCounters } from '../lib/counters/memory-counters.js';
import { redisCounters } from '../lib/counters/redis-counters.js';
import { sharedCounters } from '../lib/counters/shared-counters.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connection when REDIS_URL is set (shared counters), else null. */
    redis: Redis | null;
    /** Where limits count: Redis when set and answering, else this process's memory. */
    counters: Counters;
  }
}

export interface RedisOptions {
  url?: string;
  keyPrefix: string;
}

/**
 * The connection to Redis (REDIS_URL), for the counters every instance must share. Commands never wait
 * for a connection (no offline queue) and give up after a second: while Redis is away the counters fall
 * back to memory (lib/counters/shared-counters.ts) and the API keeps answering. ioredis reconnects on
 * its own, every few seconds, for as long as the process runs.
 */
export const redisPlugin = fp<RedisOptions>(async (app, { url, keyPrefix }) => {
  const local = memoryCounters(() => app.now().getTime());
  if (!url) {
    app.decorate('redis', null);
    app.decorate('counters', local);
    return;
  }
  const redis = new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 250, 3_000),
    lazyConnect: true,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    app.log.warn({ reason: error.message }, 'Redis unreachable: limits count in this instance only until it returns');
  });
  redis.on('ready', () => {
    if (down) app.log.warn('Redis is back: limits are shared again');
    down = false;
  });
  // A Redis that is down at start is not a reason to refuse to start (the same fallback applies).
  await redis.connect().catch(() => undefined);
  app.decorate('redis', redis);
  app.decorate('counters', sharedCounters(redis, redisCounters(redis), local, app.log));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
});
