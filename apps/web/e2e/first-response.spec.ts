import { NAV_LABELS } from '@studychina/contracts';
import { SITE_TEXTS_FR } from '@studychina/contracts/fr';
import { PHONE, expect, test } from './fixtures';

/*
 * French from the first response, and a header that works before the app has started (issue 27,
 * docs/decisions/0104-french-from-the-first-response.md): on a slow line the app takes seconds to start,
 * so the language and the menu must not wait for it. Checked with JavaScript off: what the browser does alone.
 */

test('with JavaScript off, the phone menu opens and closes, and FR leads to the French page and is kept', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE, locale: 'en-GB' });
  const page = await context.newPage();
  const h1 = page.getByRole('heading', { level: 1 });
  await page.goto('/about');
  await expect(h1).toHaveText(NAV_LABELS.about);

  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(nav.getByRole('link', { name: NAV_LABELS.majors })).toBeHidden();
  await toggle.click();
  await expect(nav.getByRole('link', { name: NAV_LABELS.majors })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: NAV_LABELS.majors })).toBeHidden();
  await toggle.click();
  await nav.getByRole('link', { name: NAV_LABELS.majors }).click();
  await expect(page).toHaveURL(/\/majors$/);
  await expect(h1).toHaveText(NAV_LABELS.majors);

  // The language switch is a link: the server saves the choice and shows the French page.
  await toggle.click();
  await nav.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'FR' }).click();
  await expect(page).toHaveURL(/\/fr\/majors$/);
  await expect(h1).toHaveText(SITE_TEXTS_FR.nav.majors);
  const lang = async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value;
  expect(await lang()).toBe('fr');
  // Chosen French, an English address is answered with its French page (an English browser, no script).
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/fr\/contact$/);
  await expect(h1).toHaveText(SITE_TEXTS_FR.nav.contact);

  // And back to English, which then stays English.
  await page.getByRole('button', { name: SITE_TEXTS_FR.header.menu }).click();
  await page.getByRole('group', { name: SITE_TEXTS_FR.header.language }).getByRole('link', { name: 'EN' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(new URL(page.url()).pathname).toBe('/contact');
  await expect(h1).toHaveText(NAV_LABELS.contact);
  expect(await lang()).toBe('en');
  await context.close();
});

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('gets the French home page from the first response, with no English page painted first', async ({ page }) => {
    const response = await page.goto('/');
    await expect(page).toHaveURL(/\/fr\/$/);
    // The server answered the English address with a redirect: no English HTML reached the browser.
    const first = response!.request().redirectedFrom();
    expect(first?.url()).toMatch(/\/$/);
    expect((await first!.response())?.status()).toBe(302);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(SITE_TEXTS_FR.home.title);
  });

  test('who chose English stays on English pages, and is not sent back from the French page where they chose', async ({
    page,
  }) => {
    await page.goto('/fr/about');
    await page.waitForLoadState('networkidle');
    await page.getByRole('group', { name: SITE_TEXTS_FR.header.language }).getByRole('link', { name: 'EN' }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(new URL(page.url()).pathname).toBe('/about');
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/about');
    await page.goto('/majors');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/majors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAV_LABELS.majors);
  });
});
