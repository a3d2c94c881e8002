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
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { deferred } from '../../test/test-data';

afterEach(resetAppState);

const user = userEvent.setup({ delay: null });
const open = () => renderPage(<ForgotPasswordPage />, { url: '/forgot-password' });
const email = () => screen.getByLabelText('Email');

describe('ForgotPasswordPage', () => {
  it('has the labelled e-mail field with the spam-folder hint', () => {
    open();
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(email()).toHaveAttribute('name', 'email');
    expect(email()).toHaveAccessibleDescription("Check your spam folder if you don't see the email.");
  });

  it("refuses a bad e-mail with 'Please enter a valid email address!'", async () => {
    const fetch = stubFetch(() => errorResponse(500, 'INTERNAL_ERROR', 'unexpected call'));
    open();
    await user.click(screen.getByRole('button', { name: 'Send reset OTP' }));
    expect(await screen.findByText('Please enter a valid email address!')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads 'Sending...', then shows the message and goes to /verify-otp after 4 s", async () => {
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    open();
    await user.type(email(), 'ada@example.com');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Send reset OTP' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ email: 'ada@example.com' });
    answer.resolve(jsonResponse(200, { success: true, message: 'If an account exists, we sent a code.' }));
    await advance(0);
    expect(screen.getByText('If an account exists, we sent a code.')).toBeInTheDocument();
    await advance(3999);
    expect(currentUrl()).toBe('/forgot-password');
    await advance(1);
    expect(currentUrl()).toBe('/verify-otp');
  });

  it("a failure shows the message, or 'Something went wrong. Try again!'", async () => {
    let reply: () => Response | Promise<Response> = () => errorResponse(429, 'RATE_LIMITED', 'Too many requests.');
    stubFetch(() => reply());
    open();
    await user.type(email(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset OTP' }));
    expect(await screen.findByText('Too many requests.')).toBeInTheDocument();
    reply = () => Promise.reject(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Send reset OTP' }));
    expect(await screen.findByText('Something went wrong. Try again!')).toBeInTheDocument();
    expect(currentUrl()).toBe('/forgot-password');
  });
});
