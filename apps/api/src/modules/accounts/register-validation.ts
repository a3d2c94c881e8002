import { checkRegisterForm, parseWithFieldErrors, registerBodySchema, text } from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';

const typed = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The 422 of a refused register body. `errors` lists every field's problem; `message` is the one the
 * register form would show first, in the order of docs/product.md#register (password length, e-mail, required fields), not
 * in the schema's field order.
 */
export function registerValidationError(body: unknown): HttpError {
  const parsed = parseWithFieldErrors(registerBodySchema, body);
  const errors = parsed.ok ? {} : parsed.errors;
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const password = typed(fields.password);
  const specFirst = checkRegisterForm({
    firstname: typed(fields.firstname),
    lastname: typed(fields.lastname),
    email: typed(fields.email),
    password,
    confirmPassword: password, // the confirmation never leaves the browser
    phoneNumber: typed(fields.phoneNumber),
  });
  const message = specFirst ?? Object.values(errors)[0]?.[0] ?? text('errors.VALIDATION_FAILED_MESSAGE');
  return new HttpError(422, 'VALIDATION_FAILED', message, errors);
}
