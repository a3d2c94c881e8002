import {
  CONTROL_TEXTS,
  FIELD_LABELS,
  FORM_TEXTS,
  NOT_FOUND_PAGE_TITLE,
  NOT_FOUND_PAGE_TITLE_FR,
  SERVER_TEXTS,
  SERVER_TEXTS_FR,
  SITE_PAGES,
  SITE_PAGES_FR,
  SITE_TEXTS,
  STUDENT_PAGES,
  requiredMessage,
} from '@studychina/contracts';
import { FORM_TEXTS_FR } from '@studychina/contracts/fr-form';
import { frenchByKey } from '@studychina/contracts/fr-messages';
import { SITE_TEXTS_FR } from '@studychina/contracts/fr';
import { CONTENT_PAGES } from '@studychina/contracts/content-pages';
import { CONTENT_PAGES_FR } from '@studychina/contracts/content-pages-fr';

/*
 * "No English left on a French page" (issue 17): the judge the French browser journey
 * (e2e/french.spec.ts, through e2e/no-english.ts) applies to each page's visible text. Two checks:
 *
 * 1. Catalogue: every English text of contracts' catalogues that differs from its French counterpart
 *    (and that no French text contains, e.g. "Study in China") must not appear. A text of two words or
 *    more is looked for anywhere in a line; a single word only as a whole line (a button, a label), since
 *    "Phone" may hide inside other words and a lone English word is often a French one too.
 * 2. Uncatalogued English (a text written in a component and never put in contracts): a line holding two
 *    or more English-only words: function words ("the", "your", "please", ...) and the commonest words of
 *    controls' labels ("Digit 1 of 6"), none of which French uses; or a short label (three words at most)
 *    with one of those control words ("Show", "Remove file").
 *
 * Allowed (removed before judging): the texts the caller passes (data from the database stays in the
 * language it was entered in: majors' names and descriptions, the home page's highlights; people's and
 * places' names the journey typed), e-mail addresses and web addresses. Numbers and dates are never
 * English sentences, so they need no rule.
 */

export interface EnglishText {
  /** The English text, spaces normalised. */
  english: string;
  /** Where it comes from (catalogue key path), for the report. */
  where: string;
}

export interface Finding {
  /** The line of the page (or attribute value) where English was found. */
  line: string;
  /** The English catalogue text found in it, or the English words that betray an uncatalogued text. */
  english: string;
  where: string;
}

