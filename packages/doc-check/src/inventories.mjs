// @ts-check
/**
 * READMEs that list what their folder holds, kept equal to it. An entry is a list item (or a table row) that
 * starts with a file or folder name as inline code (`errors.ts`, `catalog/`); other items (`<area>.routes.ts`
 * under 'Where code goes') are not entries.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remark } from 'remark';
import { visit } from 'unist-util-visit';

/** @import { Repository } from './citations.mjs' */
/** @import { Problem } from './check-doc-paths.mjs' */

/**
 * @typedef {object} Inventory
 * @property {string} readme the README, relative to the root; the folder it lists is its own
 * @property {'files' | 'folders'} lists files: the folder's own files; folders: its folders, written `name/`
 * @property {RegExp} [except] names in the folder that the README does not list
 */

/** @type {Inventory[]} */
export const INVENTORIES = [
  { readme: 'apps/api/src/plugins/README.md', lists: 'files', except: /\.test\.ts$|\.md$/ },
  { readme: 'apps/api/src/modules/README.md', lists: 'folders' },
  { readme: 'apps/web/src/features/README.md', lists: 'folders' },
];

/**
 * @param {Repository} repo
 * @param {Inventory[]} inventories
 * @returns {Problem[]}
 */
export function checkInventories(repo, inventories) {
  return inventories.flatMap((inventory) => {
    if (!repo.files.has(inventory.readme)) {
      return [{ file: inventory.readme, line: 1, column: 1, message: 'this README is missing' }];
    }
    const folder = path.posix.dirname(inventory.readme);
    const present = new Set(
      (inventory.lists === 'files' ? filesIn(repo, folder) : foldersIn(repo, folder)).filter(
        (name) => !inventory.except?.test(name),
      ),
    );
    const entry = inventory.lists === 'files' ? /^[\w.-]+\.\w+$/ : /^[\w.-]+\/$/;
    const listed = new Map(
      [...listedNames(readFileSync(path.join(repo.root, inventory.readme), 'utf8'))].filter(
        ([name]) => entry.test(name) && !inventory.except?.test(name),
      ),
    );
    /** @type {Problem[]} */
    const problems = [];
    for (const name of present) {
      if (!listed.has(name)) {
        problems.push({
          file: inventory.readme,
          line: 1,
          column: 1,
          message: `'${name}' is in ${folder}/ but not listed here (an entry starting with \`${name}\`)`,
        });
      }
    }
    for (const [name, line] of listed) {
      if (!present.has(name)) {
        problems.push({
          file: inventory.readme,
          line,
          column: 1,
          message: `'${name}' is listed but not in ${folder}/`,
        });
      }
    }
    return problems;
  });
}

/** @param {Repository} repo @param {string} folder */
function filesIn(repo, folder) {
  return [...repo.files].filter((file) => path.posix.dirname(file) === folder).map((file) => path.posix.basename(file));
}

/** @param {Repository} repo @param {string} folder */
function foldersIn(repo, folder) {
  return [...repo.folders]
    .filter((other) => other && path.posix.dirname(other) === folder)
    .map((other) => `${path.posix.basename(other)}/`);
}

/**
 * The names a README lists, with the line of each: the inline code that starts a list item or a table row
 * (remark without GFM reads a table as text, so rows are found by their first cell).
 * @param {string} markdown
 * @returns {Map<string, number>}
 */
export function listedNames(markdown) {
  /** @type {Map<string, number>} */
  const names = new Map();
  visit(remark().parse(markdown), 'listItem', (item) => {
    const paragraph = item.children[0];
    const first = paragraph?.type === 'paragraph' ? paragraph.children[0] : undefined;
    if (first?.type === 'inlineCode') names.set(first.value, first.position?.start.line ?? 1);
  });
  markdown.split('\n').forEach((line, index) => {
    const cell = /^\|\s*`([^`]+)`/.exec(line);
    if (cell?.[1]) names.set(cell[1], index + 1);
  });
  return names;
}
