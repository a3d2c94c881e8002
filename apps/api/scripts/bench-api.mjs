// Throughput of the API against a bare Fastify on the same machine, in one run (issue 16). Not a test;
// run it by hand:
//
//   pnpm bench:api        (repo root)
//
// A bare Fastify "hello world" and then the API (LOG_LEVEL=warn, seeded, on a throwaway database:
// DATABASE_URL's server, else the embedded Postgres) each run in a child process of their own; autocannon
// (BENCH_CONNECTIONS, default 50, for BENCH_SECONDS, default 5, per path after a 1 s warm-up) drives them
// from this process. Prints req/s, p50/p99 latency and the ratio to the bare server for /heroes, /majors,
// /majors?page=1, /healthz and a 404, and exits 1 when GET /majors?page=1 is under its target: 50 % of
// the bare server on real Postgres, 30 % on the embedded one.
/* eslint-disable boundaries/dependencies */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 4710);
const EMBEDDED = !process.env.DATABASE_URL;
const TARGET = EMBEDDED ? 0.3 : 0.5;
const PATHS = [
  '/api/v1/user/heroes',
  '/api/v1/user/majors',
  '/api/v1/user/majors?page=1',
  '/healthz',
  '/api/v1/user/no-such-route',
];

/** Child: a bare Fastify answering {"hello":"world"}. */
async function bare() {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: PORT, host: '127.0.0.1' });
  process.stdout.write('ready\n');
}

/** Child: the whole API, as tests build it, seeded, logging only warnings. */
async function api() {
  const { createTestApp } = await import('../src/test/test-app.ts');
  const t = await createTestApp({ seed: true, config: { LOG_LEVEL: 'warn' } });
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
  process.stdout.write('ready\n');
  process.on('SIGTERM', () => t.close().then(() => process.exit(0)));
}

function start(mode) {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('ready') && resolve(child));
    child.on('exit', (code) => reject(new Error(`the ${mode} server stopped (${code})`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function measure(path) {
  const url = `http://127.0.0.1:${PORT}${path}`;
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts };
}

const row = (name, m, ratio) =>
  `${name.padEnd(30)} ${m.rps.toFixed(0).padStart(8)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms` +
  (ratio === undefined ? '' : `   ${(ratio * 100).toFixed(1).padStart(5)} % of bare`) +
  (m.errors ? `   ${m.errors} errors` : '');

async function main() {
  console.log(
    `bench:api: ${CONNECTIONS} connections, ${SECONDS} s per path, database: ${EMBEDDED ? 'embedded' : 'DATABASE_URL'}`,
  );
  const bareServer = await start('bare');
  const base = await measure('/').finally(() => stop(bareServer));
  console.log(row('bare Fastify GET /', base));

  const apiServer = await start('api');
  const results = {};
  try {
    for (const path of PATHS) {
      results[path] = await measure(path);
      console.log(row(`API GET ${path.replace('/api/v1/user', '')}`, results[path], results[path].rps / base.rps));
    }
  } finally {
    await stop(apiServer);
  }

  const ratio = results['/api/v1/user/majors?page=1'].rps / base.rps;
  const ok = ratio >= TARGET;
  console.log(
    `\n/majors?page=1 is ${(ratio * 100).toFixed(1)} % of the bare server (target >= ${TARGET * 100} % on ` +
      `${EMBEDDED ? 'the embedded Postgres' : 'real Postgres'}): ${ok ? 'OK' : 'UNDER TARGET'}`,
  );
  process.exitCode = ok ? 0 : 1;
}

if (process.argv[2] === 'bare') await bare();
else if (process.argv[2] === 'api') await api();
else await main();
