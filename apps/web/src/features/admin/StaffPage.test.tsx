import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffAccount } from '@studychina/contracts';
import { ACCESS_TOKEN_KEY, AUTH_USER_KEY } from '../../lib/session';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { StaffPage } from './StaffPage';

afterEach(resetAppState);

const account = (over: Partial<StaffAccount>): StaffAccount => ({
  id: 'u1',
  firstname: 'Ngozi',
  lastname: 'Admin',
  email: 'ngozi@example.com',
  role: 'admin',
  permissions: [],
  state: 'active',
  disabledAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});
const ACCOUNTS = [
  account({}),
  account({ id: 'u2', firstname: 'Femi', email: 'femi@example.com', role: 'staff', state: 'invited' }),
  account({ id: 'u3', firstname: 'Awa', email: 'awa@example.com', role: 'staff', state: 'disabled' }),
];

describe('StaffPage', { timeout: 20_000 }, () => {
  it('offers "Resend invitation" for invited accounts only, and says the new link went out', async () => {
    const user = userEvent.setup();
    localStorage.setItem(ACCESS_TOKEN_KEY, 'admin-token');
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ ...ACCOUNTS[0], role: 'admin' }));
    const fetch = stubFetch((url, init) =>
      init.method === 'POST'
        ? jsonResponse(200, {
            success: true,
            message: 'A new invitation was sent to femi@example.com. The previous link no longer works.',
            staff: ACCOUNTS[1],
          })
        : jsonResponse(200, { success: true, data: ACCOUNTS }),
    );
    renderPage(<StaffPage />, { url: '/admin/staff' });
    const resend = await screen.findByRole('button', { name: 'Resend invitation femi@example.com' });
    expect(screen.getAllByRole('button', { name: /^Resend invitation/ })).toHaveLength(1);
    await user.click(resend);
    expect(
      await screen.findByText('A new invitation was sent to femi@example.com. The previous link no longer works.'),
    ).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/v1/admin/staff/u2/invitation');
  });

  it('resets an active colleague’s second factor after a confirmation, never the admin’s own', async () => {
    const user = userEvent.setup();
    localStorage.setItem(ACCESS_TOKEN_KEY, 'admin-token');
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ ...ACCOUNTS[0], role: 'admin' }));
    const colleague = account({
      id: 'u4',
      firstname: 'Kemi',
      lastname: 'Ade',
      email: 'kemi@example.com',
      role: 'staff',
    });
    const fetch = stubFetch((_url, init) =>
      init.method === 'POST'
        ? jsonResponse(200, { success: true, message: 'Kemi Ade’s second factor was reset. They were told by e-mail.' })
        : jsonResponse(200, { success: true, data: [...ACCOUNTS, colleague] }),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPage(<StaffPage />, { url: '/admin/staff' });
    const reset = await screen.findByRole('button', { name: 'Reset second factor kemi@example.com' });
    // Only active colleagues: not the admin themself, not the invited or the disabled.
    expect(screen.getAllByRole('button', { name: /^Reset second factor/ })).toHaveLength(1);

    await user.click(reset);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Reset Kemi Ade'));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(reset);
    expect(
      await screen.findByText('Kemi Ade’s second factor was reset. They were told by e-mail.'),
    ).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/v1/admin/staff/u4/mfa/reset');
    confirm.mockRestore();
  });

  it('gives a staff member the editor permission with one box, says so, and shows admins as holding everything', async () => {
    const user = userEvent.setup();
    localStorage.setItem(ACCESS_TOKEN_KEY, 'admin-token');
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ ...ACCOUNTS[0], role: 'admin' }));
    let accounts = ACCOUNTS;
    const fetch = stubFetch((_url, init) => {
      if (init.method !== 'PUT') return jsonResponse(200, { success: true, data: accounts });
      const { permissions } = JSON.parse(String(init.body)) as { permissions: string[] };
      accounts = accounts.map((a) =>
        a.id === 'u2' ? { ...a, permissions: permissions as StaffAccount['permissions'] } : a,
      );
      return jsonResponse(200, { success: true, message: 'The permissions are saved.', staff: accounts[1] });
    });
    renderPage(<StaffPage />, { url: '/admin/staff' });
    const box = await screen.findByRole('checkbox', { name: 'Editor: Femi Admin' });
    expect(box).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Editor: Ngozi Admin' })).toBeNull();
    expect(screen.getByRole('cell', { name: 'Everything (admin)' })).toBeInTheDocument();

    await user.click(box);
    expect(await screen.findByText('The permissions are saved.')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/api/v1/admin/staff/u2/permissions');
    expect(JSON.parse(String(put[1]!.body))).toEqual({ permissions: ['editor'] });
    await expect.poll(() => screen.getByRole('checkbox', { name: 'Editor: Femi Admin' })).toBeChecked();
  });

  it('invites a staff member as an editor; an admin invitation offers no permission box', async () => {
    const user = userEvent.setup();
    localStorage.setItem(ACCESS_TOKEN_KEY, 'admin-token');
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ ...ACCOUNTS[0], role: 'admin' }));
    const fetch = stubFetch((_url, init) =>
      init.method === 'POST'
        ? jsonResponse(201, { success: true, message: 'Invitation sent to ada@example.com.', staff: ACCOUNTS[1] })
        : jsonResponse(200, { success: true, data: ACCOUNTS }),
    );
    renderPage(<StaffPage />, { url: '/admin/staff' });
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Obi');
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    expect(screen.queryByRole('checkbox', { name: 'Editor' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Role'), 'staff');
    await user.click(screen.getByRole('checkbox', { name: 'Editor' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to ada@example.com.')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      email: 'ada@example.com',
      firstname: 'Ada',
      lastname: 'Obi',
      role: 'staff',
      permissions: ['editor'],
    });
  });

  it('gives a staff member the manager permission beside the editor one', async () => {
    const user = userEvent.setup();
    localStorage.setItem(ACCESS_TOKEN_KEY, 'admin-token');
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ ...ACCOUNTS[0], role: 'admin' }));
    const editor = ACCOUNTS.map((a) => (a.id === 'u2' ? { ...a, permissions: ['editor' as const] } : a));
    const fetch = stubFetch((_url, init) =>
      init.method === 'PUT'
        ? jsonResponse(200, { success: true, message: 'The permissions are saved.', staff: editor[1] })
        : jsonResponse(200, { success: true, data: editor }),
    );
    renderPage(<StaffPage />, { url: '/admin/staff' });
    await user.click(await screen.findByRole('checkbox', { name: 'Manager: Femi Admin' }));
    expect(await screen.findByText('The permissions are saved.')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ permissions: ['editor', 'manager'] });
  });
});
