import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let dist: string;
const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'media/majors'), { recursive: true });
  await writeFile(join(dist, 'index.html'), SHELL);
  await writeFile(join(dist, 'assets/index-abc123.js'), 'console.log(1)');
  await writeFile(join(dist, 'media/majors/medicine.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ config: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/', '/majors', '/apply', '/login/', '/dashboard'])(
    'answers %s with the SPA shell, never cached',
    async (path) => {
      const res = await request(t.app.server).get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toBe(SHELL);
    },
  );

  it.each(['/nope-page', '/some/unknown/page', '/login/extra'])(
    'answers an unknown page %s with status 404 and the same shell (its 404 page shows)',
    async (path) => {
      const res = await request(t.app.server).get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toBe(SHELL);
      await request(t.app.server).head(path).expect(404);
    },
  );

  it('serves hashed bundles as immutable for a year', async () => {
    const res = await request(t.app.server).get('/assets/index-abc123.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves our images with a long-lived cache header', async () => {
    const res = await request(t.app.server).get('/media/majors/medicine.svg').expect(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=2592000/);
  });

  it('does not answer unknown API paths with the SPA', async () => {
    const res = await request(t.app.server).get('/api/v1/user/missing').expect(404);
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found' });
    await request(t.app.server).post('/majors').expect(404);
  });
});
