/** A count in a window: how many so far, and how long until the window ends and it starts over. */
export interface Count {
  current: number;
  ttlMs: number;
}

/**
 * Fixed-window counters, keyed by a string: the rate limits and the per-client sign-in limit count
 * here. One instance keeps them in memory; several share them in Redis (REDIS_URL), so a client
 * spreading requests over instances meets the same limits as on one.
 */
export interface Counters {
  /** Adds one to `key`; a key with no window open starts one of `windowMs`. */
  incr(key: string, windowMs: number): Promise<Count>;
  /** Reads `key` without counting. */
  read(key: string): Promise<Count>;
  /** Takes one back (a slot that was reserved and not used), never below zero. */
  decr(key: string): Promise<void>;
}
