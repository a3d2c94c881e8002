import { API_PREFIX, NETWORK_FAILURE, type ErrorCode } from '@studychina/contracts';

/*
 * The web's one door to the API: every fetch and XMLHttpRequest of the app is in this file. It sends
 * credentials (the pending-step and reset-grant cookies) and the session's bearer token when given,
 * turns every refusal into an ApiError carrying the API's stable `code`, and ends the session when the
 * API refuses its token. What the person is told (toast, redirect) stays with each caller.
 */

/** A non-OK answer. Decide by `code` (contracts' ERROR_CODES), never by `message`: that is for people. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** Absent only when the answer did not come from our API (a proxy's error page). */
    readonly code: ErrorCode | undefined,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/**
 * No answer at all (the network dropped, common on mobile data). Its message is the English of the toasts'
 * NETWORK_FAILURE; the pages show that text in the visitor's language by its key (lib/failure-text.ts).
 */
export class NetworkFailure extends TypeError {
  constructor() {
    super(NETWORK_FAILURE);
  }
}

/** Whether `error` is the API's refusal with this code. */
export const hasCode = (error: unknown, code: ErrorCode): error is ApiError =>
  error instanceof ApiError && error.code === code;

/**
 * The text to show for a failed call: a refusal's server message (or 'Request failed (status)'); for
 * no answer at all (the network dropped, common on mobile data) the flow's fallback text when the
 * product gives one, else the error's own text (docs/product.md#errors): English, as the back office reads it.
 * The student's and visitor's pages use useFailureText (lib/failure-text.ts), in their language.
 */
export function failureText(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.message;
  if (fallback) return fallback;
  return error instanceof Error && error.message ? error.message : String(error);
}

/** The language the API answers in (issue 17): the site's, set by lib/i18n, not the browser's own list. */
let requestLanguage = 'en';
export function setRequestLanguage(locale: string): void {
  requestLanguage = locale;
}

type UnauthenticatedHandler = (token: string) => void;
let onUnauthenticated: UnauthenticatedHandler | null = null;

/**
 * The one answer to a refused token: the session provider registers how to end the session; it is
 * called with the token the refused request carried (so a newer session is left alone). Returns the
 * unregister function, for an effect's clean-up.
 */
export function handleUnauthenticated(handler: UnauthenticatedHandler): () => void {
  onUnauthenticated = handler;
  return () => {
    if (onUnauthenticated === handler) onUnauthenticated = null;
  };
}

/** The body on 2xx; otherwise an ApiError, after ending the session if the API refused the token. */
function settle<T>(status: number, body: unknown, token: string | null | undefined): T {
  if (status >= 200 && status < 300) return body as T;
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  const error = new ApiError(
    status,
    typeof code === 'string' ? (code as ErrorCode) : undefined,
    typeof message === 'string' ? message : `Request failed (${status})`,
    body,
  );
  if (token && error.code === 'UNAUTHENTICATED') onUnauthenticated?.(token);
  throw error;
}

export interface ApiRequest {
  /** GET without a body, POST with one; a POST without body must say so (resend-otp); PUT and DELETE as named. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The session's bearer token, for the routes that need one. */
  token?: string | null;
  /** FormData goes as multipart; anything else as JSON. A POST without body still says JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** The API's part the path is under: the user API (default) or the back office (ADMIN_API_PREFIX). */
  prefix?: string;
  /** The answer's language when the caller keeps it by language; else the site's (setRequestLanguage). */
  language?: string;
}

/** JSON in and out; resolves with the body of a 2xx answer, rejects with ApiError for any other. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { token, body, signal, prefix = API_PREFIX, method = body === undefined ? 'GET' : 'POST' } = request;
  const headers = new Headers({ accept: 'application/json', 'accept-language': request.language ?? requestLanguage });
  // A POST without body still says JSON (resend-otp, as the specification posts it); a PUT without one (the
  // shortlist's) says nothing: the API's JSON parser refuses an empty JSON body with a 400.
  if ((method === 'POST' || (method[0] === 'P' && body !== undefined)) && !(body instanceof FormData))
    headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(`${prefix}${path}`, {
    method,
    headers,
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    credentials: 'include',
    signal,
  }).catch((error: unknown) => {
    // No answer (network down): one friendly text for every flow, not the browser's own (docs/product.md#toasts).
    throw error instanceof DOMException && error.name === 'AbortError' ? error : new NetworkFailure();
  });
  return settle<T>(response.status, await response.json().catch(() => null), token);
}

export interface DownloadRequest {
  token: string | null | undefined;
  prefix?: string;
  signal?: AbortSignal;
}

/**
 * A file behind the bearer token (an application's documents, a ZIP, the CSV export): a link cannot carry
 * the token, so the bytes come through fetch. Refusals settle like apiFetch (JSON error body). The caller
 * reads the Blob and the file name (lib/download.ts).
 */
export async function apiDownload(
  path: string,
  { token, prefix = API_PREFIX, signal }: DownloadRequest,
): Promise<Response> {
  const response = await fetch(`${prefix}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'include',
    signal,
  });
  if (!response.ok) settle(response.status, await response.json().catch(() => null), token);
  return response;
}

export interface UploadRequest {
  token: string;
  body: FormData;
  /** 0 to 100, as the bytes leave the browser. */
  onProgress(percent: number): void;
  signal?: AbortSignal;
  prefix?: string;
}

/**
 * A multipart POST with XMLHttpRequest, not fetch: only XHR reports upload progress, and on mobile data
 * a 20 MB application takes minutes. No timeout for the same reason; `signal` aborts (leaving the page).
 * Answers like apiFetch; when no answer came it rejects with a NetworkFailure, as apiFetch does.
 */
export function apiUpload<T>(
  path: string,
  { token, body, onProgress, signal, prefix = API_PREFIX }: UploadRequest,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${prefix}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', requestLanguage);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status still tells what happened.
      }
      try {
        resolve(settle<T>(xhr.status, parsed, token));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new NetworkFailure());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
