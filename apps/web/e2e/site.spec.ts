import { DESKTOP, PHONE, expect, screenshotBoth, shotPath, test } from './fixtures';

/* The public site in a real browser: majors paging, the 404 page, the mobile menu, and a screenshot of
 * every public page at desktop and 360 px width (e2e/output/screenshots). */

test('majors: page forward to the last page and back, with the page in the URL', async ({ page }) => {
  await page.goto('/majors');
  const pager = page.getByRole('navigation', { name: 'Majors pages' });
  await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const lastPage = Number(/of (\d+)/.exec((await pager.getByText(/^Page 1 of/).textContent()) ?? '')?.[1]);
  expect(lastPage).toBeGreaterThan(1);
  await expect(pager.getByRole('button', { name: 'Prev' })).toBeDisabled();

  for (let n = 2; n <= lastPage; n++) {
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager.getByText(`Page ${n} of ${lastPage}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${n}$`));
  }
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();

  // Back with the browser's own Back button, then with Prev.
  await page.goBack();
  await expect(pager.getByText(`Page ${lastPage - 1} of ${lastPage}`)).toBeVisible();
  for (let n = lastPage - 2; n >= 1; n--) {
    await pager.getByRole('button', { name: 'Prev' }).click();
    await expect(pager.getByText(`Page ${n} of ${lastPage}`)).toBeVisible();
  }
  await expect(pager.getByRole('button', { name: 'Prev' })).toBeDisabled();
  await expect(page).toHaveURL(/\/majors$/);
});

test("majors: Next tapped before the page's code has taken over still opens page 2 (a slow phone)", async ({
  page,
}) => {
  // The majors page's own code and styles are held back until the tap, as on slow mobile data: the
  // pre-rendered page is painted and its buttons tappable, but React has not taken them over yet.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/MajorsPage-[^/]*\.(js|css)$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined); // the first page's requests end with its navigation
  });
  await page.goto('/majors', { waitUntil: 'domcontentloaded' });
  const pager = page.getByRole('navigation', { name: 'Majors pages' });
  await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
  expect(
    await pager
      .getByRole('button', { name: 'Next' })
      .evaluate((b) => Object.keys(b).some((k) => k.startsWith('__react'))),
  ).toBe(false);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/majors\?page=2$/);
  release();
  await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Prev' })).toBeEnabled();
});

test('an unknown path shows the 404 page with its way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("Oops! The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await screenshotBoth(page, 'not-found');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the mobile menu at 360 px opens, leads to a page and closes', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Majors' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Majors' })).toBeVisible();
  await page.screenshot({ path: shotPath('mobile-menu-360.png') });
  await nav.getByRole('link', { name: 'Majors' }).click();
  await expect(page).toHaveURL(/\/majors$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Majors' })).toBeHidden();
  // Nothing is wider than the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(DESKTOP);
});

const PUBLIC_PAGES: [string, string][] = [
  ['home', '/'],
  ['about', '/about'],
  ['admission', '/admission'],
  ['business', '/business'],
  ['goods', '/goods'],
  ['translation', '/translation'],
  ['majors', '/majors'],
];

test('screenshots of the public pages at desktop and 360 px', async ({ page }) => {
  for (const [name, path] of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    // Pages with server data are shot once it is there (spinners and placeholders gone).
    await expect(page.locator('main .spinner, main .skeleton')).toHaveCount(0);
    await screenshotBoth(page, name);
  }
});

test('the Google return page without data says so and goes home', async ({ page }) => {
  // Hold the handoff call so the 'Authenticating...' screen can be seen and photographed.
  await page.route('**/api/v1/user/decrypt-user', () => undefined);
  await page.goto('/google-success?data=held');
  await expect(page.getByRole('status').filter({ hasText: 'Authenticating...' })).toBeVisible();
  await screenshotBoth(page, 'google-success');
  await page.unroute('**/api/v1/user/decrypt-user');

  await page.goto('/google-success');
  await expect(page.getByText('Not Authenticated, Try Again!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
