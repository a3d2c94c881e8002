import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { text } from '@studychina/contracts';
import { HttpError } from '../lib/http-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The counters other plugins add to (docs/decisions/0142-operations-metrics-backup-and-shared-secrets.md). */
    metrics: AppMetrics;
  }
}

export interface AppMetrics {
  registry: Registry;
  /** A mail handed to SMTP (or the outbox), or refused by it. */
  mails: Counter<'outcome'>;
  /** A WhatsApp or SMS alert accepted by its provider (sent), or an attempt it refused (failed). */
  alerts: Counter<'channel' | 'outcome'>;
}

export interface MetricsOptions {
  /** GET /metrics answers only with `Authorization: Bearer <token>`; unset: 404. */
  token: string | undefined;
  poolMax: number;
}

/** Requests whose body is an upload: multipart forms and tus chunks. */
const isUpload = (contentType: string | undefined) =>
  !!contentType && /^(multipart\/form-data|application\/offset\+octet-stream)/i.test(contentType);

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Prometheus metrics on the main port (docs/product.md#operations-metrics): requests by route and status, the
 * database's connections, the job queue by task, mails and alerts, uploads in progress, and the process (memory, event-loop
 * lag). A registry per app (tests build several in one process). Only a bearer of METRICS_TOKEN reads them.
 */
export const metricsPlugin = fp<MetricsOptions>(async (app, options) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request',
    labelNames,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const uploads = new Gauge({
    name: 'uploads_in_progress',
    help: 'Upload requests being received',
    registers: [registry],
  });
  const mails = new Counter({
    name: 'mails_total',
    help: 'Mails handed to SMTP or the outbox (sent) or refused (failed)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const alerts = new Counter({
    name: 'alerts_total',
    help: 'WhatsApp and SMS alerts accepted by their provider (sent) or attempts refused (failed)',
    labelNames: ['channel', 'outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: "This instance's database pool size (DB_POOL_MAX)",
    registers: [registry],
    collect() {
      this.set(options.poolMax);
    },
  });
  new Gauge({
    name: 'db_connections',
    help: "Connections to this database by state (every instance's)",
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await app.prisma.$queryRaw<Array<{ state: string | null; n: number }>>`
        SELECT state, count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() GROUP BY state`;
      for (const row of rows) this.set({ state: row.state ?? 'unknown' }, row.n);
    },
  });
  const jobs = async () =>
    app.prisma.$queryRaw<Array<{ task: string; queued: number; failing: number }>>`
      SELECT t.identifier AS task, count(*) FILTER (WHERE j.attempts < j.max_attempts)::int AS queued,
        count(*) FILTER (WHERE j.last_error IS NOT NULL)::int AS failing
      FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      GROUP BY t.identifier`.catch(() => []);
  new Gauge({
    name: 'jobs_queued',
    help: 'Jobs waiting or running, by task',
    labelNames: ['task'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobs()) this.set({ task: row.task }, row.queued);
    },
  });
  new Gauge({
    name: 'jobs_failing',
    help: 'Jobs whose last attempt failed (retrying, or given up), by task',
    labelNames: ['task'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobs()) this.set({ task: row.task }, row.failing);
    },
  });

  app.decorate('metrics', { registry, mails, alerts });

  app.addHook('onRequest', async (request, reply) => {
    if (!isUpload(request.headers['content-type'])) return;
    uploads.inc();
    reply.raw.once('close', () => uploads.dec());
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/applications/:id), never the address itself: bounded labels.
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const expected = options.token ? digest(`Bearer ${options.token}`) : null;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!expected) throw new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected))
      throw new HttpError(401, 'UNAUTHENTICATED', text('errors.UNAUTHENTICATED_MESSAGE'));
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
});
