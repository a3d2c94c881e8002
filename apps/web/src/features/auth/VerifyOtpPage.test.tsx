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
import { ADA } from '../../test/test-data';
import { VerifyOtpPage } from './VerifyOtpPage';

afterEach(resetAppState);

describe('VerifyOtpPage', () => {
  it('has the six boxes and the countdown, and refuses an empty code', async () => {
    stubFetch(() => errorResponse(500, 'INTERNAL_ERROR', 'unexpected call'));
    renderPage(<VerifyOtpPage />, { url: '/verify-otp' });
    expect(screen.getByRole('heading', { name: 'Verify reset OTP' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP field is Required!')).toBeInTheDocument();
  });

  it('posts the code to /verify-otp, stores token and user, and goes to /reset-password after 3 s', async () => {
    const fetch = stubFetch(() =>
      jsonResponse(200, { success: true, message: 'Code verified.', token: 'tok', user: ADA }),
    );
    renderPage(<VerifyOtpPage />, { url: '/verify-otp' });
    vi.useFakeTimers();
    fireEvent.change(screen.getAllByRole('textbox')[0]!, { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await advance(0);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/user/verify-otp');
    expect((init!.body as FormData).get('otp')).toBe('246810');
    expect(screen.getByText('Code verified.')).toBeInTheDocument();
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('tok');
    await advance(2999);
    expect(currentUrl()).toBe('/verify-otp');
    await advance(1);
    expect(currentUrl()).toBe('/reset-password');
  });
});
