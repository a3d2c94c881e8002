import { addFieldError, isBlank, sameText, type FieldErrors } from '../account/fields.js';
import { educationEntryText, familyEntryText } from '../messages/check-texts.js';
import { text, type Text } from '../messages/text.js';
import { dateChecks, entryDateProblem } from './date-checks.js';
import { documentDateChecks } from './document-dates.js';
import type { EntryErrors } from './defaults.js';
import {
  EDUCATION_ENTRY_FIELDS,
  FAMILY_MEMBER_FIELDS,
  MIN_EDUCATION_ENTRIES,
  MIN_FAMILY_MEMBERS,
  REQUIRED_BY_STEP,
  VALIDATED_STEPS,
  type ApplicationFormValues,
  type ApplicationTextField,
} from './fields.js';
import { isFileListName, type FileListName, type FileMeta } from './files.js';
import { educationEntryRequired, familyEntryRequired, requiredFieldText } from './labels.js';
import { personalChecks } from './personal-checks.js';
import { programmeChoiceChecks, type ProgrammeFactsBySlug } from './programme-choice.js';

/** What one step's check found (docs/product.md#apply-validation). Empty maps and no messages mean the step is valid. */
export interface StepValidation {
  /** Field name -> its messages (file lists and the two lists included). */
  fieldErrors: FieldErrors;
  /** Entry index -> field -> the product's unprefixed text, for inline display under each input. */
  educationErrors: EntryErrors;
  familyErrors: EntryErrors;
  /** Everything above, prefixed and de-duplicated, for 'Please fix the following:'. */
  messages: Text[];
}
export type FilesInput = Partial<Record<FileListName, readonly FileMeta[]>>;

/** Blank fields of every entry, then `more` on the filled ones; entries without problems get no record. */
const checkEntries = <F extends string>(
  list: readonly Record<F, string>[],
  fields: readonly F[],
  required: (field: F) => Text,
  more: (field: F, value: string) => Text | null = () => null,
): EntryErrors => {
  const errors: EntryErrors = {};
  list.forEach((entry, index) => {
    const record: Record<string, Text> = {};
    for (const field of fields) {
      const problem = isBlank(entry[field]) ? required(field) : more(field, entry[field]);
      if (problem) record[field] = problem;
    }
    if (Object.keys(record).length > 0) errors[index] = record;
  });
  return errors;
};

const prefixed = (errors: EntryErrors, prefix: (index: number, problem: Text) => Text): Text[] =>
  Object.entries(errors)
    .sort(([a], [b]) => Number(a) - Number(b))
    .flatMap(([index, record]) => Object.values(record).map((problem) => prefix(Number(index), problem)));

/** The steps that show the two lists (docs/product.md#apply-education, docs/product.md#apply-family). */
export const EDUCATION_STEP = 2;
export const FAMILY_STEP = 3;
export const DOCUMENTS_STEP = 4;

/**
 * One step's check (docs/product.md#apply-validation): its required fields, its own extra checks and, on the
 * Education and Family Members steps, the entries of their list. **A step's errors only ever concern that
 * step**: an incomplete entry is flagged on its own step, never on steps 1 or 2, where the applicant could
 * not fix it (docs/decisions/0094-a-step-checks-only-itself.md). The API still checks every step at once.
 */
export const validateStep = (
  step: number,
  values: ApplicationFormValues,
  files: FilesInput = {},
  now: Date = new Date(),
  /** The chosen programmes' facts, as far as known (docs/product.md#apply-programme-choice). */
  programmes: ProgrammeFactsBySlug = {},
): StepValidation => {
  const fieldErrors: FieldErrors = {};
  for (const name of REQUIRED_BY_STEP[step] ?? []) {
    if (name === 'educationHistory') {
      if (values.educationHistory.length < MIN_EDUCATION_ENTRIES)
        addFieldError(fieldErrors, name, text('validation.EDUCATION_MIN_ENTRIES'));
    } else if (name === 'familyMembers') {
      if (values.familyMembers.length < MIN_FAMILY_MEMBERS)
        addFieldError(fieldErrors, name, text('validation.FAMILY_MIN_ENTRIES'));
    } else if (isFileListName(name)) {
      if ((files[name]?.length ?? 0) === 0) addFieldError(fieldErrors, name, requiredFieldText(name));
    } else if (isBlank(values[name as ApplicationTextField])) {
      addFieldError(fieldErrors, name, requiredFieldText(name));
    }
  }
  if (step === 0) {
    personalChecks(values, now, fieldErrors);
    programmeChoiceChecks(values, programmes, now, fieldErrors);
  }
  dateChecks(step, values, now, fieldErrors);
  if (step === DOCUMENTS_STEP) documentDateChecks(values, now, fieldErrors);

  const educationErrors =
    step === EDUCATION_STEP
      ? checkEntries(values.educationHistory, EDUCATION_ENTRY_FIELDS, educationEntryRequired, (field, value) =>
          field === 'dateAttended' ? entryDateProblem(value, now) : null,
        )
      : {};
  const familyErrors =
    step === FAMILY_STEP ? checkEntries(values.familyMembers, FAMILY_MEMBER_FIELDS, familyEntryRequired) : {};
  const messages = uniqueMessages([
    ...Object.values(fieldErrors).flat(),
    ...prefixed(educationErrors, educationEntryText),
    ...prefixed(familyErrors, familyEntryText),
  ]);
  return { fieldErrors, educationErrors, familyErrors, messages };
};

/** The error list shows each text once, in first-seen order (docs/product.md#apply-validation). */
export const uniqueMessages = (messages: readonly Text[]): Text[] =>
  messages.filter((message, index) => messages.findIndex((other) => sameText(other, message)) === index);

export const hasStepErrors = (result: StepValidation): boolean => result.messages.length > 0;

/**
 * Submit (docs/product.md#apply-submit): re-validate steps 0 to 4 in order and stop at the first failure, whose index the
 * form jumps to. null means everything passed and the form may be posted.
 */
export const validateForSubmit = (
  values: ApplicationFormValues,
  files: FilesInput = {},
  now: Date = new Date(),
  programmes: ProgrammeFactsBySlug = {},
): { step: number; result: StepValidation } | null => {
  for (const step of VALIDATED_STEPS) {
    const result = validateStep(step, values, files, now, programmes);
    if (hasStepErrors(result)) return { step, result };
  }
  return null;
};
