import type { Locator, Page } from '@playwright/test';
import { PHONE, axeViolations, expect, hydrated, screenshotBoth, test } from './fixtures';
import { makeFixtures } from './apply.fixtures';
import { signInNewStudent } from './apply.helpers';
import {
  attachDocuments,
  fileInput,
  fillEducation,
  fillFamily,
  fillMoreInfo,
  fillPersonal,
  next,
  stepHeading,
} from './apply.steps';

/*
 * Issue 28's journey on a 360 px phone, on the starter catalogue the site seeds on its first start: a new student
 * searches programmes with two filters, saves two to the shortlist from their pages, compares them, applies to one
 * (the six steps with their documents, apply.steps.ts) and finds the application and the shortlist with its
 * deadlines on the dashboard. axe at 1280 and 360 px on /compare and the dashboard with its shortlist; no page of
 * the journey scrolls sideways at 360 px (docs/product.md#shortlist, docs/product.md#apply-programme-choice).
 */
const WIDE = { width: 1280, height: 800 };

/** Nothing is wider than the phone's screen. */
const fitsThePhone = async (page: Page, what: string) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} at 360 px`).toBeLessThanOrEqual(
    PHONE.width,
  );

/** axe finds nothing at 1280 and at 360 px; the viewport is left on the phone's. */
async function noAxeViolations(page: Page, what: string) {
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    expect(await axeViolations(page), `${what} at ${size.width} px`).toEqual([]);
  }
}

interface Programme {
  slug: string;
  title: string;
  university: string;
  major: string;
}

/** Opens a programme from the results, saves it to the shortlist, and reads what the journey needs of it. */
async function shortlist(page: Page, link: Locator): Promise<Programme> {
  const title = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  await fitsThePhone(page, title);
  // Signed in: the page's link to sign in becomes the toggle once the session and the list are read.
  const save = page.getByRole('button', { name: 'Save to shortlist' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  const { data } = (await (await page.request.get(`/api/v1/user/programmes/${slug}`)).json()) as {
    data: { university: { name: string }; major: { name: string } };
  };
  return { slug, title, university: data.university.name, major: data.major.name };
}

test('at 360 px: search with two filters, shortlist two programmes, compare them, apply to one, see it on the dashboard', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(300_000);
  const files = await makeFixtures(context);
  await page.setViewportSize(PHONE);
  const student = await signInNewStudent(page, request, 'ngozi');

  // Search with two filters: master's programmes taught in English.
  await page.goto('/programmes');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your programme' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('checkbox', { name: /^Master's \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/programmes\?degree=master$/);
  await page.locator('details.facet summary', { hasText: 'Teaching language' }).click();
  await page.getByRole('checkbox', { name: /^English \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/programmes\?degree=master&language=english$/);
  await expect(page.locator('#results-heading')).toHaveText(/^\d+ programmes?$/);
  const results = page.locator('.programme-list h3 a');
  expect(await results.count()).toBeGreaterThanOrEqual(2);
  await fitsThePhone(page, 'the filtered search');
  await screenshotBoth(page, 'journey-search');
  const searched = page.url();

  // Two programmes saved from their pages.
  const first = await shortlist(page, results.first());
  await page.goto(searched);
  await hydrated(page);
  const second = await shortlist(page, page.locator('.programme-list h3 a').nth(1));
  expect(second.slug).not.toBe(first.slug);

  // The dashboard's shortlist: both, each with its next start and deadline; two chosen to compare.
  await page.goto('/dashboard#shortlist');
  const panel = page.getByRole('region', { name: 'Your shortlist' });
  for (const programme of [first, second]) {
    const item = panel.getByRole('listitem').filter({ has: page.getByRole('link', { name: programme.title }) });
    await expect(item).toContainText(`${programme.university}, `);
    await expect(item).toContainText(/Next start: \w+ \d{4}, apply by \d{1,2} \w+ \d{4} \(\d+ days? left\)/);
    await item.getByRole('checkbox', { name: `Compare ${programme.title}` }).check();
  }
  await page.getByRole('link', { name: 'Compare 2 programmes' }).click();

  // Side by side.
  await expect(page).toHaveURL(new RegExp(`/compare\\?slugs=${first.slug},${second.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Compare programmes' })).toBeVisible();
  const table = page.getByRole('table', { name: 'The programmes side by side' });
  for (const programme of [first, second])
    await expect(table.getByRole('columnheader', { name: programme.title })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Tuition per year / })).toBeVisible();
  await fitsThePhone(page, '/compare');
  await screenshotBoth(page, 'journey-compare');
  await noAxeViolations(page, '/compare');

  // Apply to the first, from its page.
  await table.getByRole('link', { name: first.title }).click();
  await page.getByRole('link', { name: 'Apply to this programme' }).first().click();
  await expect(page).toHaveURL(`/apply?programme=${first.slug}`);
  await expect(page.locator('.programme-chosen strong')).toHaveText(first.title);
  const intake = page.getByLabel('Intake (First Choice)');
  await expect(intake).not.toHaveValue('');
  const month = (await intake.locator('option:checked').textContent())!.replace(/ \(.*$/, '');
  // Its major fills the major field.
  await expect(page.getByLabel('Major (First Choice)', { exact: true })).toHaveValue(first.major);
  await fillPersonal(page, student.email);
  await expect(page.locator('.eligibility')).toHaveCount(0);
  await fitsThePhone(page, '/apply with a programme');
  await next(page, 'More User Info');
  await fillMoreInfo(page);
  await next(page, 'Education');
  await page.getByRole('button', { name: 'Add an education entry' }).click();
  await fillEducation(page);
  await next(page, 'Family Members');
  await fillFamily(page);
  await next(page, 'Documents');
  await attachDocuments(page, files);
  await fileInput(page, 'englishCertificate').setInputFiles(files.pdf('english-certificate'));
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(14, { timeout: 60_000 });
  await next(page, 'Review & Submit');

  // The Review step names the programme, its university and the intake's month, not the slug and YYYY-MM.
  const reviewed = (label: string) => page.locator('.review-row', { has: page.getByText(label, { exact: true }) });
  await expect(reviewed('Programme (First Choice)').locator('dd')).toHaveText(`${first.title}, ${first.university}`);
  await expect(reviewed('Intake (First Choice)').locator('dd')).toHaveText(month);
  await expect(page.locator('.review')).not.toContainText(first.slug);
  await fitsThePhone(page, 'the Review step');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Application submitted successfully', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/applications\/[0-9a-f-]{36}$/);
  await expect(stepHeading(page)).toHaveCount(0);

  // The dashboard: the application (by its programme, university and intake) and the shortlist with its deadlines.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My applications' })).toBeVisible();
  await expect(page.locator('#applications')).toContainText(`${first.title}, ${first.university} · ${month}`);
  await expect(page.locator('#applications')).toContainText('14 files');
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel.getByRole('listitem').first()).toContainText(/apply by \d{1,2} \w+ \d{4} \(\d+ days? left\)/);
  await fitsThePhone(page, 'the dashboard');
  await screenshotBoth(page, 'journey-dashboard');
  await noAxeViolations(page, 'the dashboard with its shortlist');
});
