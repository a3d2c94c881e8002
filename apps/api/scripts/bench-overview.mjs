// Benchmark of the manager's overview (issue 33, docs/decisions/0140-overview-figures-from-the-events.md): on a
// throwaway database of DATABASE_URL's server (a real Postgres; the embedded one is refused), BENCH_APPLICATIONS
// (default 10,000) demo applications are added with their history (events, document requests, payments), then
// GET /api/v1/admin/overview is asked over HTTP BENCH_RUNS times (default 100, after 10 warm-up runs) for a few
// ranges and filters; prints p50/p95 of each and exits 1 when a p95 is over 300 ms. Not a test; run it by hand:
//
//   pnpm bench:overview        (repo root)
/* eslint-disable boundaries/dependencies */
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const TARGET_MS = 300;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const day = (date) => date.toISOString().slice(0, 10);

async function main() {
  const { loadConfig } = await import('../src/config.ts');
  if (!loadConfig().DATABASE_URL) {
    console.error(
      'bench:overview measures a real Postgres: set DATABASE_URL (the embedded one is not what production runs).',
    );
    process.exit(2);
  }
  const { createTestApp } = await import('../src/test/test-app.ts');
  const { createStaff } = await import('../src/test/back-office.ts');
  const { seedDemoApplications } = await import('../src/cli/demo-data.ts');
  const { seedDemoHistory } = await import('../src/cli/demo-history.ts');

  const t = await createTestApp({ config: { LOG_LEVEL: 'warn' } });
  let failed = false;
  try {
    const seeding = Date.now();
    await seedDemoApplications(t.app.prisma, null, {
      applications: APPLICATIONS,
      files: false,
      progress: (done) => process.stdout.write(`\r  seeding ${done} / ${APPLICATIONS}`),
    });
    const events = await seedDemoHistory(t.app.prisma);
    await t.app.prisma.$executeRawUnsafe('ANALYZE');
    console.log(
      `\n  seeded ${APPLICATIONS} applications and ${events} events in ${((Date.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const admin = await createStaff(t.app, 'admin');
    const member = await t.app.prisma.user.findFirstOrThrow({
      where: { role: 'staff', email: { startsWith: 'demo.' } },
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const today = new Date();
    const yearAgo = day(new Date(today.getTime() - 364 * 86_400_000));
    const queries = [
      '',
      `from=${yearAgo}&to=${day(today)}`,
      `from=${yearAgo}&to=${day(today)}&nationality=NG`,
      `staff=${member.id}`,
    ];
    const version = (await t.app.prisma.$queryRawUnsafe('SHOW server_version'))[0].server_version;
    console.log(`  PostgreSQL ${version}, ${RUNS} runs each after 10 warm-up runs, target p95 <= ${TARGET_MS} ms`);
    for (const query of queries) {
      const url = `${address}/api/v1/admin/overview?${query}`;
      const ask = async () => {
        const res = await fetch(url, { headers: { Authorization: admin.authorization } });
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
        return res.json();
      };
      for (let i = 0; i < 10; i += 1) await ask();
      const times = [];
      let answer;
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        answer = await ask();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 0.95);
      if (p95 > TARGET_MS) failed = true;
      const reached = answer.data.funnel.map((row) => `${row.status} ${row.count}`).join(', ');
      console.log(
        `  GET /admin/overview?${query || '(last 90 days)'}: p50 ${percentile(times, 0.5).toFixed(1)} ms, ` +
          `p95 ${p95.toFixed(1)} ms${p95 > TARGET_MS ? '  OVER TARGET' : ''}\n    funnel: ${reached}`,
      );
    }
  } finally {
    await t.close();
  }
  process.exit(failed ? 1 : 0);
}

await main();
