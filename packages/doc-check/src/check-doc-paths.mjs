// @ts-check
/**
 * Every link and cited path in the repository leads somewhere: markdown links and images, paths written as
 * inline code in markdown, and paths cited in code comments (with their `#heading` when they point into a
 * markdown file). No document from outside the repository is cited, and the READMEs that list a folder list
 * exactly what it holds. `pnpm lint` runs it; the rules are in docs/architecture.md#cited-paths.
 *
 * Usage: node check-doc-paths.mjs [repository root, default: the current folder]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkProse } from './citations.mjs';
import { commentsOf, hasComments } from './comments.mjs';
import { checkInventories, INVENTORIES } from './inventories.mjs';
import { checkMarkdown } from './markdown.mjs';
import { placeOf } from './place.mjs';
import { readRepository } from './repository.mjs';

/** @import { Repository } from './citations.mjs' */
/** @import { Inventory } from './inventories.mjs' */
/** @typedef {{ file: string, line: number, column: number, message: string }} Problem */

/**
 * Files the check does not read: the lockfile, patches of other projects' code, and text that quotes other
 * projects (their paths are theirs).
 */
const NOT_READ = [/^pnpm-lock\.yaml$/, /^patches\//, /(^|\/)CHANGELOG\.md$/];

/**
 * @param {string} root absolute path of the repository
 * @param {{ inventories?: Inventory[] }} [options]
 * @returns {Promise<Problem[]>}
 */
export async function checkDocPaths(root, { inventories = INVENTORIES } = {}) {
  const repo = readRepository(root);
  const files = [...repo.files].filter((file) => !NOT_READ.some((pattern) => pattern.test(file))).sort();
  const problems = [
    ...(await checkMarkdown(
      repo,
      files.filter((file) => file.endsWith('.md')),
    )),
    ...files.filter(hasComments).flatMap((file) => checkComments(repo, file)),
    ...checkInventories(repo, inventories),
  ];
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/**
 * @param {Repository} repo
 * @param {string} file
 * @returns {Problem[]}
 */
function checkComments(repo, file) {
  const source = readFileSync(path.join(repo.root, file), 'utf8');
  /** @type {Problem[]} */
  const problems = [];
  for (const comment of commentsOf(file, source)) {
    for (const problem of checkProse(repo, file, comment.text)) {
      problems.push({ file, ...placeOf(source, comment.offset + problem.index), message: problem.message });
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? '.');
  const problems = await checkDocPaths(root);
  for (const problem of problems) {
    console.error(`${problem.file}:${problem.line}:${problem.column}  ${problem.message}`);
  }
  if (problems.length > 0) {
    console.error(`\n${problems.length} broken reference(s): see docs/architecture.md#cited-paths for the rules.`);
    process.exitCode = 1;
  }
}
