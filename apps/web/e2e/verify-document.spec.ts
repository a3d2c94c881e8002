import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { applicationBodyFields } from '@studychina/contracts/fixtures';
import { signInNewStudent } from './apply.helpers';
import { axeViolations, expect, PHONE, test } from './fixtures';
import { staffToken } from './second-factor';
import { E2E_ADMIN } from './site-server';

/*
 * Issue 31 in Chromium (docs/decisions/0135-verifiable-documents.md): staff issue an admission letter for a submitted
 * application; the student downloads it, stamped, from the application's page; a visitor on a phone (360 px) who holds
 * its code opens /verify/:code, the page the API writes, reads that the letter is valid, with the holder's name
 * masked, and drops the student's copy on it (the same file) and the unstamped original (not the same); axe finds
 * nothing on it.
 */

test('a student downloads the stamped letter; a visitor on a phone reads it valid and checks the copy against it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A student submits through the API (the form has journeys of its own).
  const student = await signInNewStudent(page, request, 'chidi');
  await page.setViewportSize({ width: 200, height: 200 });
  await page.setContent('<body style="margin:0;background:#1e3a8a"></body>');
  const image = await page.screenshot({ type: 'png' });
  const png = (name: string) => ({ name, mimeType: 'image/png', buffer: image });
  const applied = await request.post('/api/v1/user/apply', {
    headers: { authorization: `Bearer ${student.token}` },
    multipart: {
      ...applicationBodyFields(),
      'passportphoto[0]': png('photo.png'),
      'applicantSignature[0]': png('signature.png'),
      'sponsorSignature[0]': png('sponsor.png'),
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { application } = (await applied.json()) as { application: { id: string } };

  // Staff give the student an admission letter: a PDF, stamped with its code.
  await page.setContent('<h1>Letter of admission</h1><p>Ada Obi is admitted.</p>');
  const letter = await page.pdf({ format: 'A4' });
  const admin = await staffToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const issued = await request.post(`/api/v1/admin/applications/${application.id}/documents`, {
    headers: { authorization: `Bearer ${admin}` },
    multipart: {
      kind: 'admission_letter',
      file: { name: 'Admission letter.pdf', mimeType: 'application/pdf', buffer: letter },
    },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  const { code } = ((await issued.json()) as { document: { verification: { code: string } } }).document.verification;

  // The student downloads the letter from the application's page: the stamped copy.
  await page.goto(`/dashboard/applications/${application.id}`);
  const fromStaff = page.getByRole('region', { name: 'Documents from our team' });
  const download = page.waitForEvent('download');
  await fromStaff.getByRole('button', { name: 'Download Admission letter.pdf' }).click();
  const copy = await (await download).path();
  expect((await readFile(copy)).equals(letter), 'the download is the stamped copy, not the original').toBe(false);

  // A visitor with the code, on a phone, without an account.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.setViewportSize(PHONE);
  await page.goto(`/verify/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Document verification' })).toBeVisible();
  const status = page.locator('[data-status]');
  await expect(status).toHaveAttribute('data-status', 'valid');
  await expect(status).toContainText('Valid');
  await expect(status).toContainText('We issued this document and it has not been revoked.');
  await expect(page.locator('main')).toContainText(code);
  await expect(page.locator('main')).toContainText('O***');
  await expect(page.locator('main')).not.toContainText('Ada Obi');
  // Nothing wider than the phone: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await axeViolations(page)).toEqual([]);

  // The student's copy is the file issued; the original before stamping is not.
  const check = async (file: Parameters<Page['setInputFiles']>[1]) => {
    await page.getByLabel(/PDF/).setInputFiles(file);
    await page.getByRole('button', { name: 'Check the file' }).click();
    return page.getByRole('status');
  };
  await expect(await check(copy)).toHaveText('This file is exactly the one we issued.');
  await expect(page.locator('[data-status]')).toHaveAttribute('data-status', 'valid');
  expect(await axeViolations(page)).toEqual([]);
  await expect(await check({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: letter })).toContainText(
    'This file is not the one we issued',
  );
});
