import type { APIRequestContext } from '@playwright/test';
import { enterCode, expect, readCode, screenshotBoth, test, uniqueEmail } from './fixtures';

/*
 * docs/product.md#password-reset-flow: forgot-password -> code from the outbox -> verify-otp -> reset-password
 * -> log in with the new password. The account is made through the API (not the subject here).
 */

const OLD_PASSWORD = 'Lagos-2026-old';
const NEW_PASSWORD = 'Abuja-2026-new';

async function createVerifiedAccount(request: APIRequestContext, email: string) {
  const registered = await request.post('/api/v1/user/register', {
    data: {
      firstname: 'Chidi',
      lastname: 'Eze',
      email,
      password: OLD_PASSWORD,
      phoneNumber: '2348031234567',
      countryInfo: { name: 'Nigeria', dialCode: '234', countryCode: 'ng' },
    },
  });
  expect(registered.status()).toBe(201);
  // The pending-step cookie from /register rides along in this request context.
  const verified = await request.post('/api/v1/user/verify-email', {
    multipart: { otp: await readCode(email, 'verify') },
  });
  expect(verified.ok()).toBe(true);
}

test('forgot password, verify the mailed code, set a new password, log in with it', async ({ page, request }) => {
  const email = uniqueEmail('chidi');
  await createVerifiedAccount(request, email);

  await page.goto('/forgot-password');
  await expect(page.getByText("Check your spam folder if you don't see the email.").first()).toBeVisible();
  await screenshotBoth(page, 'forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset OTP' }).click();
  await expect(page.getByText(/If an account exists for this email/)).toBeVisible();
  // docs/product.md#password-reset-flow: /verify-otp after 4 seconds.
  await expect(page).toHaveURL(/\/verify-otp$/, { timeout: 8_000 });
  await screenshotBoth(page, 'verify-otp');

  await enterCode(page, await readCode(email, 'reset'), 'paste');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Code verified. You can now set a new password.')).toBeVisible();
  // docs/product.md#password-reset-flow: /reset-password after 3 seconds.
  await expect(page).toHaveURL(/\/reset-password$/, { timeout: 7_000 });
  await screenshotBoth(page, 'reset-password');

  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. You can now log in.')).toBeVisible();
  // docs/product.md#password-reset-flow: /login after 3 seconds.
  await expect(page).toHaveURL(/\/login$/, { timeout: 7_000 });

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(OLD_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Chidi' })).toBeVisible();
});
