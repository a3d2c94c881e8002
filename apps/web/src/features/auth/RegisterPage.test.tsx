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
import { loadFrench } from '../../lib/i18n';
import { RegisterPage } from './RegisterPage';
import { ADA, deferred } from '../../test/test-data';

afterEach(resetAppState);

const user = userEvent.setup({ delay: null });
const open = () => renderPage(<RegisterPage />, { url: '/register' });
const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, text: string) => user.type(field(label), text);
const submit = () => user.click(screen.getByRole('button', { name: 'Register' }));

async function fillValid() {
  await type('Firstname', 'Ada');
  await type('Lastname', 'Obi');
  await type('Email', 'ada@example.com');
  await type('Phone Number', '08031234567');
  await type('Password', 'secret123');
  await type('Confirm Password', 'secret123');
}

describe('RegisterPage', () => {
  it('has every field labelled, named and with its autofill hint', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    const expected: [string, string, string][] = [
      ['Firstname', 'firstname', 'given-name'],
      ['Lastname', 'lastname', 'family-name'],
      ['Email', 'email', 'email'],
      ['Phone Number', 'phoneNumber', 'tel-national'],
      ['Password', 'password', 'new-password'],
      ['Confirm Password', 'confirmPassword', 'new-password'],
    ];
    for (const [label, name, autocomplete] of expected) {
      expect(field(label)).toHaveAttribute('name', name);
      expect(field(label)).toHaveAttribute('autocomplete', autocomplete);
    }
    // docs/product.md#phone-input: the visitor's country (here English, a browser in en-US: Nigeria), never +86.
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('ng');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  });

  it("a French visitor's phone starts on Côte d'Ivoire; a browser in fr-CM on Cameroon (docs/product.md#phone-input)", async () => {
    await loadFrench();
    const view = renderPage(<RegisterPage />, { url: '/register', locale: 'fr' });
    expect(await screen.findByLabelText('Indicatif du pays', {}, { timeout: 10_000 })).toHaveValue('ci');
    view.unmount();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CM', 'fr']);
    renderPage(<RegisterPage />, { url: '/register', locale: 'fr' });
    expect(await screen.findByLabelText('Indicatif du pays', {}, { timeout: 10_000 })).toHaveValue('cm');
    vi.restoreAllMocks();
  }, 30_000);

  it('checks in docs/product.md#register order: length, match, e-mail, then required fields', async () => {
    const fetch = stubFetch(() => errorResponse(500, 'INTERNAL_ERROR', 'unexpected call'));
    open();
    await submit();
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    await type('Password', 'secret123');
    await submit();
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    await type('Confirm Password', 'secret123');
    await type('Email', 'ada@example');
    await submit();
    expect(await screen.findByText('Please enter a valid email address!')).toBeInTheDocument();
    await type('Email', '.com');
    await submit();
    expect(await screen.findByText('All fields are Required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the phone number is required too', async () => {
    stubFetch(() => errorResponse(500, 'INTERNAL_ERROR', 'unexpected call'));
    open();
    await fillValid();
    await user.clear(field('Phone Number'));
    await submit();
    expect(await screen.findByText('All fields are Required')).toBeInTheDocument();
  });

  it('shows "Password doesn\'t match" while the two passwords differ', async () => {
    open();
    await type('Password', 'secret123');
    expect(screen.queryByText("Password doesn't match")).not.toBeInTheDocument();
    await type('Confirm Password', 'secret');
    expect(screen.getByText("Password doesn't match")).toBeInTheDocument();
    expect(field('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    await type('Confirm Password', '123');
    expect(screen.queryByText("Password doesn't match")).not.toBeInTheDocument();
  });

  it("reads 'Loading', sends the docs/product.md#api-register payload, stores the user, clears the form and goes to /verify-code after 4 s", async () => {
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    open();
    await fillValid();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('button', { name: 'Loading' })).toBeDisabled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/user/register');
    expect(JSON.parse(init!.body as string)).toEqual({
      firstname: 'Ada',
      lastname: 'Obi',
      email: 'ada@example.com',
      password: 'secret123',
      phoneNumber: '2348031234567',
      countryInfo: { name: 'Nigeria', dialCode: '234', countryCode: 'ng' },
    });
    answer.resolve(
      jsonResponse(200, {
        success: true,
        message: 'Registration successful.',
        user: { ...ADA, emailVerified: false },
        token: null,
      }),
    );
    await advance(0);
    expect(screen.getByText('Registration successful.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('AUTH_USER')!)).toMatchObject({ email: 'ada@example.com' });
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
    for (const label of ['Firstname', 'Lastname', 'Email', 'Phone Number', 'Password', 'Confirm Password']) {
      expect(field(label)).toHaveValue('');
    }
    await advance(3999);
    expect(currentUrl()).toBe('/register');
    await advance(1);
    expect(currentUrl()).toBe('/verify-code');
  });

  it('a refused registration shows the first e-mail error, else the server message', async () => {
    let answer = errorResponse(422, 'EMAIL_TAKEN', 'The email has already been taken.', {
      email: ['The email has already been taken.'],
    });
    stubFetch(() => answer);
    open();
    await fillValid();
    await submit();
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(field('Firstname')).toHaveValue('Ada');
    answer = errorResponse(429, 'RATE_LIMITED', 'Too many requests. Please wait and try again.');
    await submit();
    expect(await screen.findByText('Too many requests. Please wait and try again.')).toBeInTheDocument();
  });

  it("success false shows 'User Registration Failed!'", async () => {
    stubFetch(() => jsonResponse(200, { success: false, message: 'nope' }));
    open();
    await fillValid();
    await submit();
    expect(await screen.findByText('User Registration Failed!')).toBeInTheDocument();
    expect(currentUrl()).toBe('/register');
  });
});
