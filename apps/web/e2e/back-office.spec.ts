import { randomBytes } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { serializeDraft } from '@studychina/contracts';
import { buildApplicationFields } from '@studychina/contracts/fixtures';
import { FIXTURE_DIR, makeFixtures, type Fixtures } from './apply.fixtures';
import { isoDate, outboxDir, signIn, signInNewStudent } from './apply.helpers';
import { axeViolations, expect, PHONE, saveShot, shotPath, test, uniqueEmail } from './fixtures';
import { E2E_ADMIN } from './site-server';

/*
 * Issue 13 in Chromium against the real API and database (docs/product.md#back-office-screens): the admin
 * from ADMIN_EMAIL invites a staff member, who sets a password from the mailed link and signs in; a student
 * submits; staff find the application by part of the surname, view the PDF and the photo, reject the photo
 * and ask for corrections; the student replaces it and sends them; staff accept, forward, admit and attach
 * the letter; the student downloads it and sees "Admitted". axe finds nothing on any back-office or
 * follow-up page at 1280 and 360 px; screenshots of the queue, the application and the student's timeline.
 */

const WIDE = { width: 1280, height: 800 };
const STUDENT_PASSWORD = 'Lagos-2026-pass';
const STAFF_PASSWORD = 'Desk-2026-review';
const UNIVERSITY = 'Zhejiang University';
const PROGRAMME = 'Medicine (MBBS, English-taught)';
const ADMISSION_NUMBER = 'ZJU-2026-0042';

/** axe at 1280 px and at 360 px: 0 violations at both. */
async function expectNoAxeViolations(page: Page) {
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    expect(await axeViolations(page), `axe on ${page.url()} at ${size.width} px`).toEqual([]);
  }
  await page.setViewportSize(WIDE);
}

