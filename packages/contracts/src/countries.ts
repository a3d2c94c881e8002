// The countries a nationality can name (docs/decisions/0096-nationality-as-a-country.md), free of zod and of
// any names: the browser names each code in the page's language (Intl.DisplayNames), so only these codes
// travel in the form's chunk (about 750 bytes). The API recognises names and demonyms with the
// world-countries data, whose codes these are (a test keeps the two equal), less the places nobody is a
// national of (Antarctica, Bouvet, Heard and McDonald, South Georgia, the French Southern Lands, the US
// Minor Outlying Islands, the British Indian Ocean Territory).

/** ISO 3166-1 alpha-2 codes, in alphabetical order. */
export const COUNTRY_CODES: readonly string[] = `
AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW
BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES
ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL
IM IN IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA
MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU
NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL
SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE
VG VI VN VU WF WS XK YE YT ZA ZM ZW`
  .trim()
  .split(/\s+/);

const CODES = new Set(COUNTRY_CODES);
export const isCountryCode = (text: string): boolean => CODES.has(text);

/**
 * Offered first by the pickers: most of the consultancy's students are from these (docs/product.md#overview:
 * Nigeria, and francophone Côte d'Ivoire, Senegal, Cameroon).
 */
export const FREQUENT_COUNTRIES = ['NG', 'CI', 'SN', 'CM'] as const;
