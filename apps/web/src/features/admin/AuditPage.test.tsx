import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntryView, AuditResponse, StaffListResponse } from '@studychina/contracts';
import { currentUrl, jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { AuditPage } from './AuditPage';

afterEach(resetAppState);

const APPLICATION = '3f2a9c1e-7b4d-4e8a-9c2f-0a1b2c3d4e5f';
const member = (id: string, firstname: string, lastname: string, role: 'staff' | 'admin') => ({
  id,
  firstname,
  lastname,
  email: `${firstname.toLowerCase()}@example.com`,
  role,
});
const sam = member('s-sam', 'Sam', 'Bello', 'staff');
const ada = member('s-ada', 'Ada', 'Eze', 'admin');
const staffList: StaffListResponse = {
  success: true,
  data: [sam, ada].map((m) => ({
    ...m,
    state: 'active',
    permissions: [],
    disabledAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  })),
};

const entry = (over: Partial<AuditEntryView>): AuditEntryView => ({
  at: '2026-11-21T10:00:00.000Z',
  actor: sam,
  actorRole: 'staff',
  action: 'file.review',
  summary: 'Rejected Passport Photo (photo.jpg): “Blurred.”',
  meta: { decision: 'rejected', listName: 'passportphoto', originalName: 'photo.jpg', reason: 'Blurred.' },
  target: { type: 'file', id: 'f1', applicationId: APPLICATION, applicantName: 'Chiamaka Okafor' },
  ip: '10.0.0.7',
  requestId: 'r1',
  ...over,
});

const answer = (over: Partial<AuditResponse> = {}): AuditResponse => ({
  success: true,
  data: [
    entry({}),
    entry({
      actor: { id: 'u-chi', firstname: 'Chiamaka', lastname: 'Okafor', email: 'chi@example.com', role: 'student' },
      actorRole: 'student',
      action: 'application.submit',
      summary: 'Submitted the application with 3 documents',
      target: { type: 'application', id: APPLICATION, applicationId: APPLICATION, applicantName: 'Chiamaka Okafor' },
      requestId: 'r0',
    }),
    entry({
      actor: null,
      actorRole: 'student',
      action: 'application.withdraw',
      summary: 'Withdrew the application (it was Submitted)',
      target: { type: 'application', id: 'gone', applicationId: null, applicantName: null },
      requestId: 'r2',
    }),
  ],
  current_page: 1,
  last_page: 1,
  per_page: 50,
  total: 3,
  automaticViews: 12,
  ...over,
});

const open = (url: string, audit = answer()) => {
  localStorage.setItem('ACCESS_TOKEN', 'admin-token');
  const fetch = stubFetch((requested) => jsonResponse(200, requested.includes('/admin/staff') ? staffList : audit));
  renderPage(<AuditPage />, { url, path: '/admin/audit' });
  return fetch;
};
const auditCalls = (fetch: ReturnType<typeof open>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/admin/audit'));

// Typing with user-event is slow on a busy machine: more than the default 5 s per test.
describe('AuditPage', { timeout: 20_000 }, () => {
  it('asks the API with the URL as is and shows each row in words, who with their role, and the application', async () => {
    const fetch = open(`/admin/audit?actor=${sam.id}&action=file.review`);
    const table = await screen.findByRole('table');
    expect(auditCalls(fetch)).toEqual([`/api/v1/admin/audit?actor=${sam.id}&action=file.review`]);
    const [, review, submitted, withdrawn] = within(table).getAllByRole('row');
    expect(review).toHaveTextContent('Sam Bello (staff)');
    expect(review).toHaveTextContent('Rejected Passport Photo (photo.jpg): “Blurred.”');
    expect(within(review!).getByRole('link', { name: 'Chiamaka Okafor' })).toHaveAttribute(
      'href',
      `/admin/applications/${APPLICATION}`,
    );
    expect(review).toHaveTextContent('3f2a9c1e');
    expect(submitted).toHaveTextContent('Chiamaka Okafor (student)');
    expect(submitted).toHaveTextContent('Submitted the application with 3 documents');
    expect(withdrawn).toHaveTextContent('The student (account deleted)');
    expect(within(withdrawn!).queryByRole('link')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Page 1 of 1 · 3 entries' })).toBeInTheDocument();
    // An action is named: its views are not "hidden".
    expect(screen.queryByText(/automatic views are hidden/)).toBeNull();
  });

  it('says how many automatic views are hidden, and ticking "Show automatic views" shows them at once', async () => {
    const user = userEvent.setup();
    open('/admin/audit?application=3f2a9c1e');
    await screen.findByRole('table');
    expect(screen.getByText('12 automatic views are hidden.')).toBeInTheDocument();
    const views = screen.getByRole('checkbox', { name: 'Show automatic views' });
    expect(views).not.toBeChecked();
    await user.click(views);
    expect(currentUrl()).toBe('/admin/audit?application=3f2a9c1e&views=1');
    expect(await screen.findByRole('checkbox', { name: 'Show automatic views' })).toBeChecked();
    expect(screen.queryByText(/automatic views are hidden/)).toBeNull();
  });

  it('filters by a staff member picked by name, a short application id, an action and days', async () => {
    const user = userEvent.setup();
    const fetch = open('/admin/audit');
    await screen.findByRole('table');
    const picker = screen.getByLabelText('Staff member');
    await within(picker).findByRole('option', { name: 'Sam Bello (staff)' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Anyone', 'Ada Eze (admin)', 'Sam Bello (staff)']);
    await user.selectOptions(picker, 'Sam Bello (staff)');
    await user.type(screen.getByLabelText('Application id'), ' 3f2a9c1e ');
    await user.selectOptions(screen.getByLabelText('Action'), 'Document reviewed');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const query = `actor=${sam.id}&application=3f2a9c1e&action=file.review&from=2026-11-01&to=2026-11-30`;
    expect(currentUrl()).toBe(`/admin/audit?${query}`);
    await screen.findByRole('table');
    expect(auditCalls(fetch).at(-1)).toBe(`/api/v1/admin/audit?${query}`);
    // The fields show what the URL says.
    expect(screen.getByLabelText('Staff member')).toHaveValue(sam.id);
    expect(screen.getByLabelText('Application id')).toHaveValue('3f2a9c1e');
    expect(screen.getByLabelText('Action')).toHaveValue('file.review');
  });

  it('a student named in the URL stays chosen in the picker, by name', async () => {
    open('/admin/audit?actor=u-chi');
    await screen.findByRole('table');
    const picker = screen.getByLabelText('Staff member');
    expect(picker).toHaveValue('u-chi');
    expect(within(picker).getByRole('option', { name: 'Chiamaka Okafor (student)' })).toBeInTheDocument();
  });

  it('no entry: says so', async () => {
    open('/admin/audit?action=staff.enable', answer({ data: [], total: 0, automaticViews: 0 }));
    expect(await screen.findByText('No entry matches.')).toBeInTheDocument();
  });
});
