/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { NOW, complete } from '../application/application.fixtures.test.js';
import { personalChecks } from '../application/personal-checks.js';
import { contactBodySchema } from '../contact.js';
import { validateContactForm } from '../contact-form.js';
import { EMAIL_PATTERN, isValidEmail, parseWithFieldErrors, type FieldErrors } from './fields.js';
import { loginBodySchema } from './login.js';
import { forgotPasswordBodySchema } from './password.js';
import { registerBodySchema } from './register.js';
import { renderAll } from '../messages/render-all.js';

const inEnglish = <T>(value: T) => renderAll(value, 'en');

// The addresses people type end up in mail headers (To of a code, Reply-To of a contact message): only a
// plain address may pass, never a display name, a bracketed address or a header break.
const HEADER_TRICKS = [
  '<attacker@evil.example>',
  'a@b.c\r\nBcc: x@y.z',
  'a@b.c\nBcc: x@y.z',
  '"Name" <a@b.c>',
  'Name <a@b.c>',
  '"a"@b.c',
  'a@b.c,x@y.z',
  'a@b.c;x@y.z',
  'a@b.c>',
  '<a@b.c',
  'a(comment)@b.c',
  'a\\b@c.de',
  'a@[127.0.0.1]',
  'a@b.c\u0000',
  'a\tb@c.de',
  'a: x@y.z',
];
const ORDINARY = [
  'a@b.c',
  'ada@example.com',
  'first.last+tag@mail.example.ng',
  'ada.obi+apply-2026@sub.domain.co.uk',
  "o'neil@example.ie",
  'UPPER.Case@Example.COM',
  'émile@exemple.fr',
  'x_y-z=1@host-name.example',
];

describe('the shared e-mail check accepts plain addresses only', () => {
  it.each(HEADER_TRICKS)('refuses %j', (email) => {
    expect(inEnglish(EMAIL_PATTERN.test(email))).toBe(false);
    expect(inEnglish(isValidEmail(email))).toBe(false);
  });
  it.each(ORDINARY)('accepts %j', (email) => {
    expect(inEnglish(isValidEmail(email))).toBe(true);
  });
});

describe('every form that takes an address uses it', () => {
  const register = {
    firstname: 'Ada',
    lastname: 'Obi',
    password: 'secret123',
    phoneNumber: '8613800138000',
  };
  const contact = { name: 'Ada', subject: 'Admission', messageContent: 'Hello' };
  const applicationErrors = (email: string): FieldErrors => {
    const errors: FieldErrors = {};
    personalChecks({ ...complete(), email }, NOW, errors);
    return errors;
  };

  it.each(['<attacker@evil.example>', 'a@b.c\r\nBcc: x@y.z', '"Name" <a@b.c>'])(
    'register, login, forgot-password, contact and the application refuse %j',
    (email) => {
      const invalid = { ok: false, errors: { email: ['Please enter a valid email address!'] } };
      expect(inEnglish(parseWithFieldErrors(registerBodySchema, { ...register, email }))).toEqual(invalid);
      expect(inEnglish(parseWithFieldErrors(loginBodySchema, { email, password: 'x' }))).toEqual(invalid);
      expect(inEnglish(parseWithFieldErrors(forgotPasswordBodySchema, { email }))).toEqual(invalid);
      expect(inEnglish(parseWithFieldErrors(contactBodySchema, { ...contact, email }))).toEqual(invalid);
      expect(inEnglish(validateContactForm({ ...contact, email }))).toBe('Please enter a valid email address!');
      expect(inEnglish(applicationErrors(email))).toEqual({ email: ['Email format looks invalid!'] });
    },
  );

  it.each(['ada.obi+apply@example.com', 'first.last@mail.example.ng'])('they accept %j', (email) => {
    expect(inEnglish(parseWithFieldErrors(registerBodySchema, { ...register, email }).ok)).toBe(true);
    expect(inEnglish(parseWithFieldErrors(contactBodySchema, { ...contact, email }).ok)).toBe(true);
    expect(inEnglish(applicationErrors(email))).toEqual({});
  });
});
