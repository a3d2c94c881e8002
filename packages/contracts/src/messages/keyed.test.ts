/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod and intl-messageformat only.
import { IntlMessageFormat } from 'intl-messageformat';
import {
  codesLockedMessage,
  dobAgeMessage,
  documentsOutstandingMessage,
  educationEntryMessage,
  emailNotVerifiedCodeStillValid,
  endBeforeStartMessage,
  fieldTooLargeMessage,
  fileContentNotAllowedMessage,
  fileEmptyMessage,
  fileTooLargeMessage,
  friendlyLabel,
  loginLockedMessage,
  notAChoiceMessage,
  outstandingRejectedText,
  pageOutOfRangeMessage,
  requiredMessage,
  resendTooSoonMessage,
  tooLongMessage,
  tooManyEntriesMessage,
  tooManyFieldsMessage,
  unknownFileFieldMessage,
  uploadTooLargeMessage,
} from '../index.js';
import { frenchOf, SAME } from './catalogue.js';
import { MESSAGES_EN } from './keyed.en.js';
import { MESSAGES_FR } from './keyed.fr.js';
import { renderText } from './render.js';
import { text, textList } from './text.js';
import { bytesText, fileText, fieldLabel, waitText } from './value-texts.js';

/**
 * The argument names of an ICU message, as the real parser reads them (options' bodies included); with `selectsOnly`,
 * only those of a `select` (type 5), whose value chooses a text rather than being shown.
 */
function placeholders(message: string, selectsOnly = false): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const element of elements as {
      type: number;
      value?: string;
      options?: Record<string, { value: unknown[] }>;
    }[]) {
      const counted = selectsOnly ? element.type === 5 : element.type !== 0 && element.type !== 7;
      if (counted && typeof element.value === 'string') names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst());
  return [...names].sort();
}

describe('the keyed catalogues (docs/decisions/0106-keyed-icu-messages.md)', () => {
  const keys = Object.keys(MESSAGES_EN);

  it('give every key an English and a French entry, and nothing else', () => {
    expect(keys.length).toBeGreaterThan(250);
    expect(Object.keys(MESSAGES_FR).sort()).toEqual([...keys].sort());
  });

  it('give each French entry exactly the placeholders of its English', () => {
    const differing = keys.flatMap((key) => {
      const fr = MESSAGES_FR[key as keyof typeof MESSAGES_FR];
      if (fr === SAME) return [];
      const en = placeholders(MESSAGES_EN[key as keyof typeof MESSAGES_EN]);
      return JSON.stringify(placeholders(fr)) === JSON.stringify(en) ? [] : [key];
    });
    expect(differing).toEqual([]);
  });

  it('render every key in both languages, the French differing from the English unless marked the same', () => {
    const sample = (name: string) =>
      /^(start|day)$/.test(name)
        ? new Date('2027-09-15T12:00:00Z')
        : /^(n|max|min|seconds|status|page|lastPage|count|total|days|months|years|percent|last|age|version|number)$/.test(
              name,
            )
          ? 7
          : `ⓥ${name}`;
    for (const key of keys) {
      const en = MESSAGES_EN[key as keyof typeof MESSAGES_EN];
      const values = Object.fromEntries(
        placeholders(en).map((name) => [name, name === 'unit' ? 'minutes' : sample(name)]),
      );
      const english = renderText({ key, values } as never, 'en');
      const french = renderText({ key, values } as never, 'fr');
      expect(english, key).not.toBe('');
      expect(french, key).not.toBe('');
      const chooses = new Set(placeholders(en, true));
      for (const [name, value] of Object.entries(values))
        if (typeof value === 'string' && !chooses.has(name)) expect(french, key).toContain(value);
    }
  });

  it('refuse, at compile time, a French without every key or with a placeholder the English lacks', () => {
    const _english = { a: '{label} is required', b: 'Fixed' } as const;
    type English = typeof _english;
    // @ts-expect-error b is missing
    frenchOf<English>()({ a: '{label} : champ obligatoire' });
    // @ts-expect-error {name} is not a placeholder of the English
    frenchOf<English>()({ a: '{name} : champ obligatoire', b: SAME });
    expect(frenchOf<English>()({ a: '{label} : champ obligatoire', b: SAME }).b).toBe(SAME);
  });
});

