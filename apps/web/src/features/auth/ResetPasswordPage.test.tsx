import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  advance,
  currentUrl,
  errorResponse,
  jsonResponse,
  renderPage,
  resetAppState,
  stubFetch,
} from '../../test/app-harness';
import { ResetPasswordPage } from './ResetPasswordPage';
import { ADA, deferred } from '../../test/test-data';

afterEach(resetAppState);

const user = userEvent.setup({ delay: null });
const open = () => renderPage(<ResetPasswordPage />, { url: '/reset-password' });
const save = () => user.click(screen.getByRole('button', { name: 'Reset password' }));

describe('ResetPasswordPage', () => {
  it("has 'New password' and 'Confirm password' for password managers", () => {
    open();
    for (const label of ['New password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', 'new-password');
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
    }
  });

  it('checks in docs/product.md#reset-password order: length, then the match', async () => {
    const fetch = stubFetch(() => errorResponse(500, 'INTERNAL_ERROR', 'unexpected call'));
    open();
    await user.type(screen.getByLabelText('New password'), 'short');
    await save();
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), '-but-long');
    await save();
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads 'Saving...', sends only the password, ends the old session and goes to /login after 3 s", async () => {
    localStorage.setItem('ACCESS_TOKEN', 'from-verify-otp');
    localStorage.setItem('AUTH_USER', JSON.stringify(ADA));
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    open();
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'brand-new-pass');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ password: 'brand-new-pass' });
    answer.resolve(jsonResponse(200, { success: true, message: 'Your password has been reset.' }));
    await advance(0);
    expect(screen.getByText('Your password has been reset.')).toBeInTheDocument();
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
    expect(localStorage.getItem('AUTH_USER')).toBeNull();
    await advance(2999);
    expect(currentUrl()).toBe('/reset-password');
    await advance(1);
    expect(currentUrl()).toBe('/login');
  });

  it("a failure shows the message, or 'Failed to reset password!'", async () => {
    let reply: () => Response | Promise<Response> = () =>
      errorResponse(401, 'RESET_GRANT_MISSING', 'Your password reset session is missing or has expired.');
    stubFetch(() => reply());
    open();
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'brand-new-pass');
    await save();
    expect(await screen.findByText('Your password reset session is missing or has expired.')).toBeInTheDocument();
    reply = () => jsonResponse(200, { success: false });
    await save();
    expect(await screen.findByText('Failed to reset password!')).toBeInTheDocument();
  });
});
