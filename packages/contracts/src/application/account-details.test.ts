/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { complete } from './application.fixtures.test.js';
import { withAccountDetails } from './account-details.js';
import { emptyApplication } from './defaults.js';

const ADA = { firstname: 'Ada', lastname: 'Obi', email: 'ada@example.com', phoneNumber: '2348031234567' };

describe('withAccountDetails (docs/product.md#apply-personal: step 1 from the account)', () => {
  it("fills the empty name, e-mail and phone (international) from the account's", () => {
    expect(withAccountDetails(emptyApplication(), ADA)).toMatchObject({
      firstName: 'Ada',
      surName: 'Obi',
      email: 'ada@example.com',
      phone: '+2348031234567',
      middleName: '',
    });
  });

  it('never replaces what the student typed; blanks count as empty', () => {
    const typed = { ...emptyApplication(), firstName: 'Adaeze', phone: '+234 802 000 0000', surName: '  ' };
    expect(withAccountDetails(typed, ADA)).toMatchObject({
      firstName: 'Adaeze',
      surName: 'Obi',
      email: 'ada@example.com',
      phone: '+234 802 000 0000',
    });
  });

  it('adds the dialling code to a number registered without it (another API client)', () => {
    const national = { ...ADA, phoneNumber: '08031234567', countryInfo: { dialCode: '234' } };
    expect(withAccountDetails(emptyApplication(), national).phone).toBe('+2348031234567');
    const full = { ...ADA, countryInfo: { dialCode: '234' } };
    expect(withAccountDetails(emptyApplication(), full).phone).toBe('+2348031234567');
  });

  it('gives the same values back when there is nothing to fill (a Google account has no phone)', () => {
    const values = complete();
    expect(withAccountDetails(values, ADA)).toBe(values);
    const empty = emptyApplication();
    expect(withAccountDetails(empty, { firstname: ' ', phoneNumber: null })).toBe(empty);
  });
});
