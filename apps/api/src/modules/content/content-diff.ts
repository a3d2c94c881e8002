/** Top-level fields whose values differ (JSON equality): what an audit row records as before and after. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  const out = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of keys) {
    const [a, b] = [before?.[key], after[key]];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    out.before[key] = a ?? null;
    out.after[key] = b ?? null;
  }
  return out;
}

/** Whether two drafts hold the same fields, whatever the order of their keys. */
export const sameData = (a: unknown, b: unknown): boolean => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
    );
  return value;
}
