/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { parseWithFieldErrors } from './fields.js';
import { showPasswordMismatchHint, checkRegisterForm, type RegisterFormValues } from './forms.js';
import { registerBodySchema } from './register.js';
import { renderAll } from '../messages/render-all.js';

const inEnglish = <T>(value: T) => renderAll(value, 'en');

// Texts are written out (not imported) so a typo in the product copy fails here.
const valid: RegisterFormValues = {
  firstname: 'Ada',
  lastname: 'Obi',
  email: 'ada@example.com',
  password: 'secret123',
  confirmPassword: 'secret123',
  phoneNumber: '8613800138000',
};
const tooLong = 'é'.repeat(37); // 37 characters, 74 UTF-8 bytes
const exactly72 = 'é'.repeat(36);
const TOO_LONG_TEXT =
  'Password is too long: use at most 72 bytes (accented letters and emoji count as 2 to 4 bytes each).';

describe('checkRegisterForm: the first failing message in docs/product.md#register order', () => {
  it.each<[string, Partial<RegisterFormValues>, string | null]>([
    [
      'everything empty: the length check comes first',
      { firstname: '', lastname: '', email: '', password: '', confirmPassword: '', phoneNumber: '' },
      'Password must be at least 8 characters.',
    ],
    [
      'short password beats mismatch and bad email',
      { password: 'short', confirmPassword: 'other', email: 'bad' },
      'Password must be at least 8 characters.',
    ],
    [
      'mismatch beats bad email and missing name',
      { confirmPassword: 'secret124', email: 'bad', firstname: '' },
      'Passwords do not match.',
    ],
    ['bad email beats a missing name', { email: 'ada@example', firstname: '' }, 'Please enter a valid email address!'],
    ['email with a space', { email: 'ada obi@example.com' }, 'Please enter a valid email address!'],
    ['missing firstname', { firstname: '' }, 'All fields are Required'],
    ['blank lastname', { lastname: '   ' }, 'All fields are Required'],
    ['missing phone', { phoneNumber: '' }, 'All fields are Required'],
    ['72 bytes of accented letters pass', { password: exactly72, confirmPassword: exactly72 }, null],
    ['74 bytes are refused', { password: tooLong, confirmPassword: tooLong }, TOO_LONG_TEXT],
    ['phone with letters', { phoneNumber: '86abc' }, 'Please enter a valid phone number (digits only, at most 15).'],
    ['16 digits', { phoneNumber: '1234567890123456' }, 'Please enter a valid phone number (digits only, at most 15).'],
    ['15 digits with separators', { phoneNumber: '+86 138-0013-8000' }, null],
    ['all valid', {}, null],
  ])('%s', (_name, change, expected) => {
    expect(inEnglish(checkRegisterForm({ ...valid, ...change }))).toEqual(expected);
  });

  it('the byte check comes after the product checks', () => {
    expect(inEnglish(checkRegisterForm({ ...valid, password: tooLong, confirmPassword: tooLong, firstname: '' }))).toBe(
      'All fields are Required',
    );
  });

  it('shows the "Password doesn\'t match" hint while the two differ', () => {
    expect(inEnglish(showPasswordMismatchHint('secret123', 'secret12'))).toBe(true);
    expect(inEnglish(showPasswordMismatchHint('secret123', 'secret123'))).toBe(false);
  });
});

describe('registerBodySchema (server)', () => {
  const body = {
    ...valid,
    confirmPassword: undefined,
    countryInfo: { name: 'China', dialCode: '86', countryCode: 'cn' },
  };

  it('groups every missing field under its name with the product text', () => {
    expect(inEnglish(parseWithFieldErrors(registerBodySchema, {}))).toEqual({
      ok: false,
      errors: {
        firstname: ['All fields are Required'],
        lastname: ['All fields are Required'],
        email: ['All fields are Required'],
        password: ['All fields are Required'],
        phoneNumber: ['All fields are Required'],
      },
    });
  });

  it('reports each field once with its own text', () => {
    const result = parseWithFieldErrors(registerBodySchema, {
      ...body,
      firstname: ' ',
      email: 'a@b',
      password: 'short',
      phoneNumber: 'x',
    });
    expect(inEnglish(result)).toEqual({
      ok: false,
      errors: {
        firstname: ['All fields are Required'],
        email: ['Please enter a valid email address!'],
        password: ['Password must be at least 8 characters.'],
        phoneNumber: ['Please enter a valid phone number (digits only, at most 15).'],
      },
    });
  });

  it('counts the 72-byte limit in UTF-8 bytes, not characters', () => {
    const emoji72 = '😀'.repeat(18); // 36 UTF-16 units, 72 bytes
    expect(inEnglish(parseWithFieldErrors(registerBodySchema, { ...body, password: emoji72 }).ok)).toBe(true);
    expect(inEnglish(parseWithFieldErrors(registerBodySchema, { ...body, password: exactly72 }).ok)).toBe(true);
    const refused = parseWithFieldErrors(registerBodySchema, { ...body, password: `${exactly72}a` });
    expect(inEnglish(refused)).toEqual({
      ok: false,
      errors: { password: [TOO_LONG_TEXT] },
    });
  });

  it('trims and lower-cases the e-mail, keeps the password as typed, drops confirmPassword', () => {
    const result = registerBodySchema.parse({
      ...body,
      email: ' Ada@Example.COM ',
      password: ' secret123 ',
      confirmPassword: 'x',
    });
    expect(inEnglish(result.email)).toBe('ada@example.com');
    expect(inEnglish(result.password)).toBe(' secret123 ');
    expect(inEnglish(result)).not.toHaveProperty('confirmPassword');
  });

  it('accepts a missing countryInfo but not a malformed one', () => {
    expect(inEnglish(parseWithFieldErrors(registerBodySchema, { ...body, countryInfo: undefined }).ok)).toBe(true);
    expect(
      inEnglish(
        parseWithFieldErrors(registerBodySchema, {
          ...body,
          countryInfo: { name: 'China', dialCode: 'x', countryCode: 'cn' },
        }),
      ),
    ).toEqual({
      ok: false,
      errors: { 'countryInfo.dialCode': ['Please choose the country of your phone number.'] },
    });
  });
});
