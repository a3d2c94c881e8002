import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryForInternationalDigits, flagEmoji } from './countries';
import {
  emptyPhone,
  formatInternational,
  formatNational,
  parsePhoneInput,
  phoneFromText,
  toPhonePayload,
} from './phone-number';

const CHINA = emptyPhone('cn');

describe('country list', () => {
  it('has every country once, with a dialling code and a name', () => {
    expect(COUNTRIES.length).toBeGreaterThan(220);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES)
      expect(c).toMatchObject({
        code: expect.stringMatching(/^[a-z]{2}$/),
        dialCode: expect.stringMatching(/^\d{1,4}$/),
        name: expect.any(String),
      });
  });

  it('finds the country of an international number, longest code first, keeping the current one on a shared code', () => {
    expect(countryForInternationalDigits('2348031234567')?.code).toBe('ng');
    expect(countryForInternationalDigits('18765551234')?.code).toBe('jm');
    expect(countryForInternationalDigits('14155551234')?.code).toBe('us');
    expect(countryForInternationalDigits('14155551234', 'ca')?.code).toBe('ca');
    expect(countryForInternationalDigits('8613800138000')?.code).toBe('cn');
  });

  it('draws flags from the ISO code', () => {
    expect(flagEmoji('cn')).toBe('🇨🇳');
    expect(flagEmoji('ng')).toBe('🇳🇬');
  });
});

describe('phone number', () => {
  it('defaults to Nigeria, never China, and formats Chinese mobiles 3-4-4', () => {
    expect(emptyPhone().country).toBe('ng');
    expect(formatNational({ country: 'cn', national: '13800138000' })).toBe('138 0013 8000');
  });

  it("keeps a Nigerian's trunk 0 on screen and drops it from the international number", () => {
    const value = { country: 'ng', national: '08031234567' };
    expect(formatNational(value)).toBe('0803 123 4567');
    expect(toPhonePayload(value)).toEqual({
      phoneNumber: '2348031234567',
      countryInfo: { name: 'Nigeria', dialCode: '234', countryCode: 'ng' },
    });
  });

  it('groups other countries in threes, the last group holding up to four', () => {
    expect(formatNational({ country: 'de', national: '15123456789' })).toBe('151 234 567 89');
    expect(formatNational({ country: 'de', national: '1512345678' })).toBe('151 234 5678');
  });

  it('reads digits only and caps the international number at 15 digits', () => {
    expect(parsePhoneInput('13a8-00(13)80 00', CHINA)).toEqual({ country: 'cn', national: '13800138000' });
    // 86 + 13 digits = 15
    expect(parsePhoneInput('1234567890123456789', CHINA).national).toBe('1234567890123');
  });

  it('switches country when an international number is pasted or autofilled', () => {
    expect(parsePhoneInput('+234 803 123 4567', CHINA)).toEqual({ country: 'ng', national: '8031234567' });
    expect(parsePhoneInput('00233 24 123 4567', CHINA)).toEqual({ country: 'gh', national: '241234567' });
  });

  it('sends no number when none was typed (so "All fields are Required" applies)', () => {
    expect(toPhonePayload(emptyPhone('ci'))).toEqual({
      phoneNumber: '',
      countryInfo: { name: 'Côte d’Ivoire', dialCode: '225', countryCode: 'ci' },
    });
  });

  it('writes the international number for the application form, and reads it back', () => {
    expect(formatInternational({ country: 'ng', national: '08031234567' })).toBe('+234 803 123 4567');
    expect(formatInternational({ country: 'ci', national: '0708091011' })).toBe('+225 07 08 09 10 11');
    expect(formatInternational({ country: 'ng', national: '0' })).toBe('');
    expect(phoneFromText('+234 803 123 4567', 'ci')).toEqual({ country: 'ng', national: '8031234567' });
    expect(phoneFromText('+2348031234567', 'ci')).toEqual({ country: 'ng', national: '8031234567' });
    expect(phoneFromText('0803 123 4567', 'ng')).toEqual({ country: 'ng', national: '08031234567' });
    expect(phoneFromText('  ', 'sn')).toEqual({ country: 'sn', national: '' });
  });
});
