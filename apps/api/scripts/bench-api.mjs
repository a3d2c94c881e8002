// Throughput of the API against a bare Fastify on the same machine, in one run (issue 16). Not a test;
// run it by hand:
//
//   pnpm bench:api        (repo root)
//
// A bare Fastify "hello world" and then the API (LOG_LEVEL=warn, seeded, on a throwaway database) each
// run in a child process of their own; autocannon (BENCH_CONNECTIONS, default 50, for BENCH_SECONDS,
// default 5, per path after a 1 s warm-up) drives them from this process. The API runs twice when
// DATABASE_URL is set: on a database of its server (real Postgres), then on the embedded Postgres (the
// default without DATABASE_URL); only the embedded run otherwise. The bare server is measured before and
// after each API run and the API compared with the mean of the two, so a machine whose load drifts during
// the run skews the ratios less. Prints
// req/s, p50/p99 latency and the ratio to the bare server for /heroes, /majors, /majors?page=1, /healthz
// and a 404, and exits 1 when GET /majors?page=1 is under its target: 50 % of the bare server on real
// Postgres, 30 % on the embedded one.
/* eslint-disable boundaries/dependencies */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 4710);
const DATABASES = [
  ...(process.env.DATABASE_URL ? [{ name: 'real Postgres', target: 0.5, env: process.env }] : []),
  {
    name: 'the embedded Postgres',
    target: 0.3,
    env: Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL')),
  },
];
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

function start(mode, env = process.env) {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
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
  `${name.padEnd(44)} ${m.rps.toFixed(0).padStart(8)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms` +
  (ratio === undefined ? '' : `   ${(ratio * 100).toFixed(1).padStart(5)} % of bare`) +
  (m.errors ? `   ${m.errors} errors` : '');

async function main() {
  console.log(
    `bench:api: ${CONNECTIONS} connections, ${SECONDS} s per path, databases: ${DATABASES.map((d) => d.name).join(', ')}`,
  );
  const verdicts = [];
  const measureBare = async () => {
    const bareServer = await start('bare');
    const bare = await measure('/').finally(() => stop(bareServer));
    console.log(row('bare Fastify GET /', bare));
    return bare;
  };
  let before = await measureBare();
  for (const database of DATABASES) {
    const apiServer = await start('api', database.env);
    const results = {};
    try {
      for (const path of PATHS) {
        results[path] = await measure(path);
      }
    } finally {
      await stop(apiServer);
    }
    // The bare server again after the API: under a varying machine load, the ratios compare each API
    // figure with the mean of the bare figures measured just before and just after it.
    const after = await measureBare();
    const base = { rps: (before.rps + after.rps) / 2 };
    for (const path of PATHS) {
      const name = `API (${database.name.replace('the ', '')}) GET ${path.replace('/api/v1/user', '')}`;
      console.log(row(name, results[path], results[path].rps / base.rps));
    }
    const ratio = results['/api/v1/user/majors?page=1'].rps / base.rps;
    verdicts.push({ ...database, ratio, ok: ratio >= database.target });
    before = after;
  }

  console.log('');
  for (const { name, target, ratio, ok } of verdicts)
    console.log(
      `/majors?page=1 on ${name} is ${(ratio * 100).toFixed(1)} % of the bare server (target >= ${target * 100} %): ` +
        (ok ? 'OK' : 'UNDER TARGET'),
    );
  process.exitCode = verdicts.every((v) => v.ok) ? 0 : 1;
}

if (process.argv[2] === 'bare') await bare();
else if (process.argv[2] === 'api') await api();
else await main();
