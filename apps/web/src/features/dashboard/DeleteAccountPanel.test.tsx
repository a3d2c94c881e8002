import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_DRAFT_KEY } from '@studychina/contracts';
import { currentUrl, errorBody, jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { loadFrench } from '../../lib/i18n';
import { useLogout } from '../../lib/logout';
import { DeleteAccountPanel } from './DeleteAccountPanel';

afterEach(() => {
  cleanup();
  resetAppState();
  vi.restoreAllMocks();
});

/** As the dashboard has it: the site's logout passed in. */
function Panel() {
  return <DeleteAccountPanel signOut={useLogout()} />;
}

const open = async (locale?: 'fr') => {
  localStorage.setItem('ACCESS_TOKEN', 'tok');
  localStorage.setItem('AUTH_USER', JSON.stringify({ id: 'u1', role: 'student', firstname: 'Ada' }));
  await act(async () => {
    renderPage(<Panel />, { url: '/dashboard', locale });
  });
};

const typePassword = (password: string) =>
  fireEvent.change(screen.getByLabelText('Your password, to confirm'), { target: { value: password } });

describe('DeleteAccountPanel', () => {
  it('says what happens before asking anything: withdrawal, what the law keeps, letters still verifiable', async () => {
    const fetch = stubFetch(() => jsonResponse(200, {}));
    await open();
    const panel = await screen.findByRole('region', { name: 'Delete my account' });
    expect(panel).toHaveTextContent('An application still in progress is withdrawn first');
    expect(panel).toHaveTextContent('The law makes us keep invoices and payments');
    expect(panel).toHaveTextContent('can still be checked on its verification page, with your name masked');
    expect(screen.queryByLabelText('Your password, to confirm')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    expect(screen.getByRole('button', { name: 'Delete my account for good' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByLabelText('Your password, to confirm')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the API's word on a wrong password beside the field, and stays signed in", async () => {
    stubFetch(() =>
      jsonResponse(
        422,
        errorBody('VALIDATION_FAILED', 'Validation failed', { password: ['This password is not right.'] }),
      ),
    );
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    typePassword('wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is not right.');
    expect(screen.getByLabelText('Your password, to confirm')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your password, to confirm')).toHaveAccessibleDescription(
      'This password is not right.',
    );
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('tok');
    expect(currentUrl()).toBe('/dashboard');
  });

  it('shows a refusal without a field (too many tries) in the panel too', async () => {
    stubFetch(() => jsonResponse(429, errorBody('RATE_LIMITED', 'Too many attempts. Try again later.')));
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    typePassword('secret');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again later.');
  });

  it('says the account was not deleted when no answer came (offline)', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    typePassword('secret');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection: your account was not deleted.');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('tok');
  });

  it('deletes with the password, signs out, forgets the draft and lands on the home page with the message', async () => {
    const fetch = stubFetch(() =>
      jsonResponse(200, { success: true, message: 'Your account and your data are erased.' }),
    );
    localStorage.setItem(APPLICATION_DRAFT_KEY, '{}');
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    typePassword('secret');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('Your account and your data are erased.')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/user/account');
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'secret' });
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
    expect(localStorage.getItem('AUTH_USER')).toBeNull();
    expect(localStorage.getItem(APPLICATION_DRAFT_KEY)).toBeNull();
  });

  it('speaks French on the French site', async () => {
    stubFetch(() => jsonResponse(200, {}));
    await loadFrench();
    await open('fr');
    const panel = await screen.findByRole('region', { name: 'Supprimer mon compte' });
    expect(panel).toHaveTextContent('reste vérifiable sur sa page de vérification, avec votre nom masqué');
    expect(screen.getByRole('button', { name: 'Supprimer mon compte…' })).toBeInTheDocument();
  });
});
