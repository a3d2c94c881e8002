import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInNewStudent } from './apply.helpers';

/*
 * The site under its real Content-Security-Policy (docs/product.md#security): every public page, the
 * account pages, the dashboard and the application form load and work with no violation and no page
 * error (the fixtures check both after each journey), and the policy does block what it must.
 */

const PUBLIC_PAGES = [
  '/',
  '/home',
  '/about',
  '/admission',
  '/business',
  '/goods',
  '/translation',
  '/majors',
  '/contact',
  '/no/such/page',
];
const ACCOUNT_PAGES = ['/login', '/register', '/forgot-password', '/reset-password', '/verify-code', '/verify-otp'];

/** Opens a page and waits until it has rendered its content and made its API calls. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], `CSP header of ${path}`).toContain("script-src 'self'");
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect(page.locator('main .spinner, main .skeleton')).toHaveCount(0);
}

test('the policy is on and blocks an injected inline script (the check below can fail)', async ({
  page,
  cspViolations,
}) => {
  await visit(page, '/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineScriptRan = true';
    document.head.append(script);
  });
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations[0]).toContain('script-src');
  expect(await page.evaluate(() => (window as { __inlineScriptRan?: boolean }).__inlineScriptRan)).toBeUndefined();
  cspViolations.length = 0;
});

test('every public and account page loads with no CSP violation', async ({ page }) => {
  for (const path of [...PUBLIC_PAGES, ...ACCOUNT_PAGES]) await visit(page, path);

  // A toast (react-hot-toast writes its styles into a <style> element at run time).
  await visit(page, '/login');
  await page.getByLabel('Email').fill('nobody.csp@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
});

test('the dashboard, the application form and the contact form of a signed-in student', async ({ page, request }) => {
  await signInNewStudent(page, request, 'cspcheck');
  await visit(page, '/dashboard');
  await visit(page, '/apply');
  await expect(page.getByRole('heading', { name: 'Admission Application – Study in China' })).toBeVisible();
  // The step's own checks and their message box.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please fix the following:')).toBeVisible();
  await visit(page, '/contact');
});

test('the API docs (Swagger UI) render under the policy', async ({ page }) => {
  const response = await page.goto('/api/docs/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Study in China admissions API');
  await expect(page.locator('.opblock').first()).toBeVisible();
});
