import { readFile } from 'node:fs/promises';
import { applicationBodyFields, buildApplicationFields } from '@studychina/contracts/fixtures';
import { isoDate, signIn, signInNewStudent, submitByApi } from './apply.helpers';
import { expect, expectNoAxeViolations, test, WIDE } from './fixtures';
import { E2E_ADMIN } from './site-server';

/*
 * The manager's overview (issue 33, docs/product.md#back-office-overview) in Chromium: two students from Ghana apply,
 * an admin opens /admin/overview, changes the range and filters on the nationality, reads the nationality chart's
 * table and downloads its CSV; axe finds nothing at 1280 and 360 px.
 */

test.describe.configure({ timeout: 180_000 });

test('an admin reads the overview over a range and a nationality, a chart as its table, and downloads its CSV', async ({
  page,
  request,
}) => {
  for (const who of ['kofi', 'akosua']) {
    const student = await signInNewStudent(page, request, who);
    const surName = `Mensah${student.email.replace(/\W/g, '').slice(-6)}`;
    const fields = buildApplicationFields({ surName, nationality: 'Ghanaian', passportNumber: `G${surName}` });
    await submitByApi(request, student.token, applicationBodyFields(fields));
  }

  await page.setViewportSize(WIDE);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin$/);
  await page.getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const funnel = page.getByRole('region', { name: 'Funnel', exact: true });
  await expect(funnel.getByRole('table', { name: 'Funnel' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The last thirty days and Ghana only: the range and the filter are the address.
  const from = isoDate(-30);
  const to = isoDate(0);
  const filters = page.getByRole('search');
  await filters.getByLabel('From').fill(from);
  await filters.getByLabel('To').fill(to);
  await filters.getByLabel('Nationality').fill('GH');
  await filters.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?from=${from}&to=${to}&nationality=GH$`));

  // The nationality chart's table: Ghana alone, at least the two applications made above.
  const byNationality = page.getByRole('region', { name: 'By nationality', exact: true });
  const table = byNationality.getByRole('table', { name: 'By nationality' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const ghana = table.getByRole('row').nth(1);
  await expect(ghana.getByRole('rowheader')).toHaveText('GH');
  const counted = Number(await ghana.getByRole('cell').first().textContent());
  expect(counted).toBeGreaterThanOrEqual(2);
  await expect(funnel.getByRole('row', { name: /^Submitted / })).toBeVisible();

  // Its CSV holds the same figure.
  const download = page.waitForEvent('download');
  await byNationality.getByRole('button', { name: 'Download CSV: By nationality' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('overview-byNationality.csv');
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.trim().split(/\r?\n/)).toContainEqual(expect.stringMatching(new RegExp(`^"?GH"?,"?${counted}"?$`)));

  await expectNoAxeViolations(page);
});
