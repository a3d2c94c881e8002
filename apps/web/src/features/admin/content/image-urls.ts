/**
 * The address an image field keeps from the images route's `urls` (docs/product.md#content-management): the JPEG
 * fallback every browser shows, the largest size when there are several; the pages build their WebP and AVIF
 * sources from it. Read leniently (a string, `{ fallback }`, `{ jpeg }` or `{ jpeg: { 1280: … } }`), so the
 * field gets an address whichever of these shapes the route answers with.
 */
export function fallbackUrl(urls: unknown): string | null {
  if (typeof urls === 'string') return urls;
  if (!urls || typeof urls !== 'object') return null;
  const record = urls as Record<string, unknown>;
  for (const name of ['fallback', 'jpeg', 'jpg', 'original']) {
    const found = largest(record[name]);
    if (found) return found;
  }
  return null;
}

/** A string, or the entry of the largest width of `{ 640: url, 1280: url }` / `[{ width, url }]`. */
function largest(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const sized = value.filter(
      (entry): entry is { width: number; url: string } =>
        !!entry && typeof entry === 'object' && typeof (entry as { url?: unknown }).url === 'string',
    );
    return sized.sort((a, b) => (b.width ?? 0) - (a.width ?? 0))[0]?.url ?? null;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, url]) => typeof url === 'string');
    entries.sort(([a], [b]) => (Number.parseInt(b, 10) || 0) - (Number.parseInt(a, 10) || 0));
    return (entries[0]?.[1] as string | undefined) ?? null;
  }
  return null;
}
