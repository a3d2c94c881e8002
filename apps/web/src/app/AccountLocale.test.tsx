import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadFrench } from '../lib/i18n';
import { saveLocaleChoice, savedLocaleChoice } from '../lib/locale-choice';
import { ACCESS_TOKEN_KEY, AUTH_USER_KEY } from '../lib/session';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../test/app-harness';
import { ADA } from '../test/test-data';
import { AccountLocale } from './AccountLocale';
import { Header } from './Header';

// Issue 17: the account's saved language and the browser's choice when a user signs in.
beforeAll(() => loadFrench(), 30_000);
beforeEach(() => localStorage.clear());
afterEach(() => {
  resetAppState();
  document.documentElement.lang = 'en';
});

const signedInAs = (locale: 'en' | 'fr') => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'student-token');
  localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ ...ADA, locale }));
};
const shell = (
  <>
    <AccountLocale />
    <Header />
  </>
);

describe('AccountLocale', { timeout: 30_000 }, () => {
  it("on a browser with no language chosen, the account's saved French wins and is remembered here", async () => {
    const fetch = stubFetch(() => jsonResponse(200, {}));
    signedInAs('fr');
    renderPage(shell, { url: '/about', path: '*' });
    expect(await screen.findByRole('link', { name: 'À propos' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(savedLocaleChoice()).toBe('fr');
    // Nothing to save: the account already says French.
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/locale'))).toEqual([]);
  });

  it('where the visitor chose a language here, that choice wins and is saved on the account', async () => {
    const fetch = stubFetch(() => jsonResponse(200, { success: true, message: 'ok', locale: 'fr' }));
    saveLocaleChoice('fr');
    signedInAs('en');
    renderPage(shell, { url: '/about', path: '*', locale: 'fr' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/user/locale');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ locale: 'fr' });
    expect(screen.getByRole('link', { name: 'À propos' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(AUTH_USER_KEY)!).locale).toBe('fr');
  });

  it('an English account on a browser with no choice stays English and sends nothing', async () => {
    const fetch = stubFetch(() => jsonResponse(200, {}));
    signedInAs('en');
    renderPage(shell, { url: '/about', path: '*' });
    expect(screen.getByRole('link', { name: 'About' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetch).not.toHaveBeenCalled();
    expect(savedLocaleChoice()).toBeUndefined();
  });
});
