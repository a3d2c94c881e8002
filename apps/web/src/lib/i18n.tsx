import {
  createContext,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  DEFAULT_LOCALE,
  SITE_TEXTS,
  SHELL_TOASTS,
  localeOfTag,
  localizedPath,
  splitLocalePath,
  type Locale,
  type Text,
  type Translation,
} from '@studychina/contracts';
import type * as FrenchModule from '@studychina/contracts/fr';
import type * as FrenchMessagesModule from '@studychina/contracts/fr-messages';
import { setRequestLanguage } from './api';
import { saveLocaleChoice, savedLocaleChoice } from './locale-choice';

/*
 * The site's language (issue 17, docs/decisions/0080-i18n-typed-dictionaries.md): a typed dictionary and
 * this small provider. English is in the first download (the texts were there already); French is one
 * lazy chunk (`@studychina/contracts/fr`) that only French visitors load.
 */

type French = typeof FrenchModule;
let french: French | null = null;
/**
 * Loads the French site texts once (main.tsx awaits them before the first render of a French visit), and
 * the French of messages too when `withMessages`: a pre-rendered French page whose first render needs them
 * (its HTML says so and preloads both: scripts/prerender.mjs), so hydration finds the same texts.
 */
export async function loadFrench(withMessages = false): Promise<French> {
  const [texts] = await Promise.all([
    import('@studychina/contracts/fr'),
    withMessages ? loadFrenchMessages() : undefined,
  ]);
  french ??= texts;
  return french;
}
type FrenchMessages = typeof FrenchMessagesModule;
let frenchMessages: FrenchMessages | null = null;
/**
 * The French of messages (toasts, validation, the texts of the app's other pages: 13 chunks, ~33 KB to send).
 * A pre-rendered page does not need them to show or hydrate (docs/decisions/0088-french-pages-hydrate-with-their-own-texts.md),
 * so LocaleProvider loads them when they are first asked for or on the visitor's first action, not on every
 * French visit (docs/decisions/0104-french-from-the-first-response.md).
 */
export async function loadFrenchMessages(): Promise<FrenchMessages> {
  frenchMessages ??= await import('@studychina/contracts/fr-messages');
  // The same module renders French Texts: once it is in, they render at once.
  renderers.fr ??= frenchMessages.renderFrench;
  return frenchMessages;
}

type Render = (text: Text) => string;
const renderers: Partial<Record<Locale, Render>> = {};
/**
 * What renders a Text (a key and its values: a check's error, docs/decisions/0109-checks-raise-texts.md) in
 * `locale`: the English catalogue's formatter, or the French of messages. A lazy chunk each, loaded the first
 * time a page shows a Text (a form's error), so no page's first download carries a formatter.
 */
export async function loadTextRenderer(locale: Locale): Promise<Render> {
  renderers[locale] ??=
    locale === 'fr'
      ? (await import('@studychina/contracts/fr-messages')).renderFrench
      : (await import('@studychina/contracts/messages-en')).renderEnglish;
  return renderers[locale];
}

/** Whether Texts in `locale` render at once (else loadTextRenderer first). */
export const hasTextRenderer = (locale: Locale): boolean => Boolean(renderers[locale]);

/** The visitor's saved choice (lib/locale-choice.ts), else the browser's language (`fr-*` → French), else English. */
export function initialLocale(): Locale {
  const saved = savedLocaleChoice();
  if (saved) return saved;
  return typeof navigator !== 'undefined' && localeOfTag(navigator.language) === 'fr' ? 'fr' : DEFAULT_LOCALE;
}

/**
 * The language of this visit: the address decides (/fr/... French, others English:
 * docs/decisions/0085-french-pages-under-fr.md). A visitor who prefers French (initialLocale) arriving at an
 * English address is moved to its French one: a page of the app's shell in place (history), a pre-rendered
 * English page by loading the pre-rendered French one (then null: nothing to start here). The server already
 * sends such a visitor from a public English page to its French twin (decision 0104), so the second case is
 * only a choice made before the cookie existed. Crawlers (no choice, an English browser) are never moved.
 */
