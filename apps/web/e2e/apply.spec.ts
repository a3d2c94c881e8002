import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, axeViolations, expect, screenshotBoth, test } from './fixtures';
import { makeFixtures } from './apply.fixtures';
import { signInNewStudent, storedUploads } from './apply.helpers';
import {
  attachDocuments,
  fileInput,
  fill,
  fillEducation,
  fillFamily,
  fillMoreInfo,
  fillPersonal,
  next,
  stepHeading,
} from './apply.steps';

/*
 * docs/product.md#apply-page in Debian's Chromium against the real API and database: the
 * guard, a draft surviving a reload, all six steps with real files in all eleven lists (one list by
 * drag and drop), the submit, and the application with its files in GET /applications and on disk.
 * Screenshots of every step at desktop and 360 px go to e2e/output/screenshots (apply-*).
 */

/** axe finds nothing at 360 px and on a laptop (the viewport is left on the laptop's). */
const axeClean = async (page: Page) => {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    expect(await axeViolations(page), `axe on ${page.url()} at ${size.width} px`).toEqual([]);
  }
};

/** Full-page shots from the top, so the sticky header sits above the banner and not across the form. */
const shoot = async (page: Page, name: string) => {
  await page.evaluate(() => void window.scrollTo(0, 0));
  await screenshotBoth(page, name);
};

test('a visitor opening /apply lands on /login', async ({ page }) => {
  await page.goto('/apply');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('a student fills the six steps, attaches files to every list, reviews and submits; the application is stored', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(240_000);
  const files = await makeFixtures(context);
  const student = await signInNewStudent(page, request, 'amaka');
  const majors = ((await (await request.get('/api/v1/user/majors')).json()) as { data: { name: string }[] }).data;

  await page.goto('/apply');
  await expect(page.getByRole('heading', { name: 'Admission Application – Study in China' })).toBeVisible();
  await expect(page.locator('#apply-majors option')).toHaveCount(majors.length);
  // Step 1 starts from the account: name, e-mail and the registered phone with its country (issue 34).
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Amaka');
  await expect(page.getByLabel('Surname', { exact: true })).toHaveValue('Eze');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(student.email);
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('ng');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('803 123 4567');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please fix the following:')).toBeVisible();
  await expect(page.getByRole('alert').getByText('Major (First Choice) is required')).toBeVisible();
  await shoot(page, 'apply-0-errors');
  await axeClean(page);

  // Step 1, then a reload: the draft brings everything back (docs/product.md#apply-draft).
  await fill(page, {
    'Major (First Choice)': majors[0]!.name,
    'Major (Second Choice)': 'Traditional Chinese Medicine',
  });
  await fillPersonal(page, student.email);
  // A date typed is written back in words, so a swapped day and month show at once.
  await expect(page.locator('#apply-dob-words')).toHaveText('14 February 2003');
  await expect(page.getByLabel('Surname', { exact: true })).toHaveAttribute('name', 'surName');
  await page.reload();
  await expect(page.getByLabel('Surname', { exact: true })).toHaveValue('Eze');
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await shoot(page, 'apply-1-personal');
  await next(page, 'More User Info');
  await expect(page).toHaveURL(/\/apply\?step=2$/);

  await fillMoreInfo(page);
  await shoot(page, 'apply-2-more-info');
  await next(page, 'Education');

  // The trap of issue 34: an entry added and left empty, then a reload (phones kill tabs). The step is in the
  // address, so the form reopens on Education with the entry; Back and Forward move between steps.
  await page.getByRole('button', { name: 'Add an education entry' }).click();
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Education');
  await expect(page).toHaveURL(/\/apply\?step=3$/);
  await page.goBack();
  await expect(stepHeading(page)).toHaveText('More User Info');
  await page.goForward();
  await expect(stepHeading(page)).toHaveText('Education');
  await axeClean(page);
  await fillEducation(page);
  await shoot(page, 'apply-3-education');
  await next(page, 'Family Members');

  await fillFamily(page);
  await shoot(page, 'apply-4-family');
  await next(page, 'Documents');

  // Each document is stored as soon as its upload completes (docs/product.md#resumable-uploads-and-the-server-draft).
  const uploadsBefore = (await storedUploads()).length;
  await attachDocuments(page, files);
  // English certificate by drag and drop: a real DataTransfer holding the PDF, dropped on its zone.
  const bytes = (await readFile(files.pdf('english-certificate'))).toString('base64');
  const transfer = await page.evaluateHandle((b64) => {
    const data = new DataTransfer();
    data.items.add(
      new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], 'english-certificate.pdf', {
        type: 'application/pdf',
      }),
    );
    return data;
  }, bytes);
  await fileInput(page, 'englishCertificate').locator('xpath=..').dispatchEvent('drop', { dataTransfer: transfer });
  // One file too many in Certificates, removed again.
  await page.getByRole('button', { name: 'Remove bank-statement.pdf' }).first().click();

  const photos = page.getByRole('list', { name: 'Passport Photo' });
  await expect(photos.getByRole('listitem')).toHaveCount(2);
  await expect(photos.locator('img').first()).toHaveAttribute('src', /^blob:/);
  await expect(photos.getByText(/^\d+\.\d KB$/).first()).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'English Certificate' }).getByText('english-certificate.pdf'),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Certificates' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(13, { timeout: 60_000 });
  await shoot(page, 'apply-5-documents');
  await next(page, 'Review & Submit');

  await expect(page.getByText('Peking University')).toBeVisible();
  await expect(page.getByText('research-proposal.docx')).toBeVisible();
  await shoot(page, 'apply-6-review');
  await axeClean(page);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Application submitted successfully', { exact: true })).toBeVisible({ timeout: 30_000 });
  // On to the application just sent, with what happens next (issue 34), not an empty step 1.
  await expect(page).toHaveURL(/\/dashboard\/applications\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Your application has been sent. What happens next:' })).toBeVisible();
  await expect(page.getByText('Peking University')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('admission_form_draft'))).toBeNull();
  await shoot(page, 'apply-7-submitted');
  await axeClean(page);

  // 13 files: 2 photos, 2 signatures, 2 transcripts, 1 each of the other seven lists.
  const listed = await request.get('/api/v1/user/applications', {
    headers: { authorization: `Bearer ${student.token}` },
  });
  const { applications } = (await listed.json()) as {
    applications: { majorFirstChoice: string; fileCount: number; status: string }[];
  };
  expect(applications).toEqual([
    expect.objectContaining({ majorFirstChoice: majors[0]!.name, fileCount: 13, status: 'submitted' }),
  ]);
  expect((await storedUploads()).length - uploadsBefore).toBe(13);

  // The dashboard's list (issue 6), where the route table renders it.
  await page.goto('/dashboard#applications');
  await expect(page.getByRole('heading', { name: 'My applications' })).toBeVisible();
  await expect(page.getByText(majors[0]!.name)).toBeVisible();
  await expect(page.getByText('13 files')).toBeVisible();
  await shoot(page, 'dashboard-applications');
});
