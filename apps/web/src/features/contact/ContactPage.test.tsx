import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { UNAUTHENTICATED_MESSAGE } from '@studychina/contracts';
import { COMPANY } from '../../lib/company';
import {
  currentUrl,
  errorBody,
  errorResponse,
  jsonResponse,
  renderPage,
  resetAppState,
  stubFetch,
} from '../../test/app-harness';
import { ContactPage } from './ContactPage';

afterEach(resetAppState);

const open = (token: string | null = 'token-abc') => {
  if (token) localStorage.setItem('ACCESS_TOKEN', token);
  renderPage(<ContactPage />, { url: '/contact' });
};
const fill = async (values: Partial<Record<'Your Name' | 'Your Email' | 'Subject' | 'Enter Message Here', string>>) => {
  for (const [label, value] of Object.entries(values)) await userEvent.type(screen.getByLabelText(label), value);
};
const FULL = {
  'Your Name': 'Ada Okafor',
  'Your Email': 'ada@example.com',
  Subject: 'Scholarships',
  'Enter Message Here': 'Which universities offer a CSC scholarship?',
};
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

describe('ContactPage', () => {
  it('shows the three cards and a form of required, labelled fields', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByText(COMPANY.address.en[0]!)).toBeInTheDocument();
    expect(screen.getByText(COMPANY.address.zh[0]!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COMPANY.phone })).toHaveAttribute('href', COMPANY.phoneHref);
    expect(screen.getByRole('link', { name: COMPANY.email })).toHaveAttribute('href', `mailto:${COMPANY.email}`);
    for (const label of ['Your Name', 'Your Email', 'Subject', 'Enter Message Here'])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Your Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Enter Message Here')).toHaveAttribute('rows', '7');
  });

  it("a field of only spaces: 'All fields are Required!'; a bad e-mail: 'Please enter a valid email address!'", () => {
    const fetch = stubFetch(() => jsonResponse(200, {}));
    open();
    const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    set('Your Name', '   ');
    set('Your Email', 'ada@example.com');
    set('Subject', 'Hi');
    set('Enter Message Here', 'Hello');
    // Submitting the form directly: jsdom runs no constraint validation, like a browser whose checks passed.
    fireEvent.submit(screen.getByRole('button', { name: 'Send Message' }).closest('form')!);
    expect(screen.getByText('All fields are Required!')).toBeInTheDocument();
    set('Your Name', 'Ada');
    set('Your Email', 'ada@example');
    fireEvent.submit(screen.getByRole('button', { name: 'Send Message' }).closest('form')!);
    expect(screen.getByText('Please enter a valid email address!')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the multipart message with the token, reads 'Sending...', shows the server text and clears the fields", async () => {
    let answer!: (response: Response) => void;
    const fetch = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    open();
    await fill(FULL);
    await send();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer(jsonResponse(200, { success: true, message: 'Thank you! Your message has been sent.' }));
    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/user/contact-us/send-message');
    expect(new Headers(init!.headers).get('authorization')).toBe('Bearer token-abc');
    const body = init!.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      name: 'Ada Okafor',
      email: 'ada@example.com',
      subject: 'Scholarships',
      messageContent: 'Which universities offer a CSC scholarship?',
    });
    for (const label of Object.keys(FULL)) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it.each([
    ['success without a message', 200, { success: true }, 'Sent Successfully!'],
    ['success false', 200, { success: false, message: 'nope' }, 'Something went Wrong!'],
    [
      'another refusal',
      429,
      errorBody('RATE_LIMITED', 'Too many requests. Please wait and try again.'),
      'Too many requests. Please wait and try again.',
    ],
  ])('%s: %i answer shows the right text', async (_case, status, body, text) => {
    stubFetch(() => jsonResponse(status, body));
    open();
    await fill(FULL);
    await send();
    expect(await screen.findByText(text as string)).toBeInTheDocument();
  });

  it("401: 'You are not authorized. Please login to continue.' and the token is removed", async () => {
    stubFetch(() => errorResponse(401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE));
    open();
    await fill(FULL);
    await send();
    expect(await screen.findByText('You are not authorized. Please login to continue.')).toBeInTheDocument();
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
    expect(screen.getByLabelText('Your Name')).toHaveValue('Ada Okafor');
  });

  it('a visitor without a token who presses send goes to /login, even with empty fields', async () => {
    const fetch = stubFetch(() => jsonResponse(200, {}));
    open(null);
    expect(screen.getByText('You need to be logged in to send a message.')).toBeInTheDocument();
    await send();
    expect(currentUrl()).toBe('/login');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps what a visitor typed across the sign-in detour, says why, and forgets it once sent', async () => {
    open(null);
    expect(
      screen.getByText(/We answer every message by e-mail to your account, so please log in first/),
    ).toBeInTheDocument();
    await fill(FULL);
    await send();
    expect(currentUrl()).toBe('/login');
    cleanup();

    // Back from /login, signed in: the same tab's session storage still holds the message.
    const fetch = stubFetch(() => jsonResponse(200, { success: true, message: 'Sent Successfully!' }));
    open();
    expect(screen.getByLabelText('Enter Message Here')).toHaveValue(FULL['Enter Message Here']);
    expect(screen.getByLabelText('Your Name')).toHaveValue('Ada Okafor');
    await send();
    expect(await screen.findByText('Sent Successfully!')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(sessionStorage.getItem('contact_form_draft')).toBeNull();
  });

  it('marks the four fields as required, like the application form', () => {
    open();
    for (const label of ['Your Name', 'Your Email', 'Subject', 'Enter Message Here'])
      expect(screen.getByText(label)).toHaveClass('is-required');
  });
});
