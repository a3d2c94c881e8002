import type { z } from 'zod';
import type { Text } from '../messages/text.js';
import { textOfIssue } from '../messages/issue-text.js';

/**
 * Building blocks shared by every form of the product (account, contact, application): the one e-mail
 * pattern, blank checks, byte counting, and turning a zod error into the API's `errors` map.
 */

/**
 * One part of a plain address: no whitespace (CR and LF included), no control character, and none of the
 * characters that turn an address into a header list or a display name (`<`, `>`, `,`, `;`, `:`, `"`,
 * parentheses, brackets, backslash, a second `@`). An apostrophe (o'neil@...) stays allowed: it is an
 * ordinary address character and cannot end a header.
 */
const ADDRESS_PART = String.raw`[^\s\p{Cc}@<>()[\]\\,;:"]+`;

/**
 * docs/product.md#limits: "text, @, text, a dot, text", with no spaces anywhere (docs/product.md#login). Loose on the shape, but
 * a plain address only (docs/product.md#security): `"Name" <a@b.c>`, `<a@b.c>` or a CR/LF header
 * trick never passes, since these addresses end up in mail headers (To, Reply-To).
 */
export const EMAIL_PATTERN = new RegExp(`^${ADDRESS_PART}@${ADDRESS_PART}\\.${ADDRESS_PART}$`, 'u');
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/** docs/product.md#limits. */
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt only reads the first 72 bytes: anything longer would silently share a hash with its prefix. */
export const PASSWORD_MAX_BYTES = 72;
export const OTP_LENGTH = 6;
export const RESEND_COUNTDOWN_SECONDS = 30;
export const PHONE_MAX_DIGITS = 15;
/**
 * ISO code of the phone picker's country when neither the visitor's language nor region names one
 * (docs/product.md#phone-input): Nigeria, where most of our students come from. Never China (+86).
 */
export const DEFAULT_PHONE_COUNTRY = 'ng';
/** Bounds that keep stored rows sane; docs/product.md names none (RFC 5321 caps an address at 254). */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

/** "Missing or empty": undefined, null, or only whitespace once turned to text. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || String(value).trim() === '';

/** Length in UTF-8 bytes, which is what bcrypt counts (an emoji is 4 bytes, 'é' is 2). */
export const utf8ByteLength = (value: string): number => new TextEncoder().encode(value).length;

/**
 * Phone of the account forms (docs/product.md#phone-input: digits only, at most 15). A leading '+' and the
 * separators a person may paste (spaces, hyphens, dots, parentheses) are tolerated and not counted.
 */
export const isValidAccountPhone = (value: string): boolean => {
  const digits = value
    .trim()
    .replace(/^\+/, '')
    .replace(/[\s\-.()]/g, '');
  return /^\d+$/.test(digits) && digits.length <= PHONE_MAX_DIGITS;
};

/** Field name -> the Texts of its problems (docs/decisions/0109-checks-raise-texts.md), rendered where shown. */
export type FieldErrors = Record<string, Text[]>;

/** Two Texts are the same text when their keys and values are (Texts are plain data). */
export const sameText = (a: Text, b: Text): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Adds a text under a key once (the API's `errors` never repeats a text for one field). */
export const addFieldError = (errors: FieldErrors, key: string, message: Text): void => {
  const list = (errors[key] ??= []);
  if (!list.some((known) => sameText(known, message))) list.push(message);
};

/**
 * A zod error as the API's `errors` map (each issue's Text: ../messages/issue-text.ts): field path joined with dots ('countryInfo.dialCode'); issues
 * about the whole body land under '_body'.
 */
export const fieldErrorsFromZod = (error: z.ZodError): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_body';
    addFieldError(errors, key, textOfIssue(issue.message));
  }
  return errors;
};

export type ParseResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** safeParse with the result the API's 422 wants. */
export const parseWithFieldErrors = <S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.output<S>> => {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrorsFromZod(result.error) };
};
