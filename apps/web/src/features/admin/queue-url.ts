/*
 * The queue's address (docs/product.md#back-office-screens): the URL is the queue's whole state (filters,
 * sort, page), so "Back to the queue" returns to the exact address staff came from. The application's page
 * gets it in the link's state; the last one is also kept in session storage, for an application opened
 * directly (a shared link, a new tab) or after a reload.
 */

export const QUEUE_PATH = '/admin';
/** Session storage: the last queue address of this tab (docs/product.md#browser-storage). */
export const QUEUE_URL_KEY = 'admin_queue_url';

/** What a link from the queue to an application carries. */
export interface FromQueue {
  queue: string;
}

/** The query string for `params` with `changes` applied (empty values dropped, page back to 1 unless given). */
export function withChanges(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

export function rememberQueueUrl(url: string): void {
  try {
    sessionStorage.setItem(QUEUE_URL_KEY, url);
  } catch {
    // Storage refused (private mode): the back link falls back to the plain queue.
  }
}

/** The queue to go back to: the one the link came from, else this tab's last one, else the whole queue. */
export function queueUrlFor(state: unknown): string {
  const from = (state as Partial<FromQueue> | null)?.queue;
  if (typeof from === 'string' && from.startsWith(QUEUE_PATH)) return from;
  try {
    const last = sessionStorage.getItem(QUEUE_URL_KEY);
    if (last?.startsWith(QUEUE_PATH)) return last;
  } catch {
    // As above.
  }
  return QUEUE_PATH;
}

/** The queue's filters and sort of a queue address, as a query string for the API (its page left out). */
export function filtersOf(queueUrl: string): string {
  const query = queueUrl.includes('?') ? queueUrl.slice(queueUrl.indexOf('?') + 1) : '';
  return withChanges(new URLSearchParams(query), {});
}
