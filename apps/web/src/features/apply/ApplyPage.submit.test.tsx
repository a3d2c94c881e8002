import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_DRAFT_KEY,
  APPLICATION_DRAFT_STEP_KEY,
  CONSENT_VERSION,
  UNAUTHENTICATED_MESSAGE,
} from '@studychina/contracts';
import { advance, currentUrl, errorBody, jsonResponse, resetAppState } from '../../test/app-harness';
import {
  FakeXhr,
  TOKEN,
  finishUploads,
  fixList,
  heading,
  openApply,
  press,
  stubXhr,
  toReview,
  validValues,
} from './test-helpers';

beforeEach(stubXhr);
afterEach(resetAppState);

/**
 * Review with the three required documents uploaded, then Submit: the draft's text is saved (PUT, answered
 * at once) and the submit is sent; the test answers the submit (`respond`) or cuts the network (`fail`).
 */
const submitReady = async () => {
  let settle!: { resolve(response: Response): void; reject(error: unknown): void };
  const { fetch } = openApply({
    draft: validValues(),
    api: (url, init) => {
      if (url.endsWith('/application-draft') && init.method === 'PUT')
        return jsonResponse(200, { success: true, message: 'Draft saved', updatedAt: new Date().toISOString() });
      if (url.endsWith('/application-draft/submit'))
        return new Promise<Response>((resolve, reject) => (settle = { resolve, reject }));
      return undefined;
    },
  });
  toReview();
  await finishUploads(3);
  press('Submit');
  await waitFor(() => expect(settle).toBeDefined());
  return {
    fetch,
    respond: (status: number, body: unknown) => act(async () => settle.resolve(jsonResponse(status, body))),
    fail: () => act(async () => settle.reject(new TypeError('Failed to fetch'))),
  };
};
const calls = (fetch: ReturnType<typeof openApply>['fetch'], ending: string, method: string) =>
  fetch.mock.calls.filter(([url, init]) => String(url).endsWith(ending) && init?.method === method);

