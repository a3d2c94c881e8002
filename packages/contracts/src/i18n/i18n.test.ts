/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { FIELD_LABELS, STUDENT_FOLLOW_UP, requiredFieldText } from '../index.js';
import { localeFromAcceptLanguage, localeOfTag } from './locales.js';
import { SERVER_TEXTS } from './server-texts.js';
import { SERVER_TEXTS_FR } from './server-texts.fr.js';
import { SITE_TEXTS } from './site-texts.js';
import { SITE_TEXTS_FR } from './site-texts.fr.js';
import { STUDENT_PAGES } from './student-pages.js';
import { STUDENT_PAGES_FR } from './student-pages.fr.js';
import { renderText } from '../messages/render.js';
import { frenchByKey } from '../messages/french-by-key.js';
import { FORM_TEXTS } from './form-texts.js';
import { FORM_TEXTS_FR } from './form-texts.fr.js';
import { textPairs } from './translation.js';
import { CONTENT_PAGES } from './content-pages.js';
import { CONTENT_PAGES_FR } from './content-pages.fr.js';

/** Every key path of a catalogue, e.g. "answers.LOGIN_SUCCESS". */
const keyPaths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

describe('catalogues', () => {
  it('the French server catalogue has exactly the English keys, each a non-empty text', () => {
    expect(keyPaths(SERVER_TEXTS_FR).sort()).toEqual(keyPaths(SERVER_TEXTS).sort());
    for (const path of keyPaths(SERVER_TEXTS_FR)) {
      const text = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], SERVER_TEXTS_FR);
      expect(typeof text === 'string' && text.trim().length > 0, path).toBe(true);
    }
  });

  it('the French site catalogue has exactly the English keys, and translates every sentence', () => {
    expect(keyPaths(SITE_TEXTS_FR).sort()).toEqual(keyPaths(SITE_TEXTS).sort());
    // Same-as-English is allowed only for words French shares (Menu, Services, Contact, names).
    const english = new Map(textPairs(SITE_TEXTS, SITE_TEXTS_FR));
    const unchanged = [...english].filter(([en, fr]) => en === fr && en.includes(' ')).map(([en]) => en);
    expect(unchanged).toEqual([]);
  });

  it("the content pages' French has exactly the English keys and list lengths, and translates every sentence", () => {
    expect(keyPaths(CONTENT_PAGES_FR).sort()).toEqual(keyPaths(CONTENT_PAGES).sort());
    const pairs = textPairs(CONTENT_PAGES, CONTENT_PAGES_FR);
    expect(pairs.every(([, fr]) => fr.trim().length > 0)).toBe(true);
    // Same as English only for punctuation the two share (the full stop after the admission page's link).
    const unchanged = pairs.filter(([en, fr]) => en === fr && /\s/.test(en)).map(([en]) => en);
    expect(unchanged).toEqual([]);
    // The names families meet on Chinese papers, in their usual French form.
    const french = pairs.map(([, fr]) => fr).join('\n');
    for (const name of [
      "lettre d'admission",
      'formulaire JW202',
      "visa d'études X1",
      'bourse du gouvernement chinois (CSC)',
    ])
      expect(french).toContain(name);
  });

  it('the French form catalogue has exactly the English keys and translates every sentence and choice', () => {
    expect(keyPaths(FORM_TEXTS_FR).sort()).toEqual(keyPaths(FORM_TEXTS).sort());
    const pairs = textPairs(FORM_TEXTS, FORM_TEXTS_FR);
    expect(pairs.every(([, fr]) => fr.trim().length > 0)).toBe(true);
    // Same as English only for words French shares (Documents, Master, PDF) and the dash of an empty answer.
    const unchanged = pairs.filter(([en, fr]) => en === fr && /\s/.test(en)).map(([en]) => en);
    expect(unchanged).toEqual([]);
    // Every choice a value may take has a label, and the French labels of two values never collide in one list.
    expect(Object.keys(FORM_TEXTS_FR.choices).sort()).toEqual(Object.keys(FORM_TEXTS.choices).sort());
    expect(FORM_TEXTS_FR.choices.Male).not.toBe(FORM_TEXTS_FR.choices.Female);
  });

  it("the form's texts with values put the values in French form (Intl)", () => {
    expect(FORM_TEXTS.copy.stepOf(3, 6)).toBe('Step 3 of 6');
    expect(FORM_TEXTS_FR.copy.stepOf(3, 6)).toBe('Étape 3 sur 6');
    expect(FORM_TEXTS_FR.entryTitles.education(2)).toBe('Formation 2');
    expect(FORM_TEXTS.entryTitles.family(1)).toBe('Family Member entry 1');
    expect(FORM_TEXTS_FR.uploads.uploading(45)).toMatch(/^Envoi\u202F: 45\s%$/);
    expect(FORM_TEXTS.dateValue('2001-02-03')).toBe('3 February 2001');
    expect(FORM_TEXTS_FR.dateValue('2001-02-03')).toBe('3 février 2001');
    expect(FORM_TEXTS_FR.dateValue('')).toBe('');
  });

  it("the student pages' French catalogue has the English keys and translates each sentence", () => {
    expect(keyPaths(STUDENT_PAGES_FR).sort()).toEqual(keyPaths(STUDENT_PAGES).sort());
    const pairs = textPairs(STUDENT_PAGES, STUDENT_PAGES_FR);
    expect(pairs.filter(([en, fr]) => en === fr && en.includes(' '))).toEqual([]);
    const followUp = frenchByKey(STUDENT_FOLLOW_UP)!;
    expect(followUp.replaceWith('photo.jpg')).toBe('Remplacement de photo.jpg');
    expect(followUp.pageTitle).toBe(STUDENT_PAGES_FR.followUp.pageTitle);
    expect(followUp.wrongType('scan.pdf')).toBe("scan.pdf : ce type de fichier n'est pas accepté pour ce document.");
    expect(FORM_TEXTS_FR.entryTitles.education(2)).toBe('Formation 2');
  });

  it('every required-field text of the form has a French form', () => {
    for (const name of Object.keys(FIELD_LABELS)) {
      const french = renderText(requiredFieldText(name), 'fr');
      expect(french, name).toMatch(/\u202F: champ obligatoire$/);
      expect(french).not.toContain(' is required');
    }
  });
});

describe('locales', () => {
  it('reads the preferred supported language of Accept-Language', () => {
    expect(localeFromAcceptLanguage('fr-CI,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(localeFromAcceptLanguage('en-GB,fr;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage('de-DE,fr;q=0.4')).toBe('fr');
    expect(localeFromAcceptLanguage('en;q=0.2, FR')).toBe('fr');
    expect(localeFromAcceptLanguage('de, *')).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
    expect(localeOfTag('fr_SN')).toBe('fr');
  });
});
