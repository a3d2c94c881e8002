// @ts-check
/** The comments of a source file, each with where its text starts, by the file's kind. */
import path from 'node:path';
import { parse } from '@typescript-eslint/typescript-estree';

/** @typedef {{ text: string, offset: number }} Comment  `offset`: where `text` starts in the file */

const SCRIPT = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']);
/** Files whose comments start with '#' (shell, YAML, TOML, Docker, env files). */
const HASH = new Set(['.sh', '.yml', '.yaml', '.toml']);
const HASH_NAMES = new Set(['Dockerfile', 'Caddyfile', '.env.example', '.gitignore', '.dockerignore', 'run']);

/**
 * Which files have comments the check reads: scripts through TypeScript's own parser (strings, templates and
 * regular expressions are never mistaken for comments), the rest by their comment syntax.
 * @param {string} file
 * @returns {boolean}
 */
export function hasComments(file) {
  return commentReader(file) !== undefined;
}

/**
 * @param {string} file
 * @param {string} source
 * @returns {Comment[]}
 */
export function commentsOf(file, source) {
  return commentReader(file)?.(source) ?? [];
}

/** @param {string} file */
function commentReader(file) {
  const ext = path.posix.extname(file);
  if (SCRIPT.has(ext)) return (/** @type {string} */ source) => scriptComments(source, ext);
  if (ext === '.css') return blockComments;
  if (ext === '.html') return htmlComments;
  if (ext === '.prisma') return (/** @type {string} */ source) => lineComments(source, /\/\/.*$/gm);
  if (ext === '.sql') return (/** @type {string} */ source) => lineComments(source, /--.*$/gm);
  if (HASH.has(ext) || HASH_NAMES.has(path.posix.basename(file))) {
    return (/** @type {string} */ source) => lineComments(source, /(?<=^|\s)#.*$/gm);
  }
  return undefined;
}

/**
 * @param {string} source
 * @param {string} ext
 * @returns {Comment[]}
 */
function scriptComments(source, ext) {
  const ast = parse(source, { comment: true, range: true, jsx: ext === '.tsx' || ext === '.jsx' });
  return (ast.comments ?? []).map((comment) => ({ text: comment.value, offset: comment.range[0] + 2 }));
}

/** @param {string} source @returns {Comment[]} */
function blockComments(source) {
  return [...source.matchAll(/\/\*([\s\S]*?)\*\//g)].map((m) => ({ text: m[1] ?? '', offset: m.index + 2 }));
}

/** @param {string} source @returns {Comment[]} */
function htmlComments(source) {
  return [...source.matchAll(/<!--([\s\S]*?)-->/g)].map((m) => ({ text: m[1] ?? '', offset: m.index + 4 }));
}

/**
 * @param {string} source
 * @param {RegExp} pattern matches a comment from its marker to the end of its line
 * @returns {Comment[]}
 */
function lineComments(source, pattern) {
  return [...source.matchAll(pattern)].map((m) => ({ text: m[0], offset: m.index }));
}
