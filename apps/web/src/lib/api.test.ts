import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_FAILURE, UNAUTHENTICATED_MESSAGE } from '@studychina/contracts';
import { FakeXhr, stubXhr } from '../test/fake-xhr';
import { errorResponse, jsonResponse, stubFetch } from '../test/app-harness';
import { ApiError, apiFetch, apiUpload, failureText, handleUnauthenticated, hasCode } from './api';

afterEach(() => vi.unstubAllGlobals());

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('resolved'),
    (error: unknown) => error,
  );

describe('apiFetch', () => {
  it('GETs JSON under the API prefix with credentials and no content type', async () => {
    const fetch = stubFetch(() => jsonResponse(200, { heroes: [] }));
    expect(await apiFetch('/heroes')).toEqual({ heroes: [] });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/user/heroes');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    const headers = new Headers(init!.headers);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('content-type')).toBeNull();
    expect(headers.get('authorization')).toBeNull();
  });

  it('POSTs a value as JSON, a FormData as multipart, and nothing with a JSON content type', async () => {
    const fetch = stubFetch(() => jsonResponse(200, { success: true }));
    await apiFetch('/login', { body: { email: 'a@b.c' } });
    const form = new FormData();
    await apiFetch('/verify-email', { body: form, token: 'tok' });
    await apiFetch('/resend-otp', { method: 'POST' });
    const [json, multipart, empty] = fetch.mock.calls.map(([, init]) => init);
    expect(json).toMatchObject({ method: 'POST', body: '{"email":"a@b.c"}' });
    expect(new Headers(json!.headers).get('content-type')).toBe('application/json');
    expect(multipart!.body).toBe(form);
    expect(new Headers(multipart!.headers).get('content-type')).toBeNull();
    expect(new Headers(multipart!.headers).get('authorization')).toBe('Bearer tok');
    expect(empty).toMatchObject({ method: 'POST', body: undefined });
    expect(new Headers(empty!.headers).get('content-type')).toBe('application/json');
  });

  it('PUTs without a body and without a content type (PUT /shortlist/:id), a body as JSON', async () => {
    const fetch = stubFetch(() => jsonResponse(200, { data: [] }));
    await apiFetch('/shortlist/12', { method: 'PUT', token: 'tok' });
    await apiFetch('/user/locale', { method: 'PUT', body: { locale: 'fr' } });
    const [empty, json] = fetch.mock.calls.map(([, init]) => init);
    expect(empty).toMatchObject({ method: 'PUT', body: undefined });
    expect(new Headers(empty!.headers).get('content-type')).toBeNull();
    expect(json).toMatchObject({ method: 'PUT', body: '{"locale":"fr"}' });
    expect(new Headers(json!.headers).get('content-type')).toBe('application/json');
  });

  it("a refusal is an ApiError with the API's status, code, message and body", async () => {
    stubFetch(() => errorResponse(422, 'CODE_INVALID', 'The code is invalid or has expired.'));
    const error = await refusal(apiFetch('/verify-email', { method: 'POST' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'CODE_INVALID', message: 'The code is invalid or has expired.' });
    expect(hasCode(error, 'CODE_INVALID')).toBe(true);
    expect(hasCode(error, 'CODE_LOCKED')).toBe(false);
    expect(failureText(error, 'fallback')).toBe('The code is invalid or has expired.');
  });

  it("an answer that is not the API's (a proxy's page) has no code and reads 'Request failed (status)'", async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await refusal(apiFetch('/majors'));
    expect(error).toMatchObject({ status: 502, code: undefined, message: 'Request failed (502)' });
  });

  it("no answer at all reads our one network text, not the browser's; failureText prefers the flow fallback", async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await refusal(apiFetch('/majors'));
    expect(error).toBeInstanceOf(TypeError);
    expect(failureText(error)).toBe('We could not reach our server. Check your internet connection and try again.');
    expect(failureText(error, 'Something went wrong')).toBe('Something went wrong');
  });

  it('calls the one 401 handler with the refused token, only for UNAUTHENTICATED on a call that sent one', async () => {
    const handler = vi.fn();
    const unregister = handleUnauthenticated(handler);
    stubFetch((url) =>
      url.endsWith('/me')
        ? errorResponse(401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE)
        : errorResponse(401, 'STEP_EXPIRED', 'Your verification session has expired.'),
    );
    await refusal(apiFetch('/me', { token: 'old' }));
    expect(handler).toHaveBeenCalledExactlyOnceWith('old');
    await refusal(apiFetch('/me'));
    await refusal(apiFetch('/verify-email', { method: 'POST', token: 'old' }));
    expect(handler).toHaveBeenCalledTimes(1);
    unregister();
    await refusal(apiFetch('/me', { token: 'old' }));
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('apiUpload', () => {
  const form = new FormData();
  const send = (signal?: AbortSignal) => {
    stubXhr();
    const progress: number[] = [];
    const promise = apiUpload<{ message: string }>('/apply', {
      token: 'tok',
      body: form,
      onProgress: (p) => progress.push(p),
      signal,
    });
    return { promise, progress, xhr: FakeXhr.last };
  };

  it('POSTs with the bearer token and credentials, reports progress, and resolves with the 2xx body', async () => {
    const { promise, progress, xhr } = send();
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/v1/user/apply', withCredentials: true, body: form });
    expect(xhr.headers).toMatchObject({ accept: 'application/json', authorization: 'Bearer tok' });
    xhr.progress(1, 3);
    xhr.progress(3, 3);
    await xhr.respond(201, { success: true, message: 'ok' });
    expect(await promise).toEqual({ success: true, message: 'ok' });
    expect(progress).toEqual([33, 100]);
  });

  it('rejects a refusal as ApiError and ends the session on UNAUTHENTICATED, like apiFetch', async () => {
    const handler = vi.fn();
    const unregister = handleUnauthenticated(handler);
    const { promise, xhr } = send();
    const error = refusal(promise);
    await xhr.respond(401, { success: false, code: 'UNAUTHENTICATED', message: UNAUTHENTICATED_MESSAGE });
    expect(await error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(handler).toHaveBeenCalledExactlyOnceWith('tok');
    unregister();
  });

  it('rejects with a TypeError when no answer came, and with an AbortError when aborted', async () => {
    const down = send();
    const noAnswer = refusal(down.promise);
    await down.xhr.fail();
    expect(await noAnswer).toMatchObject({ name: 'TypeError', message: NETWORK_FAILURE });
    const controller = new AbortController();
    const left = refusal(send(controller.signal).promise);
    controller.abort();
    expect(await left).toMatchObject({ name: 'AbortError' });
  });
});
