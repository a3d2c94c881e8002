import { readFileSync } from 'node:fs';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { TestSmtpServer } from '../test/smtp-server.js';
import { useTestApp } from '../test/test-app.js';

// GET /metrics (docs/product.md#operations-metrics): Prometheus' text for a bearer of METRICS_TOKEN, with the
// request, database, job, mail, upload and process metrics after a short journey.
const TOKEN = 'metrics-token-0123456789abcdef';
const smtp = new TestSmtpServer();
const t = useTestApp(
  async () => {
    await smtp.start();
    return { config: { ...smtp.config, METRICS_TOKEN: TOKEN, JOBS_WORKER: 'false' } };
  },
  () => smtp.stop(),
);
const without = useTestApp(() => ({}));
const api = () => request(t.app.server);

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
const sample = (body: string, line: string) => {
  const found = body.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

describe('GET /metrics', () => {
  it('answers 401 without the token or with another, and 404 when METRICS_TOKEN is unset', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
      const call = api().get('/metrics');
      const res = await (authorization ? call.set('Authorization', authorization) : call);
      expect(res.status, String(authorization)).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
    const res = await request(without.app.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('names requests by route and status, the pool, the queue by task, mails, uploads and the process', async () => {
    await api().get('/api/v1/user/heroes').expect(200);
    await api().get('/api/v1/user/me').expect(401);
    await api().get('/api/v1/user/me').expect(401);
    await api().post('/api/v1/user/apply').set('Content-Type', 'multipart/form-data; boundary=x').send('--x--');
    await t.app.mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
    await t.app.prisma
      .$executeRaw`SELECT graphile_worker.add_job('metrics-probe', '{}'::json, run_at := now() + interval '1 hour')`;

    const res = await api().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = res.text;
    expect(sample(body, 'http_requests_total{method="GET",route="/api/v1/user/heroes",status="200"}')).toBe(1);
    expect(sample(body, 'http_requests_total{method="GET",route="/api/v1/user/me",status="401"}')).toBe(2);
    expect(sample(body, 'http_request_duration_seconds_count{method="GET",route="/api/v1/user/me",status="401"}')).toBe(
      2,
    );
    expect(sample(body, 'http_requests_total{method="POST",route="/api/v1/user/apply",status="401"}')).toBe(1);
    expect(sample(body, 'db_pool_max_connections')).toBe(10);
    expect(sample(body, 'db_connections{state="active"}')).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'jobs_queued{task="metrics-probe"}')).toBe(1);
    expect(sample(body, 'jobs_failing{task="metrics-probe"}')).toBe(0);
    expect(sample(body, 'mails_total{outcome="sent"}')).toBe(1);
    // The upload answered (refused), so none is in progress any more.
    expect(sample(body, 'uploads_in_progress')).toBe(0);
    expect(sample(body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(body).toContain('nodejs_eventloop_lag_seconds ');
    // The address of a request never becomes a label: only its route's pattern.
    expect(body).not.toMatch(/route="\/api\/v1\/user\/heroes\?/);
  });

  it('is what the Grafana dashboard and the alert rules in deploy/ read', async () => {
    const body = (await api().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;
    const exported = new Set(body.split('\n').map((line) => /^([a-z_]+)[{ ]/.exec(line)?.[1]));
    const deploy = (path: string) => readFileSync(new URL(`../../../../deploy/${path}`, import.meta.url), 'utf8');
    const files = [deploy('grafana/studychina-api.json'), deploy('prometheus/alerts.yml')].join('\n');
    expect(JSON.parse(deploy('grafana/studychina-api.json')).panels.length).toBeGreaterThan(5);
    // Every series they name: ours (the scraper's own `up` and the blackbox exporter's `probe_success` aside).
    const named = new Set([...files.matchAll(/\b([a-z_]+)\{job=/g)].map((m) => m[1]!));
    expect([...named].filter((name) => !['up', 'probe_success'].includes(name) && !exported.has(name))).toEqual([]);
    for (const name of ['http_requests_total', 'jobs_queued', 'db_connections', 'mails_total', 'uploads_in_progress'])
      expect(named, name).toContain(name);
  });
});