export function localeOfVisit(prerendered: boolean): Locale | null {
  const { locale, path } = splitLocalePath(window.location.pathname);
  if (locale === 'fr' || initialLocale() === 'en') return locale;
  const french = localizedPath(path, 'fr') + window.location.search + window.location.hash;
  if (prerendered) {
    window.location.replace(french);
    return null;
  }
  history.replaceState(history.state, '', french);
  return 'fr';
}

export interface LocaleState {
  locale: Locale;
  /**
   * A text made at run time in the current language: a Text (a check's error, by its key: decision 0109), or a
   * string shown as written (a server answer, already in the request's language; a name). Texts of contracts'
   * catalogues come through useText, by their keys: nothing here reads an English text to find its French
   * (docs/decisions/0116-texts-by-key-to-the-end.md).
   */
  msg(text: Text | string): string;
  /** Switches the language; `remember: false` (the address changed by back/forward) leaves the saved choice alone. */
  setLocale(locale: Locale, options?: { remember?: boolean }): Promise<void>;
}

/**
 * The context also carries what only useText hands out: the French of the catalogues shipped with the shell (the
 * site texts and the toasts, loaded before a French visit's first render), and, once the French of messages is
 * in, the French of keyed catalogues by their keys (docs/decisions/0110-catalogues-by-area.md); else a way to
 * ask for it.
 */
interface LocaleContextValue extends LocaleState {
  shell?: French;
  byKey?: FrenchMessages['frenchByKey'];
  requestMessages?: () => void;
}

const FIRST_ACTIONS = ['pointerdown', 'keydown'] as const;
/** A Text in `locale` once its renderer is in ('' until then: `request` loads it and the page renders again). */
const renderIn = (
  loaded: Partial<Record<Locale, Render>>,
  locale: Locale,
  text: Text,
  request: (locale: Locale) => void,
): string => {
  // What loaded since this render (a handler awaiting loadTextRenderer) renders too.
  const render = loaded[locale] ?? renderers[locale];
  if (render) return render(text);
  request(locale);
  return '';
};
const ENGLISH: LocaleContextValue = {
  locale: 'en',
  msg: (text) =>
    typeof text === 'string' ? text : renderIn(renderers, 'en', text, (locale) => void loadTextRenderer(locale)),
  setLocale: async () => {},
};
const LocaleContext = createContext<LocaleContextValue>(ENGLISH);

