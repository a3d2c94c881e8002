import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type Load<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'failed'; data?: undefined; error: unknown }
  | { status: 'ready'; data: T; error?: undefined };

type Settled<T> = Exclude<Load<T>, { status: 'loading' }> & { id: string };

/**
 * The one way a page loads data. `key` names the request and every value it depends on, the path
 * first (['/me', token]); a new key loads again, null loads nothing. Leaving the page or changing the
 * key aborts the request and drops its answer, so a late answer never lands on the wrong page. A
 * failure is logged and returned: most pages show it as an empty list (docs/product.md#errors).
 * `initialData` (a pre-rendered page's, lib/initial-data.ts) is shown until the answer replaces it, and
 * stays shown if that request fails.
 * `reload` asks again (a Try again button).
 */
/** API answers are JSON: two are the same when they serialise the same (a few KiB, well under a millisecond). */
const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

export function useLoad<T>(
  key: readonly unknown[] | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: { initialData?: T } = {},
): Load<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const id = key && JSON.stringify([attempt, ...key]);
  // A pre-rendered page starts ready with the data it was rendered with (lib/initial-data.ts), and
  // still loads, so it shows what the API has now.
  const [settled, setSettled] = useState<Settled<T> | null>(() =>
    id && options.initialData !== undefined ? { id, status: 'ready', data: options.initialData } : null,
  );
  const label = key && String(key[0]);
  const run = useEffectEvent(load);

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        // An answer equal to what is shown (a pre-rendered page's data, as a rule: the catalogue rarely
        // changes) keeps the shown state, so React renders nothing again: re-rendering a page's whole list
        // for the same content was the largest task after hydration on /majors
        // (docs/decisions/0043-prerendered-pages-start-the-app-after-first-paint.md).
        setSettled((shown) =>
          shown?.id === id && shown.status === 'ready' && sameJson(shown.data, data)
            ? shown
            : { id, status: 'ready', data },
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`${label} failed to load`, error);
        // A pre-rendered page keeps the data it arrived with: the visitor reads a page that was fine a
        // moment ago rather than an error for a refresh they never asked for.
        setSettled((shown) => (shown?.id === id && shown.status === 'ready' ? shown : { id, status: 'failed', error }));
      },
    );
    return () => controller.abort();
  }, [id, label]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: Load<T> = settled?.id === id ? settled : { status: 'loading' };
  return { ...state, reload };
}
