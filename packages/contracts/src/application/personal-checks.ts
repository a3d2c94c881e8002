import { addFieldError, isBlank, isValidEmail, type FieldErrors } from '../account/fields.js';
import {
  EMAIL_FORMAT_INVALID,
  PASSPORT_EXPIRED,
  PASSPORT_EXPIRY_INVALID,
  PASSPORT_NUMBER_INVALID,
  PHONE_INVALID,
} from '../messages.js';
import { APPLICATION_PHONE_MIN_LENGTH, PASSPORT_NUMBER_MIN_LENGTH, type ApplicationFormValues } from './fields.js';

/** docs/product.md#apply-validation: digits, plus, hyphen, parentheses and spaces only, at least 7 of them. */
const APPLICATION_PHONE_PATTERN = new RegExp(`^[0-9+\\-() ]{${APPLICATION_PHONE_MIN_LENGTH},}$`);

/**
 * A date field's value as a Date: 'YYYY-MM-DD' (what a date input gives) is the start of that day in
 * UTC; full ISO date-times are read as such. Anything else, or a day that does not exist, is null.
 */
export const parseDateValue = (value: string): Date | null => {
  const text = value.trim();
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const parsed = new Date(Date.UTC(year, month - 1, date));
    return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date
      ? parsed
      : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time);
};

/** Step 0's extra checks (docs/product.md#apply-validation); each runs only on a filled field, a blank one already has its text. */
export const personalChecks = (values: ApplicationFormValues, now: Date, errors: FieldErrors): void => {
  const { email, phone, passportExpiryDate, passportNumber } = values;
  if (!isBlank(email) && !isValidEmail(email.trim())) addFieldError(errors, 'email', EMAIL_FORMAT_INVALID);
  if (!isBlank(phone) && !APPLICATION_PHONE_PATTERN.test(phone.trim())) addFieldError(errors, 'phone', PHONE_INVALID);
  if (!isBlank(passportExpiryDate)) {
    const expiry = parseDateValue(passportExpiryDate);
    // "In the future" is strict: a passport whose expiry moment has come is expired.
    if (expiry === null) addFieldError(errors, 'passportExpiryDate', PASSPORT_EXPIRY_INVALID);
    else if (expiry.getTime() <= now.getTime()) addFieldError(errors, 'passportExpiryDate', PASSPORT_EXPIRED);
  }
  if (!isBlank(passportNumber) && passportNumber.trim().length < PASSPORT_NUMBER_MIN_LENGTH) {
    addFieldError(errors, 'passportNumber', PASSPORT_NUMBER_INVALID);
  }
};
