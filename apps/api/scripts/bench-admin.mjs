// Benchmark of the back office's queue query (issue 12): on a throwaway database of DATABASE_URL's
// server (a real Postgres; the embedded one is refused), `BENCH_APPLICATIONS` (default 10,000) demo
// applications are added, then the queue page with a search term and a filter is asked for
// BENCH_RUNS times (default 200, after 20 warm-up runs); prints p50/p95 (target p95 <= 50 ms) and the
// EXPLAIN (ANALYZE) of its two statements. Not a test; run it by hand:
//
//   pnpm bench:admin        (repo root)
/* eslint-disable boundaries/dependencies */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const SEARCH = process.env.BENCH_Q ?? 'okafor';
const NATIONALITY = process.env.BENCH_NATIONALITY ?? 'Nigerian';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main() {
  const { loadConfig, prismaPaths } = await import('../src/config.ts');
  const { createPrismaClient, createTestDatabase } = await import('@studychina/db');
  const { LocalDiskStorage } = await import('../src/lib/storage/local-disk-storage.ts');
  const { seedDemoApplications } = await import('../src/cli/demo-data.ts');
  const { createQueueService } = await import('../src/modules/admin/queue.service.ts');
  const { queueWhere, queueOrder } = await import('../src/modules/admin/queue-sql.ts');
  const { QUEUE_ROW_SELECT } = await import('../src/modules/admin/queue-row.ts');

  const adminUrl = loadConfig().DATABASE_URL;
  if (!adminUrl) {
    console.error(
      'bench:admin measures a real Postgres: set DATABASE_URL (the embedded one is not what production runs).',
    );
    process.exit(2);
  }
  const database = await createTestDatabase({ adminUrl, ...prismaPaths });
  const uploads = await mkdtemp(join(tmpdir(), 'bench-admin-'));
  const prisma = createPrismaClient({ url: database.url });
  try {
    const storage = new LocalDiskStorage(uploads);
    await storage.init();
    const seeding = Date.now();
    await seedDemoApplications(prisma, storage, {
      applications: APPLICATIONS,
      progress: (done) => process.stdout.write(`\r  seeding ${done} / ${APPLICATIONS}`),
    });
    await prisma.$executeRawUnsafe('ANALYZE');
    console.log(`\n  seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

    const queue = createQueueService(prisma, () => new Date());
    const actor = (await prisma.user.findFirstOrThrow({ where: { role: 'staff' } })).id;
    const filters = { q: SEARCH, nationality: NATIONALITY };
    // The triage's filters (issue 34): a country over old free text, the language's order of names, and
    // the waiting and assignment views.
    const others = [
      { nationality: 'NG', sort: 'name' },
      { assigned: 'none', waitingDays: '3', sort: 'waiting' },
      { overdue: '1' },
      { q: '0803 555', sort: 'name' },
    ];
    let answer;
    for (let i = 0; i < 20; i += 1) answer = await queue.page(filters, 1, actor);
    const measure = async (query) => {
      const times = [];
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        await queue.page(query, 1, actor);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b);
    };
    const times = await measure(filters);
    const version = (await prisma.$queryRawUnsafe('SHOW server_version'))[0].server_version;
    console.log(
      `\n  Queue page (q=${JSON.stringify(SEARCH)}, nationality=${NATIONALITY}) over ${APPLICATIONS} applications, ` +
        `PostgreSQL ${version}, ${RUNS} runs: p50 ${percentile(times, 0.5).toFixed(1)} ms, ` +
        `p95 ${percentile(times, 0.95).toFixed(1)} ms (target p95 <= 50 ms); ${answer.total} matches, ` +
        `counts ${JSON.stringify(answer.counts)}`,
    );
    for (const query of others) {
      for (let i = 0; i < 20; i += 1) await queue.page(query, 1, actor);
      const measured = await measure(query);
      console.log(
        `  Queue page ${new URLSearchParams(query)}: p50 ${percentile(measured, 0.5).toFixed(1)} ms, ` +
          `p95 ${percentile(measured, 0.95).toFixed(1)} ms (${(await queue.page(query, 1, actor)).total} matches)`,
      );
    }

    const resolved = await queue.resolve(filters);
    const term = resolved.term;
    const where = queueWhere(filters, actor, { ...resolved, now: new Date() });
    const n = where.params.length;
    const explain = async (title, sql, params) => {
      // As the service runs it: a search term of 3+ characters turns sequential scans off (queue.service.ts).
      const plan = await queue.withSearchPlan(term, (db) =>
        db.$queryRawUnsafe(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, ...params),
      );
      console.log(`\n  EXPLAIN ANALYZE: ${title}\n${plan.map((row) => `    ${row['QUERY PLAN']}`).join('\n')}`);
    };
    await explain(
      'the page',
      `${QUEUE_ROW_SELECT} ${where.sql} ORDER BY ${queueOrder('newest')} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...where.params, 25, 0],
    );
    const counts = queueWhere(filters, actor, { ...resolved, withStatus: false, now: new Date() });
    await explain(
      'the counts per status',
      `SELECT a."status", count(*)::int AS n FROM "Application" a ${counts.sql} GROUP BY a."status"`,
      counts.params,
    );
  } finally {
    await prisma.$disconnect();
    await database.drop();
    await rm(uploads, { recursive: true, force: true });
  }
}

await main();
