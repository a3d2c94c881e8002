import { addFieldError, fieldErrorsFromZod, isBlank, type FieldErrors } from '../account/fields.js';
import { fileTypeNotAllowedText, notAChoiceText, singleFileOnlyText } from '../messages/check-texts.js';
import type { Text } from '../messages/text.js';
import { applicationBodySchema, parseApplicationLists } from './body.js';
import { emptyApplication, type EntryErrors } from './defaults.js';
import { entryErrorKey, errorTexts, type EntryListName } from './entry-errors.js';
import {
  APPLICATION_TEXT_FIELDS,
  DEGREE_CHOICES,
  TEXT_FIELD_CHOICES,
  VALIDATED_STEPS,
  type ApplicationFormValues,
  type ApplicationTextField,
} from './fields.js';
import { FILE_LIST_NAMES, FILE_LIST_RULES, isAcceptedFile } from './files.js';
import { educationLabelText, labelText } from './labels.js';
import type { ProgrammeFactsBySlug } from './programme-choice.js';
import { validateStep, type FilesInput } from './validate-step.js';

/**
 * `errors` maps a key to its texts; an entry's texts are its field's own, keyed
 * 'educationHistory.N.field' (entry-errors.ts). `messages` are what a person reads, entry prefixes included.
 */
export type ApplicationCheck =
  { ok: true; values: ApplicationFormValues } | { ok: false; errors: FieldErrors; messages: Text[] };

const finish = (values: ApplicationFormValues, errors: FieldErrors): ApplicationCheck =>
  Object.keys(errors).length === 0 ? { ok: true, values } : { ok: false, errors, messages: errorTexts(errors) };

/**
 * The API's check of a parsed application: steps 0 to 4 of docs/product.md#apply-validation (ALL of them, unlike the form, which
 * stops at the first failing step) with every message grouped by field, entry texts (unprefixed) under
 * 'educationHistory.N.field' / 'familyMembers.N.field'. On top, what the browser's widgets guarantee but
 * a client could bypass: choice fields hold a listed choice, single-file lists hold one file, each file's
 * type is in its list's filter. Pass the type detected from the file's bytes as FileMeta.type.
 */
export const validateApplication = (
  values: ApplicationFormValues,
  files: FilesInput,
  now: Date = new Date(),
  programmes: ProgrammeFactsBySlug = {},
): ApplicationCheck => {
  const errors: FieldErrors = {};
  const add = (key: string, message: Text) => addFieldError(errors, key, message);
  const addEntries = (list: EntryListName, entries: EntryErrors) => {
    for (const [i, record] of Object.entries(entries)) {
      for (const [field, text] of Object.entries(record)) add(entryErrorKey(list, Number(i), field), text);
    }
  };
  // Every step at once (each checks only its own fields and lists); addFieldError keeps each text once per key.
  for (const step of VALIDATED_STEPS) {
    const result = validateStep(step, values, files, now, programmes);
    for (const [key, messages] of Object.entries(result.fieldErrors)) for (const m of messages) add(key, m);
    addEntries('educationHistory', result.educationErrors);
    addEntries('familyMembers', result.familyErrors);
  }
  for (const [field, choices] of Object.entries(TEXT_FIELD_CHOICES)) {
    const value = values[field as ApplicationTextField];
    if (!isBlank(value) && !choices.includes(value.trim())) add(field, notAChoiceText(labelText(field), choices));
  }
  const degrees: readonly string[] = DEGREE_CHOICES;
  values.educationHistory.forEach((entry, i) => {
    if (isBlank(entry.degreeAwarded) || degrees.includes(entry.degreeAwarded.trim())) return;
    add(
      entryErrorKey('educationHistory', i, 'degreeAwarded'),
      notAChoiceText(educationLabelText('degreeAwarded'), DEGREE_CHOICES),
    );
  });
  for (const list of FILE_LIST_NAMES) {
    const chosen = files[list] ?? [];
    const label = labelText(list);
    if (!FILE_LIST_RULES[list].multiple && chosen.length > 1) add(list, singleFileOnlyText(label));
    if (chosen.some((file) => !isAcceptedFile(list, file))) add(list, fileTypeNotAllowedText(label));
  }
  return finish(values, errors);
};

/**
 * Everything POST /apply needs in one call: the raw multipart text fields (as an object of strings) and
 * the received files' metadata in, either the clean values (trimmed, lists parsed) or one field-grouped
 * error map for the 422. The body schema, the list parser and validateApplication all report at once.
 */
export const checkApplicationSubmission = (
  raw: unknown,
  files: FilesInput,
  now: Date = new Date(),
  /** The chosen programmes' facts from the catalogue, every slug given (null: unknown). */
  programmes: ProgrammeFactsBySlug = {},
): ApplicationCheck => {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const errors: FieldErrors = {};
  const parsed = applicationBodySchema.safeParse(source);
  if (!parsed.success) Object.assign(errors, fieldErrorsFromZod(parsed.error));

  // Lenient read for the product's checks, so a schema failure on one field does not hide the others.
  const values = emptyApplication();
  for (const field of APPLICATION_TEXT_FIELDS) {
    const value = source[field];
    values[field] = typeof value === 'string' ? value.trim() : '';
  }
  const lists = parseApplicationLists(source);
  values.educationHistory = lists.educationHistory;
  values.familyMembers = lists.familyMembers;

  const listErrors = lists.ok ? {} : lists.errors;
  const check = validateApplication(values, files, now, programmes);
  if (!check.ok) {
    for (const [key, messages] of Object.entries(check.errors)) {
      // An unreadable list already has its message; "at least one entry" on top would only confuse.
      const list = key.split('.')[0] ?? key;
      if (Object.hasOwn(listErrors, list)) continue;
      for (const m of messages) addFieldError(errors, key, m);
    }
  }
  for (const [key, messages] of Object.entries(listErrors)) for (const m of messages) addFieldError(errors, key, m);
  return finish(values, errors);
};
