/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { EMAIL_PATTERN, parseWithFieldErrors, utf8ByteLength } from './fields.js';
import { decryptUserBodySchema } from './google.js';
import { otpBoxValue, checkForgotPasswordForm, checkLoginForm, checkOtp, checkResetForm } from './forms.js';
import { loginBodySchema } from './login.js';
import { forgotPasswordBodySchema, otpBodySchema, resetPasswordBodySchema } from './password.js';
import { userSchema } from './user.js';
import { renderAll } from '../messages/render-all.js';

const inEnglish = <T>(value: T) => renderAll(value, 'en');

describe('EMAIL_PATTERN (docs/product.md#limits: text, @, text, a dot, text, no spaces)', () => {
  it.each(['a@b.c', 'first.last+tag@mail.example.ng', 'ADA@EXAMPLE.COM'])('accepts %s', (email) => {
    expect(inEnglish(EMAIL_PATTERN.test(email))).toBe(true);
  });
  it.each(['', 'a@b', '@b.c', 'a@.c', 'a@b.', 'a b@c.d', 'a@b .c', 'a@@b.c', 'ab.c'])('refuses %j', (email) => {
    expect(inEnglish(EMAIL_PATTERN.test(email))).toBe(false);
  });
});

describe('checkLoginForm', () => {
  it.each<[string, string, string | null]>([
    ['', '', 'All fields are Required'],
    ['ada@example.com', '', 'All fields are Required'],
    ['', 'secret123', 'All fields are Required'],
    ['not-an-email', '', 'All fields are Required'],
    ['ada @example.com', 'x', 'Please enter a valid email address!'],
    ['ada@example', 'x', 'Please enter a valid email address!'],
    ['ada@example.com', 'x', null],
  ])('(%j, %j) -> %j', (email, password, expected) => {
    expect(inEnglish(checkLoginForm({ email, password }))).toBe(expected);
  });

  it('server: groups the texts and refuses passwords bcrypt would truncate', () => {
    expect(inEnglish(parseWithFieldErrors(loginBodySchema, { email: '', password: '' }))).toEqual({
      ok: false,
      errors: { email: ['All fields are Required'], password: ['All fields are Required'] },
    });
    const long = parseWithFieldErrors(loginBodySchema, { email: 'a@b.co', password: 'x'.repeat(73) });
    expect(inEnglish(long.ok ? [] : long.errors.password)).toHaveLength(1);
    // No minimum at login: a short password is simply compared.
    expect(inEnglish(parseWithFieldErrors(loginBodySchema, { email: 'A@B.co', password: 'x' }))).toEqual({
      ok: true,
      data: { email: 'a@b.co', password: 'x' },
    });
  });
});

describe('forgot password', () => {
  it.each<[string, string | null]>([
    ['', 'Please enter a valid email address!'],
    ['nope', 'Please enter a valid email address!'],
    ['ada@example.com', null],
  ])('%j -> %j', (email, expected) => {
    expect(inEnglish(checkForgotPasswordForm({ email }))).toBe(expected);
  });
  it('server: a missing e-mail gets the same text', () => {
    expect(inEnglish(parseWithFieldErrors(forgotPasswordBodySchema, {}))).toEqual({
      ok: false,
      errors: { email: ['Please enter a valid email address!'] },
    });
  });
});

describe('checkResetForm: 8+ first, then the match', () => {
  it.each<[string, string, string | null]>([
    ['', '', 'Password must be at least 8 characters.'],
    ['short', 'different', 'Password must be at least 8 characters.'],
    ['longenough', 'different', 'Passwords do not match.'],
    ['longenough', 'longenough', null],
    [
      'é'.repeat(37),
      'é'.repeat(37),
      'Password is too long: use at most 72 bytes (accented letters and emoji count as 2 to 4 bytes each).',
    ],
  ])('(%j, %j) -> %j', (password, confirmPassword, expected) => {
    expect(inEnglish(checkResetForm({ password, confirmPassword }))).toBe(expected);
  });
  it('server: the password only; a missing one gets the length text', () => {
    expect(inEnglish(parseWithFieldErrors(resetPasswordBodySchema, {}))).toEqual({
      ok: false,
      errors: { password: ['Password must be at least 8 characters.'] },
    });
    expect(inEnglish(utf8ByteLength('😀'))).toBe(4);
  });
});

describe('OTP', () => {
  it('only a completely empty code fails in the browser', () => {
    expect(inEnglish(checkOtp(''))).toBe('OTP field is Required!');
    expect(inEnglish(checkOtp('1'))).toBeNull();
    expect(inEnglish(checkOtp('123456'))).toBeNull();
  });
  it('one digit per box', () => {
    expect(inEnglish(otpBoxValue('7'))).toBe('7');
    expect(inEnglish(otpBoxValue('a'))).toBe('');
    expect(inEnglish(otpBoxValue('12'))).toBe('2');
  });
  it.each<[unknown, string | null]>([
    [undefined, 'OTP field is Required!'],
    ['', 'OTP field is Required!'],
    ['12a', 'The code is invalid or has expired.'],
    ['1234567', 'The code is invalid or has expired.'],
    [' 123456 ', null],
  ])('server: %j -> %j', (otp, expected) => {
    const result = parseWithFieldErrors(otpBodySchema, { otp });
    expect(inEnglish(result.ok ? null : result.errors.otp?.[0])).toBe(expected);
  });
});

describe('public user and Google handoff', () => {
  it('userSchema is an allow-list: secrets are dropped, the role kept', () => {
    const user = userSchema.parse({
      id: 'u1',
      firstname: 'Ada',
      lastname: 'Obi',
      email: 'ada@example.com',
      phoneNumber: null,
      countryInfo: null,
      emailVerified: true,
      createdAt: '2025-01-01T00:00:00.000Z',
      passwordHash: '$2b$12$secret',
      googleId: 'g',
      role: 'admin',
      locale: 'fr',
    });
    expect(inEnglish(Object.keys(user).sort())).toEqual([
      'countryInfo',
      'createdAt',
      'email',
      'emailVerified',
      'firstname',
      'id',
      'lastname',
      'locale',
      'phoneNumber',
      'role',
    ]);
    expect(inEnglish(user.role)).toBe('admin');
    expect(inEnglish(user.locale)).toBe('fr');
  });
  it('decrypt-user needs the encrypted text', () => {
    expect(inEnglish(parseWithFieldErrors(decryptUserBodySchema, {}))).toEqual({
      ok: false,
      errors: { encrypted: ['This sign-in link is invalid. Please sign in again.'] },
    });
  });
});