describe('texts with values, by key', () => {
  const en = (message: Parameters<typeof renderText>[0]) => renderText(message, 'en');
  const fr = (message: Parameters<typeof renderText>[0]) => renderText(message, 'fr');

  it('render in English byte for byte what the English functions write', () => {
    const label = fieldLabel('passportNumber');
    expect(en(text('field.required', { label }))).toBe(requiredMessage('passportNumber'));
    expect(en(text('field.tooLong', { label: 'Email', max: 5000 }))).toBe(tooLongMessage('Email', 5000));
    expect(en(text('field.notAChoice', { label, choices: textList(['A', 'B'], 'comma') }))).toBe(
      notAChoiceMessage(friendlyLabel('passportNumber'), ['A', 'B']),
    );
    expect(en(text('field.tooManyEntries', { label, max: 20 }))).toBe(
      tooManyEntriesMessage(friendlyLabel('passportNumber'), 20),
    );
    expect(en(text('field.dobAge', { min: 14, max: 70 }))).toBe(dobAgeMessage(14, 70));
    expect(en(text('field.endBeforeStart', { end: 'To', start: 'From' }))).toBe(endBeforeStartMessage('To', 'From'));
    expect(en(text('entry.education', { n: 2, text: 'Degree is required' }))).toBe(
      educationEntryMessage(1, 'Degree is required'),
    );
    for (const seconds of [1, 45, 119, 120, 600, 7199, 7200, 3 * 3600 + 1]) {
      expect(en(text('account.loginLocked', { wait: waitText(seconds, 'minutes') }))).toBe(loginLockedMessage(seconds));
      expect(en(text('account.codesLocked', { wait: waitText(seconds, 'hours') }))).toBe(codesLockedMessage(seconds));
      expect(en(text('account.resendTooSoon', { seconds }))).toBe(resendTooSoonMessage(seconds));
      expect(en(text('account.codeStillValid', { seconds }))).toBe(emailNotVerifiedCodeStillValid(seconds));
    }
    for (const bytes of [1500, 65536, 1536 * 1024, 10 * 1024 * 1024]) {
      expect(en(text('upload.tooLarge', { size: bytesText(bytes) }))).toBe(uploadTooLargeMessage(bytes));
      expect(en(text('upload.fieldTooLarge', { field: 'x', size: bytesText(bytes) }))).toBe(
        fieldTooLargeMessage('x', bytes),
      );
      for (const name of ['scan.pdf', '']) {
        expect(en(text('upload.fileTooLarge', { file: fileText('Transcripts', name), size: bytesText(bytes) }))).toBe(
          fileTooLargeMessage('Transcripts', name, bytes),
        );
      }
    }
    expect(en(text('upload.fileEmpty', { file: fileText('Transcripts', '') }))).toBe(
      fileEmptyMessage('Transcripts', ''),
    );
    expect(
      en(
        text('upload.contentNotAllowed', {
          file: fileText('Photo', 'a.exe'),
          detected: text('upload.detectedType', { type: 'ZIP' }),
          label: 'Photo',
          allowed: textList(['JPEG', 'PNG'], 'comma'),
        }),
      ),
    ).toBe(fileContentNotAllowedMessage('Photo', 'a.exe', 'ZIP', ['JPEG', 'PNG']));
    expect(en(text('upload.tooManyFields', { max: 1000 }))).toBe(tooManyFieldsMessage(1000));
    expect(en(text('upload.unknownFileField', { field: 'photo' }))).toBe(unknownFileFieldMessage('photo'));
    expect(en(text('page.outOfRange', { lastPage: 1200 }))).toBe(pageOutOfRangeMessage(1200));
    const items = [text('documents.rejected', { label: 'Transcripts', fileName: 'a.pdf' })];
    expect(en(text('documents.outstanding', { items: textList(items, 'semicolon') }))).toBe(
      documentsOutstandingMessage([outstandingRejectedText('Transcripts', 'a.pdf')]),
    );
  });

  it('render in French with the values in place and nested texts in French too', () => {
    expect(fr(text('field.required', { label: fieldLabel('passportNumber') }))).toBe(
      'Numéro de passeport : champ obligatoire',
    );
    expect(fr(text('account.loginLocked', { wait: waitText(600, 'minutes') }))).toContain('dans 10 minutes');
    expect(fr(text('account.codesLocked', { wait: waitText(3 * 3600, 'hours') }))).toContain('dans 3 heures');
    expect(fr(text('account.resendTooSoon', { seconds: 1 }))).toBe(
      'Veuillez patienter 1 seconde avant de demander un nouveau code.',
    );
    expect(fr(text('upload.tooLarge', { size: bytesText(10 * 1024 * 1024) }))).toBe(
      "Les fichiers d'une candidature ne peuvent pas dépasser 10 Mio au total.",
    );
    const items = [
      text('documents.requested', { label: 'Transcripts' }),
      text('documents.missing', { label: fieldLabel('passportphoto') }),
    ];
    expect(fr(text('documents.outstanding', { items: textList(items, 'semicolon') }))).toBe(
      `Documents encore attendus\u202F: Transcripts (demandé, pas encore reçu)\u202F; ${fr(fieldLabel('passportphoto') as Parameters<typeof fr>[0])} (obligatoire, aucun fichier).`,
    );
  });
});
