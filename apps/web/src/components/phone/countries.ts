/**
 * A compact country list for the phone picker: ISO code, international dialling code, English name, as
 * one packed string (docs/decisions/0015-small-hand-written-ui.md). Flags are derived from the ISO code (regional-indicator emoji).
 *
 * Caribbean and Pacific members of the North American plan carry their area code (Jamaica 1876), so a
 * pasted "+1 876 ..." finds Jamaica. Chinese territories follow the naming used by Chinese universities.
 */
const PACKED =
  'af93Afghanistan|al355Albania|dz213Algeria|as1684American Samoa|ad376Andorra|ao244Angola|ai1264Anguilla|' +
  'ag1268Antigua and Barbuda|ar54Argentina|am374Armenia|aw297Aruba|au61Australia|at43Austria|az994Azerbaijan|' +
  'bs1242Bahamas|bh973Bahrain|bd880Bangladesh|bb1246Barbados|by375Belarus|be32Belgium|bz501Belize|bj229Benin|' +
  'bm1441Bermuda|bt975Bhutan|bo591Bolivia|ba387Bosnia and Herzegovina|bw267Botswana|br55Brazil|' +
  'vg1284British Virgin Islands|bn673Brunei|bg359Bulgaria|bf226Burkina Faso|bi257Burundi|kh855Cambodia|' +
  'cm237Cameroon|ca1Canada|cv238Cape Verde|bq599Caribbean Netherlands|ky1345Cayman Islands|' +
  'cf236Central African Republic|td235Chad|cl56Chile|cn86China|co57Colombia|km269Comoros|cg242Congo|' +
  'cd243Congo (DRC)|ck682Cook Islands|cr506Costa Rica|ci225Côte d’Ivoire|hr385Croatia|cu53Cuba|cw599Curaçao|' +
  'cy357Cyprus|cz420Czechia|dk45Denmark|dj253Djibouti|dm1767Dominica|do1809Dominican Republic|ec593Ecuador|' +
  'eg20Egypt|sv503El Salvador|gq240Equatorial Guinea|er291Eritrea|ee372Estonia|sz268Eswatini|et251Ethiopia|' +
  'fk500Falkland Islands|fo298Faroe Islands|fj679Fiji|fi358Finland|fr33France|gf594French Guiana|' +
  'pf689French Polynesia|ga241Gabon|gm220Gambia|ge995Georgia|de49Germany|gh233Ghana|gi350Gibraltar|gr30Greece|' +
  'gl299Greenland|gd1473Grenada|gp590Guadeloupe|gu1671Guam|gt502Guatemala|gn224Guinea|gw245Guinea-Bissau|' +
  'gy592Guyana|ht509Haiti|hn504Honduras|hk852Hong Kong SAR, China|hu36Hungary|is354Iceland|in91India|' +
  'id62Indonesia|ir98Iran|iq964Iraq|ie353Ireland|il972Israel|it39Italy|jm1876Jamaica|jp81Japan|jo962Jordan|' +
  'kz7Kazakhstan|ke254Kenya|ki686Kiribati|xk383Kosovo|kw965Kuwait|kg996Kyrgyzstan|la856Laos|lv371Latvia|' +
  'lb961Lebanon|ls266Lesotho|lr231Liberia|ly218Libya|li423Liechtenstein|lt370Lithuania|lu352Luxembourg|' +
  'mo853Macao SAR, China|mg261Madagascar|mw265Malawi|my60Malaysia|mv960Maldives|ml223Mali|mt356Malta|' +
  'mh692Marshall Islands|mq596Martinique|mr222Mauritania|mu230Mauritius|yt262Mayotte|mx52Mexico|' +
  'fm691Micronesia|md373Moldova|mc377Monaco|mn976Mongolia|me382Montenegro|ms1664Montserrat|ma212Morocco|' +
  'mz258Mozambique|mm95Myanmar|na264Namibia|nr674Nauru|np977Nepal|nl31Netherlands|nc687New Caledonia|' +
  'nz64New Zealand|ni505Nicaragua|ne227Niger|ng234Nigeria|nu683Niue|kp850North Korea|mk389North Macedonia|' +
  'mp1670Northern Mariana Islands|no47Norway|om968Oman|pk92Pakistan|pw680Palau|ps970Palestine|pa507Panama|' +
  'pg675Papua New Guinea|py595Paraguay|pe51Peru|ph63Philippines|pl48Poland|pt351Portugal|pr1787Puerto Rico|' +
  'qa974Qatar|re262Réunion|ro40Romania|ru7Russia|rw250Rwanda|bl590Saint Barthélemy|sh290Saint Helena|' +
  'kn1869Saint Kitts and Nevis|lc1758Saint Lucia|mf590Saint Martin|pm508Saint Pierre and Miquelon|' +
  'vc1784Saint Vincent and the Grenadines|ws685Samoa|sm378San Marino|st239São Tomé and Príncipe|' +
  'sa966Saudi Arabia|sn221Senegal|rs381Serbia|sc248Seychelles|sl232Sierra Leone|sg65Singapore|' +
  'sx1721Sint Maarten|sk421Slovakia|si386Slovenia|sb677Solomon Islands|so252Somalia|za27South Africa|' +
  'kr82South Korea|ss211South Sudan|es34Spain|lk94Sri Lanka|sd249Sudan|sr597Suriname|se46Sweden|' +
  'ch41Switzerland|sy963Syria|tw886Taiwan, China|tj992Tajikistan|tz255Tanzania|th66Thailand|tl670Timor-Leste|' +
  'tg228Togo|tk690Tokelau|to676Tonga|tt1868Trinidad and Tobago|tn216Tunisia|tr90Türkiye|tm993Turkmenistan|' +
  'tc1649Turks and Caicos Islands|tv688Tuvalu|vi1340U.S. Virgin Islands|ug256Uganda|ua380Ukraine|' +
  'ae971United Arab Emirates|gb44United Kingdom|us1United States|uy598Uruguay|uz998Uzbekistan|vu678Vanuatu|' +
  'va39Vatican City|ve58Venezuela|vn84Vietnam|wf681Wallis and Futuna|eh212Western Sahara|ye967Yemen|' +
  'zm260Zambia|zw263Zimbabwe';

