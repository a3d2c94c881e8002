import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, readCode, uniqueEmail } from './fixtures';
import { completeSecondFactor } from './second-factor';

/*
 * Helpers of the application and contact journeys (added beside the accounts engineer's fixtures.ts,
 * which they only use): a verified, signed-in student made through the real API, and the server's
 * upload and outbox folders.
 */

export interface Student {
  email: string;
  token: string;
  firstname: string;
}

/**
 * Signs out whoever is signed in (the session lives in localStorage and cookies), then in on /login; staff go through
 * the second factor (./second-factor.ts).
 */
export async function signIn(page: Page, email: string, password: string, lands: RegExp) {
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${lands.source}|/login/second-factor$`));
  if (new URL(page.url()).pathname === '/login/second-factor') await completeSecondFactor(page, email);
  await expect(page).toHaveURL(lands);
}

/**
 * Registers an account through the API, verifies it with the code from the outbox (the `request`
 * context keeps the pending-step cookie between the two calls) and signs the browser in by storing the
 * token and user where the app keeps them (docs/product.md#browser-storage).
 */
export async function signInNewStudent(page: Page, request: APIRequestContext, who = 'amaka'): Promise<Student> {
  const email = uniqueEmail(who);
  const firstname = who[0]!.toUpperCase() + who.slice(1);
  const registered = await request.post('/api/v1/user/register', {
    data: {
      firstname,
      lastname: 'Eze',
      email,
      password: 'Lagos-2026-pass',
      phoneNumber: '8031234567',
      countryInfo: { name: 'Nigeria', dialCode: '234', countryCode: 'ng' },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const verified = await request.post('/api/v1/user/verify-email', { form: { otp: await readCode(email, 'verify') } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { token, user } = (await verified.json()) as { token: string; user: unknown };
  await page.goto('/');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('ACCESS_TOKEN', t);
      localStorage.setItem('AUTH_USER', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return { email, token, firstname };
}

/** global-setup gives the workers the outbox folder; the uploads live beside it (site-server.ts). */
export const outboxDir = () => process.env.E2E_OUTBOX_DIR!;
export const uploadDir = () => join(dirname(outboxDir()), 'uploads');

/** Every stored upload (UPLOAD_DIR/files/<k0k1>/<key>); files still being received sit in tmp/. */
export async function storedUploads(): Promise<string[]> {
  const root = join(uploadDir(), 'files');
  const buckets = await readdir(root).catch(() => [] as string[]);
  const nested = await Promise.all(
    buckets.map(async (b) => (await readdir(join(root, b))).map((f) => join(root, b, f))),
  );
  return nested.flat();
}

/** Picks a native <input type=date> value the way the app stores it. */
export const isoDate = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

/** A one-pixel PNG: every required list takes images, and the API judges a file by its first bytes. */
export const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
});

/** POST /api/v1/user/apply as a client of the API does: the text fields and the three required files; the new id. */
export async function submitByApi(request: APIRequestContext, token: string, fields: Record<string, string>) {
  const res = await request.post('/api/v1/user/apply', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      ...fields,
      'passportphoto[0]': png('photo.png'),
      'applicantSignature[0]': png('signature.png'),
      'sponsorSignature[0]': png('sponsor.png'),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { application: { id: string } }).application.id;
}
