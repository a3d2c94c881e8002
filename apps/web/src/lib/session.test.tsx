import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNAUTHENTICATED_MESSAGE } from '@studychina/contracts';
import { errorResponse, stubFetch } from '../test/app-harness';
import { ADA as ada } from '../test/test-data';
import { apiFetch } from './api';
import { ACCESS_TOKEN_KEY, AUTH_USER_KEY, SessionProvider, useSession, type Session } from './session';

let session: Session;
function Probe() {
  const current = useSession();
  useEffect(() => {
    session = current;
  });
  return <output data-testid="who">{`${current.token ?? '-'} ${current.user?.firstname ?? '-'}`}</output>;
}
const renderSession = () =>
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('session (docs/product.md#browser-storage, docs/product.md#session)', () => {
  it('reads the token and user back from storage on start', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(ada));
    renderSession();
    expect(screen.getByTestId('who')).toHaveTextContent('tok Ada');
  });

  it('stores what is set, under ACCESS_TOKEN and AUTH_USER', () => {
    renderSession();
    act(() => {
      session.setToken('tok2');
      session.setUser(ada);
    });
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('tok2');
    expect(JSON.parse(localStorage.getItem('AUTH_USER')!)).toEqual(ada);
    expect(screen.getByTestId('who')).toHaveTextContent('tok2 Ada');
  });

  it('an empty value removes the stored entry', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(ada));
    renderSession();
    act(() => {
      session.setToken('');
      session.setUser(null);
    });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
    expect(screen.getByTestId('who')).toHaveTextContent('- -');
  });

  it('treats an unreadable stored user as no user', () => {
    localStorage.setItem(AUTH_USER_KEY, '{not json');
    renderSession();
    expect(screen.getByTestId('who')).toHaveTextContent('- -');
  });

  it('follows a logout or login in another tab', () => {
    renderSession();
    act(() => {
      localStorage.setItem(ACCESS_TOKEN_KEY, 'other-tab');
      window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_KEY, newValue: 'other-tab' }));
    });
    expect(screen.getByTestId('who')).toHaveTextContent('other-tab -');
    act(() => {
      localStorage.removeItem(ACCESS_TOKEN_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_KEY, newValue: null }));
    });
    expect(screen.getByTestId('who')).toHaveTextContent('- -');
  });

  it('ends when the API refuses its token, and only its own token (lib/api.ts)', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(ada));
    renderSession();
    stubFetch(() => errorResponse(401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE));
    // A late answer for a token this tab no longer holds leaves the newer session alone.
    await act(() => apiFetch('/me', { token: 'older' }).catch(() => {}));
    expect(screen.getByTestId('who')).toHaveTextContent('tok Ada');
    await act(() => apiFetch('/me', { token: 'tok' }).catch(() => {}));
    expect(screen.getByTestId('who')).toHaveTextContent('- -');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
  });
});
