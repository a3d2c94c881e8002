import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  currentUrl,
  errorBody,
  jsonResponse,
  renderPage,
  resetAppState,
  stubFetch,
  type FetchHandler,
} from '../../test/app-harness';
import { AdminApp } from './AdminApp';

// A staff member's own second factor (issue 31, docs/decisions/0134-staff-second-factor.md).
afterEach(resetAppState);

const RITA = { id: 's1', firstname: 'Rita', lastname: 'Obi', email: 'rita@example.com', role: 'staff' };
const CODES = ['abcd-efgh-1', 'abcd-efgh-2', 'abcd-efgh-3'];

const open = (handler: FetchHandler) => {
  localStorage.setItem('ACCESS_TOKEN', 'staff-token');
  localStorage.setItem('AUTH_USER', JSON.stringify(RITA));
  const fetch = stubFetch(handler);
  renderPage(<AdminApp onLogout={() => undefined} />, { url: '/admin/security', path: '/admin/*' });
  return fetch;
};
const section = (name: string) => screen.getByRole('region', { name });

describe('my sign-in security', { timeout: 30_000 }, () => {
  it('is linked from the member beside Log out', async () => {
    stubFetch(() => jsonResponse(200, {}));
    localStorage.setItem('ACCESS_TOKEN', 'staff-token');
    localStorage.setItem('AUTH_USER', JSON.stringify(RITA));
    renderPage(<AdminApp onLogout={() => undefined} />, { url: '/admin/nowhere', path: '/admin/*' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'My sign-in security' }));
    expect(currentUrl()).toBe('/admin/security');
    expect(await screen.findByRole('heading', { level: 1, name: 'My sign-in security' })).toBeInTheDocument();
  });

  it('makes new recovery codes with the password again and shows them this once', async () => {
    const user = userEvent.setup();
    const fetch = open(() =>
      jsonResponse(200, {
        success: true,
        message: 'New recovery codes were made; the old ones no longer work.',
        recoveryCodes: CODES,
      }),
    );
    const codes = section('Recovery codes');
    await user.type(within(codes).getByLabelText('Your password, to confirm'), 'secret');
    await user.click(within(codes).getByRole('button', { name: 'Make new recovery codes' }));
    const shown = await screen.findByRole('region', { name: 'Your new recovery codes' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(shown).toHaveTextContent('they are shown only this once');
    expect(await screen.findByText('New recovery codes were made; the old ones no longer work.')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/user/mfa/recovery-codes');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'secret' });
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer staff-token');

    await user.click(within(shown).getByRole('button', { name: 'I saved them: hide them' }));
    expect(screen.queryByText('abcd-efgh-1')).not.toBeInTheDocument();
  });

  it('shows a wrong password beside the field, and another refusal under it', async () => {
    const user = userEvent.setup();
    let answer = jsonResponse(
      422,
      errorBody('VALIDATION_FAILED', 'This password is not right.', { password: ['This password is not right.'] }),
    );
    open(() => answer);
    const codes = section('Recovery codes');
    const field = within(codes).getByLabelText('Your password, to confirm');
    await user.type(field, 'wrong');
    await user.click(within(codes).getByRole('button', { name: 'Make new recovery codes' }));
    expect(await within(codes).findByRole('alert')).toHaveTextContent('This password is not right.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('This password is not right.');

    answer = jsonResponse(409, errorBody('CONFLICT', 'Set up your authenticator app first.'));
    await user.click(within(codes).getByRole('button', { name: 'Make new recovery codes' }));
    expect(await within(codes).findByRole('alert')).toHaveTextContent('Set up your authenticator app first.');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('turns the authenticator app off with the password again, ends the session and goes to the sign-in', async () => {
    const user = userEvent.setup();
    const fetch = open(() =>
      jsonResponse(200, {
        success: true,
        message: 'Your authenticator app was removed. Set one up again at your next sign-in.',
      }),
    );
    const app = section('Authenticator app');
    expect(app).toHaveTextContent('Turning the app off signs you out everywhere');
    await user.type(within(app).getByLabelText('Your password, to confirm'), 'secret');
    await user.click(within(app).getByRole('button', { name: 'Turn off the authenticator app' }));
    expect(
      await screen.findByText('Your authenticator app was removed. Set one up again at your next sign-in.'),
    ).toBeInTheDocument();
    expect(currentUrl()).toBe('/login');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
    expect(localStorage.getItem('AUTH_USER')).toBeNull();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/user/mfa/disable');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'secret' });
  });
});
