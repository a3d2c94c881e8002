import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { makeFixtures } from './apply.fixtures';
import { outboxDir, signIn } from './apply.helpers';
import { axeViolations, expect, hydrated, PHONE, test, uniqueEmail } from './fixtures';
import { E2E_ADMIN } from './site-server';
import { staffToken } from './second-factor';

/*
 * Issue 29 in Chromium against the real API and database (docs/product.md#content-management): an editor changes a
 * programme's tuition in English and its French title, previews the draft in both languages (its fields, and its
 * public page rendered by the server in a new tab, marked as not published), publishes, and a visitor sees the new figure on the programme page and in the search results; another editor
 * uploads a hero image and the home page shows it. axe finds nothing on the content screens at 1280 and 360 px,
 * and no content screen scrolls sideways on a phone. Each journey makes its own editor (the admin invites a staff
 * member with the editor permission through the API, who sets a password from the mailed link).
 */

const WIDE = { width: 1280, height: 800 };
const PASSWORD = 'Desk-2026-content';
const tag = randomBytes(3).toString('hex');

/** axe at 1280 px and at 360 px: 0 violations at both, and nothing wider than the phone. */
async function expectNoAxeViolations(page: Page) {
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    expect(await axeViolations(page), `axe on ${page.url()} at ${size.width} px`).toEqual([]);
    if (size === PHONE)
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${page.url()} at 360 px`,
      ).toBeLessThanOrEqual(PHONE.width);
  }
  await page.setViewportSize(WIDE);
}

/** The set-password token of the newest invitation mailed to `email` (quoted-printable soft breaks undone). */
async function invitationToken(email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outboxDir()).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
        for (const file of files.sort().reverse()) {
          const mail = (await readFile(join(outboxDir(), file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          if (!mail.includes(email)) continue;
          token = /\/set-password\?token=([^\s"<>&]+)/.exec(mail)?.[1];
          if (token) break;
        }
        return token;
      },
      { message: `an invitation mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return token!;
}

