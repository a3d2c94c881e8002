import { z } from 'zod';
import { addFieldError, type FieldErrors } from '../account/fields.js';
import { invalidListText, mustBeTextText, tooLongText, tooManyEntriesText } from '../messages/check-texts.js';
import { issueText } from '../messages/issue-text.js';
import type { Text } from '../messages/text.js';
import {
  APPLICATION_TEXT_FIELDS,
  EDUCATION_ENTRY_FIELDS,
  FAMILY_MEMBER_FIELDS,
  LONG_TEXT_FIELDS,
  LONG_TEXT_MAX_LENGTH,
  MAX_LIST_ENTRIES,
  OPTIONAL_TEXT_FIELDS,
  TEXT_MAX_LENGTH,
  type ApplicationTextField,
  type EducationEntry,
  type OptionalTextField,
  type FamilyMember,
} from './fields.js';
import { entryErrorKey } from './entry-errors.js';
import { educationLabelText, familyLabelText, labelText, requiredFieldText } from './labels.js';

/**
 * The text part of POST /apply's multipart body (docs/product.md#api-apply): every text field as a string, docs/product.md#apply-validation's
 * required ones present (their "missing" text is the product's '<label> is required'), the optional ones
 * optional. educationHistory and familyMembers stay JSON text here; parseApplicationLists reads them.
 * Emptiness and the docs/product.md#apply-validation rules are validateApplication's job, so one 422 can list everything.
 */
type RequiredTextField = Exclude<ApplicationTextField, OptionalTextField>;
type BodyShape = { [K in RequiredTextField]: z.ZodString } & {
  [K in OptionalTextField]: z.ZodOptional<z.ZodString>;
} & {
  educationHistory: z.ZodOptional<z.ZodString>;
  familyMembers: z.ZodOptional<z.ZodString>;
};

export const textMaxLength = (name: string): number =>
  (LONG_TEXT_FIELDS as readonly string[]).includes(name) ? LONG_TEXT_MAX_LENGTH : TEXT_MAX_LENGTH;

const textField = (name: ApplicationTextField): z.ZodString => {
  const label = labelText(name);
  return z
    .string({
      error: (issue) => issueText(issue.input === undefined ? requiredFieldText(name) : mustBeTextText(label)),
    })
    .trim()
    .max(textMaxLength(name), { error: issueText(tooLongText(label, textMaxLength(name))) });
};
const listText = (name: string) => z.string({ error: issueText(invalidListText(labelText(name))) }).optional();

const shape = Object.fromEntries(
  APPLICATION_TEXT_FIELDS.map((name) => {
    const field = textField(name);
    return [name, (OPTIONAL_TEXT_FIELDS as readonly string[]).includes(name) ? field.optional() : field];
  }),
) as Record<string, z.ZodType>;
export const applicationBodySchema = z.object({
  ...shape,
  educationHistory: listText('educationHistory'),
  familyMembers: listText('familyMembers'),
} as BodyShape);
export type ApplicationBody = z.infer<typeof applicationBodySchema>;

export type ListParseResult =
  | { ok: true; educationHistory: EducationEntry[]; familyMembers: FamilyMember[] }
  | { ok: false; educationHistory: EducationEntry[]; familyMembers: FamilyMember[]; errors: FieldErrors };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One JSON list. Absent or '' is an empty list (the product's "at least N" texts then apply). Bad JSON, a non-list,
 * a non-object entry or a non-text value makes the whole list unreadable: one clear message under the list's
 * name, and the list counts as empty. A too-long value is reported under 'list.index.field' (entry-errors.ts).
 */
const parseList = <F extends string>(
  raw: unknown,
  name: 'educationHistory' | 'familyMembers',
  fields: readonly F[],
  label: (field: F) => Text,
  errors: FieldErrors,
): Record<F, string>[] => {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return [];
  const invalid = (): [] => (addFieldError(errors, name, invalidListText(labelText(name))), []);
  let data: unknown;
  try {
    data = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    return invalid();
  }
  if (!Array.isArray(data)) return invalid();
  if (data.length > MAX_LIST_ENTRIES) {
    addFieldError(errors, name, tooManyEntriesText(labelText(name), MAX_LIST_ENTRIES));
    return [];
  }
  const entries: Record<F, string>[] = [];
  for (const [index, item] of data.entries()) {
    if (!isRecord(item)) return invalid();
    const entry = {} as Record<F, string>;
    for (const field of fields) {
      const value = item[field] ?? '';
      if (typeof value !== 'string') return invalid();
      entry[field] = value.trim();
      if (entry[field].length > TEXT_MAX_LENGTH)
        addFieldError(errors, entryErrorKey(name, index, field), tooLongText(label(field), TEXT_MAX_LENGTH));
    }
    entries.push(entry);
  }
  return entries;
};

/** Turns the two JSON texts of the body into arrays, reporting unreadable ones clearly. */
export const parseApplicationLists = (body: {
  educationHistory?: unknown;
  familyMembers?: unknown;
}): ListParseResult => {
  const errors: FieldErrors = {};
  const educationHistory = parseList(
    body.educationHistory,
    'educationHistory',
    EDUCATION_ENTRY_FIELDS,
    educationLabelText,
    errors,
  );
  const familyMembers = parseList(body.familyMembers, 'familyMembers', FAMILY_MEMBER_FIELDS, familyLabelText, errors);
  return Object.keys(errors).length === 0
    ? { ok: true, educationHistory, familyMembers }
    : { ok: false, educationHistory, familyMembers, errors };
};
