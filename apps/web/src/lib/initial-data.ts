/**
 * Data a pre-rendered page was rendered with (scripts/prerender.mjs), so the first client render, which
 * hydrates that HTML, shows the same lists instead of spinners (no flash, no hydration mismatch). It
 * travels in <script type="application/json" id="initial-data">: a data block, not a script, so the
 * Content-Security-Policy (no inline script) allows it. Keyed by useLoad's key.
 */
const ELEMENT_ID = 'initial-data';

let store: Record<string, unknown> | undefined;

function read(): Record<string, unknown> {
  if (store) return store;
  const text = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID)?.textContent;
  try {
    store = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    store = {};
  }
  return store;
}

/** The server side of pre-rendering gives the data before rendering a page. */
export function setInitialData(data: Record<string, unknown>): void {
  store = data;
}

export const initialDataKey = (key: readonly unknown[]) => JSON.stringify(key);

/**
 * The data the pre-rendered page holds for this useLoad key (useLoad's `initialData`). useLoad still
 * asks the API, so a catalogue changed since the build shows once the answer is in.
 */
export function initialData<T>(key: readonly unknown[]): T | undefined {
  return read()[initialDataKey(key)] as T | undefined;
}
