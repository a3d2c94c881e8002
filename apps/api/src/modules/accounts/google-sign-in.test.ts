import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { authResponseSchema } from '@studychina/contracts';
import { createTestApp } from '../../test/test-app.js';
import { USER_API, setCookie, uniqueEmail } from '../../test/accounts-kit.js';
import { WEB_URL, useGoogleApp } from '../../test/google-journey.js';

const { google, t, identity, signIn, decrypt } = useGoogleApp();

describe('Google sign-in (stand-in OAuth2 server)', () => {
  it('builds the consent URL with state, PKCE S256 and a nonce, keeping them in a signed httpOnly cookie', async () => {
    const res = await request(t.app.server).get(`${USER_API}/auth-google`).expect(200);
    const url = new URL(res.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.baseUrl}/authorize`);
    expect(url.searchParams.get('client_id')).toBe(google.clientId);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    for (const name of ['state', 'code_challenge', 'nonce']) expect(url.searchParams.get(name)).toBeTruthy();
    const cookie = setCookie(res, 'sc_google_flow')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(decodeURIComponent(cookie)).not.toContain(url.searchParams.get('code_challenge'));
  });

  it('goes all the way: callback → /google-success?data= → /decrypt-user gives token and user', async () => {
    const who = identity();
    const { res, data } = await signIn();
    expect(data).toBeTruthy();
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    const body = authResponseSchema.strict().parse((await decrypt(data!).expect(200)).body);
    expect(body.user).toMatchObject({
      email: who.email,
      firstname: 'Chidi',
      lastname: 'Eze',
      emailVerified: true,
      phoneNumber: null,
    });
    await request(t.app.server).get(`${USER_API}/me`).auth(body.token, { type: 'bearer' }).expect(200);
    // Signing in again finds the same account by Google subject.
    const again = await decrypt((await signIn()).data!).expect(200);
    expect(again.body.user.id).toBe(body.user.id);
  });

  it("creates the account in the site's language the flow started in; an existing account keeps its own", async () => {
    // The web calls /auth-google in the site's language (French), while the browser's own list says English.
    const who = identity();
    const first = await signIn(undefined, { start: 'fr', callback: 'en-GB,en;q=0.9' });
    const body = authResponseSchema.strict().parse((await decrypt(first.data!).expect(200)).body);
    expect(body.user).toMatchObject({ email: who.email, locale: 'fr' });
    expect(await t.app.prisma.user.findUniqueOrThrow({ where: { id: body.user.id } })).toMatchObject({ locale: 'fr' });
    // Signing in again from an English site does not change the saved language.
    const again = await decrypt((await signIn(undefined, { start: 'en' })).data!).expect(200);
    expect(again.body.user).toMatchObject({ id: body.user.id, locale: 'fr' });

    // Nothing named by the site: the browser's language at the callback decides; nothing at all: English.
    identity();
    const byBrowser = await decrypt((await signIn(undefined, { callback: 'fr-SN,fr;q=0.8' })).data!).expect(200);
    expect(byBrowser.body.user.locale).toBe('fr');
    identity();
    expect((await decrypt((await signIn()).data!).expect(200)).body.user.locale).toBe('en');
  });

  it('links an existing account by e-mail when Google vouches for it; an unproven password is dropped', async () => {
    const email = uniqueEmail('link');
    const existing = await t.app.prisma.user.create({
      data: { firstname: 'A', lastname: 'B', email, passwordHash: '$2b$10$squatter', tokenVersion: 3 },
    });
    identity({ email: email.toUpperCase() });
    const body = (await decrypt((await signIn()).data!).expect(200)).body;
    expect(body.user).toMatchObject({ id: existing.id, emailVerified: true });
    const linked = await t.app.prisma.user.findUniqueOrThrow({ where: { id: existing.id } });
    expect(linked).toMatchObject({ googleId: google.identity.sub, passwordHash: null, tokenVersion: 4 });
  });

  it('does not link or create when Google does not vouch for the e-mail', async () => {
    const email = uniqueEmail('unverified');
    await t.app.prisma.user.create({ data: { firstname: 'A', lastname: 'B', email, emailVerifiedAt: new Date() } });
    identity({ email, email_verified: false });
    expect((await signIn()).data).toBeNull();
    identity({ email_verified: false });
    expect((await signIn()).data).toBeNull();
    expect(await t.app.prisma.user.count({ where: { googleId: google.identity.sub } })).toBe(0);
  });

  it('redirects without data when the state does not match or the code is bad', async () => {
    identity();
    expect((await signIn((cb) => cb.searchParams.set('state', 'forged'))).data).toBeNull();
    expect((await signIn((cb) => cb.searchParams.set('code', 'not-a-code'))).data).toBeNull();
    expect((await signIn((cb) => cb.searchParams.set('error', 'access_denied'))).data).toBeNull();
    // No flow cookie at all (a callback opened in another browser).
    const res = await request(t.app.server).get(`${USER_API}/auth-google/callback?code=x&state=y`).expect(302);
    expect(res.headers.location).toBe(`${WEB_URL}/google-success`);
  });
});

describe('Google not configured', () => {
  it('answers /auth-google with 503 and the product text', async () => {
    const bare = await createTestApp();
    try {
      const res = await request(bare.app.server).get(`${USER_API}/auth-google`).expect(503);
      expect(res.body).toEqual({
        success: false,
        code: 'GOOGLE_NOT_CONFIGURED',
        message: 'Google sign-in is not configured',
      });
      const cb = await request(bare.app.server).get(`${USER_API}/auth-google/callback?code=x&state=y`).expect(302);
      expect(cb.headers.location).toMatch(/\/google-success$/);
    } finally {
      await bare.close();
    }
  });
});