/** `initial` must already be loaded when it is French (main.tsx awaits loadFrench()). */
export function LocaleProvider({ initial = DEFAULT_LOCALE, children }: { initial?: Locale; children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initial === 'fr' && !french ? DEFAULT_LOCALE : initial);
  // Already loaded when a pre-rendered French page needs the messages for its first render (main.tsx).
  const [translate, setTranslate] = useState<FrenchMessages | null>(() => frenchMessages);

  // The Text renderers loaded so far: one arriving renders again the texts shown meanwhile ('').
  const [loaded, setLoaded] = useState(() => ({ ...renderers }));
  const requestRenderer = useCallback((wanted: Locale) => {
    void loadTextRenderer(wanted).then(() => setLoaded({ ...renderers }));
  }, []);

  const requested = useRef(false);
  /** Starts loading the French of messages, once; the texts asked for meanwhile stay English until they are in. */
  const requestMessages = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void loadFrenchMessages().then(setTranslate);
  }, []);

  useEffect(() => {
    document.documentElement.lang = locale;
    setRequestLanguage(locale);
    if (locale !== 'fr' || translate) return;
    // The visitor's first press or key: what follows (a toast, a form's errors) is then likely in French.
    const options = { capture: true, passive: true } as const;
    for (const name of FIRST_ACTIONS) window.addEventListener(name, requestMessages, options);
    return () => {
      for (const name of FIRST_ACTIONS) window.removeEventListener(name, requestMessages, options);
    };
  }, [locale, translate, requestMessages]);

  const setLocale = useCallback(async (next: Locale, { remember = true } = {}) => {
    if (next === 'fr') await loadFrench();
    if (remember) saveLocaleChoice(next);
    // At once, not in the effect: the caller's next request (PUT /user/locale) is in the new language.
    setRequestLanguage(next);
    setLocaleState(next);
  }, []);

  const value = useMemo<LocaleContextValue>(
    () =>
      locale === 'fr' && french
        ? {
            locale,
            shell: french,
            byKey: translate?.frenchByKey,
            // Asked for before they are in (a page of the app): loaded now, the page's English meanwhile.
            requestMessages: translate ? undefined : requestMessages,
            msg: (text: Text | string) =>
              typeof text === 'string' ? text : renderIn(loaded, 'fr', text, requestRenderer),
            setLocale,
          }
        : {
            ...ENGLISH,
            msg: (text: Text | string) =>
              typeof text === 'string' ? text : renderIn(loaded, 'en', text, requestRenderer),
            setLocale,
          },
    [locale, setLocale, translate, requestMessages, requestRenderer, loaded],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The language and its switch (and msg for a text made at run time); texts come through useText. */
export function useLocale(): LocaleState {
  const { locale, msg, setLocale } = useContext(LocaleContext);
  return { locale, msg, setLocale };
}

/**
 * `english` in French by its keys: a catalogue shipped with the shell at once, a keyed one (or a function that
 * makes a Text by its key: contracts' `makesText`) once the French of messages is in, English until then. A
 * catalogue known to neither stays English: nothing finds a text's French by its English.
 */
function frenchOf<T>(english: T, value: LocaleContextValue): T {
  if (value.shell && english === SITE_TEXTS) return value.shell.SITE_TEXTS_FR as T;
  if (value.shell && english === SHELL_TOASTS) return value.shell.SHELL_TOASTS_FR as T;
  if (value.byKey) {
    const french = value.byKey(english);
    if (french === undefined && import.meta.env.DEV) console.error('useText: not a keyed catalogue', english);
    return french ?? english;
  }
  value.requestMessages?.();
  return english;
}

/*
 * A content page's first-render texts in the visitor's language (issue 17): the content pages' bodies, the
 * contact page's cards and form. Each page's English comes with its own lazy chunk; its French is one more
 * small chunk that only French visits of that page load (a pre-rendered French page preloads it:
 * scripts/prerender.mjs). The page waits for it under Layout's Suspense, so hydration leaves the
 * pre-rendered French HTML in place until the texts are there, and no English flashes. Here, in the entry
 * (a few lines), so that the pages sharing it do not need one more chunk before they hydrate
 * (docs/decisions/0088-french-pages-hydrate-with-their-own-texts.md).
 */
const contentFrench = new Map<object, Promise<unknown>>();

/**
 * THE one way for the web to get a text (issue 27, docs/decisions/0108-one-way-to-get-a-text.md): give it an
 * English catalogue of contracts (SITE_TEXTS, a page's labels, a keyed catalogue's part, a function making a
 * text, a content page's texts) and it returns the same shape in the current language, e.g.
 * `const labels = useText(ACCOUNT_LABELS)`. Every text is found by its key, never by its English
 * (docs/decisions/0116-texts-by-key-to-the-end.md). The loading strategy is chosen here, not by the caller:
 * - SITE_TEXTS and SHELL_TOASTS: their French ships with the shell (`@studychina/contracts/fr`), which main.tsx
 *   loads before the first render, so they show at once in both languages;
 * - with `loadFrench` (a content page's own French chunk): waits for it under Suspense, so a pre-rendered
 *   French page hydrates with its own texts (decision 0088);
 * - anything else: a keyed catalogue (SERVER_TEXTS' parts, STUDENT_PAGES, CONTROL_TEXTS, the catalogues they
 *   gather by name) through the French of messages by its keys, loaded lazily (decision 0104); English meanwhile.
 * English passes through untouched.
 */
export function useText<T>(english: T, loadFrench?: () => Promise<Translation<T & object>>): T {
  const value = useContext(LocaleContext);
  const { locale } = value;
  const lazy = locale !== 'en' && !loadFrench;
  const translated = useMemo(() => (lazy ? frenchOf(english, value) : english), [lazy, english, value]);
  if (!loadFrench) return translated;
  if (locale !== 'fr') return english;
  const key = english as object;
  let french = contentFrench.get(key);
  if (!french) contentFrench.set(key, (french = loadFrench()));
  return use(french) as T;
}
