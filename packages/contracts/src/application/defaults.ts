import {
  APPLICATION_TEXT_FIELDS,
  EDUCATION_ENTRY_FIELDS,
  FAMILY_MEMBER_FIELDS,
  MAX_LIST_ENTRIES,
  type ApplicationFormValues,
  type EducationEntry,
  type FamilyMember,
} from './fields.js';
import type { Text } from '../messages/text.js';

export const emptyEducationEntry = (): EducationEntry =>
  Object.fromEntries(EDUCATION_ENTRY_FIELDS.map((f) => [f, ''])) as EducationEntry;
export const emptyFamilyMember = (): FamilyMember =>
  Object.fromEntries(FAMILY_MEMBER_FIELDS.map((f) => [f, ''])) as FamilyMember;

/**
 * The form's defaults, which Reset returns to (docs/product.md#apply-steps). Both lists start EMPTY:
 * docs/decisions/0005-lists-start-empty.md.
 */
export const emptyApplication = (): ApplicationFormValues => ({
  ...(Object.fromEntries(APPLICATION_TEXT_FIELDS.map((f) => [f, ''])) as Record<
    (typeof APPLICATION_TEXT_FIELDS)[number],
    string
  >),
  educationHistory: [],
  familyMembers: [],
});

/** Per-entry error records, keyed by entry index (as validateStep returns them). */
export type EntryErrors = Record<number, Record<string, Text>>;

/**
 * After removing entry `removed`, later entries move up one place: their error records must follow
 * them (docs/product.md#apply-steps), and the removed entry's record goes away.
 */
export const reindexEntryErrors = (errors: EntryErrors, removed: number): EntryErrors => {
  const next: EntryErrors = {};
  for (const [key, record] of Object.entries(errors)) {
    const index = Number(key);
    if (index < removed) next[index] = record;
    else if (index > removed) next[index - 1] = record;
  }
  return next;
};

/**
 * docs/product.md#apply-education: every entry has Remove, the only one included: the lists start empty,
 * so an entry added by mistake can go again (docs/decisions/0094-a-step-checks-only-itself.md).
 */
export const canRemoveEntry = (list: readonly unknown[]): boolean => list.length > 0;
/** The Add button stops at our list bound (MAX_LIST_ENTRIES), which the server enforces too. */
export const canAddEntry = (list: readonly unknown[]): boolean => list.length < MAX_LIST_ENTRIES;

export const addEducationEntry = (values: ApplicationFormValues): ApplicationFormValues =>
  canAddEntry(values.educationHistory)
    ? { ...values, educationHistory: [...values.educationHistory, emptyEducationEntry()] }
    : values;

export const addFamilyMember = (values: ApplicationFormValues): ApplicationFormValues =>
  canAddEntry(values.familyMembers)
    ? { ...values, familyMembers: [...values.familyMembers, emptyFamilyMember()] }
    : values;

export interface RemoveResult {
  values: ApplicationFormValues;
  errors: EntryErrors;
}

/** Removes one entry and re-indexes its errors; refused (unchanged) for the last entry or a bad index. */
export const removeEducationEntry = (
  values: ApplicationFormValues,
  index: number,
  errors: EntryErrors = {},
): RemoveResult => {
  const list = values.educationHistory;
  if (!canRemoveEntry(list) || index < 0 || index >= list.length) return { values, errors };
  return {
    values: { ...values, educationHistory: list.filter((_, i) => i !== index) },
    errors: reindexEntryErrors(errors, index),
  };
};

export const removeFamilyMember = (
  values: ApplicationFormValues,
  index: number,
  errors: EntryErrors = {},
): RemoveResult => {
  const list = values.familyMembers;
  if (!canRemoveEntry(list) || index < 0 || index >= list.length) return { values, errors };
  return {
    values: { ...values, familyMembers: list.filter((_, i) => i !== index) },
    errors: reindexEntryErrors(errors, index),
  };
};
