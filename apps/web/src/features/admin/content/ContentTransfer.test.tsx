import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, AUTH_USER_KEY } from '../../../lib/session';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../../test/app-harness';
import { FakeXhr, stubXhr } from '../../../test/fake-xhr';
import { AdminApp } from '../AdminApp';

afterEach(resetAppState);

function signIn(role: 'staff' | 'admin', permissions: string[] = []) {
  localStorage.setItem(ACCESS_TOKEN_KEY, `${role}-token`);
  localStorage.setItem(
    AUTH_USER_KEY,
    JSON.stringify({ id: 'u1', firstname: 'Femi', lastname: 'Bello', email: 'femi@example.com', role, permissions }),
  );
}
const open = (url: string) => renderPage(<AdminApp onLogout={() => undefined} />, { url, path: '/admin/*' });
const emptyList = () => jsonResponse(200, { data: [], meta: { page: 1, per_page: 20, total: 0, last_page: 1 } });
const csv = () => new File(['slug,title\nx,Medicine\n'], 'programmes.csv', { type: 'text/csv' });

describe("a kind list's spreadsheet panel", { timeout: 30_000 }, () => {
  it("checks an editor's file, lists each row's problems, then shows an import refused whole with the same list", async () => {
    signIn('staff', ['editor']);
    stubFetch(emptyList);
    stubXhr();
    const user = userEvent.setup();
    open('/admin/content/programmes');
    const panel = await screen.findByRole('region', { name: 'Spreadsheet' });
    expect(within(panel).getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    await user.upload(within(panel).getByLabelText('File to import (CSV or XLSX, up to 5 MiB)'), csv());

    await user.click(within(panel).getByRole('button', { name: 'Check the file' }));
    expect(FakeXhr.last.url).toBe('/api/v1/admin/content/import?kind=programmes&dryRun=1');
    expect((FakeXhr.last.body?.get('file') as File).name).toBe('programmes.csv');
    await FakeXhr.last.respond(200, {
      rows: 2,
      dryRun: true,
      created: 1,
      updated: 0,
      unchanged: 0,
      errors: [{ row: 3, column: 'tuitionPerYear.amount', message: 'Expected a whole number' }],
    });
    expect(within(panel).getByRole('status')).toHaveTextContent('2 rows: 1 new, 0 changed, 0 unchanged.');
    const table = within(panel).getByRole('table', { name: 'Problems in the file (nothing was written)' });
    expect(within(table).getByRole('row', { name: /3 tuitionPerYear.amount Expected a whole number/ })).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Import and publish' }));
    expect(FakeXhr.last.url).toBe('/api/v1/admin/content/import?kind=programmes');
    await FakeXhr.last.respond(422, {
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'The file has problems: nothing was imported.',
      errors: { '3.slug': ['Another item already uses this value.'] },
      problems: [{ row: 3, column: 'slug', message: 'Another item already uses this value.' }],
    });
    expect(within(panel).getByRole('alert')).toHaveTextContent('The file has problems: nothing was imported.');
    expect(within(panel).getByRole('row', { name: /3 slug Another item already uses this value/ })).toBeTruthy();
  });

  it('offers staff without the editor permission the exports only, and kinds without a spreadsheet nothing', async () => {
    signIn('staff');
    stubFetch(emptyList);
    const { unmount } = open('/admin/content/universities');
    const panel = await screen.findByRole('region', { name: 'Spreadsheet' });
    expect(within(panel).getByRole('button', { name: 'Export Excel (XLSX)' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Import and publish' })).toBeNull();
    unmount();
    open('/admin/content/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Spreadsheet' })).toBeNull();
  });
});
