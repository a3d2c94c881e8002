import { readFile, writeFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect } from './fixtures';

/*
 * Staff sign in with a password, then an authenticator app's code (docs/decisions/0134-staff-second-factor.md). The
 * journeys play the app: the key shown at enrolment is kept per account for the run, and each code is made for a
 * step not used yet (the API takes each 30-second step once, and at most one step ahead), waiting when both are spent.
 */

const STORE = `${process.env.E2E_OUTBOX_DIR}.second-factor.json`;
const STEP_MS = 30_000;
type Store = Record<string, { secret: string; lastStep: number }>;

const read = async (): Promise<Store> => JSON.parse(await readFile(STORE, 'utf8').catch(() => '{}')) as Store;
const keyOf = (email: string) => email.trim().toLowerCase();

/** The key an account enrolled with in this run, or undefined. */
export const secretOf = async (email: string) => (await read())[keyOf(email)]?.secret;

async function remember(email: string, secret: string) {
  const store = await read();
  store[keyOf(email)] = { secret, lastStep: -1 };
  await writeFile(STORE, JSON.stringify(store));
}

/** The app's code for the account's next unused step. */
export async function nextCode(email: string): Promise<string> {
  const store = await read();
  const entry = store[keyOf(email)];
  if (!entry) throw new Error(`${email} has not enrolled an authenticator app in this run`);
  let step = Math.floor(Date.now() / STEP_MS);
  while (entry.lastStep + 1 > step + 1) {
    await new Promise((r) => setTimeout(r, (step + 1) * STEP_MS - Date.now() + 250));
    step = Math.floor(Date.now() / STEP_MS);
  }
  const use = Math.max(step, entry.lastStep + 1);
  entry.lastStep = use;
  await writeFile(STORE, JSON.stringify(store));
  return generate({ secret: entry.secret, epoch: use * (STEP_MS / 1000) });
}

/**
 * After Login on /login, a staff member's second step in the browser: the first time, reads the key shown, enters
 * the app's first code and goes past the recovery codes; after, enters the app's code.
 */
export async function completeSecondFactor(page: Page, email: string) {
  const enrol = page.getByRole('heading', { name: 'Set up your authenticator app' });
  const verify = page.getByRole('heading', { name: 'Enter your code' });
  await expect(enrol.or(verify)).toBeVisible();
  if (await enrol.isVisible()) {
    const key = page.getByTestId('mfa-key');
    await expect(key).toHaveText(/^[A-Z2-7]{16,}$/);
    await remember(email, (await key.textContent())!.trim());
    await page.getByLabel('The 6-digit code your app shows').fill(await nextCode(email));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
    await page.getByRole('button', { name: 'I saved them: continue' }).click();
  } else {
    await page.getByLabel('The 6-digit code your app shows').fill(await nextCode(email));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
}

/** Password, then enrolment or the code, through the API: a staff member's full token. */
export async function staffToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/api/v1/user/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { token, mfa } = (await login.json()) as { token: string; mfa?: string };
  if (!mfa) return token;
  const headers = { authorization: `Bearer ${token}` };
  if (mfa === 'setup_required') {
    const setup = await request.post('/api/v1/user/mfa/setup', { headers });
    expect(setup.ok(), await setup.text()).toBe(true);
    await remember(email, ((await setup.json()) as { secret: string }).secret);
  }
  const path = mfa === 'setup_required' ? 'confirm' : 'verify';
  const done = await request.post(`/api/v1/user/mfa/${path}`, { headers, data: { code: await nextCode(email) } });
  expect(done.ok(), await done.text()).toBe(true);
  return ((await done.json()) as { token: string }).token;
}
