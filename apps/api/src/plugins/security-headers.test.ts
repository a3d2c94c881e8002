import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSecrets } from '../config.js';
import { useTestApp } from '../test/test-app.js';

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  await writeFile(join(dist, 'assets/index-abc123.js'), 'console.log(1)');
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

type Headers = Record<string, string | undefined>;

function cspDirectives(headers: Headers): Record<string, string> {
  return Object.fromEntries(
    (headers['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

/** Pages, static files and the API docs. */
function expectSecurityHeaders(headers: Headers) {
  const directives = cspDirectives(headers);
  expect(directives['default-src']).toBe("'self'");
  expect(directives['script-src']).toBe("'self'");
  expect(directives['script-src-attr']).toBe("'none'");
  expect(directives['img-src']).toBe("'self' data: blob:");
  expect(directives['connect-src']).toBe("'self'");
  expect(directives['object-src']).toBe("'none'");
  // The back office's PDF viewer frames an object URL of the fetched bytes; nothing else may be framed.
  expect(directives['frame-src']).toBe("'self' blob:");
  expect(directives['frame-ancestors']).toBe("'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

/** API answers: a policy that allows nothing, and none of the headers that only a rendered page reads. */
function expectApiSecurityHeaders(headers: Headers) {
  expect(cspDirectives(headers)).toEqual({ 'default-src': "'none'", 'frame-ancestors': "'none'" });
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['referrer-policy']).toBe('no-referrer');
  for (const pageOnly of [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ]) {
    expect(headers[pageOnly], pageOnly).toBeUndefined();
  }
}

describe('security headers (outside production)', () => {
  const t = useTestApp(() => ({ config: { WEB_URL: 'http://localhost:3000', WEB_DIST_DIR: dist } }));
  const api = () => request(t.app.server);

  it('are on the SPA shell, which also preloads the home page data by a Link header', async () => {
    const res = await api().get('/').expect(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['link']).toBe(
      '</api/v1/user/heroes>; rel=preload; as=fetch; crossorigin=use-credentials, ' +
        '</api/v1/user/majors>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    expect((await api().get('/majors').expect(200)).headers['link']).toBeUndefined();
  });

  it('are on a hashed asset and a page that does not exist', async () => {
    expectSecurityHeaders((await api().get('/assets/index-abc123.js').expect(200)).headers);
    expectSecurityHeaders((await api().get('/no-such-page').expect(404)).headers);
  });

  it('are the API set on an API answer, a 404, a validation error, a refusal and a health probe', async () => {
    expectApiSecurityHeaders((await api().get('/api/v1/user/heroes').expect(200)).headers);
    const missing = await api().get('/api/v1/user/no-such-route').expect(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    expectApiSecurityHeaders(missing.headers);
    const invalid = await api().post('/api/v1/user/login').send({ email: 'not-an-address', password: 'x' }).expect(422);
    expectApiSecurityHeaders(invalid.headers);
    expectApiSecurityHeaders((await api().get('/api/v1/user/me').expect(401)).headers);
    expectApiSecurityHeaders((await api().get('/api/v1/admin/applications').expect(401)).headers);
    expectApiSecurityHeaders((await api().get('/healthz').expect(200)).headers);
  });

  it('send no HSTS and no upgrade-insecure-requests on plain http', async () => {
    const res = await api().get('/').expect(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('keep the API docs working: their page and scripts load from our origin', async () => {
    const page = await api().get('/api/docs/').expect(200);
    expectSecurityHeaders(page.headers);
    const scripts = [...page.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    // No inline script: every <script> tag loads a file.
    expect([...page.text.matchAll(/<script\b[^>]*>/g)].every(([tag]) => /\ssrc="/.test(tag))).toBe(true);
    for (const src of scripts) await api().get(new URL(src, 'http://x/api/docs/').pathname).expect(200);
  });
});

describe('security headers in production', () => {
  const t = useTestApp(() => ({
    config: { NODE_ENV: 'production', WEB_URL: 'https://studychina.example', WEB_DIST_DIR: dist, ...generateSecrets() },
  }));

  it('add HSTS for a year and upgrade insecure requests', async () => {
    const res = await request(t.app.server).get('/').expect(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('add HSTS to API answers too', async () => {
    const res = await request(t.app.server).get('/api/v1/user/heroes').expect(200);
    expectApiSecurityHeaders(res.headers);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