/** Full-page screenshots at 1280 and 360 px (nothing wider than the phone). */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => void window.scrollTo(0, 0));
  for (const [label, size] of [
    ['1280', WIDE],
    ['360', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
    if (size === PHONE) {
      // The message names what sticks out, so a failure says where to look.
      const wide = await page.evaluate((limit) => {
        const out = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > limit);
        return out.slice(-3).map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
      }, PHONE.width);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name} at 360 px: ${wide.join(', ')}`,
      ).toBeLessThanOrEqual(PHONE.width);
    }
    await saveShot(page, shotPath(`${name}-${label}.png`));
  }
  await page.setViewportSize(WIDE);
}

/** The set-password link of the newest invitation mailed to `email` (quoted-printable soft breaks undone). */
async function readInvitationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outboxDir()).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
        for (const file of files.sort().reverse()) {
          const mail = (await readFile(join(outboxDir(), file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          if (!mail.includes(email) || !/^Subject: Your Study in China back-office account/m.test(mail)) continue;
          link = /https?:\/\/\S+\/set-password\?token=[^\s"<>]+/.exec(mail)?.[0];
          break;
        }
        return link;
      },
      { message: `an invitation mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Moves the application on from the status panel: the target, the message, a deadline for corrections. */
async function changeStatus(page: Page, to: string, message: string, deadline?: string) {
  const panel = page.getByRole('region', { name: 'Status' });
  await panel.getByLabel('Move to').selectOption({ label: to });
  await panel.getByLabel('Message to the student').fill(message);
  if (deadline) await panel.getByLabel('Deadline for the corrections').fill(deadline);
  await expect(panel.getByRole('group', { name: 'What the student will receive' })).toContainText(message);
  await panel.getByRole('button', { name: 'Change status' }).click();
  await expect(panel.getByText(/^Current status:/)).toContainText(to);
}

/** What the steps of the journey hand on to each other (they run in order, one worker). */
const journey = {
  tag: randomBytes(3)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!),
  staffEmail: uniqueEmail('chen'),
  studentEmail: '',
  applicationUrl: '',
  files: null as Fixtures | null,
};
// A surname no other journey uses, found by a part of it.
const surname = () => `Okonkwo${journey.tag}`;

test.describe.configure({ mode: 'serial', timeout: 360_000 });
test.beforeEach(async ({ page }) => page.setViewportSize(WIDE));

test('the admin from ADMIN_EMAIL invites a staff member, who sets a password from the mailed link and signs in', async ({
  page,
}) => {
  // The admin from ADMIN_EMAIL lands on the queue; the back office's pages have nothing axe finds.
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(page.locator('.tab-count').first()).toBeVisible();
  await expectNoAxeViolations(page);
  // The back office's own frame: no marketing header or footer; on a phone its navigation folds behind Menu.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByText('Signed in as')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  await menu.click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  await page.setViewportSize(WIDE);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Applications' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
  await expect(page.getByText('Loading the audit trail')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // … invites a staff member.
  const { staffEmail } = journey;
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(staffEmail);
  await page.getByLabel('First name', { exact: true }).fill('Chen');
  await page.getByLabel('Last name', { exact: true }).fill('Wei');
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  const invited = page.getByRole('row').filter({ hasText: staffEmail });
  await expect(invited).toContainText('Invited');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('');
  await expectNoAxeViolations(page);

  // The staff member sets a password from the mailed link, then signs in on the same /login.
  const link = new URL(await readInvitationLink(staffEmail));
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('New password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, staffEmail, STAFF_PASSWORD, /\/admin$/);
  // Staff members get the queue, not the admin pages.
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' })).toHaveCount(
    0,
  );
});

test('a student submits; staff find it by part of the surname, view the PDF and the photo, reject it, ask for corrections', async ({
  page,
  request,
  context,
}) => {
  const files = (journey.files = await makeFixtures(context));
  const { staffEmail, tag } = journey;
  // A student submits an application with a passport photo, signatures and a PDF transcript.
  const student = await signInNewStudent(page, request, 'ngozi');
  journey.studentEmail = student.email;
  const draft = buildApplicationFields({ surName: surname(), firstName: 'Ngozi', email: student.email });
  await page.evaluate((text) => localStorage.setItem('admission_form_draft', text), serializeDraft(draft));
  await page.goto('/apply');
  for (const title of ['More User Info', 'Education', 'Family Members', 'Documents']) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('#apply-step-title')).toHaveText(title);
  }
  const input = (list: string) => page.locator(`input[type=file][name=${list}]`);
  await input('passportphoto').setInputFiles(files.photoJpg);
  await input('applicantSignature').setInputFiles(files.signature);
  await input('sponsorSignature').setInputFiles(files.sponsorSignature);
  await input('transcripts').setInputFiles(files.pdf('transcript'));
  // As the form asks: Submit once every document shows "Uploaded" (before that it refuses, by design).
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(4, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#apply-step-title')).toHaveText('Review & Submit');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Application submitted successfully', { exact: true })).toBeVisible({ timeout: 30_000 });

  // Staff find it by part of the surname (the URL keeps the search), open it.
  await signIn(page, staffEmail, STAFF_PASSWORD, /\/admin$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag.slice(1).toUpperCase());
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag.slice(1).toUpperCase()}`));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('4 documents to review');
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-queue');
  await rows
    .nth(1)
    .getByRole('link', { name: `Ngozi Ngozi ${surname()}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `${surname()} Ngozi` })).toBeVisible();
  journey.applicationUrl = new URL(page.url()).pathname;
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-application');

  // The PDF in the browser's viewer, the photo inline.
  await page.getByRole('button', { name: 'transcript.pdf', exact: true }).click();
  await expect(page.locator('iframe.viewer-pdf[title="transcript.pdf"]')).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'passport-front.jpg', exact: true }).click();
  const photo = page.getByRole('img', { name: 'passport-front.jpg' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Reject the photo with a reason; ask for corrections by a deadline.
  const reason = 'The photo must show your face on a white background.';
  await page.getByRole('button', { name: 'Reject passport-front.jpg' }).click();
  await page.getByLabel('Reason for rejecting (the student reads it)').fill(reason);
  await page.getByRole('button', { name: 'Reject document' }).click();
  await expect(page.getByText(`Rejected by Chen Wei: ${reason}`)).toBeVisible();
  await changeStatus(page, 'Under review', 'We are reviewing your documents.');
  const request1 = 'Please replace your passport photo.';
  await changeStatus(page, 'Action required (waiting for the student)', request1, isoDate(14));
});

