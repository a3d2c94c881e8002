// Resume benchmark of the tus uploads (issue 14): a 50 MiB set of files (one per list) uploaded through
// /api/v1/user/uploads in CHUNK-byte PATCHes, the connection dropped mid-PATCH at 30% and 60% of the
// total. Prints the body bytes the server received against the files' sizes (target: re-sent bytes at
// most one chunk per cut) and the API process's RSS growth (target: at most 32 MiB). Not a test:
//
//   pnpm bench:resume                      (repo root; builds the packages the API needs first)
//
// The API runs in this process on a throwaway database (DATABASE_URL's server, else embedded Postgres),
// the client in a child process (bench-resume-client.mjs). BENCH_CHUNK_MIB (default 1), BENCH_TOTAL_MIB (50).
/* eslint-disable boundaries/dependencies */
import { spawn } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import { jpeg, pdf, png } from '../src/test/fixture-files.ts';

const MiB = 1024 * 1024;
const TOTAL = Number(process.env.BENCH_TOTAL_MIB ?? 50) * MiB;
const CHUNK = Number(process.env.BENCH_CHUNK_MIB ?? 1) * MiB;
const TARGET = 32 * MiB;
const CUTS = [0.3, 0.6];
const CLIENT = fileURLToPath(new URL('./bench-resume-client.mjs', import.meta.url));
const KINDS = { jpg: jpeg, png, pdf };
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
});

async function writeFiles(dir, total = TOTAL) {
  const share = Math.floor(total / LISTS.length);
  const filler = Buffer.alloc(MiB);
  const files = [];
  for (const [list, extension] of LISTS) {
    const path = join(dir, `${list}.${extension}`);
    const out = createWriteStream(path);
    const header = KINDS[extension]();
    out.write(header);
    for (let left = share - header.length; left > 0; left -= filler.length)
      if (!out.write(randomFillSync(filler).subarray(0, Math.min(left, filler.length)))) await once(out, 'drain');
    out.end();
    await once(out, 'close');
    files.push({ list, filename: `${list}.${extension}`, path, size: share });
  }
  return files;
}

const runClient = (args) => {
  const child = spawn(process.execPath, [CLIENT, JSON.stringify(args)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  return new Promise((resolve, reject) =>
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`client exited ${code}`)))),
  );
};
const mib = (bytes) => `${(bytes / MiB).toFixed(2)} MiB`;

const { createTestDatabase } = await import('@studychina/db');
const { buildApp } = await import('../src/app.ts');
const { loadConfig, prismaPaths, testConfig } = await import('../src/config.ts');
const database = await createTestDatabase({ adminUrl: loadConfig().DATABASE_URL, ...prismaPaths });
const dir = await mkdtemp(join(tmpdir(), 'bench-resume-'));
const app = await buildApp(
  testConfig({ DATABASE_URL: database.url, UPLOAD_DIR: join(dir, 'uploads'), DRAFT_CLEANUP_INTERVAL_MS: '0' }),
);
let ok;
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Every byte the server's sockets read, HTTP request lines and headers included (an upper bound of the
  // bodies; counted on the socket, as a 'data' listener would start the body flowing before tus reads it).
  const sockets = new Set();
  app.server.on('connection', (socket) => sockets.add(socket));
  const received = () => [...sockets].reduce((sum, socket) => sum + socket.bytesRead, 0);
  const user = await app.prisma.user.create({
    data: { firstname: 'Bench', lastname: 'Mark', email: 'bench@example.com', emailVerifiedAt: new Date() },
  });
  const url = `http://127.0.0.1:${app.server.address().port}/api/v1/user/uploads`;
  const files = await writeFiles(dir);
  // Warm-up: every code path once (a small set, one cut), so the measurement is the uploads' own cost.
  const warmDir = await mkdtemp(join(dir, 'warm-'));
  await runClient({
    url,
    authorization: `Bearer ${app.issueToken(user)}`,
    files: await writeFiles(warmDir, 2 * MiB),
    chunk: 64 * 1024,
    cuts: [0.5],
  });
  await app.prisma.draftUpload.deleteMany({ where: { userId: user.id } });
  const args = { url, authorization: `Bearer ${app.issueToken(user)}`, files, chunk: CHUNK, cuts: CUTS };
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const readBefore = received();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const result = await runClient(args);
  clearInterval(timer);
  const stored = await app.prisma.draftUpload.aggregate({
    where: { userId: user.id, storageKey: { not: null } },
    _sum: { size: true },
    _count: true,
  });
  const got = received() - readBefore;
  const resent = got - result.total;
  const growth = peak - before;
  console.log(
    `tus: ${files.length} files, ${mib(result.total)} in ${result.ms} ms, chunk ${mib(CHUNK)}, ${result.dropped} cuts (${CUTS.map((c) => `${c * 100}%`).join(', ')})`,
  );
  console.log(`stored: ${stored._count} files, ${mib(stored._sum.size ?? 0)} (files: ${mib(result.total)})`);
  console.log(
    `server received ${got} bytes (headers included) for ${result.total} bytes of files: re-sent ${resent} bytes (${mib(resent)}), limit ${result.dropped} x chunk = ${mib(result.dropped * CHUNK)}  ${resent <= result.dropped * CHUNK ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `API RSS before ${mib(before)}, peak ${mib(peak)}: growth ${mib(growth)}  target <= ${mib(TARGET)}  ${growth <= TARGET ? 'PASS' : 'FAIL'}`,
  );
  ok = stored._sum.size === result.total && resent <= result.dropped * CHUNK && growth <= TARGET;
} finally {
  await app.close();
  await database.drop();
  await rm(dir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
