import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUrl, errorResponse, jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { LoginPage } from './LoginPage';
import { ADA, deferred } from '../../test/test-data';

afterEach(resetAppState);

const open = (state?: unknown) => renderPage(<LoginPage />, { url: '/login', state });
const fill = async (email: string, password: string) => {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Login' }));

describe('LoginPage', () => {
  it('has labelled fields with autofill hints and the Reset and Register links', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Reset' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    open();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('checks in docs/product.md#login order: both required, then the e-mail pattern; nothing is sent', async () => {
    const fetch = stubFetch(() => errorResponse(500, 'INTERNAL_ERROR', 'unexpected call'));
    open();
    await fill('not-an-email', '');
    await submit();
    expect(await screen.findByText('All fields are Required')).toBeInTheDocument();
    await fill('', 'secret123');
    await submit();
    expect(await screen.findByText('Please enter a valid email address!')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads 'Logging in...' while busy, then stores token and user and goes to /", async () => {
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    open();
    await fill(' ada@example.com ', 'secret123');
    await submit();
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/user/login');
    expect(JSON.parse(init!.body as string)).toEqual({ email: 'ada@example.com', password: 'secret123' });
    answer.resolve(jsonResponse(200, { success: true, message: 'Login successful.', token: 'tok', user: ADA }));
    expect(await screen.findByText('Login successful.')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('AUTH_USER')!)).toEqual(ADA);
  });

  it('returns to the page a guard sent the person away from', async () => {
    stubFetch(() => jsonResponse(200, { success: true, message: 'ok', token: 'tok', user: ADA }));
    open({ from: '/dashboard' });
    await fill('ada@example.com', 'secret123');
    await submit();
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
  });

  it("an answer without a token shows 'User is Unauthorized!' and stores nothing", async () => {
    stubFetch(() => jsonResponse(200, { success: true, message: 'ok', user: ADA }));
    open();
    await fill('ada@example.com', 'secret123');
    await submit();
    expect(await screen.findByText('User is Unauthorized!')).toBeInTheDocument();
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
    expect(currentUrl()).toBe('/login');
  });

  it("a refusal shows the server message, or 'Request failed (status)' without one", async () => {
    let answer = errorResponse(401, 'INVALID_CREDENTIALS', 'These credentials do not match our records.');
    stubFetch(() => answer);
    open();
    await fill('ada@example.com', 'wrong-pass');
    await submit();
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    answer = new Response('oops', { status: 502 });
    await submit();
    expect(await screen.findByText('Request failed (502)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('an unverified account is sent to /verify-code with the server message', async () => {
    stubFetch(() =>
      errorResponse(403, 'EMAIL_NOT_VERIFIED', 'Your email is not verified yet. We sent you a new 6-digit code.'),
    );
    open();
    await fill('ada@example.com', 'secret123');
    await submit();
    expect(
      await screen.findByText('Your email is not verified yet. We sent you a new 6-digit code.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/verify-code'));
  });

  it('decides by the code, not the text: another 403 shows its message and stays on /login', async () => {
    stubFetch(() => errorResponse(403, 'FORBIDDEN', 'Your email is not verified yet. We sent you a new 6-digit code.'));
    open();
    await fill('ada@example.com', 'secret123');
    await submit();
    expect(
      await screen.findByText('Your email is not verified yet. We sent you a new 6-digit code.'),
    ).toBeInTheDocument();
    expect(currentUrl()).toBe('/login');
  });
});

describe('Continue with Google', () => {
  it("reads 'Processing google auth...' and sends the browser to the consent URL", async () => {
    const consent = `${window.location.origin}/#google-consent`;
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('button', { name: 'Processing google auth...' })).toBeDisabled();
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/user/auth-google');
    answer.resolve(jsonResponse(200, { url: consent }));
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
  });

  it('shows the server message when Google sign-in is not available', async () => {
    stubFetch(() => errorResponse(503, 'GOOGLE_NOT_CONFIGURED', 'Google sign-in is not configured'));
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Google sign-in is not configured')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });
});
