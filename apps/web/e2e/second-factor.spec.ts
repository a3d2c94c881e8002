import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'otplib';
import { outboxDir } from './apply.helpers';
import { axeViolations, expect, test, uniqueEmail } from './fixtures';
import { staffToken } from './second-factor';
import { E2E_ADMIN } from './site-server';

/*
 * Issue 31 in Chromium (docs/decisions/0134-staff-second-factor.md): a staff member invited by the admin signs in with
 * the password, is asked to set up an authenticator app, adds it from the key shown (the test plays the app: it
 * computes the code from that key), sees ten recovery codes once and reaches the back office; signing in again asks for
 * the app's code, and a recovery code works instead of it.
 */

const PASSWORD = 'Desk-2026-second';

async function invitationToken(email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outboxDir()).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
        for (const file of files.sort().reverse()) {
          const mail = (await readFile(join(outboxDir(), file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          if (mail.includes(email)) token = /\/set-password\?token=([^\s"<>&]+)/.exec(mail)?.[1] ?? token;
          if (token) break;
        }
        return token;
      },
      { message: `an invitation mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return decodeURIComponent(token!);
}

const codeFor = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

test('a staff member enrols an authenticator app, then signs in with its code or a recovery code', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('ngozi');
  const admin = await staffToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const invited = await request.post('/api/v1/admin/staff', {
    headers: { authorization: `Bearer ${admin}` },
    data: { email, firstname: 'Ngozi', lastname: 'Okafor', role: 'staff' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const set = await request.post('/api/v1/user/set-password', {
    data: { token: await invitationToken(email), password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(set.ok(), await set.text()).toBe(true);

  const signInWithPassword = async () => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/login\/second-factor$/);
  };

  // First sign-in: the enrolment screen, with the QR and the key in text.
  await signInWithPassword();
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your authenticator app' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
  const secret = (await page.getByTestId('mfa-key').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('The 6-digit code your app shows').fill('000000');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('This code is not right, or it was already used.', { exact: false })).toBeVisible();
  await page.getByLabel('The 6-digit code your app shows').fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();

  // The ten recovery codes, once.
  await expect(page.getByRole('heading', { level: 1, name: 'Your recovery codes' })).toBeVisible();
  const codes = await page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await page.getByRole('button', { name: 'I saved them: continue' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();

  // Next sign-in: the app's code (the next step's, as the enrolment used this one).
  await signInWithPassword();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('The 6-digit code your app shows').fill(await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // And with a recovery code instead.
  await signInWithPassword();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!.trim());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
