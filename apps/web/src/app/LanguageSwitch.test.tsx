import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGGED_OUT } from '@studychina/contracts';
import { initialLocale } from '../lib/i18n';
import { LEGACY_LOCALE_KEY, savedLocaleChoice } from '../lib/locale-choice';
import { ACCESS_TOKEN_KEY, AUTH_USER_KEY } from '../lib/session';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../test/app-harness';
import { Footer } from './Footer';
import { Header } from './Header';

// Issue 17: EN / FR in the header, remembered in the browser and on the account; <html lang> follows.
const renderShell = (url = '/about') =>
  renderPage(
    <>
      <Header />
      <Footer />
    </>,
    { url, path: '*' },
  );

beforeEach(() => localStorage.clear());
afterEach(async () => {
  resetAppState();
  document.documentElement.lang = 'en';
});

// The first switch compiles the French chunks on the fly (vitest): give it room on a loaded machine.
describe('language switch', { timeout: 30_000 }, () => {
  it('EN and FR are links to this page in each language that save the choice, so they work before the app runs', () => {
    renderShell('/majors');
    const group = screen.getByRole('group', { name: 'Language' });
    expect(within(group).getByRole('link', { name: 'EN' })).toHaveAttribute('href', '/majors?lang=en');
    expect(within(group).getByRole('link', { name: 'FR' })).toHaveAttribute('href', '/fr/majors?lang=fr');
    expect(within(group).getByRole('link', { name: 'EN' })).toHaveAttribute('aria-current', 'true');
    expect(within(group).getByRole('link', { name: 'FR' })).not.toHaveAttribute('aria-current');
  });

  it('FR turns the header and footer French, sets <html lang>, and is remembered in the lang cookie', async () => {
    renderShell();
    expect(screen.getAllByRole('link', { name: 'About' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('link', { name: 'FR' }));
    expect(await screen.findAllByRole('link', { name: 'À propos' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Compte' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Suivez-nous' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FR' })).toHaveAttribute('aria-current', 'true');
    // Set in an effect after the French render: on a loaded machine it may follow the render by a tick.
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    // The server reads it before answering the next page (docs/decisions/0104-french-from-the-first-response.md).
    expect(document.cookie).toMatch(/(^|; )lang=fr(;|$)/);
    expect(initialLocale()).toBe('fr');

    await userEvent.click(screen.getByRole('link', { name: 'EN' }));
    expect(await screen.findAllByRole('link', { name: 'About' })).toHaveLength(2);
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(document.cookie).toMatch(/(^|; )lang=en(;|$)/);
  });

  it('a choice kept in the browser before the cookie is moved to it', () => {
    localStorage.setItem(LEGACY_LOCALE_KEY, 'fr');
    expect(savedLocaleChoice()).toBe('fr');
    expect(document.cookie).toMatch(/(^|; )lang=fr(;|$)/);
    expect(localStorage.getItem(LEGACY_LOCALE_KEY)).toBeNull();
  });

  it('saves the choice on the account of a signed-in visitor, then asks the API in French', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ id: 1, firstname: 'Awa', lastname: 'D', email: 'a@b.c' }));
    const calls: { url: string; init: RequestInit }[] = [];
    stubFetch((url, init) => {
      calls.push({ url, init });
      return jsonResponse(200, { success: true, message: 'Votre langue a été enregistrée.', locale: 'fr' });
    });
    renderShell();
    await userEvent.click(screen.getByRole('link', { name: 'FR' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe('/api/v1/user/locale');
    expect(calls[0]!.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ locale: 'fr' });
    expect(new Headers(calls[0]!.init.headers).get('accept-language')).toBe('fr');
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer token-1');

    // The logout toast, a message of contracts, reads French once the messages' chunk is in.
    await userEvent.click(screen.getByRole('button', { name: 'Compte' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByText('Déconnexion réussie !')).toBeInTheDocument();
    expect(screen.queryByText(LOGGED_OUT)).not.toBeInTheDocument();
  });

  it("a first visit follows the browser's language: fr-* is French", () => {
    const original = Object.getOwnPropertyDescriptor(window.navigator, 'language');
    Object.defineProperty(window.navigator, 'language', { value: 'fr-CI', configurable: true });
    expect(initialLocale()).toBe('fr');
    Object.defineProperty(window.navigator, 'language', { value: 'en-NG', configurable: true });
    expect(initialLocale()).toBe('en');
    if (original) Object.defineProperty(window.navigator, 'language', original);
    else Reflect.deleteProperty(window.navigator, 'language');
  });
});
