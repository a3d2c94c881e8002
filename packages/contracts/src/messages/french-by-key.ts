import { CONTROL_TEXTS } from '../i18n/control-texts.js';
import { SERVER_TEXTS } from '../i18n/server-texts.js';
import { STUDENT_PAGES } from '../i18n/student-pages.js';
import { STUDENT_FOLLOW_UP } from '../back-office/screens.js';
import {
  ACCOUNT_TOASTS,
  CONTACT_TOASTS,
  MAJORS_PAGE_LINKS,
  MY_APPLICATIONS_COPY,
  NOT_FOUND_PAGE,
  REGISTER_HINTS,
} from '../page-labels.js';
import { MESSAGES_EN } from './keyed.en.js';
import { renderText } from './render.js';
import type { Text } from './text.js';
import { textMaker } from './text-maker.js';

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

/**
 * English catalogues the web reads whose fixed texts the keyed catalogues gather by name (`pages.myApplications`
 * picks MY_APPLICATIONS_COPY's texts): each text is keyed at the first of these paths that has its name.
 */
const GATHERED: readonly [object, readonly string[]][] = [
  [STUDENT_FOLLOW_UP, ['studentPages.followUp', 'pages.followUp']],
  [MY_APPLICATIONS_COPY, ['pages.myApplications']],
  [NOT_FOUND_PAGE, ['pages.notFound']],
  [MAJORS_PAGE_LINKS, ['pages']],
  [ACCOUNT_TOASTS, ['toasts']],
  [CONTACT_TOASTS, ['answers']],
  [REGISTER_HINTS, ['validation']],
];

const frenchOfGathered = (english: object, paths: readonly string[]) =>
  Object.fromEntries(
    Object.entries(english).map(([name, inner]) => {
      const key = paths.map((path) => `${path}.${name}`).find((key) => key in MESSAGES_EN);
      if (key && typeof inner === 'string') return [name, renderText({ key } as Text, 'fr')];
      // A function by the Text it makes; anything else (the 404's code) is the same in French.
      return [name, typeof inner === 'function' ? (frenchMaker(inner) ?? inner) : inner];
    }),
  );

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
  // A text-making function (a count, a label with a value) renders the Text it makes (./text-maker.ts).
  if (typeof english === 'function') return frenchMaker(english) ?? english;
  if (typeof english !== 'object' || english === null) return english;
  if (Array.isArray(english)) return english.map((inner, i) => frenchAt(inner, `${key}.${i}`));
  return Object.fromEntries(Object.entries(english).map(([name, inner]) => [name, frenchAt(inner, `${key}.${name}`)]));
};

/** A function made by `makesText` in French: the Text it makes, rendered by its key. */
const frenchMaker = (english: unknown) => {
  const maker = textMaker(english);
  return maker && ((...args: unknown[]) => renderText(maker(...args) as Text, 'fr'));
};

/**
 * A keyed catalogue (or one of its parts, or a function made by `makesText`) in French, same shape, each text by
 * its key; undefined for any other value.
 */
export function frenchByKey<T>(english: T): T | undefined {
  if (typeof english === 'function') return frenchMaker(english) as T | undefined;
  const gathered = GATHERED.find(([catalogue]) => catalogue === english);
  if (gathered) return frenchOfGathered(gathered[0], gathered[1]) as T;
  const key = typeof english === 'object' && english !== null ? keyOf(english) : undefined;
  return key === undefined ? undefined : (frenchAt(english, key) as T);
}
