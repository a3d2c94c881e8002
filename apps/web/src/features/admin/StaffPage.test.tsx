import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
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
});
