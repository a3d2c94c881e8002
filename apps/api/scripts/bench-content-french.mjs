// Benchmark of the editors' French queue (issue 29): `GET /admin/content/programmes?french=missing` over
// BENCH_ITEMS content items (default 50,000, one in ten without its French title) on a throwaway database of
// DATABASE_URL's server. Prints the first call (which fills `frenchGap` for items written before the column) and the
// p50/p95 of BENCH_RUNS later calls (default 50), one at a time, with the load average (wall-clock figures on a
// shared machine follow its load), and the plan of the list's statement. Not a test; run it by hand:
//
//   pnpm --filter @studychina/api bench:content-french
/* eslint-disable boundaries/dependencies */
import { loadavg } from 'node:os';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const load = () => loadavg()[0].toFixed(1);

async function main() {
  const { loadConfig, prismaPaths, testConfig } = await import('../src/config.ts');
  const { buildApp } = await import('../src/app.ts');
  const { createPrismaClient, createTestDatabase } = await import('@studychina/db');
  const adminUrl = loadConfig().DATABASE_URL;
  if (!adminUrl) {
    console.error('bench:content-french measures a real Postgres: set DATABASE_URL.');
    process.exit(2);
  }
  const database = await createTestDatabase({ adminUrl, ...prismaPaths });
  const prisma = createPrismaClient({ url: database.url });
  let app;
  try {
    // Items as an older release wrote them: no frenchGap yet (null), every tenth without its French title.
    await prisma.$executeRawUnsafe(`
      INSERT INTO "ContentItem" (id, kind, title, draft, "updatedAt")
      SELECT gen_random_uuid(), 'programmes', 'Programme ' || lpad(i::text, 6, '0'),
             jsonb_build_object('title', 'Programme ' || i, 'titleFr', CASE WHEN i % 10 = 0 THEN '' ELSE 'Programme ' || i END,
                                'description', 'Six years.', 'descriptionFr', 'Six ans.'),
             now()
      FROM generate_series(1, ${ITEMS}) AS i`);
    await prisma.$executeRawUnsafe('VACUUM ANALYZE "ContentItem"');
    app = await buildApp(testConfig({ DATABASE_URL: database.url, TRUST_PROXY: 'true' }), {});
    await app.ready();
    const user = await prisma.user.create({
      data: {
        firstname: 'Bench',
        lastname: 'Staff',
        email: 'bench@example.com',
        emailVerifiedAt: new Date(),
        role: 'staff',
      },
    });
    const authorization = `Bearer ${app.issueToken(user)}`;
    const list = () =>
      app.inject({
        method: 'GET',
        url: '/api/v1/admin/content/programmes?french=missing&per_page=100&page=3',
        headers: { authorization },
      });
    let started = performance.now();
    const first = await list();
    const firstMs = performance.now() - started;
    if (first.statusCode !== 200) throw new Error(`${first.statusCode} ${first.body}`);
    // As autovacuum would soon after the one-off fill rewrote every row.
    await prisma.$executeRawUnsafe('VACUUM ANALYZE "ContentItem"');
    const times = [];
    for (let i = 0; i < RUNS; i += 1) {
      started = performance.now();
      await list();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    // What the queue cost before the column: every item of the kind read, its French judged in memory.
    const { frenchMissing } = await import('@studychina/contracts');
    started = performance.now();
    const rows = await prisma.contentItem.findMany({ where: { kind: 'programmes' }, orderBy: [{ title: 'asc' }] });
    rows.filter((row) => frenchMissing(row.draft).length > 0 || row.frenchChangedAt < row.englishChangedAt);
    const formerMs = performance.now() - started;
    const { total } = JSON.parse(first.body).meta;
    const plan = await prisma.$queryRawUnsafe(
      `EXPLAIN (ANALYZE) SELECT * FROM "ContentItem" WHERE kind = 'programmes' AND "frenchGap" = true ORDER BY title, id LIMIT 100 OFFSET 200`,
    );
    console.log(`  ${ITEMS} programmes, ${total} in the French queue (load average ${load()}):`);
    console.log(`  first call (fills frenchGap of every item): ${firstMs.toFixed(0)} ms`);
    console.log(
      `  then p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (${RUNS} runs)`,
    );
    console.log(`  the former filter in memory (read all, judge each): ${formerMs.toFixed(0)} ms once`);
    for (const row of plan) console.log(`    ${row['QUERY PLAN']}`);
  } finally {
    await app?.close();
    await prisma.$disconnect();
    await database.drop();
  }
}

await main();
