import { useEffect, useRef, type RefObject } from 'react';
import type { SetURLSearchParams } from 'react-router-dom';

const sameValues = (a: string[], b: string[]) => {
  const sorted = [...b].sort();
  return a.length === b.length && [...a].sort().every((value, i) => value === sorted[i]);
};

/**
 * The catalogue's filters are controlled by the address, but they are a server-rendered GET form first
 * (docs/decisions/0114-catalogue-pages-rendered-on-request.md): on a slow phone a visitor ticks a box before the
 * app has taken the page over. React 19 keeps a field's DOM state while hydrating, and the next render would
 * redraw the box from the address, unticked, with the filter never applied. So, once the page has hydrated,
 * each box group or list (`<select>`) whose choice differs from the address makes the address, as the same
 * tick does afterwards (from the first page of results). Text fields are left alone: they are uncontrolled, so a
 * half-typed search keeps its words and waits for its button. `defaults` names a list's value the address leaves
 * out (`sort=relevance`).
 */
export function useFormChoicesOnHydration(
  form: RefObject<HTMLFormElement | null>,
  params: URLSearchParams,
  setParams: SetURLSearchParams,
  defaults: Readonly<Record<string, string>> = {},
) {
  const adopted = useRef(false);
  useEffect(() => {
    const element = form.current;
    if (adopted.current || !element) return;
    adopted.current = true;
    const names = new Set<string>();
    for (const field of element.elements) {
      const choice =
        (field instanceof HTMLInputElement && field.type === 'checkbox') || field instanceof HTMLSelectElement;
      if (choice && field.name) names.add(field.name);
    }
    const data = new FormData(element);
    const next = new URLSearchParams(params);
    let changed = false;
    for (const name of names) {
      const chosen = data.getAll(name).filter((v): v is string => typeof v === 'string' && v !== defaults[name]);
      if (sameValues(chosen, params.getAll(name))) continue;
      changed = true;
      next.delete(name);
      for (const value of chosen) next.append(name, value);
    }
    if (!changed) return;
    next.delete('page');
    setParams(next);
  }, [form, params, setParams, defaults]);
}
