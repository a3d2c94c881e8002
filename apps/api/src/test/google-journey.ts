import type { FastifyInstance } from 'fastify';
import request, { type Response } from 'supertest';
import { expect } from 'vitest';
import { USER_API, uniqueEmail, type TestClock } from './accounts-kit.js';
import { TestGoogleServer, type GoogleIdentity } from './oauth2-server.js';
import { useTestApp } from './test-app.js';

/** Where the Google sign-in tests' app sends the browser back to (its WEB_URL). */
export const WEB_URL = 'http://web.test';

let counter = 0;

/** Makes the stand-in vouch for a new person (each test its own Google account). */
export function newGoogleIdentity(google: TestGoogleServer, overrides: Partial<GoogleIdentity> = {}): GoogleIdentity {
  counter += 1;
  google.identity = {
    sub: `google-${Date.now()}-${counter}`,
    email: uniqueEmail('g'),
    email_verified: true,
    given_name: 'Chidi',
    family_name: 'Eze',
    ...overrides,
  };
  return google.identity;
}

/**
 * The browser's trip: /auth-google → the consent URL on the stand-in → its redirect back to our
 * callback (same agent, so the flow cookie goes along) → our redirect to WEB_URL/google-success.
 * `tamper` may change the callback URL first; `languages` are the Accept-Language of the web's call to
 * /auth-google (the site's language) and of the browser's callback. Returns the `data` parameter (null when absent).
 */
export async function signInWithGoogle(
  app: FastifyInstance,
  webUrl: string,
  tamper?: (callback: URL) => void,
  languages: { start?: string; callback?: string } = {},
): Promise<{ res: Response; callback: URL; data: string | null }> {
  const a = request.agent(app.server);
  const start = a.get(`${USER_API}/auth-google`);
  if (languages.start) start.set('accept-language', languages.start);
  const { body } = await start.expect(200);
  const consent = await fetch(body.url, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get('location')!);
  expect(callback.pathname).toBe(`${USER_API}/auth-google/callback`);
  tamper?.(callback);
  const back = a.get(`${callback.pathname}${callback.search}`);
  if (languages.callback) back.set('accept-language', languages.callback);
  const res = await back.expect(302);
  const landing = new URL(res.headers.location!);
  expect(`${landing.origin}${landing.pathname}`).toBe(`${webUrl}/google-success`);
  return { res, callback, data: landing.searchParams.get('data') };
}

/**
 * The app of a Google sign-in test file, with beforeAll/afterAll registered: the stand-in Google server
 * started first and stopped last, WEB_URL, cheap bcrypt and, when given, a clock the tests move.
 * Returns the pieces the tests use: a new identity, the whole sign-in trip and /decrypt-user.
 */
export function useGoogleApp({ clock }: { clock?: TestClock } = {}) {
  const google = new TestGoogleServer();
  const t = useTestApp(
    async () => {
      await google.start();
      return { config: { ...google.config, WEB_URL, BCRYPT_ROUNDS: '10' }, now: clock?.now };
    },
    () => google.stop(),
  );
  return {
    google,
    t,
    identity: (overrides: Partial<GoogleIdentity> = {}) => newGoogleIdentity(google, overrides),
    signIn: (tamper?: (callback: URL) => void, languages?: { start?: string; callback?: string }) =>
      signInWithGoogle(t.app, WEB_URL, tamper, languages),
    decrypt: (encrypted: string) => request(t.app.server).post(`${USER_API}/decrypt-user`).send({ encrypted }),
  };
}
