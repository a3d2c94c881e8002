import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORDS_DO_NOT_MATCH, PASSWORD_TOO_SHORT } from '@studychina/contracts';
import { currentUrl, errorResponse, jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { SetPasswordPage } from './SetPasswordPage';

afterEach(resetAppState);

// Typing with user-event is slow on a busy machine: more than the default 5 s per test.
describe('SetPasswordPage', { timeout: 20_000 }, () => {
  it("checks the registration's password rules, sends the link's token and goes to /login", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(() =>
      jsonResponse(200, { success: true, message: 'Your password is set. You can now log in.' }),
    );
    renderPage(<SetPasswordPage />, { url: '/set-password?token=abc.def' });
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'long enough 1');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'long enough 1');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Your password is set. You can now log in.')).toBeInTheDocument();
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/user/set-password');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      token: 'abc.def',
      password: 'long enough 1',
      password_confirmation: 'long enough 1',
    });
    await waitFor(() => expect(currentUrl()).toBe('/login'));
  });

  it("shows the API's refusal of a used link", async () => {
    const user = userEvent.setup();
    stubFetch(() => errorResponse(400, 'VALIDATION_FAILED', 'This invitation link is invalid.'));
    renderPage(<SetPasswordPage />, { url: '/set-password?token=used' });
    await user.type(screen.getByLabelText('New password'), 'long enough 1');
    await user.type(screen.getByLabelText('Confirm password'), 'long enough 1');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('This invitation link is invalid.')).toBeInTheDocument();
    expect(currentUrl()).toBe('/set-password?token=used');
  });
});
