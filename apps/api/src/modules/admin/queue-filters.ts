import type { PrismaClient } from '@studychina/db';
import { countryAliases, countryCodeOf } from '../../lib/countries.js';
import { NATIONALITY_KEYS_SQL, type NationalityMatch } from './queue-sql.js';

type Db = Pick<PrismaClient, '$queryRawUnsafe'>;

/**
 * The nationality filter (docs/decisions/0096-nationality-as-a-country.md): a code (`NG`) or any text naming
 * a country ("Nigerian", "nigériane") is that country: its code, or, for applications stored before codes
 * (or by a path that gave none), a free text naming it. Other text is compared by its letters and digits,
 * without case or accents. The texts' keys are computed by the database, as its trigger keeps
 * "nationalityKey", once per country and kept: they never change while the process runs.
 */
const keysByCode = new Map<string, string[]>();

async function keysOf(db: Db, texts: readonly string[]): Promise<string[]> {
  const [row] = await db.$queryRawUnsafe<Array<{ keys: string[] }>>(NATIONALITY_KEYS_SQL, texts);
  return row?.keys ?? [];
}

export async function resolveNationality(db: Db, text: string | undefined): Promise<NationalityMatch | undefined> {
  if (!text) return undefined;
  const code = countryCodeOf(text);
  if (!code) return { key: (await keysOf(db, [text]))[0] ?? '' };
  let keys = keysByCode.get(code);
  if (!keys) {
    keys = await keysOf(db, countryAliases(code));
    keysByCode.set(code, keys);
  }
  return { code, keys };
}

/**
 * A search that looks like a phone number ("+234 803 123 4567", "0803-123-4567"): its digits, without the
 * leading zeros of a national number, so "0803 123 4567" finds "+2348031234567". The search column holds
 * each phone's digits. Undefined for any other search (a name, an e-mail, a passport number with letters).
 */
export function searchDigits(q: string | undefined): string | undefined {
  if (!q || !/^[+\d\s().-]+$/.test(q)) return undefined;
  const digits = q.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 4 ? digits : undefined;
}
