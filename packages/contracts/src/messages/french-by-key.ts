import { CONTROL_TEXTS } from '../i18n/control-texts.js';
import { SERVER_TEXTS } from '../i18n/server-texts.js';
import { STUDENT_PAGES } from '../i18n/student-pages.js';
import { inFrench, renderText } from './render.js';
import type { Text } from './text.js';

/*
 * The web's catalogues in French by key (docs/decisions/0110-catalogues-by-area.md): the nested catalogues whose
 * texts are keyed by their paths (./keyed.en.ts) are found by identity, so `useText(ACCOUNT_HEADINGS)` reads
 * `pages.headings.login` ("Connexion"), not the French of whichever key first has the English "Login" (the
 * button's "Se connecter"). An object the catalogues hold at two paths takes its first.
 */
const KEYED: readonly [object, string][] = [
  [SERVER_TEXTS, ''],
  [STUDENT_PAGES, 'studentPages'],
  [CONTROL_TEXTS, 'controls'],
];

let keys: Map<object, string> | undefined;
const keyOf = (english: object): string | undefined => {
  if (!keys) {
    const found = new Map<object, string>();
    const note = (node: unknown, key: string) => {
      if (typeof node !== 'object' || node === null) return;
      if (!found.has(node)) found.set(node, key);
      for (const [name, inner] of Object.entries(node)) note(inner, key ? `${key}.${name}` : name);
    };
    for (const [catalogue, key] of KEYED) note(catalogue, key);
    keys = found;
  }
  return keys.get(english);
};

const frenchAt = (english: unknown, key: string): unknown => {
  if (typeof english === 'string') return renderText({ key } as Text, 'fr');
  // A text-making function (a count, a label with a value) renders the Text it records (0106).
  if (typeof english === 'function')
    return (...args: unknown[]) => inFrench((english as (...a: unknown[]) => string)(...args));
  if (typeof english !== 'object' || english === null) return english;
  if (Array.isArray(english)) return english.map((inner, i) => frenchAt(inner, `${key}.${i}`));
  return Object.fromEntries(Object.entries(english).map(([name, inner]) => [name, frenchAt(inner, `${key}.${name}`)]));
};

/** A keyed catalogue (or one of its parts) in French, same shape, each text by its key; undefined for any other value. */
export function frenchByKey<T>(english: T): T | undefined {
  const key = typeof english === 'object' && english !== null ? keyOf(english) : undefined;
  return key === undefined ? undefined : (frenchAt(english, key) as T);
}