test('the student reads the reason, replaces the photo and sends corrections; staff accept, forward, admit and attach a letter', async ({
  page,
}) => {
  const files = journey.files!;
  const { staffEmail } = journey;
  const reason = 'The photo must show your face on a white background.';
  const request1 = 'Please replace your passport photo.';
  const letter = join(FIXTURE_DIR, 'admission-letter.pdf');
  await writeFile(letter, await readFile(files.pdf('certificate')));
  // The student reads the message and what to do on the dashboard, and the reason on the application.
  await signIn(page, journey.studentEmail, STUDENT_PASSWORD, /\/$/);
  await page.goto('/dashboard');
  const card = page.locator('.application-card');
  await expect(card.getByText(request1)).toBeVisible();
  await expect(card.getByRole('note')).toContainText('1 document needs to be replaced');
  await expect(card.getByRole('list', { name: 'Progress of your application' })).toContainText('Action required');
  await expectNoAxeViolations(page);
  await shoot(page, 'student-timeline-action-required');
  await card.getByRole('link', { name: 'View application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();
  await expect(page.getByText(`Rejected. Reason: ${reason}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send corrections' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // … replaces the photo and sends the corrections.
  await page.getByLabel('Replace passport-front.jpg').setInputFiles(files.photoPng);
  await expect(page.getByRole('list', { name: 'Replacement for passport-front.jpg' })).toContainText(
    'passport-side.png',
  );
  await page.getByRole('button', { name: 'Upload the new files' }).click();
  await expect(page.getByText('passport-side.png', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send corrections' }).click();
  await expect(page.getByRole('heading', { level: 2 }).getByText('Under review')).toBeVisible();

  // Staff accept the new photo and the other documents, forward the application, admit it, attach the letter.
  await signIn(page, staffEmail, STAFF_PASSWORD, /\/admin$/);
  await page.goto(journey.applicationUrl);
  for (const name of ['passport-side.png', 'applicant-signature.png', 'sponsor-signature.png', 'transcript.pdf']) {
    await page.getByRole('button', { name: `Accept ${name}` }).click();
    await expect(
      page.getByRole('listitem').filter({ has: page.getByRole('button', { name, exact: true }) }),
    ).toContainText('Accepted by Chen Wei');
  }
  await changeStatus(page, 'Forwarded to university', 'Your application is now with the university.');
  // Where it went: the university, programme and admission number the student will read.
  const placement = page.getByRole('region', { name: 'Where it went' });
  await placement.getByLabel('University').fill(UNIVERSITY);
  await placement.getByLabel('Programme').fill(PROGRAMME);
  await placement.getByLabel('Admission number').fill(ADMISSION_NUMBER);
  await placement.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. The student now sees where their application went.')).toBeVisible();
  await changeStatus(page, 'Admitted', 'Congratulations: you are admitted. Your letter is attached.');
  await page.getByLabel('Attach a document for the student').setInputFiles(letter);
  await page.getByRole('button', { name: 'Attach and notify the student' }).click();
  await expect(page.getByRole('region', { name: 'Documents for the student' })).toContainText('admission-letter.pdf');
  await expectNoAxeViolations(page);
});

test('the student sees "Admitted" on the timeline and downloads the letter', async ({ page }) => {
  const card = page.locator('.application-card');
  await signIn(page, journey.studentEmail, STUDENT_PASSWORD, /\/$/);
  await page.goto('/dashboard');
  const timeline = card.getByRole('list', { name: 'Progress of your application' });
  await expect(timeline.locator('[aria-current=step]')).toHaveText('Admitted');
  await expect(card.getByRole('note')).toContainText('1 document from our team to download');
  await expectNoAxeViolations(page);
  await shoot(page, 'student-timeline-admitted');
  await card.getByRole('link', { name: 'View application' }).click();
  await expect(page.getByText(`Sent to: ${UNIVERSITY} — ${PROGRAMME}`)).toBeVisible();
  await expect(page.getByText(`Admission number: ${ADMISSION_NUMBER}`)).toBeVisible();
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download admission-letter.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('admission-letter.pdf');
  const saved = await readFile((await download.path())!);
  expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
  await shoot(page, 'student-application-admitted');
});

test('the admin reads who did what on the application, by its short id: the student and staff in words', async ({
  page,
}) => {
  const shortId = journey.applicationUrl.split('/').at(-1)!.slice(0, 8);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin$/);
  await page.goto('/admin/audit');
  await page.getByLabel('Application id').fill(shortId);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`application=${shortId}`));
  const table = page.getByRole('table');
  await expect(table).toContainText('Submitted the application with 4 documents');
  await expect(table).toContainText('(student)');
  await expect(table).toContainText('Rejected Passport Photo (passport-front.jpg): “The photo must show');
  await expect(table).toContainText('Sent Passport Photo (passport-side.png), replacing passport-front.jpg');
  await expect(table).toContainText('Status: Under review → Forwarded to university');
  await expect(table).toContainText(`Sent to ${UNIVERSITY} — ${PROGRAMME}, admission number ${ADMISSION_NUMBER}`);
  await expect(table).not.toContainText('Opened the application');
  await expect(page.getByText(/automatic views? (is|are) hidden/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Staff members are picked by name; the automatic views come back when asked for.
  await page.getByLabel('Staff member').selectOption({ label: 'Chen Wei (staff)' });
  // click, not check(): the box is drawn from the address, which the router updates in a transition.
  await page.getByLabel('Show automatic views').click();
  await expect(page.getByLabel('Show automatic views')).toBeChecked();
  await expect(page).toHaveURL(/views=1/);
  await expect(table).toContainText('Opened the application');
  await expect(table).not.toContainText('(student)');
  await shoot(page, 'admin-audit');
});