// Each submit first uploads three documents through tus: slower than a plain render on a loaded machine.
describe(
  'ApplyPage: submit (docs/product.md#apply-submit, docs/product.md#resumable-uploads-and-the-server-draft)',
  { timeout: 15_000 },
  () => {
    it('saves the text to the server draft as submitted, then submits the draft with the Bearer token', async () => {
      const { fetch } = await submitReady();
      const [[, put]] = calls(fetch, '/api/v1/user/application-draft', 'PUT') as [[string, RequestInit]];
      expect(new Headers(put.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
      const saved = JSON.parse(put.body as string) as Record<string, unknown>;
      expect(saved.surName).toBe('Okafor');
      expect(saved.majorSecondChoice).toBe('');
      expect(saved.educationHistory).toEqual(validValues().educationHistory);
      expect(saved.familyMembers).toHaveLength(2);
      const [[, submit]] = calls(fetch, '/api/v1/user/application-draft/submit', 'POST') as [[string, RequestInit]];
      expect(new Headers(submit.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
      // Pressing Submit under the consent statement agrees to its version (decision 0137).
      expect(JSON.parse(submit.body as string)).toEqual({ consentVersion: CONSENT_VERSION });
      // The documents went before, through tus: nothing else is sent at submit.
      expect(FakeXhr.all.filter((xhr) => !xhr.url.includes('/uploads'))).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Submitting....' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Reset form' })).toBeDisabled();
    });

    it('a document still uploading: Submit says to wait and sends nothing', async () => {
      const { fetch } = openApply({ draft: validValues() });
      toReview();
      press('Submit');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Some documents are not uploaded yet. Please wait until every document shows "Uploaded", then submit.',
      );
      expect(calls(fetch, '/api/v1/user/application-draft/submit', 'POST')).toHaveLength(0);
      expect(heading()).toBe('Review & Submit');
    });

    it("success: the server's message in a blue toast, then the application's page; form and draft cleared", async () => {
      const xhr = await submitReady();
      expect(localStorage.getItem(APPLICATION_DRAFT_STEP_KEY)).toBe('5');
      await xhr.respond(201, {
        success: true,
        message: 'Application submitted successfully',
        application: { id: 'a1', status: 'submitted', createdAt: '2026-11-27T10:00:00.000Z' },
      });
      expect(await screen.findByText('Application submitted successfully')).toBeInTheDocument();
      // docs/product.md#apply-submit: where the application now is, with what happens next (MyApplicationPage).
      expect(currentUrl()).toBe('/dashboard/applications/a1');
      expect(localStorage.getItem(APPLICATION_DRAFT_KEY)).toBeNull();
      expect(localStorage.getItem(APPLICATION_DRAFT_STEP_KEY)).toBeNull();
    });

    it('success without the application in the answer: the form cleared, step 1, the way to the dashboard', async () => {
      const xhr = await submitReady();
      await xhr.respond(201, { success: true, message: 'Application submitted successfully' });
      expect(await screen.findByText('Application submitted successfully')).toBeInTheDocument();
      expect(heading()).toBe('Personal');
      expect(screen.getByLabelText('Surname')).toHaveValue('');
      expect(localStorage.getItem(APPLICATION_DRAFT_KEY)).toBeNull();
      expect(screen.getByRole('link', { name: 'See it in My applications' })).toHaveAttribute('href', '/dashboard');
    });

    it("401 UNAUTHENTICATED: token removed, 'Login to Submit Application!', /login after 4 s", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const xhr = await submitReady();
      await xhr.respond(401, errorBody('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE));
      expect(screen.getByText('Login to Submit Application!')).toBeInTheDocument();
      expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
      await advance(3900);
      expect(currentUrl()).toBe('/apply?step=6');
      await advance(200);
      expect(currentUrl()).toBe('/login');
    });

    it('422: the server texts inline, de-duplicated, on the first step holding one', async () => {
      const xhr = await submitReady();
      await xhr.respond(
        422,
        errorBody('VALIDATION_FAILED', 'The given data was invalid.', {
          passportphoto: ['Passport Photo: "passport.png" is not a file type we recognise'],
          // The entry's text comes plain; the list shows it after 'Education entry 1: ' (built by the web).
          'educationHistory.0.schoolAttended': ['School Attended is required'],
          gender: ['Gender must be one of: Male, Female'],
          gender2: ['Gender must be one of: Male, Female'],
        }),
      );
      expect(heading()).toBe('Personal');
      expect(fixList()).toEqual([
        'Passport Photo: "passport.png" is not a file type we recognise',
        'Education entry 1: School Attended is required',
        'Gender must be one of: Male, Female',
      ]);
      expect(screen.getByRole('group', { name: 'Gender' })).toHaveAccessibleDescription(
        'Gender must be one of: Male, Female',
      );
      // A text of another step links to it (docs/product.md#apply-errors); this step's own text needs none.
      const items = screen.getAllByRole('listitem').filter((li) => li.closest('.error-list'));
      expect(items.map((li) => li.querySelector('button')?.textContent ?? null)).toEqual([
        'Go to step 5: Documents',
        'Go to step 3: Education',
        null,
      ]);
      press('Go to step 3: Education');
      expect(heading()).toBe('Education');
      expect(screen.getByLabelText('School Attended')).toHaveAccessibleDescription('School Attended is required');
    });

    it('network error: a toast and a message by the buttons; the form stays as it was', async () => {
      const xhr = await submitReady();
      await xhr.fail();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Network error: your application could not be sent. Check your connection and try again.',
      );
      expect(heading()).toBe('Review & Submit');
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    });

    it('a 5xx keeps everything and says Submit again is safe (docs/product.md#apply-submit)', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const xhr = await submitReady();
      await xhr.respond(500, errorBody('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'));
      expect(log).toHaveBeenCalledWith(
        'The submit answered 500',
        'Something went wrong on our side. Please try again.',
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your application could not be saved because of a problem on our side. Everything you entered is still here: press Submit again in a moment.',
      );
      expect(heading()).toBe('Review & Submit');
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
      expect(screen.getByText('Okafor')).toBeInTheDocument();
    });

    it('other refusals (429) are only logged (docs/product.md#apply-submit): no toast', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const xhr = await submitReady();
      await xhr.respond(429, errorBody('RATE_LIMITED', 'Too many requests. Please wait and try again.'));
      expect(log).toHaveBeenCalledWith('The submit answered 429', 'Too many requests. Please wait and try again.');
      expect(screen.queryByText('Too many requests. Please wait and try again.')).toBeNull();
      expect(heading()).toBe('Review & Submit');
    });

    it('re-validates steps 0 to 4 and jumps to the first failing one without sending', () => {
      // The passport expires while the applicant is on Review (docs/product.md#apply-validation: the expiry must be in the future).
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
      vi.setSystemTime(new Date('2030-01-01T12:00:00Z'));
      openApply({ draft: { ...validValues(), passportExpiryDate: '2030-01-02' } });
      toReview();
      vi.setSystemTime(new Date('2030-01-03T12:00:00Z'));
      press('Submit');
      expect(heading()).toBe('Personal');
      expect(fixList()).toEqual(['Your Passport has expired!']);
      expect(FakeXhr.all.filter((xhr) => !xhr.url.includes('/uploads'))).toHaveLength(0);
    });

    it('a token removed meanwhile (a logout in another tab) leaves for / after 3 s, like a logout', () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      openApply({ draft: validValues() });
      expect(currentUrl()).toBe('/apply');
      localStorage.removeItem('ACCESS_TOKEN');
      act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'ACCESS_TOKEN' })));
      act(() => void vi.advanceTimersByTime(2900));
      expect(currentUrl()).toBe('/apply');
      act(() => void vi.advanceTimersByTime(200));
      expect(currentUrl()).toBe('/');
      // Nothing typed is lost: the draft is still there for after the login.
      expect(localStorage.getItem(APPLICATION_DRAFT_KEY)).toContain('Okafor');
    });

    it('a visitor without a token is sent to /login', () => {
      openApply({ token: null });
      expect(currentUrl()).toBe('/login');
    });
  },
);
