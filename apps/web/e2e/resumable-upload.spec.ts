import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { serializeDraft } from '@studychina/contracts';
import { buildApplicationFields } from '@studychina/contracts/fixtures';
import { FIXTURE_DIR, makeFixtures } from './apply.fixtures';
import { signInNewStudent } from './apply.helpers';
import { expect, test } from './fixtures';

/*
 * Issue 14 (docs/product.md#resumable-uploads-and-the-server-draft) in Chromium against the real API: the
 * documents upload through tus as soon as they are chosen; the network goes away in the middle of a 6 MiB
 * PDF (after its second 1 MiB chunk), the page says "Waiting for network", and when the network is back
 * the upload goes on from where the server stopped (the bytes the server took add up to the file's size,
 * not more); a reload finds text and documents; a second browser signed in as the same student finds
 * them too and submits.
 */

const MiB = 1024 * 1024;
const BIG = 6 * MiB;

const toDocuments = async (page: Page) => {
  for (const title of ['More User Info', 'Education', 'Family Members', 'Documents']) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
};
const item = (page: Page, list: string, name: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: name });

test('uploads wait out a lost network and resume without restarting; text and documents follow the student', async ({
  page,
  request,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const files = await makeFixtures(context);
  // A real PDF grown to 6 MiB (the server judges the head's magic bytes): six chunks.
  const big = join(FIXTURE_DIR, 'scanned-certificates.pdf');
  const pdf = await readFile(files.pdf('certificate'));
  await writeFile(big, Buffer.concat([pdf, Buffer.alloc(BIG - pdf.length, 0x0a)]));

  const student = await signInNewStudent(page, request, 'ngozi');
  const draft = buildApplicationFields({ surName: 'Okonkwo', firstName: 'Ngozi', email: student.email });
  await page.evaluate((text) => localStorage.setItem('admission_form_draft', text), serializeDraft(draft));
  await page.goto('/apply');
  // Typed on this device: saved to the account a moment later.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/user/application-draft') && r.request().method() === 'PUT' && r.ok(),
  );
  await page.getByLabel('Surname', { exact: true }).fill('Okonkwo-Eze');
  await saved;
  await toDocuments(page);

  // What the server took of each PATCH: the offset it answers minus the offset the chunk started at.
  let received = 0;
  const startedAtZero: string[] = [];
  page.on('response', (response) => {
    const sent = response.request();
    if (sent.method() !== 'PATCH' || !response.url().includes('/api/v1/user/uploads/')) return;
    const from = Number(sent.headers()['upload-offset']);
    const to = Number(response.headers()['upload-offset']);
    if (from === 0) startedAtZero.push(response.url());
    if (response.status() === 204 && Number.isFinite(to) && to > 0 && sent.headers()['upload-offset'] !== undefined)
      received += to - from;
  });
  // The network drops as the big file's third chunk leaves: that request never reaches the server.
  let cut = false;
  await page.route('**/api/v1/user/uploads/*', async (route) => {
    const offset = route.request().headers()['upload-offset'];
    if (!cut && route.request().method() === 'PATCH' && offset === String(2 * MiB)) {
      cut = true;
      await context.setOffline(true);
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });

  const input = (list: string) => page.locator(`input[type=file][name=${list}]`);
  await input('passportphoto').setInputFiles(files.photoJpg);
  await input('applicantSignature').setInputFiles(files.signature);
  await input('sponsorSignature').setInputFiles(files.sponsorSignature);
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(3, { timeout: 30_000 });
  received = 0;
  startedAtZero.length = 0;

  await input('certificates').setInputFiles(big);
  const certificate = item(page, 'Certificates', 'scanned-certificates.pdf');
  await expect(certificate.getByText('Waiting for network')).toBeVisible({ timeout: 30_000 });
  await expect(certificate.getByText('Uploaded')).toHaveCount(0);
  expect(received).toBe(2 * MiB);

  await context.setOffline(false);
  await expect(certificate.getByText('Uploaded')).toBeVisible({ timeout: 60_000 });
  // Resumed, not restarted: one PATCH from offset 0, and the server took the file once.
  expect(startedAtZero).toHaveLength(1);
  expect(received).toBe(BIG);
  await page.unroute('**/api/v1/user/uploads/*');

  // A reload (or a tab the phone killed): the text and the documents are still there.
  await page.reload();
  // The step is in the address (docs/product.md#apply-steps): the reload reopens Documents.
  await expect(page).toHaveURL(/\/apply\?step=5$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Documents' })).toBeVisible();
  for (const [list, name] of [
    ['Passport Photo', 'passport-front.jpg'],
    ['Applicant Signature', 'applicant-signature.png'],
    ['Sponsor Signature', 'sponsor-signature.png'],
    ['Certificates', 'scanned-certificates.pdf'],
  ] as const)
    await expect(item(page, list, name).getByText('Uploaded')).toBeVisible();
  // The steps reached before open from the progress bar.
  await page.locator('.step-names').getByRole('button', { name: 'Personal' }).click();
  await expect(page.getByLabel('Surname', { exact: true })).toHaveValue('Okonkwo-Eze');

  // Another browser, the same student: the account's draft brings both, and the student is told.
  const laptop = await browser.newContext({ baseURL });
  try {
    const other = await laptop.newPage();
    await other.goto('/');
    await other.evaluate(
      ([token, user]) => {
        localStorage.setItem('ACCESS_TOKEN', token);
        localStorage.setItem('AUTH_USER', user);
      },
      [student.token, await page.evaluate(() => localStorage.getItem('AUTH_USER') ?? '')] as const,
    );
    await other.goto('/apply');
    await expect(other.getByText(/We restored the newer draft saved to your account/)).toBeVisible();
    await expect(other.getByLabel('Surname', { exact: true })).toHaveValue('Okonkwo-Eze');
    await toDocuments(other);
    await expect(item(other, 'Certificates', 'scanned-certificates.pdf').getByText('Uploaded')).toBeVisible();
    await other.getByRole('button', { name: 'Continue' }).click();
    await expect(other.getByRole('heading', { level: 3, name: 'Review & Submit' })).toBeVisible();
    await other.getByRole('button', { name: 'Submit' }).click();
    await expect(other.getByText('Application submitted successfully', { exact: true })).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    await laptop.close();
  }

  const listed = await request.get('/api/v1/user/applications', {
    headers: { authorization: `Bearer ${student.token}` },
  });
  const { applications } = (await listed.json()) as { applications: { fileCount: number; surName?: string }[] };
  expect(applications).toEqual([expect.objectContaining({ fileCount: 4 })]);
});
