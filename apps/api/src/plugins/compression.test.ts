import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let dist: string;
const api = () => request(t.app.server);
// Pages and bundles are built with their .br/.gz twins (apps/web/vite.config.ts).
const SHELL = `<!doctype html><html><body><div id="root">${'<p>Study in China</p>'.repeat(80)}</div></body></html>`;
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(3000))});`;
const BUNDLE_BR = brotliCompressSync(BUNDLE);

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), SHELL);
  await writeFile(join(dist, 'index.html.br'), brotliCompressSync(SHELL));
  await writeFile(join(dist, 'assets/index-abc.js'), BUNDLE);
  await writeFile(join(dist, 'assets/index-abc.js.br'), BUNDLE_BR);
  await writeFile(join(dist, 'assets/index-abc.js.gz'), gzipSync(BUNDLE));
  t = await createTestApp({ seed: true, config: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('compression of answers', () => {
  it('answers JSON above 1 KiB in brotli when the client takes it, gzip otherwise, keeping the security headers', async () => {
    const br = await api().get('/api/v1/user/majors?page=1').set('accept-encoding', 'gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.body.data).toHaveLength(9);

    const gzip = await api().get('/api/v1/user/majors?page=1').set('accept-encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.data).toHaveLength(9);

    const plain = await api().get('/api/v1/user/majors?page=1').set('accept-encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('leaves answers under 1 KiB as they are', async () => {
    const res = await api().get('/healthz').set('accept-encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('serves the HTML of a page in brotli and keeps the preload Link of the home page', async () => {
    const res = await api().get('/').set('accept-encoding', 'br').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.link).toMatch(/rel=preload/);
    expect(res.text).toContain('Study in China');
  });

  it('sends the pre-compressed static file as built, not compressed again', async () => {
    const res = await api().get('/assets/index-abc.js').set('accept-encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(BUNDLE_BR.length);
    expect(res.text).toBe(BUNDLE);
  });

  it('never inflates a compressed request body (uploads are read as sent)', async () => {
    const res = await api()
      .post('/api/v1/user/login')
      .set('content-type', 'application/json')
      .set('content-encoding', 'gzip')
      .send(gzipSync(JSON.stringify({ email: 'a@example.com', password: 'secret-password' })));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.status).not.toBe(401);
  });
});
