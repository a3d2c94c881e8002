import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUrl, errorResponse, jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { GoogleSuccessPage } from './GoogleSuccessPage';
import { ADA, deferred } from '../../test/test-data';

afterEach(resetAppState);

const open = (url: string) =>
  renderPage(
    <StrictMode>
      <GoogleSuccessPage />
    </StrictMode>,
    { url, path: '/google-success' },
  );

describe('GoogleSuccessPage', () => {
  it("shows 'Authenticating...', trades `data` for a session once, then says so and goes to /", async () => {
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    open('/google-success?data=abc.def');
    expect(screen.getByRole('status')).toHaveTextContent('Authenticating...');
    answer.resolve(jsonResponse(200, { success: true, message: 'Signed in with Google.', token: 'tok', user: ADA }));
    expect(await screen.findByText('Successfully Authenticated!')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/'));
    // StrictMode runs effects twice: the single-use handoff must be spent once.
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/user/decrypt-user');
    expect(JSON.parse(init!.body as string)).toEqual({ encrypted: 'abc.def' });
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('AUTH_USER')!)).toEqual(ADA);
  });

  it("without data: 'Not Authenticated, Try Again!' and back to /", async () => {
    const fetch = stubFetch(() => errorResponse(500, 'INTERNAL_ERROR', 'unexpected call'));
    open('/google-success');
    expect(await screen.findByText('Not Authenticated, Try Again!')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  });

  it('a refused handoff shows the server message and goes to /', async () => {
    stubFetch(() => errorResponse(400, 'HANDOFF_EXPIRED', 'This sign-in link has expired. Please sign in again.'));
    open('/google-success?data=old');
    expect(await screen.findByText('This sign-in link has expired. Please sign in again.')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
  });
});
