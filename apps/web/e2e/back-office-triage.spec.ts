import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { applicationBodyFields, buildApplicationFields } from '@studychina/contracts/fixtures';
import { signIn, signInNewStudent, submitByApi } from './apply.helpers';
import { staffToken } from './second-factor';
import { axeViolations, expect, PHONE, saveShot, shotPath, test } from './fixtures';
import { E2E_ADMIN } from './site-server';

/*
 * Issue 34, triage in Chromium against the real API and database (docs/product.md#back-office-screens):
 * five Nigerian applications, their nationality written five ways ("Nigerian", "NG", "nigériane",
 * "Nigeria", "NIGERIAN") and one Ghanaian; one of the five already with a colleague. The admin filters the
 * queue on Nigeria, selects the page, bulk-assigns the five to themself (the queue first names the colleague
 * whose application would be taken), opens one, moves to the next application of the same queue, comes back
 * and finds the filter kept; an application opened directly goes back to the same queue too. axe finds
 * nothing on the queue (bulk actions and the warning open) or the application page, at 1280 and 360 px.
 */

const WIDE = { width: 1280, height: 800 };
const API = '/api/v1';
const tag = randomBytes(3)
  .toString('hex')
  .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!);
async function expectNoAxeViolations(page: Page) {
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    expect(await axeViolations(page), `axe on ${page.url()} at ${size.width} px`).toEqual([]);
    if (size === PHONE)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'wider than 360 px').toBeLessThanOrEqual(
        PHONE.width,
      );
  }
  await page.setViewportSize(WIDE);
}

async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['1280', WIDE],
    ['360', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await saveShot(page, shotPath(`${name}-${label}.png`));
  }
  await page.setViewportSize(WIDE);
}

/** POST /apply as a client of the API does: text fields (the nationality as written), the three required files. */
async function submit(request: APIRequestContext, token: string, surName: string, nationality: string) {
  const fields = applicationBodyFields(
    buildApplicationFields({ surName, firstName: 'Ada', middleName: '', nationality, passportNumber: `P${surName}` }),
  );
  return submitByApi(request, token, fields);
}

test.describe.configure({ timeout: 240_000 });

test('staff filter the queue on Nigeria, bulk-assign five applications, open one and come back to the same queue', async ({
  page,
  request,
}) => {
  // Five Nigerians written five ways, one Ghanaian; the surnames carry this run's tag.
  const student = await signInNewStudent(page, request, 'bola');
  const nigerians = [
    ['Adeyemi', 'Nigerian'],
    ['Bello', 'NG'],
    ['Chukwu', 'nigériane'],
    ['Danjuma', 'Nigeria'],
    ['Eze', 'NIGERIAN'],
  ] as const;
  const ids: string[] = [];
  for (const [surName, nationality] of nigerians)
    ids.push(await submit(request, student.token, `${surName}${tag}`, nationality));
  await submit(request, student.token, `Mensah${tag}`, 'Ghanaian');

  // A colleague already has Bello's application.
  const adminToken = await staffToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const authorization = { Authorization: `Bearer ${adminToken}` };
  const invited = await request.post(`${API}/admin/staff`, {
    headers: authorization,
    data: { email: `kemi.${tag}@example.com`, firstname: 'Kemi', lastname: `Ade${tag}`, role: 'staff' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const kemi = ((await invited.json()) as { staff: { id: string } }).staff.id;
  const assigned = await request.post(`${API}/admin/applications/${ids[1]}/assign`, {
    headers: authorization,
    data: { staffId: kemi },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);

  // The admin signs in and filters the queue: nationality Nigeria (a picker of countries) and this run's tag.
  await page.setViewportSize(WIDE);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await page.getByLabel('Nationality', { exact: true }).selectOption({ label: 'Nigeria' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]nationality=NG/);
  const queueUrl = new URL(page.url());
  const table = page.getByRole('region', { name: 'Applications found' }).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(1 + nigerians.length);
  await expect(table).not.toContainText(`Mensah${tag}`);
  for (const row of await table.getByRole('row').all()) await expect(row).not.toContainText('Ghana');

  // Select the page, assign to me: the queue names the colleague before taking her application.
  await page.getByRole('checkbox', { name: 'Select every application on this page' }).check();
  const bulk = page.getByRole('region', { name: 'Bulk actions: 5 applications selected' });
  await bulk.getByLabel('Assign the selected to').selectOption({ label: 'Me' });
  await bulk.getByRole('button', { name: 'Assign', exact: true }).click();
  const warning = bulk.getByRole('alertdialog', { name: "Take over colleagues' applications?" });
  await expect(warning).toContainText(`1 selected application is assigned to Kemi Ade${tag}.`);
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-queue-bulk');
  await warning.getByRole('button', { name: 'Yes, take over' }).click();
  await expect(page.getByText('5 of 5 applications changed.')).toBeVisible();
  await expect(bulk).toHaveCount(0);
  for (const row of (await table.getByRole('row').all()).slice(1)) await expect(row).toContainText('Admin');
  await expectNoAxeViolations(page);

  // Open the first application; the next one of the same queue; back to the queue with its filter kept.
  const first = table.getByRole('row').nth(1);
  const firstName = (await first.getByRole('link').textContent())!;
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/In this status for 0 days/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-application-triage');
  const opened = page.url();
  await page.getByRole('button', { name: 'Next application' }).click();
  await expect(page).not.toHaveURL(opened);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(firstName);
  await page.getByRole('link', { name: 'Back to the queue' }).click();
  await expect(page).toHaveURL(`${queueUrl.pathname}${queueUrl.search}`);
  await expect(page.getByLabel('Nationality', { exact: true })).toHaveValue('NG');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(tag);
  await expect(table.getByRole('row')).toHaveCount(1 + nigerians.length);

  // An application opened directly (a pasted link) goes back to this tab's last queue.
  await page.goto(opened);
  await page.getByRole('link', { name: 'Back to the queue' }).click();
  await expect(page).toHaveURL(`${queueUrl.pathname}${queueUrl.search}`);
  await expect(page.getByLabel('Nationality', { exact: true })).toHaveValue('NG');
});
