import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, screenshotBoth, test } from './fixtures';
import { outboxDir, signInNewStudent } from './apply.helpers';

/*
 * docs/product.md#contact-page in a real browser against the real API: a visitor pressing send is sent to
 * /login; a signed-in student's message is sent, the fields clear, and the company inbox receives it
 * (the outbox .eml the API writes when no SMTP server is configured).
 */

const fill = async (page: Page, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
};

/** The inbox copy of the message with this subject, once it is written. */
async function inboxMail(subject: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const files = (await readdir(outboxDir()).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
        for (const file of files) {
          const mail = await readFile(join(outboxDir(), file), 'utf8');
          if (mail.includes(`Subject: Contact form: ${subject}`)) found = mail;
        }
        return found;
      },
      { message: `the inbox mail "${subject}"`, timeout: 15_000 },
    )
    .toBeTruthy();
  return found;
}

// The press comes as soon as the pre-rendered page shows, before or after the app has started: either way
// the visitor lands on /login (the browser's own submission, with an empty query, or the app's navigation).
test('contact: a visitor pressing Send Message is sent to /login', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/login\??$/);
});

test('contact: before the app runs, Send Message still leads to sign-in, with nothing typed in the address', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [contact, button, login] of [
    ['/contact', 'Send Message', /\/login\??$/],
    ['/fr/contact', 'Envoyer le message', /\/fr\/login\??$/],
  ] as const) {
    await page.goto(contact);
    await page.locator('#contact-subject').fill('Scholarship question');
    await page.getByRole('button', { name: button }).click();
    await expect(page).toHaveURL(login);
  }
  await context.close();
});

test('contact: a signed-in student sends a message; the fields clear and it reaches the inbox', async ({
  page,
  request,
}) => {
  const student = await signInNewStudent(page, request, 'chidi');
  await page.goto('/contact');
  await expect(page.getByText('You need to be logged in to send a message.')).toBeHidden();
  await screenshotBoth(page, 'contact');

  const subject = `Scholarship question ${Date.now()}`;
  await fill(page, {
    'Your Name': 'Chidi Eze',
    'Your Email': student.email,
    Subject: subject,
    'Enter Message Here': 'Good day. Which universities offer the CSC scholarship for Medicine?\nThank you.',
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Sent Successfully!')).toBeVisible();
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Enter Message Here', { exact: true })).toHaveValue('');

  const mail = await inboxMail(subject);
  expect(mail).toMatch(/^Reply-To: .*chidi/im);
  expect(mail).toContain('Which universities offer the CSC scholarship for Medicine?');
});
