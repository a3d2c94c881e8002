import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';

// forgot-password sets the pending-step cookie for any address (known or not), so it shows the flags.
const forgot = (app: ReturnType<typeof useTestApp>['app']) =>
  request(app.server).post('/api/v1/user/forgot-password').send({ email: 'nobody.here@example.com' }).expect(200);

const stepCookie = (setCookie: string | string[] | undefined): string => {
  const cookie = [setCookie ?? []].flat().find((c) => c.startsWith('sc_pending_step='));
  if (!cookie) throw new Error(`no pending-step cookie in ${JSON.stringify(setCookie)}`);
  return cookie;
};

describe('private cookies of a site served over https', () => {
  // Behind a TLS proxy with TRUST_PROXY off, the API itself sees plain http.
  const t = useTestApp(() => ({ config: { WEB_URL: 'https://studychina.example', TRUST_PROXY: 'false' } }));

  it('carry Secure even though the request reached the API over http', async () => {
    const res = await forgot(t.app);
    const cookie = stepCookie(res.headers['set-cookie']);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });
});

describe('private cookies of a site served over plain http (local start)', () => {
  const t = useTestApp(() => ({ config: { WEB_URL: 'http://localhost:3000' } }));

  it('are not Secure, or the browser would drop them on http://localhost', async () => {
    const res = await forgot(t.app);
    expect(stepCookie(res.headers['set-cookie'])).not.toMatch(/Secure/i);
  });
});
