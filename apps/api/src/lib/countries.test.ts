import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@studychina/contracts';
import { KNOWN_COUNTRY_CODES, countryAliases, countryCodeOf, nationalityColumns } from './countries.js';

// docs/decisions/0096-nationality-as-a-country.md: a nationality's text read as a country.
describe('countryCodeOf', () => {
  it('reads names, demonyms and codes in English and French, whatever the case and accents', () => {
    const cases: Record<string, string> = {
      Nigeria: 'NG',
      Nigerian: 'NG',
      nigériane: 'NG',
      NIGERIANE: 'NG',
      ' Nigéria ': 'NG',
      NG: 'NG',
      ng: 'NG',
      NGA: 'NG',
      Senegalese: 'SN',
      Sénégalaise: 'SN',
      senegalais: 'SN',
      Ivoirienne: 'CI',
      Ivoirien: 'CI',
      Ivorian: 'CI',
      "Côte d'Ivoire": 'CI',
      'Côte d’Ivoire': 'CI',
      'cote divoire': 'CI',
      'Ivory Coast': 'CI',
      'Cote-d’Ivoire': 'CI',
      Cameroonian: 'CM',
      Camerounaise: 'CM',
      Cameroun: 'CM',
      Ghanaian: 'GH',
      British: 'GB',
      UK: 'GB',
      American: 'US',
      Chinese: 'CN',
    };
    for (const [text, code] of Object.entries(cases)) expect(countryCodeOf(text), text).toBe(code);
  });

  it('leaves text that names no country, or several, as text', () => {
    for (const text of ['Martian', '', 'Africa', 'Congolese', 'Dominican', 'Nigerain']) {
      expect(countryCodeOf(text), text).toBeNull();
    }
  });

  it('knows every code the pickers offer', () => {
    const known = new Set(KNOWN_COUNTRY_CODES);
    expect(COUNTRY_CODES.filter((code) => !known.has(code))).toEqual([]);
    for (const code of COUNTRY_CODES) expect(countryCodeOf(code), code).toBe(code);
  });

  it("lists a country's texts for the queue's filter over old free text", () => {
    expect(countryAliases('NG')).toEqual(expect.arrayContaining(['Nigeria', 'Nigerian', 'Nigériane', 'NG']));
    expect(countryAliases('zz')).toEqual([]);
  });
});

describe('nationalityColumns', () => {
  it('keeps the text and adds the code; a bare code is stored as the English name', () => {
    expect(nationalityColumns('nigériane')).toEqual({ nationality: 'nigériane', nationalityCode: 'NG' });
    expect(nationalityColumns('NG')).toEqual({ nationality: 'Nigeria', nationalityCode: 'NG' });
    expect(nationalityColumns('ci')).toEqual({ nationality: 'Côte d’Ivoire', nationalityCode: 'CI' });
    expect(nationalityColumns('Martian')).toEqual({ nationality: 'Martian', nationalityCode: null });
  });
});
