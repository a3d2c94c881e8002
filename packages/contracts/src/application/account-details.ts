import { isBlank } from '../account/fields.js';
import type { ApplicationFormValues, ApplicationTextField } from './fields.js';

/** What the account knows that step 1 asks for (the session's user: docs/product.md#api-register). */
export interface AccountDetails {
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  /** International digits, as our register page sends them ('2348031234567'); null for Google-only accounts. */
  phoneNumber?: string | null;
  /** The registered country: other API clients may have sent the national number beside it. */
  countryInfo?: { dialCode: string } | null;
}

/** The account's number in international digits: its dialling code added when it was registered without one. */
const internationalDigits = (account: AccountDetails): string => {
  const digits = account.phoneNumber?.replace(/\D/g, '') ?? '';
  const dialCode = account.countryInfo?.dialCode.replace(/\D/g, '') ?? '';
  if (!digits || !dialCode || digits.startsWith(dialCode)) return digits;
  return dialCode + digits.replace(/^0/, '');
};

/**
 * Step 1 filled from the account (docs/product.md#apply-personal): the name, e-mail and phone go into the
 * fields that are still empty, and nothing the student typed is ever replaced. The phone is written
 * international ('+2348031234567'), as the form's phone field reads it. The same object comes back when
 * nothing was filled, so a caller can tell.
 */
export const withAccountDetails = (values: ApplicationFormValues, account: AccountDetails): ApplicationFormValues => {
  const phone = internationalDigits(account);
  const given: [ApplicationTextField, string | null | undefined][] = [
    ['firstName', account.firstname],
    ['surName', account.lastname],
    ['email', account.email],
    ['phone', phone ? `+${phone}` : null],
  ];
  const filled = given.filter(([field, value]) => isBlank(values[field]) && !isBlank(value));
  if (filled.length === 0) return values;
  return { ...values, ...Object.fromEntries(filled.map(([field, value]) => [field, value!.trim()])) };
};
