import { emptyApplication } from './defaults.js';
import {
  APPLICATION_TEXT_FIELDS,
  EDUCATION_ENTRY_FIELDS,
  FAMILY_MEMBER_FIELDS,
  MAX_LIST_ENTRIES,
  type ApplicationFormValues,
} from './fields.js';

/**
 * Reading back the draft saved under APPLICATION_DRAFT_KEY (docs/product.md#apply-draft). Browser storage is outside our
 * control (older versions, hand edits, other tabs), so anything unreadable falls back to the defaults
 * field by field instead of breaking the form.
 */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const entries = <F extends string>(value: unknown, fields: readonly F[]): Record<F, string>[] =>
  (Array.isArray(value) ? value.slice(0, MAX_LIST_ENTRIES) : []).map((item) => {
    const source = record(item);
    return Object.fromEntries(fields.map((f) => [f, text(source[f])])) as Record<F, string>;
  });

/** Values from a parsed draft (or anything else): known fields kept, the rest defaulted. */
export const restoreDraft = (draft: unknown): ApplicationFormValues => {
  const source = record(draft);
  const values = emptyApplication();
  for (const field of APPLICATION_TEXT_FIELDS) values[field] = text(source[field]);
  values.educationHistory = entries(source.educationHistory, EDUCATION_ENTRY_FIELDS);
  values.familyMembers = entries(source.familyMembers, FAMILY_MEMBER_FIELDS);
  return values;
};

/** Parses stored draft text; null when there is none or it is not JSON (the caller uses the defaults). */
export const parseDraft = (stored: string | null): ApplicationFormValues | null => {
  if (stored === null) return null;
  try {
    return restoreDraft(JSON.parse(stored));
  } catch {
    return null;
  }
};

/** The text to store: the values only; file lists are never saved (docs/product.md#apply-draft). */
export const serializeDraft = (values: ApplicationFormValues): string => JSON.stringify(values);