/** A staff member with the editor permission, invited by the admin and with a password set: their e-mail. */
async function newEditor(request: APIRequestContext, firstname: string): Promise<string> {
  const token = await staffToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const email = uniqueEmail(firstname.toLowerCase());
  const invited = await request.post('/api/v1/admin/staff', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, firstname, lastname: 'Editor', role: 'staff', permissions: ['editor'] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const set = await request.post('/api/v1/user/set-password', {
    data: { token: await invitationToken(email), password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(set.ok(), await set.text()).toBe(true);
  return email;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.beforeEach(async ({ page }) => page.setViewportSize(WIDE));

test("an editor changes a programme's tuition and French title, previews, publishes; a visitor sees the figure on its page and in search", async ({
  page,
  request,
  browser,
}) => {
  // A programme of the starter catalogue the site seeds, as the public API shows it.
  const listed = (await (await request.get('/api/v1/user/programmes')).json()) as {
    data: { slug: string; title: string }[];
  };
  const { slug, title } = listed.data[0]!;
  const tuition = 40_000 + (parseInt(tag, 16) % 9_000);
  const figure = `CN¥${tuition.toLocaleString('en-GB')}`;
  const frenchTitle = `${title} (titre ${tag})`;

  const email = await newEditor(request, 'Adaeze');
  await signIn(page, email, PASSWORD, /\/admin$/);
  await nav(page).getByRole('link', { name: 'Content' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Kinds of content' })).toContainText('Programmes');
  await expect(page.getByRole('heading', { level: 2, name: 'French missing or older than English' })).toBeVisible();
  // The site's first visit to content management adopts the whole seeded catalogue (1,760 intakes): seconds.
  await expect(page.getByText('Loading the content')).toHaveCount(0, { timeout: 30_000 });
  await expectNoAxeViolations(page);

  // The programmes' list, searched by the programme's title; axe finds nothing on it.
  await page.getByRole('list', { name: 'Kinds of content' }).getByRole('link', { name: 'Programmes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Programmes' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(row).toContainText('Published');
  await expectNoAxeViolations(page);

  // The editor: English beside French; axe finds nothing on it.
  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expectNoAxeViolations(page);

  // New tuition in yuan, a French title, the figures confirmed; saved.
  await page.getByLabel('Tuition per year', { exact: true }).fill(String(tuition));
  await page.getByLabel('Title (French)', { exact: true }).fill(frenchTitle);
  await page.getByLabel('Figures checked').check();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expect(page.getByText('Changes not published')).toBeVisible();
  await expect(page.getByText(/Figures last checked on/)).toBeVisible();

  // The preview shows the saved draft: the new figure in English, the French title in French.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Preview in English' })).toContainText(
    `Tuition per year${tuition} CNY`,
  );
  await expect(page.getByRole('region', { name: 'Preview in French' })).toContainText(`Title${frenchTitle}`);
  await expectNoAxeViolations(page);
  // The public page of the draft, rendered by the server, opens in a new tab: marked, the new figure in its costs.
  await page.setViewportSize(WIDE);
  const [english] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Open the page in English' }).click(),
  ]);
  await english.waitForURL(/\/admin\/content\/programmes\/[^/]+\/preview\?lang=en&token=/);
  await expect(english.getByRole('note')).toContainText('Preview — not published.');
  await expect(english.getByRole('table', { name: 'Costs' })).toContainText(figure);
  await english.close();
  const [french] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Open the page in French' }).click(),
  ]);
  await french.waitForURL(/\/preview\?lang=fr&token=/);
  await expect(french.getByRole('note')).toContainText('Aperçu — non publié.');
  await expect(french.getByRole('heading', { level: 1, name: frenchTitle })).toBeVisible();
  await french.close();
  // Not live yet.
  const before = (await (await request.get(`/api/v1/user/programmes/${slug}`)).json()) as {
    data: { tuition: { amount: number } };
  };
  expect(before.data.tuition.amount).not.toBe(tuition * 100);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the public site shows it within seconds.')).toBeVisible();
  await expect(page.getByText('Changes not published')).toHaveCount(0);

  // A visitor: the programme's page and the search results show the new figure, the French page its title.
  const visitor = await browser.newPage({ viewport: WIDE });
  await visitor.goto(`/programmes/${slug}`);
  await hydrated(visitor);
  await expect(visitor.getByRole('table', { name: 'Costs' })).toContainText(figure);
  await visitor.goto(`/programmes?q=${encodeURIComponent(title)}`);
  await hydrated(visitor);
  const card = visitor
    .locator('.programme-card')
    .filter({ has: visitor.getByRole('link', { name: title, exact: true }) });
  await expect(card).toContainText(figure);
  await visitor.goto(`/fr/programmes/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: frenchTitle })).toBeVisible();
  await visitor.close();
});

test('another editor uploads a hero image; the home page shows it', async ({ page, request, context }) => {
  const files = await makeFixtures(context);
  const email = await newEditor(request, 'Kwame');
  await signIn(page, email, PASSWORD, /\/admin$/);
  // The slide the home page shows first, found in the hero slides' list by its title.
  const heroes = (await (await request.get('/api/v1/user/heroes')).json()) as { heroes: { title: string }[] };
  const slide = heroes.heroes[0]!.title;
  await page.goto('/admin/content/heroes');
  await expect(page.getByRole('heading', { level: 1, name: 'Hero slides' })).toBeVisible();
  await page.getByRole('table').getByRole('link', { name: slide, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: slide })).toBeVisible();

  // Not an image: refused with the reason, the field unchanged.
  const field = page.getByLabel('Image', { exact: true });
  const before = await field.inputValue();
  const upload = page.getByLabel('Upload an image: Image');
  await upload.setInputFiles({
    name: 'hero.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('Not a picture: a text file named like one.'),
  });
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(field).toHaveValue(before);
  await expectNoAxeViolations(page);

  // An image: its fallback address goes into the field; saved, published.
  await upload.setInputFiles(files.photoJpg);
  await expect(page.getByText('Image uploaded: save the draft to keep it.')).toBeVisible({ timeout: 30_000 });
  await expect(field).toHaveValue(/^\/media\/content\/[0-9a-f]{32}\/\d+\.jpg$/);
  const url = await field.inputValue();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the public site shows it within seconds.')).toBeVisible();

  // The home page's slide shows the uploaded image.
  const visitor = await context.browser()!.newPage({ viewport: WIDE });
  await visitor.goto('/');
  await expect(visitor.locator('.hero-slide').filter({ hasText: slide }).locator('img')).toHaveAttribute(
    'src',
    new RegExp(url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')),
  );
  expect((await visitor.request.get(url)).headers()['content-type']).toBe('image/jpeg');
  await visitor.close();
});
