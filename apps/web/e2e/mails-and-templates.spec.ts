import { applicationBodyFields } from '@studychina/contracts/fixtures';
import { signIn, signInNewStudent } from './apply.helpers';
import { expect, expectNoAxeViolations, screenshotBoth, test, uniqueEmail, WIDE } from './fixtures';
import { E2E_ADMIN } from './site-server';

/*
 * Issue 34 in Chromium against the real API (docs/product.md#back-office-message-templates): the admin adds a
 * message template, resends a staff invitation, and on a French student's application picks a template in the
 * status panel: the message is filled in French and the preview is the French mail the student then gets. axe
 * finds nothing on the templates page, the staff page and the application page, at 1280 and 360 px.
 */

test.describe.configure({ timeout: 240_000 });

test('templates, a resent invitation, and the French preview from a template', async ({ page, request }) => {
  // A French-speaking student submits through the API (the form has journeys of its own).
  const student = await signInNewStudent(page, request, 'awa');
  const authorization = `Bearer ${student.token}`;
  await request.put('/api/v1/user/locale', { headers: { authorization }, data: { locale: 'fr' } });
  await page.setViewportSize({ width: 200, height: 200 });
  await page.setContent('<body style="margin:0;background:#1e3a8a"></body>');
  const image = await page.screenshot({ type: 'png' });
  const file = (name: string) => ({ name, mimeType: 'image/png', buffer: image });
  const applied = await request.post('/api/v1/user/apply', {
    headers: { authorization },
    multipart: {
      ...applicationBodyFields(),
      'passportphoto[0]': file('photo.png'),
      'applicantSignature[0]': file('signature.png'),
      'sponsorSignature[0]': file('sponsor.png'),
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { application } = (await applied.json()) as { application: { id: string } };

  // The admin adds a template on /admin/templates.
  await page.setViewportSize(WIDE);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin$/);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Templates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Message templates' })).toBeVisible();
  const add = page.getByRole('region', { name: 'Add a template' });
  await add.getByLabel('Status').selectOption({ label: 'Under review' });
  await add.getByLabel('Title (what staff see in the list)').fill('Passport checked');
  await add.getByLabel('Message in English').fill('We checked your passport. The review goes on.');
  await add.getByLabel('Message in French').fill("Nous avons vérifié votre passeport. L'examen continue.");
  await add.getByRole('button', { name: 'Add template' }).click();
  await expect(page.getByRole('region', { name: 'Under review' })).toContainText('Passport checked');
  await expectNoAxeViolations(page);
  await screenshotBoth(page, 'admin-templates');

  // … resends an invitation to someone who has not set a password yet.
  await nav.getByRole('link', { name: 'Staff' }).click();
  const staffEmail = uniqueEmail('bisi');
  await page.getByLabel('E-mail', { exact: true }).fill(staffEmail);
  await page.getByLabel('First name', { exact: true }).fill('Bisi');
  await page.getByLabel('Last name', { exact: true }).fill('Ola');
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await page.getByRole('button', { name: `Resend invitation ${staffEmail}` }).click();
  await expect(page.getByText(`A new invitation was sent to ${staffEmail}.`)).toBeVisible();
  await expectNoAxeViolations(page);

  // … picks the template for the French student: French message, French preview, then the change.
  await page.goto(`/admin/applications/${application.id}`);
  const panel = page.getByRole('region', { name: 'Status' });
  await panel.getByLabel('Move to').selectOption({ label: 'Under review' });
  await panel
    .getByLabel('Start from a template (fills the message in French)')
    .selectOption({ label: 'Passport checked' });
  await expect(panel.getByLabel('Message to the student')).toHaveValue(
    "Nous avons vérifié votre passeport. L'examen continue.",
  );
  const preview = panel.getByRole('group', { name: 'What the student will receive' });
  await expect(preview).toContainText("Votre candidature : En cours d'examen");
  await expect(preview).toContainText(`/fr/dashboard/applications/${application.id}`);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, 'admin-status-preview');
  await panel.getByRole('button', { name: 'Change status' }).click();
  await expect(panel.getByText(/^Current status:/)).toContainText('Under review');
});
