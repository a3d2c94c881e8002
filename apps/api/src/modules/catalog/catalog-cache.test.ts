import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { allMajorsResponseSchema, heroesResponseSchema, majorsPageResponseSchema } from '@studychina/contracts';
import { buildApp } from '../../app.js';
import { prismaPaths, testConfig } from '../../config.js';
import { TestClock } from '../../test/accounts-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// This instance keeps its catalogue a minute: what it shows at once comes from invalidation, not expiry.
const LONG_TTL_MS = 60_000;
const TTL_MS = 5_000;
/** The other instance's clock, stopped: only the test moves it (past the TTL), however slow the machine. */
const otherClock = new TestClock();
otherClock.freeze();
let t: TestApp;
let other: FastifyInstance;
const MAJORS = '/api/v1/user/majors';

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { CATALOG_CACHE_TTL_MS: String(LONG_TTL_MS) } });
  // A second instance on the same database, as behind a load balancer.
  other = await buildApp(testConfig({ DATABASE_URL: t.database.url, CATALOG_CACHE_TTL_MS: String(TTL_MS) }), {
    now: otherClock.now,
  });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const firstName = async (app: FastifyInstance) =>
  majorsPageResponseSchema.parse((await request(app.server).get(`${MAJORS}?page=1`).expect(200)).body).data[0]!;

describe('catalogue answers from memory', () => {
  it.each(['/api/v1/user/heroes', MAJORS, `${MAJORS}?page=1`, `${MAJORS}?page=2`])(
    '%s carries an ETag and the cache policy, and answers 304 to If-None-Match',
    async (path) => {
      const res = await request(t.app.server).get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
      const etag = res.headers.etag!;
      expect(etag).toMatch(/^W\/".+"$/);

      const again = await request(t.app.server).get(path).set('if-none-match', etag).expect(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(etag);
      await request(t.app.server)
        .get(path)
        .set('if-none-match', `"other", ${etag.slice(2)}`)
        .expect(304);
      await request(t.app.server).get(path).set('if-none-match', 'W/"stale"').expect(200);
    },
  );

  it('serves the same bodies in brotli, gzip and plain', async () => {
    const plain = await request(t.app.server).get(MAJORS).set('accept-encoding', 'identity').expect(200);
    const br = await request(t.app.server).get(MAJORS).set('accept-encoding', 'gzip;q=0.5, br').expect(200);
    const gzip = await request(t.app.server).get(MAJORS).set('accept-encoding', 'br;q=0, gzip').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // Both: the bodies differ by encoding, and the CORS headers by origin.
    for (const res of [plain, br, gzip]) expect(res.headers.vary).toBe('Origin, Accept-Encoding');
    expect(allMajorsResponseSchema.parse(br.body)).toEqual(plain.body);
    expect(gzip.body).toEqual(plain.body);
    expect(
      heroesResponseSchema.parse((await request(t.app.server).get('/api/v1/user/heroes')).body).heroes.length,
    ).toBeGreaterThan(0);
  });

  it('shows a change through the service on the next request, with a new ETag', async () => {
    const before = await request(t.app.server).get(`${MAJORS}?page=1`).expect(200);
    const major = before.body.data[0];
    await t.app.catalog.updateMajor(major.id, { name: `${major.name} (changed)` });
    const after = await request(t.app.server)
      .get(`${MAJORS}?page=1`)
      .set('if-none-match', before.headers.etag!)
      .expect(200);
    expect(after.body.data[0].name).toBe(`${major.name} (changed)`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await t.app.catalog.updateMajor(major.id, { name: major.name });
  });

  it('shows what the seed loader put in on the next request', async () => {
    const before = allMajorsResponseSchema.parse((await request(t.app.server).get(MAJORS).expect(200)).body).data;
    await t.app.prisma.major.deleteMany();
    // Written behind the app's back: still the copy in memory.
    expect((await request(t.app.server).get(MAJORS).expect(200)).body.data).toHaveLength(before.length);
    await t.app.catalog.seed(prismaPaths.seedDir);
    const after = allMajorsResponseSchema.parse((await request(t.app.server).get(MAJORS).expect(200)).body).data;
    expect(after.map((m) => m.name)).toEqual(before.map((m) => m.name));
    expect(after[0]!.id).not.toBe(before[0]!.id);
  });

  it('lets another instance see a change within the TTL', async () => {
    const major = await firstName(other);
    const changed = `${major.name} (elsewhere)`;
    await t.app.catalog.updateMajor(major.id, { name: changed });
    expect((await firstName(t.app)).name).toBe(changed);
    // The other instance still answers from its copy until its TTL has passed, then reads the change.
    otherClock.advance(TTL_MS - 1_000);
    expect((await firstName(other)).name).toBe(major.name);
    otherClock.advance(1_000);
    expect((await firstName(other)).name).toBe(changed);
  });
});
