/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod and intl-messageformat only.
import { IntlMessageFormat } from 'intl-messageformat';
import * as index from '../index.js';
import * as frenchSite from '../i18n/fr.js';
import * as frenchForm from '../i18n/fr-form.js';
import * as frenchContent from '../i18n/content-pages.fr.js';
import * as frenchInvoices from '../i18n/invoice-pages.fr.js';
import { catalogueTexts } from './english-texts.js';
import { MESSAGES_EN } from './keyed.en.js';
import { renderText } from './render.js';

/**
 * French typography (issue 27): a narrow no-break space (U+202F) before `:`, `;`, `?` and `!`, never a plain
 * space, a no-break space or nothing. Walks every French catalogue (exports named `*_FR` or `*Fr`, their
 * functions called with sample values) and every keyed message rendered in French. A colon of an address
 * (`https://`) or a time (`10:30`) is not punctuation.
 */
const NARROW = '\u202F';

function misplaced(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/[:;?!]/g)) {
    const at = match.index;
    const before = text[at - 1];
    if (before === NARROW) continue;
    if (text.startsWith('//', at + 1) || (/\d/.test(before ?? '') && /\d/.test(text[at + 1] ?? ''))) continue;
    found.push(text.slice(Math.max(0, at - 12), at + 1));
  }
  return found;
}

const SAMPLE_NUMBERS = /^(n|max|min|seconds|status|page|lastPage|count)$/;

/** Sample values for a message's placeholders (as the parser reads them), numbers where a count goes. */
function sampleValues(message: string): Record<string, string | number | Date> {
  const values: Record<string, string | number | Date> = {};
  const walk = (elements: unknown[]) => {
    for (const element of elements as {
      type: number;
      value?: string;
      options?: Record<string, { value: unknown[] }>;
    }[]) {
      if (element.type !== 0 && element.type !== 7 && typeof element.value === 'string') {
        // Dates (type 3) and numbers (type 2) need values of their kind.
        values[element.value] =
          element.type === 3
            ? new Date('2027-09-15T12:00:00Z')
            : element.value === 'unit'
              ? 'minutes'
              : element.type === 2 || SAMPLE_NUMBERS.test(element.value)
                ? 7
                : 'ⓥ';
      }
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst());
  return values;
}

describe('French typography (issue 27)', () => {
  it('puts a narrow no-break space before : ; ? ! in every French catalogue text', () => {
    const texts = catalogueTexts(
      [
        ['index.js', index as Record<string, unknown>],
        ['i18n/fr.js', frenchSite as Record<string, unknown>],
        ['i18n/fr-form.js', frenchForm as Record<string, unknown>],
        ['i18n/content-pages.fr.js', frenchContent as Record<string, unknown>],
        ['i18n/invoice-pages.fr.js', frenchInvoices as Record<string, unknown>],
      ],
      (name) => /_FR$|Fr$/.test(name),
    );
    expect(Object.keys(texts).length).toBeGreaterThan(500);
    const wrong = Object.entries(texts).flatMap(([path, text]) => misplaced(text).map((at) => `${path}: …${at}`));
    expect(wrong).toEqual([]);
  });

  it('puts one before : ; ? ! in every keyed message rendered in French', () => {
    const wrong = Object.entries(MESSAGES_EN).flatMap(([key, english]) =>
      misplaced(renderText({ key, values: sampleValues(english) } as never, 'fr')).map((at) => `${key}: …${at}`),
    );
    expect(wrong).toEqual([]);
  });

  it('finds a plain space, a no-break space or none before the punctuation', () => {
    expect(misplaced('Nom : champ obligatoire')).toEqual(['Nom :']);
    expect(misplaced('Merci\u00A0!')).toEqual(['Merci\u00A0!']);
    expect(misplaced('Pourquoi?')).toEqual(['Pourquoi?']);
    expect(misplaced(`Nom${NARROW}: https://example.org à 10:30${NARROW}!`)).toEqual([]);
  });
});