/** Spaces of every kind (French puts narrow no-break spaces before « : ! ? ») as one space; curly quotes as straight ones. */
export const normalise = (text: string) =>
  text
    .replace(/[\u00a0\u202f\u2007\u2009]/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const hasLetter = (text: string) => /\p{L}/u.test(text);
const isOneWord = (text: string) => !/\s/.test(text);

/**
 * English-only function words: none is a French word (so "a", "on", "or", "an", "as", "pour", "in"... are
 * left out: "an" is a year, "or" gold and "but" a goal in French).
 */
const ENGLISH_WORDS = new Set(
  'the and your you with please this that these those is are was were of to for from have has had will would we our my their be been being not can cannot could should must which what who how when where here there it its into than then they them he she his her by about after before while'.split(
    ' ',
  ),
);
/** English-only words of controls' labels (not "menu", "page", "file", "contact": French has them too). */
const ENGLISH_UI_WORDS = new Set(
  'digit step close open show hide remove delete upload uploaded download loading next previous back search submit choose select add edit save cancel required optional'.split(
    ' ',
  ),
);

/** A catalogue's texts: [key path, English, French] for every pair (text-making functions: see templatePairs). */
function pairsWithPaths<T>(english: T, french: unknown, path: string): [string, string, string][] {
  if (typeof english === 'string') return typeof french === 'string' ? [[path, english, french]] : [];
  if (typeof english === 'function' && typeof french === 'function') return templatePairs(english, french, path);
  if (typeof english !== 'object' || english === null || typeof french !== 'object' || french === null) return [];
  return Object.keys(english).flatMap((key) =>
    pairsWithPaths(
      (english as Record<string, unknown>)[key],
      (french as Record<string, unknown>)[key],
      path ? `${path}.${key}` : key,
    ),
  );
}

/**
 * A text-making function's fixed words: called with marker numbers (every catalogue function takes numbers
 * or texts, and a number reads as either), its English is cut at the markers; each piece is a text to
 * look for, e.g. `Show slide 9001: 9002` → "Show slide".
 */
function templatePairs(english: unknown, french: unknown, path: string): [string, string, string][] {
  const en = english as (...args: number[]) => string;
  const fr = french as (...args: number[]) => string;
  const args = Array.from({ length: Math.max(en.length, 1) }, (_, i) => 9001 + i);
  let made: [string, string];
  try {
    made = [en(...args), fr(...args)];
  } catch {
    return [];
  }
  if (typeof made[0] !== 'string' || typeof made[1] !== 'string') return [];
  const frenchText = made[1];
  return made[0]
    .split(/9\d\d\d/)
    .map((piece) => piece.replace(/^[\s:,.()]+|[\s:,.()]+$/g, ''))
    .filter((piece) => piece.includes(' ') && hasLetter(piece))
    .map((piece) => [path, piece, frenchText.includes(piece) ? piece : '']);
}

/** English texts of the catalogues given as [name, English, French] triples, without those French shares. */
export function englishTexts(catalogues: [name: string, english: unknown, french: unknown][]): EnglishText[] {
  const triples = catalogues.flatMap(([name, en, fr]) => pairsWithPaths(en, fr, name));
  const frenchTexts = triples.map(([, , fr]) => normalise(fr));
  const frenchSet = new Set(frenchTexts);
  const seen = new Set<string>();
  const out: EnglishText[] = [];
  for (const [where, en, fr] of triples) {
    const english = normalise(en);
    if (!hasLetter(english) || english === normalise(fr) || frenchSet.has(english) || seen.has(english)) continue;
    // A multi-word English text that a French one contains is shared by both (a name, a brand).
    if (!isOneWord(english) && frenchTexts.some((text) => containsWords(text, english))) continue;
    seen.add(english);
    out.push({ english, where });
  }
  return out.sort((a, b) => b.english.length - a.english.length);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `needle` in `haystack`, not as part of a longer word (Unicode letters, so "é" counts as a letter). */
function containsWords(haystack: string, needle: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(needle)}(?![\\p{L}\\p{N}])`, 'u').test(haystack);
}

/** Removes every allowed text, e-mail address and web address from a line. */
function withoutAllowed(line: string, allowed: string[]): string {
  let rest = line
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\bwww\.\S+/g, ' ');
  for (const text of allowed) if (text) rest = rest.split(text).join(' ');
  return normalise(rest);
}

/**
 * Every English text found in `lines` (the page's visible text and its controls' labels; each may hold
 * several lines), judged against `english` (englishTexts()). `allowed`: texts that may stay English
 * (data from the database, names).
 */
export function findEnglish(lines: string[], english: EnglishText[], allowed: string[] = []): Finding[] {
  const keep = [...new Set(allowed.map(normalise).filter(Boolean))].sort((a, b) => b.length - a.length);
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const report = (finding: Finding) => {
    const key = `${finding.line}\u0000${finding.english}`;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push(finding);
  };
  const all = lines
    .flatMap((chunk) => chunk.split('\n'))
    .map(normalise)
    .filter(hasLetter);
  for (const original of all) {
    let line = withoutAllowed(original, keep);
    if (!hasLetter(line)) continue;
    const bare = line.replace(/[\s*:!?.…]+$/u, '');
    // Longest first; a text found is blanked, so "Passport Number is required" is not reported again as "Passport Number".
    for (const text of english) {
      if (isOneWord(text.english) ? bare === text.english : containsWords(line, text.english)) {
        report({ line: original, english: text.english, where: text.where });
        line = line.split(text.english).join(' ');
      }
    }
    const words = line.toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];
    const betraying = words.filter((word) => ENGLISH_WORDS.has(word) || ENGLISH_UI_WORDS.has(word));
    // Two English-only words, or one control word in a short label ("Show", "Remove file").
    if (betraying.length >= 2 || (words.length <= 3 && words.some((word) => ENGLISH_UI_WORDS.has(word))))
      report({ line: original, english: [...new Set(betraying)].join(', '), where: 'English words (uncatalogued)' });
  }
  return findings;
}

/**
 * The English of contracts' catalogues (docs/decisions/0080-i18n-typed-dictionaries.md): the shell and
 * home texts, the server's and pages' texts, the application form's, the student's pages' (French from
 * their keys, as the web reads them: docs/decisions/0106-keyed-icu-messages.md), the "is required" text of
 * every form field (a keyed message with the field's label) and the pages' titles (SITE_PAGES and their French, SITE_PAGES_FR).
 */
export function siteEnglishTexts(): EnglishText[] {
  const required = Object.keys(FIELD_LABELS).map((name) => requiredMessage(name));
  const titles = [...SITE_PAGES.map((page) => page.title), NOT_FOUND_PAGE_TITLE];
  const frenchTitles = [...SITE_PAGES.map((page) => SITE_PAGES_FR[page.path]?.title ?? ''), NOT_FOUND_PAGE_TITLE_FR];
  return englishTexts([
    ['SITE_TEXTS', SITE_TEXTS, SITE_TEXTS_FR],
    ['SERVER_TEXTS', SERVER_TEXTS, SERVER_TEXTS_FR],
    ['FORM_TEXTS', FORM_TEXTS, FORM_TEXTS_FR],
    ['STUDENT_PAGES', STUDENT_PAGES, frenchByKey(STUDENT_PAGES)],
    ['CONTROL_TEXTS', CONTROL_TEXTS, frenchByKey(CONTROL_TEXTS)],
    ['CONTENT_PAGES', CONTENT_PAGES, CONTENT_PAGES_FR],
    ['requiredMessage', required, required.map(() => '')],
    ['SITE_PAGES', titles, frenchTitles],
  ]);
}

/** A readable list of findings for a failing assertion. */
export const describeFindings = (findings: Finding[]) =>
  findings.map((f) => `  "${f.line}"\n      English: "${f.english}" (${f.where})`).join('\n');
