// Memory benchmark of POST /apply (issue 4): one application with 11 files totalling 50 MiB, and the API
// process's RSS growth while it streams them. Target: at most 32 MiB. Not a test; run it by hand:
//
//   pnpm bench:upload                      (repo root; builds the packages the API needs first)
//
// By default the API runs in this process (RSS = process.memoryUsage().rss) on a throwaway database:
// a fresh one on DATABASE_URL's server when set, else an in-memory embedded Postgres. It creates its
// own verified user. The request comes from a child process, so the client's buffers are not counted.
// To measure an API already running elsewhere instead:
//   BENCH_URL=http://127.0.0.1:3000 BENCH_TOKEN=<bearer token> [BENCH_PID=<api pid, for /proc RSS>]
// Sizes: BENCH_TOTAL_MIB (default 50; above 50 the local API's limits are raised to fit), BENCH_TARGET_MIB (default 32).
// The script runs the API's TypeScript sources in place through tsx (no API build needed, and the test
// fixtures are reused). It stays inside apps/api, which the package-boundary rule cannot tell from
// another package because scripts/ is outside src/.
/* eslint-disable boundaries/dependencies */
import { spawn } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import { jpeg, pdf, png } from '../src/test/fixture-files.ts';
import { validFields } from '../src/test/application-payload.ts';

const MiB = 1024 * 1024;
const TOTAL = Number(process.env.BENCH_TOTAL_MIB ?? 50) * MiB;
const TARGET = Number(process.env.BENCH_TARGET_MIB ?? 32) * MiB;
const CLIENT = fileURLToPath(new URL('./bench-upload-client.mjs', import.meta.url));

/** One file per list, each a real file's header followed by random bytes up to its share of the total. */
const KINDS = { jpg: [jpeg, 'image/jpeg'], png: [png, 'image/png'], pdf: [pdf, 'application/pdf'] };
const LISTS = Object.entries({
  passportphoto: 'jpg',
  applicantSignature: 'png',
  sponsorSignature: 'png',
  transcripts: 'pdf',
  recommendationLetters: 'pdf',
  medicalReport: 'pdf',
  certificates: 'pdf',
  bankStatement: 'pdf',
  nonCriminalRecord: 'pdf',
  englishCertificate: 'pdf',
  researchProposal: 'pdf',
}).map(([list, extension]) => [list, ...KINDS[extension], extension]);

async function writeFiles(dir, total) {
  const share = Math.floor(total / LISTS.length);
  const filler = Buffer.alloc(MiB);
  const files = [];
  for (const [list, make, contentType, extension] of LISTS) {
    const path = join(dir, `${list}.${extension}`);
    const out = createWriteStream(path);
    const header = make();
    out.write(header);
    for (let left = share - header.length; left > 0; left -= filler.length) {
      if (!out.write(randomFillSync(filler).subarray(0, Math.min(left, filler.length)))) await once(out, 'drain');
    }
    out.end();
    await once(out, 'close');
    files.push({ field: `${list}[0]`, filename: `${list}.${extension}`, contentType, path });
  }
  return files;
}

function runClient(args) {
  const child = spawn(process.execPath, [CLIENT, JSON.stringify(args)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  return new Promise((resolve, reject) =>
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`client exited ${code}`)))),
  );
}

async function procRss(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) * 1024;
}

/** Runs `work` while sampling RSS every 5 ms; returns its result and the peak. */
async function sampled(readRss, work) {
  let peak = await readRss();
  const timer = setInterval(async () => (peak = Math.max(peak, await readRss())), 5);
  try {
    const result = await work();
    peak = Math.max(peak, await readRss());
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

const mib = (bytes) => `${(bytes / MiB).toFixed(1)} MiB`;
const settle = async () => {
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
};

async function startLocalApi(work) {
  const { createTestDatabase } = await import('@studychina/db');
  const { buildApp } = await import('../src/app.ts');
  const { loadConfig, prismaPaths, testConfig } = await import('../src/config.ts');
  const database = await createTestDatabase({ adminUrl: loadConfig().DATABASE_URL, ...prismaPaths });
  const dir = await mkdtemp(join(tmpdir(), 'bench-upload-api-'));
  // Default limits (10 MiB a file, 60 MiB in all), raised only when BENCH_TOTAL_MIB asks for more.
  const limits =
    TOTAL > 50 * MiB
      ? {
          UPLOAD_MAX_TOTAL_BYTES: String(TOTAL + MiB),
          UPLOAD_MAX_FILE_BYTES: String(Math.ceil(TOTAL / LISTS.length) + MiB),
        }
      : {};
  const config = testConfig({
    DATABASE_URL: database.url,
    UPLOAD_DIR: join(dir, 'uploads'),
    MAIL_OUTBOX_DIR: join(dir, 'outbox'),
    ...limits,
  });
  const app = await buildApp(config);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const user = await app.prisma.user.create({
      data: { firstname: 'Bench', lastname: 'Mark', email: 'bench@example.com', emailVerifiedAt: new Date() },
    });
    const { port } = app.server.address();
    return await work({
      url: `http://127.0.0.1:${port}/api/v1/user/apply`,
      token: app.issueToken(user),
      readRss: async () => process.memoryUsage().rss,
    });
  } finally {
    await app.close();
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

async function bench({ url, token, readRss }) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-upload-files-'));
  try {
    const files = await writeFiles(dir, TOTAL);
    const small = await writeFiles(await mkdtemp(join(dir, 'warm-')), 64 * 1024);
    const args = (list) => ({ url, authorization: `Bearer ${token}`, fields: validFields(), files: list });
    // Warm-up: loads every code path once, so the measurement is the upload's own cost.
    const warm = await runClient(args(small));
    if (warm.status !== 201) throw new Error(`warm-up answered ${warm.status}: ${JSON.stringify(warm.body)}`);
    await settle();
    const before = await readRss();
    const { result, peak } = await sampled(readRss, () => runClient(args(files)));
    if (result.status !== 201) throw new Error(`upload answered ${result.status}: ${JSON.stringify(result.body)}`);
    await settle();
    const after = await readRss();
    const growth = peak - before;
    console.log(
      `POST /apply: ${files.length} files, ${mib(result.bytes)} in ${result.ms} ms -> ${result.status} ${result.body.message}`,
    );
    if (Number.isNaN(growth)) return (console.log('API RSS not measured: set BENCH_PID to the API process id.'), true);
    console.log(`API RSS before ${mib(before)}, peak ${mib(peak)}, after ${mib(after)}`);
    console.log(
      `RSS growth (peak - before): ${mib(growth)}  target <= ${mib(TARGET)}  ${growth <= TARGET ? 'PASS' : 'FAIL'}`,
    );
    return growth <= TARGET;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const { BENCH_URL, BENCH_TOKEN, BENCH_PID } = process.env;
const ok = BENCH_URL
  ? await bench({
      url: `${BENCH_URL.replace(/\/$/, '')}/api/v1/user/apply`,
      token: BENCH_TOKEN,
      readRss: BENCH_PID ? () => procRss(BENCH_PID) : async () => NaN,
    })
  : await startLocalApi(bench);
process.exit(ok ? 0 : 1);
