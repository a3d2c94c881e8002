// Benchmark of the programme catalogue's search (issue 28): on a throwaway database of DATABASE_URL's server (a
// real Postgres; the embedded one is refused), the majors and the demo catalogue (BENCH_UNIVERSITIES, default
// 2,000 universities; BENCH_PROGRAMMES, default 50,000 programmes) are loaded, then GET /programmes with `q`,
// three filters and its facets is asked through the whole app (validation, the statements, serialisation,
// compression) BENCH_RUNS times per query, one after the other (default 200, after 20 warm-up runs), with the
// answers' memory turned off. Prints p50/p95 (target p95 <= 50 ms) with the load average while measuring (wall-clock
// figures on a shared machine follow its load), the compressed size of a page of results (target <= 20 KiB) and,
// as figures the load hardly moves, the statements one search sends to Postgres, each with its planning +
// execution time and buffers from EXPLAIN (ANALYZE, BUFFERS) (docs/decisions/0117-catalogue-search-in-one-statement.md).
// Exits 1 over a target only when asked (BENCH_CHECK=1): a loaded machine says little about the code.
// Seeding takes minutes: BENCH_DATABASE_URL names a database already holding the demo
// (`DATABASE_URL=... pnpm db:seed:catalogue-demo`), used as it is and kept. Not a test; run it by hand:
//
//   pnpm bench:catalogue        (repo root)
/* eslint-disable boundaries/dependencies */
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';

const UNIVERSITIES = Number(process.env.BENCH_UNIVERSITIES ?? 2_000);
const PROGRAMMES = Number(process.env.BENCH_PROGRAMMES ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const CHECK = process.env.BENCH_CHECK === '1';
const P95_TARGET_MS = 50;
const PAGE_TARGET_BYTES = 20 * 1024;

/** The measured searches: `q` and three filters each, the facets always computed. */
const SEARCHES = [
  'q=engineering&degree=master&language=english&city=demo-wuhan',
  'q=medecine&degree=bachelor&language=english&province=demo-guangdong',
  'q=busines&degree=master&degree=bachelor&language=chinese&city=demo-shanghai&city=demo-beijing',
];
/** Also shown, not part of the target: the first page without anything, and a search alone. */
const OTHERS = ['', 'q=computer%20science', 'degree=bachelor&intake=NEXT_SEPTEMBER&tuitionMax=30000&sort=tuition'];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const load = () => loadavg()[0].toFixed(1);

// Every statement the app sends goes through pg's Client (Prisma's adapter uses a pg Pool): counted and kept while
// `recording` is set, to say how many statements one search costs and to EXPLAIN each.
const pg = createRequire(import.meta.resolve('@studychina/db'))('pg');
let recording = null;
const sendQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  if (recording) {
    const text = typeof config === 'string' ? config : config?.text;
    if (text && !text.includes('graphile_worker'))
      recording.push({ text, values: typeof config === 'string' ? values : config.values });
  }
  return sendQuery.call(this, config, values, callback);
};

