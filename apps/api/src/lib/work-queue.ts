import { text } from '@studychina/contracts';
import { HttpError } from './http-error.js';

/**
 * A small semaphore for CPU work that runs on libuv's worker threads (bcrypt): at most `concurrency`
 * jobs at a time and `maxQueued` waiting; beyond that the caller gets 503 with Retry-After at once,
 * so password checks can never take every worker thread that static files and uploads need.
 */
export function createWorkQueue(concurrency: number, maxQueued: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    running -= 1;
    const start = waiting.shift();
    if (start) {
      running += 1;
      start();
    }
  };
  return {
    get running() {
      return running;
    },
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxQueued)
          throw new HttpError(503, 'SERVICE_UNAVAILABLE', text('errors.SERVICE_UNAVAILABLE_MESSAGE'), undefined, {
            'retry-after': '1',
          });
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running += 1;
      try {
        return await job();
      } finally {
        next();
      }
    },
  };
}

export type WorkQueue = ReturnType<typeof createWorkQueue>;
