/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import {
  DEGREE_CHOICES,
  GENDER_CHOICES,
  RATING_CHOICES,
  STUDY_CATEGORY_CHOICES,
  TEXT_FIELD_CHOICES,
} from '../application/fields.js';
import { DEGREE_LABELS } from '../application/form-copy.js';
import { CHOICE_FIELDS, CHOICE_LABELS, choiceLabel, choiceLabelsIn, type ChoiceLabelTable } from './choice-labels.js';
import { FORM_TEXTS } from './form-texts.js';
import { FORM_TEXTS_FR } from './form-texts.fr.js';

// Issue 27: a stored choice ('Female') reads in the reader's language, from one mapping.
describe('choice labels (docs/product.md#values-in-the-readers-language)', () => {
  const values = [...GENDER_CHOICES, ...RATING_CHOICES, ...STUDY_CATEGORY_CHOICES, ...DEGREE_CHOICES];

  it('every value the API accepts has an English and a French label, and nothing else is listed', () => {
    expect(Object.keys(CHOICE_LABELS).sort()).toEqual([...new Set(values)].sort());
    for (const value of values) {
      const labels: Record<string, string> = CHOICE_LABELS[value];
      expect(Object.keys(labels).sort(), value).toEqual(['en', 'fr']);
      expect(labels.en!.trim(), value).not.toBe('');
      expect(labels.fr!.trim(), value).not.toBe('');
    }
  });

  it('a value without its French label does not compile', () => {
    // @ts-expect-error: Female lacks its French label (the compiler refuses this; typecheck proves it).
    const incomplete: ChoiceLabelTable = { ...CHOICE_LABELS, Female: { en: 'Female' } };
    expect(incomplete.Female.fr).toBeUndefined();
  });

  it("English keeps the form's words: the specification's values read as themselves", () => {
    for (const value of [...GENDER_CHOICES, ...RATING_CHOICES, ...STUDY_CATEGORY_CHOICES])
      expect(choiceLabel('en', value)).toBe(value);
    expect(choiceLabel('en', 'WAEC SSCE')).toBe('WAEC SSCE (West African Senior School Certificate)');
    expect(DEGREE_LABELS['BSc.']).toBe('BSc.');
  });

  it('French reads the French label; the value stays what is stored', () => {
    expect(choiceLabel('fr', 'Female')).toBe('Féminin');
    expect(choiceLabel('fr', 'None')).toBe('Aucun');
    expect(choiceLabel('fr', 'Undergraduate')).toBe('Licence (premier cycle)');
    expect(choiceLabel('fr', 'BSc.')).toBe('Licence (Bachelor)');
    expect(choiceLabel('fr', 'Baccalauréat')).toBe('Baccalauréat (Bac)');
    // An account with no saved language reads English; a value of no list (an old answer) as stored.
    expect(choiceLabel(null, 'Female')).toBe('Female');
    expect(choiceLabel('fr', 'Divorced')).toBe('Divorced');
  });

  it("is the form's own labels in both languages, and names every choice field", () => {
    expect(FORM_TEXTS.choices).toEqual(choiceLabelsIn('en'));
    expect(FORM_TEXTS_FR.choices).toEqual(choiceLabelsIn('fr'));
    expect([...CHOICE_FIELDS].sort()).toEqual([...Object.keys(TEXT_FIELD_CHOICES), 'degreeAwarded'].sort());
  });
});
