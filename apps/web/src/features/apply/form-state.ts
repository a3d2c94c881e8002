import {
  FILE_LIST_NAMES,
  STEP_FIELDS,
  asWritten,
  educationEntryText,
  familyEntryText,
  isFileListName,
  sameText,
  uniqueMessages,
  type EntryErrors,
  type FileListName,
  type StepValidation,
  type Text,
} from '@studychina/contracts';
import type { DocItem } from './document-uploads';

/** Pure helpers of the application form's state (the hook in useApplicationForm.ts holds it). */

export type ListName = 'educationHistory' | 'familyMembers';
/**
 * The documents of every list: chosen here (uploading in the background) or found in the server draft;
 * never saved in the browser draft (docs/product.md#apply-draft).
 */
export type FileState = Record<FileListName, DocItem[]>;

/** Shown but not part of the application: refused by the server, or interrupted and not chosen again. */
const setAside = (item: DocItem) => item.state === 'refused' || item.state === 'interrupted';

/** What the checks count: documents set aside are shown with their reason but do not count. */
export const countedFiles = (files: FileState): FileState =>
  Object.fromEntries(
    FILE_LIST_NAMES.map((list) => [list, files[list].filter((item) => !setAside(item))]),
  ) as unknown as FileState;

/** Whether every document is on the server (a submit sends only what the server holds). */
export const allUploaded = (files: FileState): boolean =>
  FILE_LIST_NAMES.every((list) => files[list].every((item) => item.state === 'done' || setAside(item)));

/** Changes one document (found by key) in whichever list holds it. */
export const patchItem = (files: FileState, key: string, patch: Partial<DocItem>): FileState => {
  const list = FILE_LIST_NAMES.find((name) => files[name].some((item) => item.key === key));
  if (!list) return files;
  return { ...files, [list]: files[list].map((item) => (item.key === key ? { ...item, ...patch } : item)) };
};

export const emptyFileState = (): FileState =>
  Object.fromEntries(FILE_LIST_NAMES.map((name) => [name, []])) as unknown as FileState;

export const NO_ERRORS: StepValidation = { fieldErrors: {}, educationErrors: {}, familyErrors: {}, messages: [] };

const ENTRY_KEY = /^(educationHistory|familyMembers)\.(\d+)\.(\w+)$/;

const prefixed = (errors: EntryErrors, prefix: (index: number, problem: Text) => Text): Text[] =>
  Object.entries(errors)
    .sort(([a], [b]) => Number(a) - Number(b))
    .flatMap(([index, record]) => Object.values(record).map((problem) => prefix(Number(index), problem)));

/** The 'Please fix the following:' list for a set of errors, as validateStep builds it (docs/product.md#apply-validation). */
export const summarize = (errors: Omit<StepValidation, 'messages'>): Text[] =>
  uniqueMessages([
    ...Object.values(errors.fieldErrors).flat(),
    ...prefixed(errors.educationErrors, educationEntryText),
    ...prefixed(errors.familyErrors, familyEntryText),
  ]);

/** Editing a field hides its inline error; the summary list stays until the next check. */
export const withoutFieldError = (errors: StepValidation, name: string): StepValidation => {
  if (!errors.fieldErrors[name]) return errors;
  const fieldErrors = { ...errors.fieldErrors };
  delete fieldErrors[name];
  return { ...errors, fieldErrors };
};

const errorsKey = (list: ListName) => (list === 'educationHistory' ? 'educationErrors' : 'familyErrors');

export const withoutEntryError = (
  errors: StepValidation,
  list: ListName,
  index: number,
  field: string,
): StepValidation => {
  const key = errorsKey(list);
  const record = errors[key][index];
  if (!record?.[field]) return errors;
  const { [field]: _removed, ...rest } = record;
  const entries = { ...errors[key] };
  if (Object.keys(rest).length > 0) entries[index] = rest;
  else delete entries[index];
  return { ...errors, [key]: entries };
};

/** After an entry was removed: its re-indexed records in place, the summary renumbered to match. */
export const withEntryErrors = (errors: StepValidation, list: ListName, entries: EntryErrors): StepValidation => {
  const next = { ...errors, [errorsKey(list)]: entries };
  return { ...next, messages: errors.messages.length > 0 ? summarize(next) : [] };
};

/**
 * Moving between steps hides the summary list but keeps the inline errors of the other steps: after a
 * 422 the applicant fixes the first failing step, continues, and still sees what the server said about
 * a later one. The step just passed has none left (its own check passed).
 */
