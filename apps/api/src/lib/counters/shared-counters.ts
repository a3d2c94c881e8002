import type { Redis } from 'ioredis';
import type { Counters } from './counters.js';

export interface FallbackLog {
  warn(obj: object, msg: string): void;
}

/**
 * Redis while it answers, this process's memory while it does not: a Redis outage must not stop
 * sign-ins or applications, so each instance counts on its own meanwhile (a client spread over N
 * instances then gets up to N times the limit) and goes back to the shared counts once Redis is ready
 * again (ioredis reconnects by itself). Every failing call is logged at warn with the reason.
 */
export function sharedCounters(redis: Redis, shared: Counters, local: Counters, log: FallbackLog): Counters {
  const attempt =
    <A extends unknown[], R>(pick: (c: Counters) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (redis.status !== 'ready') return pick(local)(...args);
      try {
        return await pick(shared)(...args);
      } catch (error) {
        log.warn({ reason: (error as Error).message }, 'Redis failed: this limit counts in memory for now');
        return pick(local)(...args);
      }
    };
  return {
    incr: attempt((c) => c.incr),
    read: attempt((c) => c.read),
    decr: attempt((c) => c.decr),
  };
}
