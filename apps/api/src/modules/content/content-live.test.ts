import request from 'supertest';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programmesPageResponseSchema } from '@studychina/contracts';
import { createTestDatabase, seedIfEmpty, type TestDatabase } from '@studychina/db';
import { buildApp } from '../../app.js';
import { loadConfig, prismaPaths, testConfig } from '../../config.js';
import { ADMIN_API, createStaff } from '../../test/back-office.js';
import { FIXTURE_NOW, loadCatalogueFixture } from '../../test/catalogue-fixture.js';
import { startOwnPostgres, type OwnPostgres } from '../../test/own-postgres.js';

// Two instances on one database (issue 29): a publish on one shows on the other's public API within 2 seconds,
// although each keeps its answers for 60 seconds otherwise. Several instances run on a Postgres server (the
// embedded one serves a single instance), so without DATABASE_URL this starts a cluster of its own.
let pg: OwnPostgres | undefined;
let database: TestDatabase;
let one: FastifyInstance;
let other: FastifyInstance;

beforeAll(async () => {
  let adminUrl = loadConfig().DATABASE_URL;
  if (!adminUrl) {
    pg = await startOwnPostgres();
    adminUrl = pg.adminUrl;
  }
  database = await createTestDatabase({ adminUrl, ...prismaPaths });
  const config = testConfig({ DATABASE_URL: database.url, CATALOG_CACHE_TTL_MS: '60000' });
  one = await buildApp(config, { now: () => FIXTURE_NOW });
  other = await buildApp(config, { now: () => FIXTURE_NOW });
  await Promise.all([one.ready(), other.ready()]);
  await seedIfEmpty(one.prisma, prismaPaths.seedDir);
  await loadCatalogueFixture(one.prisma);
}, 60_000);
afterAll(async () => {
  await Promise.all([one?.close(), other?.close()]);
  await database?.drop();
  pg?.drop();
});

const search = async (app: FastifyInstance) =>
  programmesPageResponseSchema
    .parse((await request(app.server).get('/api/v1/user/programmes?q=clinical%20medicine').expect(200)).body)
    .data.find((p) => p.slug === 'pku-medicine')?.tuition.amount;
const heroTitles = async (app: FastifyInstance) =>
  ((await request(app.server).get('/api/v1/user/heroes').expect(200)).body.heroes as { title: string }[]).map(
    (hero) => hero.title,
  );

/** Asks `read` every 50 ms until it answers `expected`; answers how long that took. */
async function timeUntil(read: () => Promise<unknown>, expected: unknown, limitMs = 5_000): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    if ((await read()) === expected) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Infinity;
}

describe('a publish on one instance', () => {
  it("shows in the other instance's cached search within 2 seconds", async () => {
    // The other instance has the answer in its cache, and would keep it a minute.
    expect(await search(other)).toBe(4_500_000);
    const editor = await createStaff(one, 'admin', 'Eddie');
    const PROGRAMMES = `${ADMIN_API}/content/programmes`;
    const list = await request(one.server)
      .get(`${PROGRAMMES}?q=pku-medicine`)
      .set('authorization', editor.authorization)
      .expect(200);
    const id = list.body.data[0].id as string;
    const item = (await request(one.server).get(`${PROGRAMMES}/${id}`).set('authorization', editor.authorization)).body
      .data;
    await request(one.server)
      .put(`${PROGRAMMES}/${id}`)
      .set('authorization', editor.authorization)
      .send({ ...item, tuitionPerYear: { amount: 5_100_000, currency: 'CNY' } })
      .expect(200);
    expect(await search(other)).toBe(4_500_000);

    await request(one.server)
      .post(`${PROGRAMMES}/${id}/publish`)
      .set('authorization', editor.authorization)
      .expect(200);
    expect(await timeUntil(() => search(other), 5_100_000)).toBeLessThan(2_000);
  });

  it("empties the other instance's cached heroes too (the catalogue cache hears every kind it serves)", async () => {
    const before = await heroTitles(other);
    await one.prisma.hero.updateMany({ data: { title: 'Changed behind the cache' } });
    // Without a notification the other instance keeps its heroes.
    expect(await heroTitles(other)).toEqual(before);
    await one.prisma.$executeRaw`SELECT pg_notify('content_changed', 'heroes')`;
    expect(await timeUntil(async () => (await heroTitles(other))[0], 'Changed behind the cache')).toBeLessThan(2_000);
  });
});
