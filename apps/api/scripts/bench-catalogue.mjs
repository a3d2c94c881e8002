// Benchmark of the programme catalogue's search (issue 28): on a throwaway database of DATABASE_URL's server (a
// real Postgres; the embedded one is refused), the majors and the demo catalogue (BENCH_UNIVERSITIES, default
// 2,000 universities; BENCH_PROGRAMMES, default 50,000 programmes) are loaded, then GET /programmes with `q`,
// three filters and its facets is asked through the whole app (validation, the six statements, serialisation,
// compression) BENCH_RUNS times per query (default 200, after 20 warm-up runs), with the answers' memory turned off.
// Prints p50/p95 (target p95 <= 50 ms), the compressed size of a page of results (target <= 20 KiB) and the
// EXPLAIN (ANALYZE) of the page statement. Seeding takes minutes: BENCH_DATABASE_URL names a database already
// holding the demo (`DATABASE_URL=... pnpm db:seed:catalogue-demo`), used as it is and kept. Not a test; run it by hand:
//
//   pnpm bench:catalogue        (repo root)
/* eslint-disable boundaries/dependencies */

const UNIVERSITIES = Number(process.env.BENCH_UNIVERSITIES ?? 2_000);
const PROGRAMMES = Number(process.env.BENCH_PROGRAMMES ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

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
      await prisma.$executeRawUnsafe('ANALYZE');
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
    console.log(`\n  GET /programmes over ${programmes} programmes, PostgreSQL ${version}, ${RUNS} runs each:`);
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
    console.log(
      `  q + three filters + facets, all runs: p50 ${percentile(all, 0.5).toFixed(1)} ms, p95 ${percentile(all, 0.95).toFixed(1)} ms (target p95 <= 50 ms)`,
    );
    for (const query of OTHERS) {
      const times = await measure(query);
      console.log(
        `    (${query || 'no filter'}): p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
      );
    }

    for (const query of ['', SEARCHES[0]]) {
      const plain = await get(query, 'identity');
      const br = await get(query, 'br');
      const gzip = await get(query, 'gzip');
      console.log(
        `  One page (${query || 'no filter'}): ${kib(plain.rawPayload.length)} JSON, ${kib(br.rawPayload.length)} brotli ` +
          `(${br.headers['content-encoding']}), ${kib(gzip.rawPayload.length)} gzip (target <= 20 KiB compressed)`,
      );
    }

    const plan = await prisma.$queryRawUnsafe(
      `EXPLAIN (ANALYZE, BUFFERS) SELECT p.id, count(*) OVER ()::int AS total FROM "Programme" p JOIN "University" u ON u.id = p."universityId"
        WHERE p.published AND p."searchText" LIKE '%engineering%' AND p.degree = ANY('{master}'::"DegreeLevel"[])
          AND p.language = ANY('{english}'::"TeachingLanguage"[])
          AND u."cityId" = ANY(ARRAY(SELECT id FROM "City" WHERE slug = 'demo-wuhan'))
        ORDER BY word_similarity('engineering', p."searchText") DESC, p.title, p.id LIMIT 20`,
    );
    console.log(
      `\n  EXPLAIN ANALYZE: the page of the first search\n${plan.map((row) => `    ${row['QUERY PLAN']}`).join('\n')}`,
    );
  } finally {
    await app?.close();
    await prisma.$disconnect();
    await database.drop();
  }
}

await main();
