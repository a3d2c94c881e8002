import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { applicationBodyFields, buildApplicationFields } from '@studychina/contracts/fixtures';
import { makeFixtures, type Fixtures } from './apply.fixtures';
import { isoDate, signIn, signInNewStudent } from './apply.helpers';
import { axeViolations, expect, PHONE, saveShot, shotPath, test } from './fixtures';
import { E2E_ADMIN } from './site-server';

/*
 * Issue 34, the correction cycle that never dead-ends (docs/product.md#document-requests), in Chromium against
 * the real API and database: staff ask for the passport data page and a signed declaration the student never
 * sent; the student, on a 360 px phone, uploads both from the application page and sends the corrections (the
 * button waits for them and says what is missing); staff upload a bank statement for the student, accept all
 * remaining documents after a confirmation, look at one full screen and forward. axe finds nothing on any of
 * these screens at 1280 and 360 px; screenshots of each.
 */

const WIDE = { width: 1280, height: 800 };
const STUDENT_PASSWORD = 'Lagos-2026-pass';

async function expectNoAxeViolations(page: Page) {
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    expect(await axeViolations(page), `axe on ${page.url()} at ${size.width} px`).toEqual([]);
  }
}

/** Full-page screenshots at 1280 and 360 px; at 360 px nothing may stick out sideways. */
async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['1280', WIDE],
    ['360', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
    if (size === PHONE)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at 360 px`).toBeLessThanOrEqual(
        PHONE.width,
      );
    await saveShot(page, shotPath(`${name}-${label}.png`));
  }
}

const part = async (path: string, mimeType: string) => ({
  name: basename(path),
  mimeType,
  buffer: await readFile(path),
});

/** A complete application through POST /apply, as an API client sends it: the three required lists only. */
async function submitThroughApi(
  request: APIRequestContext,
  token: string,
  email: string,
  surName: string,
  files: Fixtures,
) {
  const fields = applicationBodyFields(buildApplicationFields({ surName, firstName: 'Bola', email }));
  const res = await request.post('/api/v1/user/apply', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      ...fields,
      'passportphoto[0]': await part(files.photoJpg, 'image/jpeg'),
      'applicantSignature[0]': await part(files.signature, 'image/png'),
      'sponsorSignature[0]': await part(files.sponsorSignature, 'image/png'),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { application: { id: string } }).application.id;
}

const journey = {
  surname: `Adeyemi${randomBytes(3)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`,
  studentEmail: '',
  applicationId: '',
  files: null as Fixtures | null,
};

test.describe.configure({ mode: 'serial', timeout: 360_000 });
test.beforeEach(async ({ page }) => page.setViewportSize(WIDE));

test('staff ask for the passport data page and a signed declaration the student never sent', async ({
  page,
  request,
  context,
}) => {
  const files = (journey.files = await makeFixtures(context));
  const student = await signInNewStudent(page, request, 'bola');
  journey.studentEmail = student.email;
  journey.applicationId = await submitThroughApi(request, student.token, student.email, journey.surname, files);

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin$/);
  await page.goto(`/admin/applications/${journey.applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: `${journey.surname} Bola` })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Status' });
  await panel.getByLabel('Move to').selectOption({ label: 'Under review' });
  await panel.getByLabel('Message to the student').fill('We are reviewing your documents.');
  await panel.getByRole('button', { name: 'Change status' }).click();
  await expect(panel.getByText(/^Current status:/)).toContainText('Under review');

  // Action required, with the documents asked for: a list of the form and another document by its name.
  await panel.getByLabel('Move to').selectOption({ label: 'Action required (waiting for the student)' });
  await panel.getByLabel('Message to the student').fill('Two documents are missing from your application.');
  await panel.getByLabel('Deadline for the corrections').fill(isoDate(14));
  const picker = panel.getByRole('group', { name: 'Documents to request' });
  await picker.getByLabel('Passport Data Page', { exact: true }).check();
  await picker
    .getByLabel('Note for the student about Passport Data Page (optional)')
    .fill('The page with your photo and passport number.');
  await picker.getByRole('button', { name: 'Add another document' }).click();
  await picker.getByLabel('Name of the document').fill('Signed declaration');
  await picker.getByLabel('What the student should send (optional)').fill('Print, sign and date the declaration.');
  await expectNoAxeViolations(page);
  await page.setViewportSize(WIDE);
  await panel.getByRole('button', { name: 'Change status' }).click();
  await expect(panel.getByText(/^Current status:/)).toContainText('Action required');

  const documents = page.getByRole('region', { name: 'Documents', exact: true });
  for (const name of ['Passport Data Page', 'Signed declaration'])
    await expect(
      documents.locator('.document-group').filter({ has: page.getByRole('heading', { name }) }),
    ).toContainText('Requested, not received yet');
  await expectNoAxeViolations(page);
  await shoot(page, 'corrections-staff-requested');
});