export const hideSummary = (errors: StepValidation): StepValidation =>
  errors.messages.length === 0 ? errors : { ...errors, messages: [] };

/**
 * A fresh check of the step, keeping the "this file type is not allowed" texts the current errors hold:
 * a refused file never reaches the files the check sees, so only the next pick of that list clears it.
 */
export const keepRefusedFiles = (fresh: StepValidation, current: StepValidation): StepValidation => {
  const refused = Object.entries(current.fieldErrors).filter(
    ([key, texts]) => isFileListName(key) && !fresh.fieldErrors[key] && texts.length > 0,
  );
  if (refused.length === 0) return fresh;
  const next = { ...fresh, fieldErrors: { ...fresh.fieldErrors, ...Object.fromEntries(refused) } };
  return { ...next, messages: summarize(next) };
};

export const leavingStep = (errors: StepValidation, step: number): StepValidation => ({
  fieldErrors: Object.fromEntries(Object.entries(errors.fieldErrors).filter(([key]) => stepOfKey(key) !== step)),
  educationErrors: step === 2 ? {} : errors.educationErrors,
  familyErrors: step === 3 ? {} : errors.familyErrors,
  messages: [],
});

/** The step showing a field: text fields by STEP_FIELDS, entries by their list, files on Documents. */
export const stepOfKey = (key: string): number | null => {
  const name = key.split('.')[0] ?? key;
  if (name === 'educationHistory') return 2;
  if (name === 'familyMembers') return 3;
  if (isFileListName(name)) return 4;
  const step = STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(name));
  return step >= 0 ? step : null;
};

/** One text of the 'Please fix the following:' list and the step that shows its field (null: no field named). */
export interface ListedError {
  text: Text;
  step: number | null;
}

/**
 * The list's texts with their steps (docs/product.md#apply-errors): a text of another step (a 422 on
 * submit names fields of any step) gets a way to that step, so no error is ever out of reach.
 */
export const listedErrors = (errors: StepValidation): ListedError[] =>
  errors.messages.map((text) => {
    const field = Object.entries(errors.fieldErrors).find(([, texts]) => texts.some((t) => sameText(t, text)));
    if (field) return { text, step: stepOfKey(field[0]) };
    const inEntries = (entries: EntryErrors, prefix: (index: number, problem: Text) => Text) =>
      Object.entries(entries).some(([index, record]) =>
        Object.values(record).some((plain) => sameText(prefix(Number(index), plain), text)),
      );
    if (inEntries(errors.educationErrors, educationEntryText)) return { text, step: 2 };
    if (inEntries(errors.familyErrors, familyEntryText)) return { text, step: 3 };
    return { text, step: null };
  });

const ENTRY_TEXT = { educationHistory: educationEntryText, familyMembers: familyEntryText } as const;

/**
 * A 422's `errors` (field -> messages; an entry's as 'educationHistory.0.schoolAttended') turned into
 * the form's inline errors, the list under 'Please fix the following:' and the first step holding one.
 * The server wrote each text in the request's language: it is shown as written (asWritten), an entry's
 * inline as is and in the list after 'Education entry 1: ', keyed here (docs/product.md#apply-errors).
 */
export function fromServerErrors(
  errors: Record<string, string[]> | undefined,
  message: string,
): { step: number | null; validation: StepValidation } {
  const validation: StepValidation = { fieldErrors: {}, educationErrors: {}, familyErrors: {}, messages: [] };
  const listed: Text[] = [];
  let step: number | null = null;
  for (const [key, texts] of Object.entries(errors ?? {})) {
    if (texts[0] === undefined) continue;
    const keyStep = stepOfKey(key);
    if (keyStep !== null) step = step === null ? keyStep : Math.min(step, keyStep);
    const entry = ENTRY_KEY.exec(key);
    const written = texts.map(asWritten);
    if (!entry) {
      validation.fieldErrors[key] = written;
      listed.push(...written);
      continue;
    }
    const [, list, at, field] = entry as unknown as [string, ListName, string, string];
    const index = Number(at);
    const records = validation[errorsKey(list)];
    records[index] = { ...records[index], [field]: written[0]! };
    listed.push(...written.map((text) => ENTRY_TEXT[list](index, text)));
  }
  validation.messages = uniqueMessages(listed.length > 0 ? listed : [asWritten(message)]);
  return { step, validation };
}
