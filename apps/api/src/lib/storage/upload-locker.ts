import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** How long a lock outlives a crashed holder; a live holder renews it every third of this. */
const LOCK_TTL_MS = 30_000;
/** How often a request waiting for a lock tries again, and asks the holder to let go again. */
const RETRY_MS = 50;
const ASK_AGAIN_MS = 1_000;

const RELEASE_IF_MINE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;
const RENEW_IF_MINE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;

export interface UploadLocker extends Locker {
  close(): Promise<void>;
}

/**
 * The lock @tus/server takes around every request of one upload (HEAD, PATCH, DELETE), shared by every
 * instance through Redis (docs/decisions/0062-resumable-uploads-shared-lock.md). tus's own MemoryLocker
 * only sees its own process: a stale PATCH on one instance (the client lost its connection and resumed)
 * and the resume on another would write the same upload at once. Here a request that finds the upload
 * locked asks the holder, wherever it runs, to let go (a message on a Redis channel: tus then ends the
 * stale request, keeping the bytes it got), and takes the lock once it is free, as MemoryLocker does in one
 * process. A lock is a key with a token (SET NX PX), renewed while held, so a crashed holder's lock ends
 * within LOCK_TTL_MS. While Redis is away each instance falls back to its own MemoryLocker (as the
 * counters do): uploads keep working, unserialised across instances until Redis returns.
 */
export function createRedisUploadLocker(
  redis: Redis,
  log: FastifyBaseLogger,
  { acquireTimeoutMs = 30_000 }: { acquireTimeoutMs?: number } = {},
): UploadLocker {
  // Channels are not keys: ioredis's keyPrefix does not apply, so the prefix is added here.
  const channel = `${redis.options.keyPrefix ?? ''}tus-release`;
  const key = (id: string) => `tus-lock:${id}`;
  const fallback = new MemoryLocker({ acquireLockTimeout: acquireTimeoutMs });
  /** The locks this process holds: upload id → how to ask its request to let go. */
  const held = new Map<string, RequestRelease>();

  const subscriber = redis.duplicate({ lazyConnect: true });
  subscriber.on('error', () => undefined); // the main connection logs Redis going away
  subscriber.on('message', (_channel: string, id: string) => void held.get(id)?.());
  subscriber.on('ready', () => void subscriber.subscribe(channel).catch(() => undefined));
  void subscriber.connect().catch(() => undefined);

  class RedisLock implements Lock {
    private token = randomBytes(16).toString('hex');
    private renewal: NodeJS.Timeout | undefined;
    private local: Lock | undefined;

    constructor(private readonly id: string) {}

    async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
      const deadline = Date.now() + acquireTimeoutMs;
      let askedAt = 0;
      for (;;) {
        let taken: boolean;
        try {
          taken = (await redis.set(key(this.id), this.token, 'PX', LOCK_TTL_MS, 'NX')) === 'OK';
        } catch {
          log.warn({ upload: this.id }, 'Redis unreachable: this upload is locked in this instance only');
          this.local = fallback.newLock(this.id);
          return this.local.lock(signal, requestRelease);
        }
        if (taken) {
          held.set(this.id, requestRelease);
          this.renewal = setInterval(() => void this.renew(requestRelease), LOCK_TTL_MS / 3).unref();
          return;
        }
        if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        if (Date.now() - askedAt >= ASK_AGAIN_MS) {
          askedAt = Date.now();
          const here = held.get(this.id);
          if (here) await here();
          else await redis.publish(channel, this.id).catch(() => 0);
        }
        await sleep(RETRY_MS);
      }
    }

    async unlock(): Promise<void> {
      if (this.local) return this.local.unlock();
      clearInterval(this.renewal);
      held.delete(this.id);
      // Unreachable Redis: the key ends with its TTL.
      await redis.eval(RELEASE_IF_MINE, 1, key(this.id), this.token).catch(() => undefined);
    }

    /** Keeps the lock while its request runs; if it was lost (Redis emptied, a long stall), the request stops. */
    private async renew(requestRelease: RequestRelease): Promise<void> {
      const kept = await redis.eval(RENEW_IF_MINE, 1, key(this.id), this.token, LOCK_TTL_MS).catch(() => null);
      if (kept === 0) await requestRelease();
    }
  }

  return {
    newLock: (id) => new RedisLock(id),
    async close() {
      subscriber.disconnect();
    },
  };
}
