/// <reference types="vitest/globals" />
import { frenchMissing, languageTexts } from './french-fields.js';

describe("content's two languages", () => {
  it('names each French field left empty where the English is written', () => {
    const data = {
      title: 'Medicine',
      titleFr: '',
      description: '',
      descriptionFr: '',
      texts: { lead: { en: 'Hello', fr: ' ' }, tagline: { en: 'Hi', fr: 'Salut' } },
      how: [{ en: 'One', fr: '' }],
      tuition: { amount: 100, currency: 'CNY' },
    };
    expect(frenchMissing(data)).toEqual(['titleFr', 'texts.lead.fr', 'how.0.fr']);
  });

  it('tells a change of the English from a change of the French', () => {
    const before = { title: 'Medicine', titleFr: 'Médecine', slug: 'a' };
    expect(languageTexts({ ...before, title: 'Surgery' }, 'en')).not.toBe(languageTexts(before, 'en'));
    expect(languageTexts({ ...before, title: 'Surgery' }, 'fr')).toBe(languageTexts(before, 'fr'));
    expect(languageTexts({ ...before, slug: 'b' }, 'en')).toBe(languageTexts(before, 'en'));
    expect(languageTexts({ ...before, titleFr: 'Chirurgie' }, 'fr')).not.toBe(languageTexts(before, 'fr'));
  });
});
