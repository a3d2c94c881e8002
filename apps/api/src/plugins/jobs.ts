import fp from 'fastify-plugin';
import { Logger, run, runMigrations, type Runner, type Task } from 'graphile-worker';
import type { FastifyBaseLogger } from 'fastify';
import type { Prisma, PrismaClient } from '@studychina/db';

/** Where a job is added: the Prisma client, or the transaction of the change that causes it. */
export type JobDb = Pick<PrismaClient | Prisma.TransactionClient, '$executeRaw' | '$queryRaw'>;

export interface Jobs {
  /**
   * Adds a job to the queue in `db`: inside a transaction, the job exists if and only if the change
   * commits (the outbox). It runs on whichever instance's worker takes it first, once.
   */
  add(db: JobDb, task: string, payload: object, options?: { maxAttempts?: number }): Promise<void>;
  /** A task the worker runs (a module registers its own while the app is built). */
  define(task: string, handler: (payload: unknown, job: { id: string; attempts: number }) => Promise<void>): void;
  /**
   * A clean-up run on a schedule (a crontab line's first five fields, e.g. '17 * * * *' = hourly): each
   * slot is run once across every instance (graphile-worker's known_crontabs), never by two at once.
   */
  schedule(task: string, cron: string, handler: () => Promise<void>): void;
  /** Resolves once no job of `task` is waiting for its first attempt or running (tests, shutdown). */
  idle(task: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface JobsOptions {
  url: string;
  /** Run the worker in this process (JOBS_WORKER; `pnpm worker` always does). */
  worker: boolean;
  concurrency: number;
  /** How often the worker looks for jobs when no notification came (LISTEN/NOTIFY does the rest). */
  pollIntervalMs: number;
}

/**
 * A crontab schedule for "every `ms`": every N minutes below an hour, hourly (at minute 7) beyond;
 * null for 0 (never: tests that run a clean-up themselves).
 */
export function everyInterval(ms: number): string | null {
  if (ms <= 0) return null;
  const minutes = Math.max(1, Math.round(ms / 60_000));
  return minutes < 60 ? `*/${minutes} * * * *` : '7 * * * *';
}

/**
 * graphile-worker's log lines into ours, its info one level down (every job start and finish). Its
 * `job` meta holds the payload (a mail with a code in it): only the job's id and task are kept.
 */
function workerLogger(log: FastifyBaseLogger): Logger {
  return new Logger((scope) => (level, message, meta) => {
    const job = (meta as { job?: { id?: string; task_identifier?: string } } | undefined)?.job;
    const fields = { label: scope.label, workerId: scope.workerId, job: job?.id, task: job?.task_identifier };
    if (level === 'error') log.error(fields, `jobs: ${message}`);
    else if (level === 'warning') log.warn(fields, `jobs: ${message}`);
    else log.debug(fields, `jobs: ${message}`);
  });
}

/**
 * Durable jobs in Postgres with graphile-worker (docs/decisions/0066-durable-jobs-graphile-worker.md):
 * e-mails added in the transaction of their change and sent by a worker with retries and back-off, and
 * the periodic clean-ups. Its tables live in the graphile_worker schema, created (and upgraded) here at
 * start by the library's own migrations. The worker starts once every module has defined its tasks.
 */
export const jobsPlugin = fp<JobsOptions>(async (app, options) => {
  await runMigrations({ connectionString: options.url, logger: workerLogger(app.log) });

  const tasks: Record<string, Task> = {};
  const cron: string[] = [];
  let runner: Runner | undefined;

  const jobs: Jobs = {
    async add(db, task, payload, { maxAttempts = 25 } = {}) {
      await db.$executeRaw`SELECT graphile_worker.add_job(${task}, ${JSON.stringify(payload)}::json, max_attempts := ${maxAttempts}::int)`;
    },
    define(task, handler) {
      tasks[task] = (payload, helpers) => handler(payload, { id: helpers.job.id, attempts: helpers.job.attempts });
    },
    schedule(task, when, handler) {
      tasks[task] = () => handler();
      // ?fill=1h: a slot missed while no worker ran (a deploy) is run once when one is back.
      cron.push(`${when} ${task} ?fill=1h&max=3`);
    },
    async idle(task) {
      for (;;) {
        const [{ busy }] = await app.prisma.$queryRaw<[{ busy: number }]>`
          SELECT count(*)::int AS busy FROM graphile_worker._private_jobs j
          JOIN graphile_worker._private_tasks t ON t.id = j.task_id
          WHERE t.identifier = ${task} AND (j.locked_at IS NOT NULL OR (j.attempts = 0 AND j.run_at <= now()))`;
        if (busy === 0) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
  app.decorate('jobs', jobs);

  if (options.worker) {
    app.addHook('onReady', async () => {
      runner = await run({
        connectionString: options.url,
        concurrency: options.concurrency,
        maxPoolSize: options.concurrency + 2,
        pollInterval: options.pollIntervalMs,
        noHandleSignals: true,
        // Named prepared statements collide on the embedded Postgres (every connection shares one
        // backend) and on a transaction-pooling PgBouncer: plain statements work on all three.
        noPreparedStatements: true,
        logger: workerLogger(app.log),
        taskList: tasks,
        crontab: cron.join('\n'),
      });
    });
  }
  app.addHook('onClose', async () => {
    // Jobs in progress finish first (a mail being handed over); the rest wait in the table.
    await runner?.stop();
  });
});
