import { addFieldError, isBlank, isValidEmail, type FieldErrors } from '../account/fields.js';
import { text } from '../messages/text.js';
import { parseDateValue } from './date-value.js';
import { APPLICATION_PHONE_MIN_LENGTH, PASSPORT_NUMBER_MIN_LENGTH, type ApplicationFormValues } from './fields.js';

/** docs/product.md#apply-validation: digits, plus, hyphen, parentheses and spaces only, at least 7 of them. */
const APPLICATION_PHONE_PATTERN = new RegExp(`^[0-9+\\-() ]{${APPLICATION_PHONE_MIN_LENGTH},}$`);

/** Step 0's extra checks (docs/product.md#apply-validation); each runs only on a filled field, a blank one already has its text. */
export const personalChecks = (values: ApplicationFormValues, now: Date, errors: FieldErrors): void => {
  const { email, phone, passportExpiryDate, passportNumber } = values;
  if (!isBlank(email) && !isValidEmail(email.trim()))
    addFieldError(errors, 'email', text('validation.EMAIL_FORMAT_INVALID'));
  if (!isBlank(phone) && !APPLICATION_PHONE_PATTERN.test(phone.trim()))
    addFieldError(errors, 'phone', text('validation.PHONE_INVALID'));
  if (!isBlank(passportExpiryDate)) {
    const expiry = parseDateValue(passportExpiryDate);
    // "In the future" is strict: a passport whose expiry moment has come is expired.
    if (expiry === null) addFieldError(errors, 'passportExpiryDate', text('validation.PASSPORT_EXPIRY_INVALID'));
    else if (expiry.getTime() <= now.getTime())
      addFieldError(errors, 'passportExpiryDate', text('validation.PASSPORT_EXPIRED'));
  }
  if (!isBlank(passportNumber) && passportNumber.trim().length < PASSPORT_NUMBER_MIN_LENGTH) {
    addFieldError(errors, 'passportNumber', text('validation.PASSPORT_NUMBER_INVALID'));
  }
};
