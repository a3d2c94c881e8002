/** An application/x-www-form-urlencoded body as an object; a repeated name becomes a list. */
export function parseUrlEncoded(text: string): Record<string, string | string[]> {
  const body: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    const previous = body[name];
    body[name] = previous === undefined ? value : [...[previous].flat(), value];
  }
  return body;
}
