import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, axeViolations, expect, hydrated, screenshotBoth, test } from './fixtures';

/*
 * The programme catalogue (issue 28) on the starter catalogue the site seeds on its first start: a search with
 * two filters at 360 px, a programme, its university; axe on every catalogue page at 1280 and 360 px; and the
 * pages as the server answers them, before any JavaScript (docs/decisions/0114-catalogue-pages-rendered-on-request.md).
 */
const WIDE = { width: 1280, height: 800 };

async function noAxeViolations(page: Page, what: string) {
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    expect(await axeViolations(page), `${what} at ${size.width} px`).toEqual([]);
  }
}

test('at 360 px: search with two filters, open a programme, open its university', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/programmes');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your programme' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  const results = page.locator('#results-heading');
  const all = Number((await results.textContent())!.replace(/\D/g, ''));
  await hydrated(page);
  // click, not check(): the box is drawn from the address, which the router updates in a transition, so it
  // shows ticked a moment after the click and not within it (check() reads it at once and fails on a slow CI).
  const bachelor = page.getByRole('checkbox', { name: /^Bachelor's \(\d+\)$/ });
  await bachelor.click();
  await expect(bachelor).toBeChecked();
  await expect(page).toHaveURL(/\/programmes\?degree=bachelor$/);
  await page.locator('details.facet summary', { hasText: 'City' }).click();
  await page.getByRole('checkbox', { name: /^Beijing \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/programmes\?degree=bachelor&city=beijing$/);
  await expect(results).not.toHaveText(`${all} programmes`);
  await expect(results).toHaveText(/^\d+ programmes?$/); // while the search runs it reads "Results"
  const found = Number((await results.textContent())!.replace(/\D/g, ''));
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(all);
  await screenshotBoth(page, 'programmes-filtered');
  await noAxeViolations(page, '/programmes with two filters');
  await page.setViewportSize(PHONE);

  // Back undoes the last filter: the state is the address.
  await page.goBack();
  await expect(page).toHaveURL(/\/programmes\?degree=bachelor$/);
  await page.goForward();
  await expect(page).toHaveURL(/city=beijing$/);

  const first = page.locator('.programme-list h3 a').first();
  const title = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Costs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start dates and deadlines' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply to this programme' }).first()).toHaveAttribute(
    'href',
    /^\/apply\?programme=/,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshotBoth(page, 'programme');
  await noAxeViolations(page, 'a programme');
  await page.setViewportSize(PHONE);

  await page.locator('.catalogue-head a.link').first().click();
  await expect(page).toHaveURL(/\/universities\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Programmes at / })).toBeVisible();
  await screenshotBoth(page, 'university');
  await noAxeViolations(page, 'a university');
  await page.setViewportSize(DESKTOP);
});

test('nothing matches, with the way back to every programme', async ({ page }) => {
  await page.goto('/programmes?q=zzzzqqqq');
  await expect(page.getByText('Nothing matches your search.')).toBeVisible();
  await noAxeViolations(page, 'nothing matches');
  await page.getByRole('link', { name: 'See all programmes' }).click();
  await expect(page).toHaveURL(/\/programmes$/);
  await expect(page.locator('.programme-list li').first()).toBeVisible();
  await page.setViewportSize(DESKTOP);
});

test('the scholarships and a scholarship, with no axe violation', async ({ page }) => {
  await page.goto('/scholarships');
  await expect(page.getByRole('heading', { level: 1, name: 'Scholarships' })).toBeVisible();
  await noAxeViolations(page, '/scholarships');
  await page.setViewportSize(DESKTOP);
  await hydrated(page);
  // Clicked, not check()ed: the address changes in a transition, and check() may read the box in between.
  await page.getByRole('checkbox', { name: 'Open for applications' }).click();
  await expect(page).toHaveURL(/\/scholarships\?open=1$/);
  await expect(page.getByRole('checkbox', { name: 'Open for applications' })).toBeChecked();
  await page.locator('.programme-list h3 a').first().click();
  await expect(page.getByRole('heading', { name: 'What it covers' })).toBeVisible();
  await noAxeViolations(page, 'a scholarship');
  await page.setViewportSize(DESKTOP);
});

test('the server answers a filtered search as complete HTML, and the page hydrates it', async ({ page, request }) => {
  const res = await request.get('/fr/programmes?degree=master');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="fr">');
  expect(html).toMatch(/<title>Programmes en Chine\u202f: Master – /);
  expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"ItemList"/);
  expect(html).toMatch(/<ul class="programme-list" role="list"><li>/);

  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/fr/programmes?degree=master');
  await expect(page.getByRole('checkbox', { name: /^Master \(\d+\)$/ })).toBeChecked();
  await hydrated(page);
  // A click, then the outcome: the box is drawn ticked once the address has changed and the filtered list has
  // loaded, which on a busy machine comes after check()'s own immediate look at it.
  const bachelor = page.getByRole('checkbox', { name: /^Licence \(\d+\)$/ });
  await bachelor.click();
  await expect(page).toHaveURL(/\/fr\/programmes\?degree=master&degree=bachelor$/);
  await expect(bachelor).toBeChecked();
  expect(messages.filter((m) => /hydrat/i.test(m))).toEqual([]);
});

/**
 * Holds every script of the site until `release()`: the page is the server's HTML alone, as on a slow phone
 * before the app has arrived (docs/decisions/0114-catalogue-pages-rendered-on-request.md).
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a box ticked before the app has taken the page over is applied, not redrawn unticked', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const release = await holdScripts(page);
  await page.goto('/programmes', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Find your programme' })).toBeVisible();
  const results = page.locator('#results-heading');
  const all = Number((await results.textContent())!.replace(/\D/g, ''));
  const bachelor = page.getByRole('checkbox', { name: /^Bachelor's \(\d+\)$/ });
  await bachelor.click();
  await expect(bachelor).toBeChecked();
  expect(
    await page.evaluate(() => Object.keys(document.querySelector('h1')!).some((k) => k.startsWith('__react'))),
  ).toBe(false);

  release();
  await hydrated(page);
  await expect(page).toHaveURL(/\/programmes\?degree=bachelor$/);
  await expect(bachelor).toBeChecked();
  await expect(results).toHaveText(/^\d+ programmes?$/);
  await expect(results).not.toHaveText(`${all} programmes`);

  // The scholarships' "Open for applications" the same way.
  await page.unrouteAll();
  const releaseScholarships = await holdScripts(page);
  await page.goto('/scholarships', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Scholarships' })).toBeVisible();
  const open = page.getByRole('checkbox', { name: 'Open for applications' });
  await open.click();
  releaseScholarships();
  await hydrated(page);
  await expect(page).toHaveURL(/\/scholarships\?open=1$/);
  await expect(open).toBeChecked();
  await page.setViewportSize(DESKTOP);
});
