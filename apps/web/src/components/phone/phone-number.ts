import { DEFAULT_PHONE_COUNTRY, PHONE_MAX_DIGITS, type CountryInfo } from '@studychina/contracts';
import { countryForInternationalDigits, findCountry, type Country } from './countries';

/** What the phone field holds: the picked country and the national digits as the person typed them. */
export interface PhoneValue {
  country: string;
  /** Digits only; may start with the national trunk '0' (Nigerians type 0803...). */
  national: string;
}

/** Nothing typed yet, `country` picked (usePhoneDefaults' country: docs/product.md#phone-input). */
export const emptyPhone = (country: string = DEFAULT_PHONE_COUNTRY): PhoneValue => ({ country, national: '' });

/**
 * Digit groups of the national significant number for the countries our students and staff use most
 * (mobile formats). Others get groups of three, the last holding up to four: readable, never wrong
 * about which digits were typed.
 */
const GROUPS: Record<string, number[]> = {
  cn: [3, 4, 4],
  ng: [3, 3, 4],
  gh: [2, 3, 4],
  ke: [3, 3, 3],
  ug: [3, 3, 3],
  tz: [3, 3, 3],
  rw: [3, 3, 3],
  za: [2, 3, 4],
  zm: [2, 3, 4],
  zw: [2, 3, 4],
  et: [2, 3, 4],
  eg: [2, 4, 4],
  cm: [1, 2, 2, 2, 2],
  sn: [2, 3, 2, 2],
  ci: [2, 2, 2, 2, 2],
  bj: [2, 2, 2, 2],
  tg: [2, 2, 2, 2],
  ml: [2, 2, 2, 2],
  us: [3, 3, 4],
  ca: [3, 3, 4],
  gb: [4, 6],
  in: [5, 5],
  fr: [1, 2, 2, 2, 2],
  pk: [3, 7],
  bd: [4, 6],
};

/** Countries whose leading 0 belongs to the number itself, so it is sent after the dialling code. */
const KEEPS_LEADING_ZERO = new Set(['it', 'sm', 'va', 'ci', 'cg', 'ga']);

function countryOf(value: PhoneValue): Country {
  return findCountry(value.country) ?? findCountry(DEFAULT_PHONE_COUNTRY)!;
}

/** The trunk '0' people type at home is not dialled from abroad (+234 0803 is wrong, +234 803 right). */
function splitTrunk(value: PhoneValue): { trunk: string; significant: string } {
  if (value.national.startsWith('0') && !KEEPS_LEADING_ZERO.has(countryOf(value).code)) {
    return { trunk: '0', significant: value.national.slice(1) };
  }
  return { trunk: '', significant: value.national };
}

function group(digits: string, sizes: number[] | undefined): string[] {
  const parts: string[] = [];
  let rest = digits;
  for (const size of sizes ?? []) {
    if (!rest) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  if (sizes && rest) parts.push(rest);
  if (!sizes) {
    while (rest.length > 4) {
      parts.push(rest.slice(0, 3));
      rest = rest.slice(3);
    }
    if (rest) parts.push(rest);
  }
  return parts;
}

/** The national number as shown in the field: '138 0013 8000', '0803 123 4567'. */
export function formatNational(value: PhoneValue): string {
  const { trunk, significant } = splitTrunk(value);
  const parts = group(significant, GROUPS[countryOf(value).code]);
  if (trunk) parts[0] = trunk + (parts[0] ?? '');
  return parts.join(' ');
}

/**
 * Keeps at most PHONE_MAX_DIGITS digits in the international number (dialling code + significant
 * number, the E.164 limit that "at most 15 digits" of docs/product.md#phone-input expresses).
 */
export function limitDigits(value: PhoneValue): PhoneValue {
  const { trunk } = splitTrunk(value);
  const room = PHONE_MAX_DIGITS - countryOf(value).dialCode.length + trunk.length;
  return { ...value, national: value.national.slice(0, Math.max(room, 0)) };
}

/**
 * Reads what the person typed, pasted or autofilled: digits only; a leading '+' (or '00') means an
 * international number, whose dialling code picks the country.
 */
export function parsePhoneInput(raw: string, current: PhoneValue): PhoneValue {
  const digits = raw.replace(/\D/g, '');
  const international = /^\s*(\+|00)/.exec(raw);
  if (international) {
    const rest = international[1] === '00' ? digits.slice(2) : digits;
    const country = countryForInternationalDigits(rest, current.country);
    if (country) return limitDigits({ country: country.code, national: rest.slice(country.dialCode.length) });
  }
  return limitDigits({ ...current, national: digits });
}

/** The register payload (docs/product.md#api-register): phoneNumber as international digits ('8613800138000'), '' when none typed. */
export function toPhonePayload(value: PhoneValue): { phoneNumber: string; countryInfo: CountryInfo } {
  const country = countryOf(value);
  const { significant } = splitTrunk(value);
  return {
    phoneNumber: significant ? country.dialCode + significant : '',
    countryInfo: { name: country.name, dialCode: country.dialCode, countryCode: country.code },
  };
}

/**
 * The number as the application form stores it (docs/product.md#apply-personal): international, grouped,
 * '+234 803 123 4567' (the trunk 0 dropped, as dialled from abroad); '' while no digit after a trunk 0 is typed.
 */
export function formatInternational(value: PhoneValue): string {
  const { significant } = splitTrunk(value);
  if (!significant) return '';
  return `+${countryOf(value).dialCode} ${group(significant, GROUPS[countryOf(value).code]).join(' ')}`;
}

/** A stored number read back for the picker: '+234 ...' picks its country; other text keeps `country`. */
export function phoneFromText(text: string, country: string): PhoneValue {
  return text.trim() ? parsePhoneInput(text, emptyPhone(country)) : emptyPhone(country);
}
