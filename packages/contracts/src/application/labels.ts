import { educationEntryPrefix, familyEntryPrefix } from '../messages.js';
import { requiredMessageFor } from '../messages/form-messages.js';
import { requiredText } from '../messages/check-texts.js';
import { text, type Text } from '../messages/text.js';
import { makesText } from '../messages/text-maker.js';
import type { ApplicationFieldName, EducationEntryField, FamilyMemberField } from './fields.js';
import { FIELD_LABELS } from './field-labels.js';

// The labels themselves live in ./field-labels.ts (a module of their own: the catalogue names documents with
// them without the rest of this one).
export { FIELD_LABELS };

const isLabelled = (name: string): name is ApplicationFieldName => Object.hasOwn(FIELD_LABELS, name);

/**
 * docs/product.md#apply-validation: unknown names are shown as is. It carries its Text (the label's key), so the web
 * shows the French label by key (`useText(friendlyLabel)`: docs/decisions/0116-texts-by-key-to-the-end.md).
 */
export const friendlyLabel = makesText(
  (name: string): string => (isLabelled(name) ? FIELD_LABELS[name] : name),
  (name) => (isLabelled(name) ? { key: `fieldLabels.${name}` } : { key: 'asWritten', values: { text: name } }),
);

/** A field's label as a Text (its key: the French names the French label), or its raw name when the form has none. */
export const labelText = (name: string): Text | string => (isLabelled(name) ? text(`fieldLabels.${name}`) : name);

/** '<label> is required' (docs/product.md#apply-validation), the Text the checks raise. */
export const requiredFieldText = (name: string): Text<'field.required'> => requiredText(labelText(name));
/** Its English as the product writes it (the snapshot records it; keyed.test.ts compares the key's). */
export const requiredMessage = (name: string): string => requiredMessageFor(friendlyLabel(name));

/** Field labels of one education entry (the form's input labels). */
export const EDUCATION_FIELD_LABELS: Record<EducationEntryField, string> = {
  schoolAttended: 'School Attended',
  location: 'Location',
  major: 'Major of study',
  dateAttended: 'Start date',
  degreeAwarded: 'Degree Awarded',
};
/** The per-entry texts of docs/product.md#apply-validation, verbatim: note the two spaces in 'Degree Awarded  is required'. */
export const EDUCATION_ENTRY_MESSAGES: Record<EducationEntryField, string> = {
  schoolAttended: 'School Attended is required',
  location: 'Location is required',
  major: 'Major of study is required',
  dateAttended: 'Start date is required',
  degreeAwarded: 'Degree Awarded  is required',
};

export const FAMILY_FIELD_LABELS: Record<FamilyMemberField, string> = {
  familyMemberName: 'Name',
  nationality: 'Nationality',
  mobileNumber: 'Mobile Number',
  email: 'Email',
  profession: 'Profession',
  workPlace: 'Work Place',
  relationship: 'Relationship',
};
export const FAMILY_ENTRY_MESSAGES: Record<FamilyMemberField, string> = {
  familyMemberName: 'Name is required',
  nationality: 'Nationality is required',
  mobileNumber: 'Mobile Number is required',
  email: 'Email is required',
  profession: 'Profession is required',
  workPlace: 'Work Place is required',
  relationship: 'Relationship is required',
};

/** An entry field's own "required" Text and label Text, by key. */
export const educationEntryRequired = (field: EducationEntryField): Text => text(`educationEntryMessages.${field}`);
export const familyEntryRequired = (field: FamilyMemberField): Text => text(`familyEntryMessages.${field}`);
export const educationLabelText = (field: EducationEntryField): Text => text(`educationLabels.${field}`);
export const familyLabelText = (field: FamilyMemberField): Text => text(`familyLabels.${field}`);

/** 'Education entry 2: Location is required' for the entry at index 1 (the English; checks raise educationEntryText). */
export const educationEntryMessage = (index: number, problem: string) => `${educationEntryPrefix(index + 1)}${problem}`;
export const familyEntryMessage = (index: number, problem: string) => `${familyEntryPrefix(index + 1)}${problem}`;
