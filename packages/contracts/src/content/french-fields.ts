/**
 * How content keeps its two languages (docs/decisions/0121-content-drafts-beside-the-live-tables.md): a text field
 * `x` has its French in `xFr` beside it (`title`/`titleFr`), or a pair is written `{ en, fr }` (the pages' texts).
 * Everything else (figures, slugs, dates) is the same in both languages.
 */
type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const written = (value: Json) => typeof value === 'string' && value.trim() !== '';

/** The paths ("titleFr", "texts.lead.fr", "how.2.fr") of French left empty where the English is written. */
export function frenchMissing(data: Json, at = ''): string[] {
  const path = (key: string | number) => (at ? `${at}.${key}` : String(key));
  if (Array.isArray(data)) return data.flatMap((item, index) => frenchMissing(item, path(index)));
  if (!isRecord(data)) return [];
  const gaps: string[] = [];
  if ('en' in data && 'fr' in data && written(data.en) && !written(data.fr)) gaps.push(path('fr'));
  for (const [key, value] of Object.entries(data)) {
    if (key.endsWith('Fr') && key.length > 2) {
      const english = data[key.slice(0, -2)];
      if (written(english) && !written(value)) gaps.push(path(key));
    } else if (typeof value === 'object') gaps.push(...frenchMissing(value, path(key)));
  }
  return gaps;
}

/** The item's texts of one language, as one comparable string: what changed in English, what in French. */
export function languageTexts(data: Json, language: 'en' | 'fr'): string {
  const out: string[] = [];
  const walk = (value: Json, at: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${at}.${index}`));
    if (!isRecord(value)) return;
    const pair = 'en' in value && 'fr' in value;
    for (const [key, inner] of Object.entries(value)) {
      const french = pair ? key === 'fr' : key.endsWith('Fr') && key.length > 2 && `${key.slice(0, -2)}` in value;
      const english = pair ? key === 'en' : `${key}Fr` in value;
      if (typeof inner === 'string' && (language === 'fr' ? french : english)) out.push(`${at}.${key}=${inner}`);
      else if (typeof inner === 'object') walk(inner, `${at}.${key}`);
    }
  };
  walk(data, '');
  return out.join('\n');
}