async function main() {
  const { loadConfig, prismaPaths, testConfig } = await import('../src/config.ts');
  const { buildApp } = await import('../src/app.ts');
  const { createPrismaClient, createTestDatabase, seedIfEmpty } = await import('@studychina/db');
  const { seedCatalogueDemo } = await import('../src/cli/catalogue-demo-data.ts');

  const adminUrl = loadConfig().DATABASE_URL;
  if (!adminUrl) {
    console.error(
      'bench:catalogue measures a real Postgres: set DATABASE_URL (the embedded one is not what production runs).',
    );
    process.exit(2);
  }
  const kept = process.env.BENCH_DATABASE_URL;
  const database = kept
    ? { url: kept, drop: async () => undefined }
    : await createTestDatabase({ adminUrl, ...prismaPaths });
  const prisma = createPrismaClient({ url: database.url });
  let app;
  try {
    if (!kept) {
      const seeding = Date.now();
      await seedIfEmpty(prisma, prismaPaths.seedDir);
      await seedCatalogueDemo(prisma, {
        universities: UNIVERSITIES,
        programmes: PROGRAMMES,
        seedDir: prismaPaths.seedDir,
        progress: (done) => process.stdout.write(`\r  seeding ${done} / ${PROGRAMMES} programmes`),
      });
      // VACUUM, not only ANALYZE: it empties the search index's pending list (GIN fast update), which every search
      // otherwise reads whole, as autovacuum would soon on a live database (docs/decisions/0117-catalogue-search-in-one-statement.md).
      await prisma.$executeRawUnsafe('VACUUM ANALYZE');
      console.log(`\n  seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
    }
    const programmes = await prisma.programme.count();

    // No memory of answers (every run is computed), and each run from an address of its own (the per-address
    // limit would otherwise stop the bench, not the visitors it is for).
    app = await buildApp(
      testConfig({ DATABASE_URL: database.url, CATALOG_CACHE_TTL_MS: '0', TRUST_PROXY: 'true' }),
      {},
    );
    await app.ready();
    const nextSeptember = (
      await prisma.intake.findFirstOrThrow({ orderBy: { start: 'asc' }, where: { start: { gte: new Date() } } })
    ).start
      .toISOString()
      .slice(0, 7);
    const get = (query, encoding = 'br') =>
      app.inject({
        method: 'GET',
        url: `/api/v1/user/programmes?${query.replace('NEXT_SEPTEMBER', nextSeptember)}`,
        headers: {
          'accept-encoding': encoding,
          'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`,
        },
      });
    const measure = async (query) => {
      for (let i = 0; i < 20; i += 1) await get(query);
      const times = [];
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        const res = await get(query);
        times.push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
      }
      return times.sort((a, b) => a - b);
    };
    const version = (await prisma.$queryRawUnsafe('SHOW server_version'))[0].server_version;
    console.log(
      `\n  GET /programmes over ${programmes} programmes, PostgreSQL ${version}, ${RUNS} runs each, one at a time (load average ${load()} at the start):`,
    );
    const all = [];
    for (const query of SEARCHES) {
      const times = await measure(query);
      all.push(...times);
      const total = JSON.parse((await get(query, 'identity')).body).total;
      console.log(
        `    ${query}: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (${total} matches)`,
      );
    }
    all.sort((a, b) => a - b);
    const p95 = percentile(all, 0.95);
    console.log(
      `  q + three filters + facets, all runs: p50 ${percentile(all, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target p95 <= ${P95_TARGET_MS} ms; load average ${load()})`,
    );
    for (const query of OTHERS) {
      const times = await measure(query);
      console.log(
        `    (${query || 'no filter'}): p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
      );
    }

    let largestPage = 0;
    for (const query of ['', SEARCHES[0]]) {
      const plain = await get(query, 'identity');
      const br = await get(query, 'br');
      const gzip = await get(query, 'gzip');
      largestPage = Math.max(largestPage, br.rawPayload.length, gzip.rawPayload.length);
      console.log(
        `  One page (${query || 'no filter'}): ${kib(plain.rawPayload.length)} JSON, ${kib(br.rawPayload.length)} brotli ` +
          `(${br.headers['content-encoding']}), ${kib(gzip.rawPayload.length)} gzip (target <= 20 KiB compressed)`,
      );
    }

    // The statements of one search, each explained with the values it was sent (Postgres's own times: the load
    // of the machine moves them far less than the wall clock).
    const explain = new pg.Client({ connectionString: database.url });
    await explain.connect();
    try {
      for (const query of [...SEARCHES, ...OTHERS]) {
        recording = [];
        await get(query);
        const sent = recording;
        recording = null;
        let total = 0;
        const lines = [];
        for (const { text, values } of sent) {
          const plan = (await explain.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values)).rows.map(
            (row) => row['QUERY PLAN'],
          );
          const ms = (label) => Number(plan.find((l) => l.startsWith(label))?.match(/([\d.]+) ms/)?.[1] ?? 0);
          const buffers = plan.find((l) => /Buffers: shared/.test(l))?.match(/hit=(\d+)(?: read=(\d+))?/);
          const took = ms('Planning Time') + ms('Execution Time');
          total += took;
          lines.push(
            `      ${took.toFixed(1).padStart(6)} ms ${String(Number(buffers?.[1] ?? 0) + Number(buffers?.[2] ?? 0)).padStart(6)} buffers  ${text.replace(/\s+/g, ' ').slice(0, 90)}`,
          );
        }
        console.log(
          `\n  ${query || 'no filter'}: ${sent.length} statements, ${total.toFixed(1)} ms in Postgres (EXPLAIN ANALYZE, planning + execution)\n${lines.join('\n')}`,
        );
      }
    } finally {
      await explain.end();
    }

    if (CHECK && (p95 > P95_TARGET_MS || largestPage > PAGE_TARGET_BYTES)) {
      console.error(
        `\n  Over budget: p95 ${p95.toFixed(1)} ms (target ${P95_TARGET_MS}), page ${kib(largestPage)} (target 20 KiB).`,
      );
      process.exitCode = 1;
    }
  } finally {
    await app?.close();
    await prisma.$disconnect();
    await database.drop();
  }
}

await main();
