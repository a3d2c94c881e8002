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
import { ADA, deferred } from '../../test/test-data';
import { VerifyCodePage } from './VerifyCodePage';

afterEach(resetAppState);

const user = userEvent.setup({ delay: null });
const open = () => renderPage(<VerifyCodePage />, { url: '/verify-code' });
const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ });
const code = () =>
  boxes()
    .map((b) => (b as HTMLInputElement).value)
    .join('');
const verifyButton = () => screen.getByRole('button', { name: /^(Verify OTP|Verifying\.\.\.)$/ });
const resendButton = () => screen.getByRole('button', { name: /^Resend OTP/ });

describe('VerifyCodePage', () => {
  it("refuses an empty code with 'OTP field is Required!' and sends nothing", async () => {
    const fetch = stubFetch(() => errorResponse(500, 'INTERNAL_ERROR', 'unexpected call'));
    open();
    expect(screen.getByRole('heading', { name: 'Verify account' })).toBeInTheDocument();
    expect(boxes()[0]).toHaveFocus();
    await user.click(verifyButton());
    expect(await screen.findByText('OTP field is Required!')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a partial code as is, as form data, and shows the server message on a refusal', async () => {
    const fetch = stubFetch(() => errorResponse(422, 'CODE_INVALID', 'The code is invalid or has expired.'));
    open();
    await user.keyboard('123');
    await user.click(verifyButton());
    expect(await screen.findByText('The code is invalid or has expired.')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/user/verify-email');
    expect(init!.body).toBeInstanceOf(FormData);
    expect((init!.body as FormData).get('otp')).toBe('123');
    expect(init!.credentials).toBe('include');
  });

  it('a network failure shows the error text', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    open();
    await user.keyboard('123456');
    await user.click(verifyButton());
    expect(
      await screen.findByText('We could not reach our server. Check your internet connection and try again.'),
    ).toBeInTheDocument();
  });

  it("reads 'Verifying...', then stores token and user and goes to /login after 3 s", async () => {
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    open();
    await user.click(boxes()[0]!);
    await user.paste('654321');
    vi.useFakeTimers();
    fireEvent.click(verifyButton());
    expect(verifyButton()).toHaveTextContent('Verifying...');
    expect(verifyButton()).toBeDisabled();
    answer.resolve(
      jsonResponse(200, { success: true, message: 'Your email has been verified.', token: 'tok', user: ADA }),
    );
    await advance(0);
    expect(screen.getByText('Your email has been verified.')).toBeInTheDocument();
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('AUTH_USER')!)).toEqual(ADA);
    await advance(2999);
    expect(currentUrl()).toBe('/verify-code');
    await advance(1);
    expect(currentUrl()).toBe('/login');
  });
});

describe('Resend OTP (docs/product.md#otp-entry)', () => {
  it('is disabled for 30 s with the countdown label, then resends, clears the boxes and restarts', async () => {
    vi.useFakeTimers();
    const fetch = stubFetch(() =>
      jsonResponse(200, { success: true, message: 'A new 6-digit code has been sent to your email.' }),
    );
    open();
    expect(resendButton()).toHaveTextContent('Resend OTP in 30s');
    expect(resendButton()).toBeDisabled();
    await advance(1000);
    expect(resendButton()).toHaveTextContent('Resend OTP in 29s');
    await advance(28_000);
    expect(resendButton()).toHaveTextContent('Resend OTP in 1s');
    expect(resendButton()).toBeDisabled();
    await advance(1000);
    expect(resendButton()).toHaveTextContent(/^Resend OTP$/);
    expect(resendButton()).toBeEnabled();

    fireEvent.change(boxes()[0]!, { target: { value: '123456' } });
    expect(code()).toBe('123456');
    fireEvent.click(resendButton());
    await advance(0);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/user/resend-otp');
    expect(init!.method).toBe('POST');
    expect(new Headers(init!.headers).get('content-type')).toBe('application/json');
    expect(init!.body).toBeUndefined();
    expect(screen.getByText('A new 6-digit code has been sent to your email.')).toBeInTheDocument();
    expect(code()).toBe('');
    expect(resendButton()).toHaveTextContent('Resend OTP in 30s');
    expect(resendButton()).toBeDisabled();
  });

  it('a refused resend shows the server message and keeps the boxes', async () => {
    vi.useFakeTimers();
    stubFetch(() => errorResponse(429, 'RESEND_TOO_SOON', 'Please wait 5 seconds before requesting a new code.'));
    open();
    await advance(30_000);
    fireEvent.change(boxes()[0]!, { target: { value: '12' } });
    fireEvent.click(resendButton());
    await advance(0);
    expect(screen.getByText('Please wait 5 seconds before requesting a new code.')).toBeInTheDocument();
    expect(code()).toBe('12');
    expect(resendButton()).toBeEnabled();
  });
});
