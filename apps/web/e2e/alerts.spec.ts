import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { applicationBodyFields, buildApplicationFields } from '@studychina/contracts/fixtures';
import { isoDate, signInNewStudent, submitByApi } from './apply.helpers';
import { staffToken } from './second-factor';
import { axeViolations, expect, PHONE, test } from './fixtures';
import { E2E_ADMIN } from './site-server';

/*
 * Issue 32 (docs/product.md#whatsapp-and-sms-alerts), at 360 px: a student turns WhatsApp alerts on from the
 * dashboard, reads the code the WhatsApp simulator received (site-server.ts starts it beside the site), verifies
 * the number; staff ask for corrections and the simulator receives the alert for the student's phone.
 */

const API = '/api/v1';
async function submit(request: APIRequestContext, token: string, surName: string) {
  const fields = applicationBodyFields(
    buildApplicationFields({
      surName,
      firstName: 'Ada',
      middleName: '',
      nationality: 'Nigerian',
      passportNumber: `P${surName}`,
    }),
  );
  return submitByApi(request, token, fields);
}

interface Received {
  to: string;
  template: { name: string; params: string[]; buttons: string[] } | null;
  body: unknown;
}

/** The messages the WhatsApp simulator received for `to` (digits), waiting until one is the template `name`. */
async function whatsappMessage(to: string, name: string): Promise<Received> {
  let found: Received | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${process.env.E2E_WHATSAPP_URL}/__messages`)).json()) as Received[];
        found = all.find((m) => m.to === to && m.template?.name === name);
        return found !== undefined;
      },
      { timeout: 30_000, message: `the WhatsApp simulator received ${name} for ${to}` },
    )
    .toBe(true);
  return found!;
}

test.describe.configure({ timeout: 240_000 });

test('a student turns WhatsApp alerts on and verifies the number; a correction request reaches them on WhatsApp', async ({
  page,
  request,
}) => {
  const student = await signInNewStudent(page, request, 'ngozi');
  const surName = `Okafor${randomBytes(3)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;
  const applicationId = await submit(request, student.token, surName);
  // A number of this run's own: the simulator keeps every message of the run.
  const digits = `23480${String(10_000_000 + randomBytes(3).readUIntBE(0, 3)).slice(0, 8)}`;

  await page.setViewportSize(PHONE);
  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: 'Alerts on WhatsApp and SMS' });
  await expect(section).toBeVisible();
  await section.getByLabel('Phone number for alerts').fill(`+${digits}`);
  await section.getByRole('checkbox', { name: 'WhatsApp' }).check();
  await section.getByRole('button', { name: 'Save my choice' }).click();
  await expect(section.getByText('Waiting for the code we sent')).toBeVisible();

  const code = (await whatsappMessage(digits, 'verification_code')).template!.params[0]!;
  expect(code).toMatch(/^\d{6}$/);
  await section.getByLabel('Code received on WhatsApp').fill(code);
  await section.getByRole('button', { name: 'Check the code' }).click();
  await expect(section.getByText(/On, since /)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Turn off WhatsApp' })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  expect(await axeViolations(page)).toEqual([]);

  // Staff ask for corrections by a deadline: the alert goes on WhatsApp to the verified number.
  const authorization = { Authorization: `Bearer ${await staffToken(request, E2E_ADMIN.email, E2E_ADMIN.password)}` };
  for (const data of [
    { status: 'under_review', message: 'We are reading your application.' },
    { status: 'action_required', message: 'Please replace your passport scan.', deadline: isoDate(14) },
  ]) {
    const res = await request.post(`${API}/admin/applications/${applicationId}/status`, {
      headers: authorization,
      data,
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const alert = await whatsappMessage(digits, 'correction_request');
  expect(alert.template!.params[0]).toBe(student.firstname);
  expect(JSON.stringify(alert.body)).toContain(`/dashboard/applications/${applicationId}`);
});
