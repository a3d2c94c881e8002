/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod and intl-messageformat only.
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES } from '../i18n/locales.js';
import type { AnyText, TextValue } from './catalogue.js';
import { createFormatter, messageSource, type MessageAst, type Precompiled } from './format.js';
import { MESSAGES_EN } from './keyed.en.js';
import { MESSAGES_FR } from './keyed.fr.js';
import { CATALOGUE_PAGES_EN } from './catalogue-pages.en.js';
import { CATALOGUE_TEXTS_EN } from './catalogue-texts.en.js';
import { precompileCatalogueMessages, precompileMessages, shownOnTheWeb } from './precompile.js';

/*
 * The web renders every message from ASTs made at build time, with FormatJS's parser left out of its bundle;
 * the API parses the same catalogues at run time (docs/decisions/0111-messages-precompiled-for-the-web.md).
 * Both must write the same words for every key, in both languages.
 */

// What the web's bundle carries: the ASTs written out as JSON by the build (apps/web/vite.config.ts).
const precompiled: Precompiled = JSON.parse(JSON.stringify(precompileMessages())) as Precompiled;
const keys = Object.keys(MESSAGES_EN);
const fromSource = () => createFormatter(MESSAGES_EN, () => MESSAGES_FR);
const fromAst = () => createFormatter(MESSAGES_EN, () => MESSAGES_FR, precompiled);

const NUMBERS = [0, 1, 2, 7, 21, 1000, 5000, 7199, 1.5];
const DATES = [new Date('2026-03-15T09:30:00Z'), new Date('2006-12-31T23:59:59Z')];
const TEXTS: TextValue[] = [
  'ⓥ',
  7,
  { key: 'formLabels.Email' },
  { key: 'field.required', values: { label: { key: 'fieldLabels.passportNumber' } } },
  { items: ['ⓐ', { key: 'formLabels.Email' }], joiner: 'semicolon' },
];

/** Sample values for each placeholder of a message: every option of a select, numbers for plurals, texts and dates. */
function samplesOf(ast: MessageAst, into = new Map<string, unknown[]>()): Map<string, unknown[]> {
  for (const element of ast) {
    const name = 'value' in element && typeof element.value === 'string' ? element.value : '';
    if (element.type === 1 && !into.has(name)) into.set(name, TEXTS);
    if (element.type === 2 || element.type === 6) into.set(name, NUMBERS);
    if (element.type === 3 || element.type === 4) into.set(name, DATES);
    if (element.type === 5) into.set(name, [...Object.keys(element.options), 'ⓥ']);
    if ('options' in element) for (const option of Object.values(element.options)) samplesOf(option.value, into);
  }
  return into;
}

/** The sets of values to render `key` with: the i-th sample of each placeholder, as many sets as the longest list. */
function valueSets(key: string): Record<string, unknown>[] {
  const samples = new Map<string, unknown[]>();
  for (const locale of LOCALES) {
    const message = messageSource(MESSAGES_EN, MESSAGES_FR, key, locale);
    if (message.includes('{')) samplesOf(new IntlMessageFormat(message, locale).getAst(), samples);
  }
  const count = Math.max(1, ...[...samples.values()].map((list) => list.length));
  return Array.from({ length: count }, (_, i) =>
    Object.fromEntries([...samples].map(([name, list]) => [name, list[i % list.length]])),
  );
}

// Every key with each set of sample values (made before any test spies on the parser: making them parses).
const CASES: AnyText[] = keys.flatMap((key) => valueSets(key).map((values) => ({ key, values }) as AnyText));

const attempt = (render: () => string) => {
  try {
    return render();
  } catch (error) {
    return `throws ${String(error)}`;
  }
};

describe('messages precompiled for the web (docs/decisions/0111-messages-precompiled-for-the-web.md)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hold an AST for every message with placeholders in each language, and for nothing else', () => {
    for (const locale of LOCALES) {
      const withValues = keys.filter((key) => messageSource(MESSAGES_EN, MESSAGES_FR, key, locale).includes('{'));
      expect(withValues.length, locale).toBeGreaterThan(40);
      expect(Object.keys(precompiled[locale]).sort(), locale).toEqual(withValues.sort());
    }
  });

  it('render every key from its AST exactly as from its source, in both languages', () => {
    const [source, ast] = [fromSource(), fromAst()];
    const differing = LOCALES.flatMap((locale) =>
      CASES.flatMap((text) => {
        const compiled = attempt(() => ast.render(text, locale));
        expect(compiled, `${locale} ${text.key}`).not.toMatch(/^throws/);
        return compiled === attempt(() => source.render(text, locale)) ? [] : [`${locale} ${text.key}`];
      }),
    );
    expect(differing).toEqual([]);
  });

  it('parse nothing when rendering from ASTs', () => {
    // The parser intl-messageformat calls for a message given as a string (absent from the web's bundle).
    const parse = vi.spyOn(IntlMessageFormat as { __parse: NonNullable<typeof IntlMessageFormat.__parse> }, '__parse');
    const ast = fromAst();
    for (const locale of LOCALES) for (const text of CASES) ast.render(text, locale);
    expect(parse).not.toHaveBeenCalled();
    // The same texts from their sources go through the parser (what the spy would have seen).
    fromSource().render({ key: 'field.required', values: { label: 'Email' } }, 'fr');
    expect(parse).toHaveBeenCalled();
  });

  it('refuse to render a message with placeholders that was not precompiled, instead of parsing it', () => {
    const formatter = createFormatter(MESSAGES_EN, () => MESSAGES_FR, { en: precompiled.en, fr: {} });
    const text: AnyText = { key: 'field.required', values: { label: 'Email' } };
    expect(formatter.render(text, 'en')).toBe('Email is required');
    expect(() => formatter.render(text, 'fr')).toThrow('The message "field.required" (fr) was not precompiled');
  });

  it("leave the mails and the verify page out of the web's set, and nothing else (docs/decisions/0116-texts-by-key-to-the-end.md)", () => {
    const web = precompileMessages(shownOnTheWeb);
    const serverOnly = (key: string) => key.startsWith('mail.') || key.startsWith('verify.');
    for (const locale of LOCALES) {
      const all = Object.keys(precompiled[locale]);
      expect(all.some((key) => key.startsWith('mail.')) && all.some((key) => key.startsWith('verify.')), locale).toBe(
        true,
      );
      expect(Object.keys(web[locale]).sort(), locale).toEqual(all.filter((key) => !serverOnly(key)).sort());
    }
  });
});

describe("the catalogue pages' own ASTs (their formatter's alone: ./precompiled-catalogue.ts)", () => {
  it('are those of every catalogue page message with placeholders, in each language, and of no other', () => {
    const own = precompileCatalogueMessages();
    const catalogueKeys = Object.keys({ ...CATALOGUE_TEXTS_EN, ...CATALOGUE_PAGES_EN });
    for (const locale of LOCALES) {
      const withValues = catalogueKeys.filter((key) => key in precompiled[locale]);
      expect(withValues.length, locale).toBeGreaterThan(10);
      expect(Object.keys(own[locale]).sort(), locale).toEqual(withValues.sort());
      for (const key of withValues) expect(own[locale][key], `${locale} ${key}`).toEqual(precompiled[locale][key]);
    }
  });
});
