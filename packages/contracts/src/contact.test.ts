/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { parseWithFieldErrors } from './account/fields.js';
import { checkContactForm, type ContactFormValues } from './contact-form.js';
import { contactBodySchema, contactMessageText } from './contact.js';
import { renderAll } from './messages/render-all.js';

const inEnglish = <T>(value: T) => renderAll(value, 'en');

const valid: ContactFormValues = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Admission',
  messageContent: 'Hello',
};

describe('checkContactForm (docs/product.md#contact-page)', () => {
  it.each<[string, Partial<ContactFormValues>, string | null]>([
    ['all empty', { name: '', email: '', subject: '', messageContent: '' }, 'All fields are Required!'],
    ['a missing field beats a bad e-mail', { email: 'bad', subject: '' }, 'All fields are Required!'],
    ['blank message', { messageContent: '  ' }, 'All fields are Required!'],
    ['bad e-mail', { email: 'ada@example' }, 'Please enter a valid email address!'],
    ['e-mail with a space', { email: 'ada @example.com' }, 'Please enter a valid email address!'],
    ['the other reading of the message field', { messageContent: undefined, message: 'Hi' }, null],
    ['valid', {}, null],
  ])('%s', (_name, change, expected) => {
    expect(inEnglish(checkContactForm({ ...valid, ...change }))).toBe(expected);
  });
});

describe('contactBodySchema (server)', () => {
  it('lists every missing field at once, the message under messageContent', () => {
    expect(inEnglish(parseWithFieldErrors(contactBodySchema, { name: '', email: 'bad' }))).toEqual({
      ok: false,
      errors: {
        name: ['All fields are Required!'],
        email: ['Please enter a valid email address!'],
        subject: ['All fields are Required!'],
        messageContent: ['All fields are Required!'],
      },
    });
  });
  it('an empty e-mail is only "required", not also "invalid"', () => {
    const result = parseWithFieldErrors(contactBodySchema, { ...valid, email: ' ' });
    expect(inEnglish(result)).toEqual({ ok: false, errors: { email: ['All fields are Required!'] } });
  });
  it('accepts either field name; messageContent wins when both are filled', () => {
    const viaMessage = contactBodySchema.parse({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'S',
      message: ' Hi ',
    });
    expect(inEnglish(contactMessageText(viaMessage))).toBe('Hi');
    const both = contactBodySchema.parse({ ...valid, message: 'other' });
    expect(inEnglish(contactMessageText(both))).toBe('Hello');
    const emptyContent = contactBodySchema.parse({ ...valid, messageContent: '', message: 'fallback' });
    expect(inEnglish(contactMessageText(emptyContent))).toBe('fallback');
  });
  it('bounds the message length', () => {
    const result = parseWithFieldErrors(contactBodySchema, { ...valid, messageContent: 'x'.repeat(5001) });
    expect(inEnglish(result)).toEqual({
      ok: false,
      errors: { messageContent: ['Message must be at most 5000 characters.'] },
    });
  });
});