export interface Country {
  /** ISO 3166-1 alpha-2, lower case ('cn'), as the API's countryInfo.countryCode expects. */
  code: string;
  /** Without '+' ('86'). */
  dialCode: string;
  name: string;
}

export const COUNTRIES: readonly Country[] = PACKED.split('|').map((entry) => {
  const [, code = '', dialCode = '', name = ''] = /^([a-z]{2})(\d+)(.+)$/.exec(entry) ?? [];
  return { code, dialCode, name };
});

/** Owner of a dialling code shared by several countries, used when a pasted number names only the code. */
const MAIN_FOR_SHARED_CODE: Record<string, string> = {
  '1': 'us',
  '7': 'ru',
  '39': 'it',
  '212': 'ma',
  '262': 're',
  '590': 'gp',
  '599': 'cw',
};

const BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));

export function findCountry(code: string): Country | undefined {
  return BY_CODE.get(code.toLowerCase());
}

/**
 * The country whose dialling code starts `digits` (the longest match wins, so 1876 beats 1); the
 * current country is kept when it matches, so a Canadian pasting +1 stays Canadian.
 */
export function countryForInternationalDigits(digits: string, current?: string): Country | undefined {
  const currentCountry = current ? findCountry(current) : undefined;
  let best: Country | undefined;
  for (const country of COUNTRIES) {
    if (!digits.startsWith(country.dialCode)) continue;
    if (!best || country.dialCode.length > best.dialCode.length) best = country;
  }
  if (!best) return undefined;
  if (currentCountry?.dialCode === best.dialCode) return currentCountry;
  const main = MAIN_FOR_SHARED_CODE[best.dialCode];
  return main ? findCountry(main) : best;
}

/** 'cn' -> 🇨🇳 (two regional-indicator symbols). Android and iOS draw a flag; Windows shows the letters. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
}
