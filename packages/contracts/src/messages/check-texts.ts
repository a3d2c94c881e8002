import type { TextValue } from './catalogue.js';
import { text, textList, type Text } from './text.js';

/**
 * The Texts the shared checks raise (docs/decisions/0109-checks-raise-texts.md): a key and its values, rendered
 * in the reader's language where they are shown (the API's edge by the request's language, the web by the
 * page's). A label is a Text too (`fieldLabels.passportNumber`), so a French message names the French label.
 * Free of English and of the formatter: the web's checks carry only keys. The English each renders is the
 * product's (./form-messages.ts writes it; keyed.test.ts compares them byte for byte).
 */
export type Label = Text | string;

export const requiredText = (label: Label): Text<'field.required'> => text('field.required', { label });
export const tooLongText = (label: Label, max: number): Text<'field.tooLong'> => text('field.tooLong', { label, max });
export const notAChoiceText = (label: Label, choices: readonly string[]): Text<'field.notAChoice'> =>
  text('field.notAChoice', { label, choices: textList(choices, 'comma') });
export const singleFileOnlyText = (label: Label): Text<'field.singleFileOnly'> =>
  text('field.singleFileOnly', { label });
export const fileTypeNotAllowedText = (label: Label): Text<'field.fileTypeNotAllowed'> =>
  text('field.fileTypeNotAllowed', { label });
export const invalidListText = (label: Label): Text<'field.invalidList'> => text('field.invalidList', { label });
export const tooManyEntriesText = (label: Label, max: number): Text<'field.tooManyEntries'> =>
  text('field.tooManyEntries', { label, max });
export const mustBeTextText = (label: Label): Text<'field.mustBeText'> => text('field.mustBeText', { label });
export const invalidDateText = (label: Label): Text<'field.invalidDate'> => text('field.invalidDate', { label });
export const futureDateText = (label: Label): Text<'field.futureDate'> => text('field.futureDate', { label });
export const dobAgeText = (min: number, max: number): Text<'field.dobAge'> => text('field.dobAge', { min, max });
export const endBeforeStartText = (end: Label, start: Label): Text<'field.endBeforeStart'> =>
  text('field.endBeforeStart', { end, start });

/** A document that expires dated more than six months ago (docs/product.md#apply-document-dates). */
export const documentTooOldText = (document: Label): Text<'document.tooOld'> => text('document.tooOld', { document });
/** The form's warning in a document's last days (0: today, 1: tomorrow). */
export const documentExpiresSoonText = (document: Label, days: number): Text<'document.expiresSoon'> =>
  text('document.expiresSoon', { document, days });

/** 'Education entry 2: Location is required' for the entry at index 1 (docs/product.md#apply-validation). */
export const educationEntryText = (index: number, problem: TextValue): Text<'entry.education'> =>
  text('entry.education', { n: index + 1, text: problem });
export const familyEntryText = (index: number, problem: TextValue): Text<'entry.family'> =>
  text('entry.family', { n: index + 1, text: problem });
