import { sameText, type FieldErrors } from '../account/fields.js';
import { educationEntryText, familyEntryText } from '../messages/check-texts.js';
import type { Text } from '../messages/text.js';

/**
 * Errors of one entry of the two lists travel with their place, not inside their text: the key says
 * which entry and field ('educationHistory.1.location'), the text is the field's own ('Location is
 * required'), and whoever shows it in a list adds 'Education entry 2: ' from the key
 * (docs/product.md#apply-validation). So a form can show the plain text under the input and the
 * prefixed one in its summary without taking a text apart.
 */
export type EntryListName = 'educationHistory' | 'familyMembers';

export interface EntryErrorKey {
  list: EntryListName;
  /** 0-based, as in the list; people read it 1-based. */
  index: number;
  field: string;
}

export const entryErrorKey = (list: EntryListName, index: number, field: string): string => `${list}.${index}.${field}`;

const ENTRY_KEY = /^(educationHistory|familyMembers)\.(\d+)\.([A-Za-z]+)$/;

/** 'familyMembers.0.email' -> { list: 'familyMembers', index: 0, field: 'email' }; null for any other key. */
export const parseEntryErrorKey = (key: string): EntryErrorKey | null => {
  const match = ENTRY_KEY.exec(key);
  if (!match) return null;
  const [, list, index, field] = match as unknown as [string, EntryListName, string, string];
  return { list, index: Number(index), field };
};

/** The text a person reads in a list of problems: an entry's text gets its prefix, any other is as is. */
export const errorText = (key: string, problem: Text): Text => {
  const entry = parseEntryErrorKey(key);
  if (!entry) return problem;
  const prefixed = entry.list === 'educationHistory' ? educationEntryText : familyEntryText;
  return prefixed(entry.index, problem);
};

/** Every text of an `errors` map as a person reads it, each once, in the map's order. */
export const errorTexts = (errors: FieldErrors): Text[] => {
  const all = Object.entries(errors).flatMap(([key, texts]) => texts.map((problem) => errorText(key, problem)));
  return all.filter((one, index) => all.findIndex((other) => sameText(other, one)) === index);
};