test('the student, on a phone, sends both from the application page, then the corrections', async ({ page }) => {
  const files = journey.files!;
  await page.setViewportSize(PHONE);
  await signIn(page, journey.studentEmail, STUDENT_PASSWORD, /\/$/);
  await page.goto('/dashboard');
  const card = page.locator('.application-card');
  await expect(card.getByRole('note')).toContainText('2 documents requested');
  await card.getByRole('link', { name: 'View application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();

  // "Send corrections" waits, and says what is missing.
  const send = page.getByRole('button', { name: 'Send corrections' });
  await expect(send).toBeDisabled();
  const hint = page.locator('#send-corrections-hint');
  await expect(hint).toContainText('Passport Data Page (requested, not received yet)');
  await expect(hint).toContainText('Signed declaration (requested, not received yet)');
  const requested = page.getByRole('region', { name: 'Documents our team asked for' });
  await expect(requested).toContainText('The page with your photo and passport number.');
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await shoot(page, 'corrections-student-asked');
  await page.setViewportSize(PHONE);

  await page.getByLabel('Choose a file: Passport Data Page').setInputFiles(files.pdf('certificate'));
  await expect(page.getByRole('list', { name: 'Files chosen: Passport Data Page' })).toContainText('certificate.pdf');
  await page.getByRole('button', { name: 'Send Passport Data Page' }).click();
  await expect(hint).not.toContainText('Passport Data Page');
  await page.getByLabel('Choose a file: Signed declaration').setInputFiles(files.photoPng);
  await page.getByRole('button', { name: 'Send Signed declaration' }).click();
  await expect(requested.getByRole('button', { name: 'Download passport-side.png' })).toBeVisible();
  await expect(requested.getByText('Received', { exact: true })).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);

  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByRole('heading', { level: 2 }).getByText('Under review')).toBeVisible();
  await shoot(page, 'corrections-student-sent');
});

test('staff upload a bank statement for the student, accept all remaining after a confirmation, and forward', async ({
  page,
}) => {
  const files = journey.files!;
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin$/);
  await page.goto(`/admin/applications/${journey.applicationId}`);
  const documents = page.getByRole('region', { name: 'Documents', exact: true });
  await expect(documents.getByRole('heading', { name: 'Signed declaration' })).toBeVisible();
  await expect(documents).toContainText('Requested, received');

  // A document the student sent by e-mail, uploaded on their behalf and marked so.
  const other = documents.getByRole('group', { name: 'Upload for the student: Document list' });
  await other.getByLabel('Document list', { exact: true }).selectOption({ label: 'Bank Statement' });
  await documents
    .getByLabel('Upload for the student: Bank Statement', { exact: true })
    .and(page.locator('input'))
    .setInputFiles(files.pdf('bank-statement'));
  await documents.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Documents added for the student.')).toBeVisible();
  await expect(documents.getByText(/^Uploaded by .+ for the student$/)).toBeVisible();

  // Look at the declaration closely: zoom, full screen, back.
  await documents.getByRole('button', { name: 'passport-side.png', exact: true }).click();
  const tools = page.getByRole('toolbar', { name: 'Viewer' });
  await tools.getByRole('button', { name: 'Zoom in' }).click();
  await expect(tools).toContainText('150%');
  await tools.getByRole('button', { name: 'Full screen' }).click();
  await expect(tools.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.innerWidth - document.querySelector('.viewer-box')!.clientWidth))
    .toBeLessThan(50);
  await tools.getByRole('button', { name: 'Exit full screen' }).click();
  await expect(tools.getByRole('button', { name: 'Full screen' })).toBeVisible();

  // Accept every document not reviewed yet, after saying how many.
  await documents.getByRole('button', { name: /^Accept all remaining \(\d+\)$/ }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Accept the \d+ documents not reviewed yet\?$/ });
  await expect(confirm).toContainText('certificate.pdf');
  await expect(confirm).toContainText('bank-statement.pdf');
  await expectNoAxeViolations(page);
  await page.setViewportSize(WIDE);
  await confirm.getByRole('button', { name: 'Yes, accept all' }).click();
  await expect(page.getByText(/^\d+ documents accepted\.$/)).toBeVisible();
  await expect(documents.getByRole('button', { name: /^Accept all remaining/ })).toHaveCount(0);

  // Nothing outstanding: forwarding is offered and goes through.
  const panel = page.getByRole('region', { name: 'Status' });
  await panel.getByLabel('Move to').selectOption({ label: 'Forwarded to university' });
  await panel.getByLabel('Message to the student').fill('Your application is now with the university.');
  await panel.getByRole('button', { name: 'Change status' }).click();
  await expect(panel.getByText(/^Current status:/)).toContainText('Forwarded to university');
  await expectNoAxeViolations(page);
  await shoot(page, 'corrections-staff-forwarded');
});
