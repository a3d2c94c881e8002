import { API_PREFIX } from '@studychina/contracts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The one fetch wrapper: JSON in and out, credentials for the pending-step cookies, server text on errors. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  const response = await fetch(`${API_PREFIX}${path}`, { credentials: 'include', ...init, headers });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new ApiError(
      response.status,
      typeof message === 'string' ? message : `Request failed (${response.status})`,
      body,
    );
  }
  return body as T;
}
