import type { Count, Counters } from './counters.js';

/** Prune expired windows once the map grows past this (a flood of one-off keys cannot fill memory). */
const PRUNE_ABOVE = 50_000;

/** Counters in this process's memory: one instance, or the fallback while Redis is away. */
export function memoryCounters(nowMs: () => number): Counters {
  const windows = new Map<string, { current: number; resetAt: number }>();
  const live = (key: string, at: number) => {
    const entry = windows.get(key);
    return entry && entry.resetAt > at ? entry : undefined;
  };
  return {
    async incr(key, windowMs) {
      const at = nowMs();
      if (windows.size > PRUNE_ABOVE) for (const [k, v] of windows) if (v.resetAt <= at) windows.delete(k);
      let entry = live(key, at);
      if (!entry) windows.set(key, (entry = { current: 0, resetAt: at + windowMs }));
      entry.current += 1;
      return { current: entry.current, ttlMs: entry.resetAt - at };
    },
    async read(key) {
      const at = nowMs();
      const entry = live(key, at);
      return entry ? { current: entry.current, ttlMs: entry.resetAt - at } : { current: 0, ttlMs: 0 };
    },
    async decr(key) {
      const entry = live(key, nowMs());
      if (entry) entry.current = Math.max(0, entry.current - 1);
    },
  } satisfies Counters;
}

export type { Count };
