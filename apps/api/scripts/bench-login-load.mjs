// Load benchmark of the sign-in limits (issue 11): while wrong logins for one account flood /login as
// fast as they are answered, from 1 and then from 500 client addresses (client sockets bound to
// 127.0.0.x, TRUST_PROXY off), it prints the p95 of GET / and GET /majors?page=1 and how many guesses
// were evaluated (401) against the allowed number. Target: p95 < 200 ms. Not a test; run it by hand:
//
//   pnpm bench:login-load        (repo root)
//
// The API runs in this process on a throwaway database (DATABASE_URL's server, else embedded), on
// 127.0.0.1:BENCH_PORT (default 4700); the flood and the probes come from a child process.
// BENCH_SECONDS (default 10 per scenario), BENCH_CONCURRENCY (default 50 logins in flight).
/* eslint-disable boundaries/dependencies */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcrypt';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 4700);

function post(url, body, localAddress) {
  return new Promise((resolve) => {
    const data = JSON.stringify(body);
    const req = http.request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': data.length } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', () => resolve(0));
    req.end(data);
  });
}

function timedGet(url) {
  return new Promise((resolve) => {
    const started = performance.now();
    http
      .get(url, (res) => {
        res.resume();
        res.on('end', () => resolve(performance.now() - started));
      })
      .on('error', () => resolve(Number.POSITIVE_INFINITY));
  });
}

const p95 = (list) => list.sort((a, b) => a - b)[Math.floor(list.length * 0.95)] ?? NaN;

/** The child: flood /login and probe the two pages for SECONDS; prints one JSON line. */
async function client({ base, email, addresses }) {
  const until = Date.now() + SECONDS * 1000;
  const statuses = {};
  let n = 0;
  const flood = async () => {
    while (Date.now() < until) {
      n += 1;
      const from = `127.0.${Math.floor((n % addresses) / 250)}.${((n % addresses) % 250) + 2}`;
      const status = await post(`${base}/api/v1/user/login`, { email, password: `wrong-${n}` }, from);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const probe = async (path, times) => {
    while (Date.now() < until) {
      times.push(await timedGet(`${base}${path}`));
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const home = [];
  const majors = [];
  await Promise.all([
    ...Array.from({ length: CONCURRENCY }, flood),
    probe('/', home),
    probe('/api/v1/user/majors?page=1', majors),
  ]);
  process.stdout.write(JSON.stringify({ home: p95(home), majors: p95(majors), statuses, probes: home.length }) + '\n');
}

function runClient(args) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), 'client', JSON.stringify(args)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  return new Promise((resolve) => child.on('close', () => resolve(JSON.parse(out))));
}

async function main() {
  const { createTestApp } = await import('../src/test/test-app.ts');
  const { LOGIN_LIMITS } = await import('../src/modules/accounts/login-guard.ts');
  const t = await createTestApp({ seed: true, config: { LOG_LEVEL: 'silent' } });
  try {
    await t.app.listen({ port: PORT, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${PORT}`;
    const baseline = await runClientIdle(base);
    console.log(`idle: p95 GET / ${baseline.home.toFixed(1)} ms, GET /majors?page=1 ${baseline.majors.toFixed(1)} ms`);
    for (const addresses of [1, 500]) {
      const email = `bench.${addresses}.${Date.now()}@example.com`;
      await t.app.prisma.user.create({
        data: {
          firstname: 'Bench',
          lastname: 'User',
          email,
          phoneNumber: '8613800138000',
          passwordHash: await bcrypt.hash('correct-horse-8', t.config.BCRYPT_ROUNDS),
          emailVerifiedAt: new Date(),
        },
      });
      const r = await runClient({ base, email, addresses });
      const allowed = addresses === 1 ? LOGIN_LIMITS.perClientFailures : LOGIN_LIMITS.perAccountAttempts;
      const evaluated = r.statuses[401] ?? 0;
      console.log(
        `${addresses} address(es), ${CONCURRENCY} in flight, ${SECONDS} s: p95 GET / ${r.home.toFixed(1)} ms, ` +
          `GET /majors?page=1 ${r.majors.toFixed(1)} ms (${r.probes} probes); answers ${JSON.stringify(r.statuses)}; ` +
          `guesses evaluated ${evaluated} (allowed ${allowed}) ${r.home < 200 && r.majors < 200 && evaluated <= allowed ? 'OK' : 'OVER TARGET'}`,
      );
    }
  } finally {
    await t.close();
  }
}

/** The two probes with no flood (CONCURRENCY 0), for reference. */
function runClientIdle(base) {
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), 'client', JSON.stringify({ base, email: 'x@example.com', addresses: 1 })],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, BENCH_CONCURRENCY: '0' },
    },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  return new Promise((resolve) => child.on('close', () => resolve(JSON.parse(out))));
}

if (process.argv[2] === 'client') await client(JSON.parse(process.argv[3]));
else await main();
