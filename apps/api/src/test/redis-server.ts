import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';

/**
 * A redis-server of the test's own on 127.0.0.1:`port` (never the shared one), without persistence:
 * stop() and start() again simulate Redis going away and coming back empty.
 */
export class TestRedisServer {
  private child: ChildProcess | null = null;
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100; i += 1) {
      const probe = new Redis(this.url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
      probe.on('error', () => undefined);
      const up = await probe.connect().then(
        () => probe.ping().then(() => true),
        () => false,
      );
      probe.disconnect();
      if (up) return this;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`redis-server did not start on ${this.port}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }
}

/** Resolves once `redis` (an app's connection) is ready again, after a restart of its server. */
export async function waitForReady(redis: Redis, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (redis.status !== 'ready') {
    if (Date.now() > until) throw new Error(`Redis connection still ${redis.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
