import { describe, expect, it } from 'vitest';
import { SITE_TEXTS } from '@studychina/contracts';
import { englishTexts, findEnglish, siteEnglishTexts } from './english-left';

/*
 * The judge of "no English left on a French page" (issue 17, e2e/french.spec.ts): it must catch English,
 * catalogued or not, and let French, names, numbers and the database's own texts through.
 */

const english = siteEnglishTexts();

describe('findEnglish', () => {
  it('finds a catalogue sentence left in English, inside a longer line or as a whole line', () => {
    const found = findEnglish(
      [
        `Bienvenue. ${SITE_TEXTS.home.services.lead}`,
        'Accueil\nAll Majors\nFilières',
        'Ces identifiants ne correspondent à aucun compte.',
      ],
      english,
    );
    expect(found.map((f) => f.english)).toEqual([SITE_TEXTS.home.services.lead, 'All Majors']);
    expect(found[0]).toMatchObject({
      line: `Bienvenue. ${SITE_TEXTS.home.services.lead}`,
      where: expect.stringContaining('home.services.lead'),
    });
  });

  it('finds a single English word only when it stands alone (a button or a label), and required-field texts', () => {
    const found = findEnglish(['Phone', 'Téléphone', 'Phone :', 'Passport Number is required'], english);
    expect(found.map((f) => [f.line, f.english])).toEqual([
      ['Phone', 'Phone'],
      ['Phone :', 'Phone'],
      ['Passport Number is required', 'Passport Number is required'],
    ]);
  });

  it('finds English nobody put in a catalogue by its English-only words', () => {
    const found = findEnglish(
      ['Something broke while the page loaded.', 'Please check your details', 'Digit 1 of 6'],
      english,
    );
    expect(found).toHaveLength(3);
    expect(found[0]!.english).toBe('while, the');
    expect(found[2]!.english).toBe('digit, of');
    // A short control label with one English control word; French labels and longer French lines pass.
    expect(
      findEnglish(['Show', 'Remove file', 'Afficher', 'Masquer le mot de passe'], english).map((f) => f.line),
    ).toEqual(['Show', 'Remove file']);
    expect(found[1]!.where).toBe('English words (uncatalogued)');
  });

  it('accepts French, numbers, dates, e-mail addresses, brand names and the allowed database texts', () => {
    const lines = [
      'Accompagnement des étudiants africains vers les universités chinoises.',
      "Vous n'avez pas encore envoyé de candidature. Un an, or, a, on : des mots français.",
      'Page 2 sur 5 · 1 234,50 € · 25 novembre 2026 · +234 803 123 4567',
      'Écrivez à ada.okafor.1764063@example.com ou consultez https://example.com/the-page-of-the-day',
      'Study in China Admissions',
      'Clinical Medicine (MBBS) — Six years of study with the clinical years in a teaching hospital.',
      'Menu\nContact\nServices\nEN\nFR',
    ];
    expect(
      findEnglish(lines, english, [
        'Clinical Medicine (MBBS)',
        'Six years of study with the clinical years in a teaching hospital.',
      ]),
    ).toEqual([]);
    // Without the database's texts allowed, the description is English.
    expect(findEnglish(lines, english).map((f) => f.line)).toEqual([lines[5]]);
  });

  it('treats the narrow no-break space French puts before a colon and curly apostrophes as plain ones', () => {
    const [text] = englishTexts([['t', { a: "Don't miss: it's here" }, { a: 'Ne manquez pas' }]]);
    expect(findEnglish(['Don\u2019t miss\u202f: it\u2019s here'], [text!])).toEqual([]);
    expect(findEnglish(['Don\u2019t miss: it\u2019s here'], [text!])).toHaveLength(1);
  });
});

describe('englishTexts', () => {
  it('leaves out texts the French keeps as they are, or shares inside a French text', () => {
    const texts = englishTexts([
      [
        'c',
        { same: 'Contact', brand: 'Study in China', other: 'Apply now' },
        { same: 'Contact', brand: 'Étudier en Chine', other: 'Study in China : postulez' },
      ],
    ]);
    expect(texts).toEqual([{ english: 'Apply now', where: 'c.other' }]);
  });

  it('cuts text-making functions at their values', () => {
    const texts = englishTexts([
      [
        'c',
        { slide: (n: number, title: string) => `Show slide ${n}: ${title}` },
        { slide: (n: number, title: string) => `Diapositive ${n} : ${title}` },
      ],
    ]);
    expect(texts).toEqual([{ english: 'Show slide', where: 'c.slide' }]);
  });
});
