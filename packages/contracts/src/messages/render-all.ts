import type { Locale } from '../i18n/locales.js';
import { MESSAGES_EN } from './keyed.en.js';
import { renderText } from './render.js';
import type { Text } from './text.js';

/** A value with every Text in it rendered: Texts become strings, lists and records keep their shape. */
export type Rendered<T> = T extends Text
  ? string
  : T extends readonly (infer I)[]
    ? Rendered<I>[]
    : T extends object
      ? { [K in keyof T]: Rendered<T[K]> }
      : T;

const isText = (value: object): value is Text =>
  typeof (value as { key?: unknown }).key === 'string' && Object.hasOwn(MESSAGES_EN, (value as Text).key);

/**
 * Every Text in `value` rendered in `locale` (docs/decisions/0109-checks-raise-texts.md): a check's result, an
 * `errors` map of field Texts. What the API's edge answers, and what tests read as a person would.
 */
export function renderAll<T>(value: T, locale: Locale): Rendered<T> {
  if (typeof value !== 'object' || value === null || value instanceof Date) return value as Rendered<T>;
  if (Array.isArray(value)) return value.map((item: unknown) => renderAll(item, locale)) as Rendered<T>;
  if (isText(value)) return renderText(value, locale) as Rendered<T>;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renderAll(v, locale)])) as Rendered<T>;
}
