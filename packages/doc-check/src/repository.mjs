// @ts-check
/** The files of the repository as the check sees them: what git tracks, plus new files it does not ignore. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { remark } from 'remark';
import { visit } from 'unist-util-visit';

/** @import { Repository } from './citations.mjs' */

/**
 * @param {string} root absolute path of a git work tree
 * @returns {Repository}
 */
export function readRepository(root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file))); // a deletion not yet committed is gone
  const files = new Set(listed);
  const folders = new Set(['']);
  /** @type {Map<string, string>} */
  const byTail = new Map();
  /** @param {string} full @param {string} suffix */
  const addTails = (full, suffix) => {
    const segments = full.split('/');
    for (let start = segments.length - 1; start >= 0; start -= 1) {
      const tail = segments.slice(start).join('/') + suffix;
      if (!byTail.has(tail)) byTail.set(tail, full);
    }
  };
  for (const file of files) {
    addTails(file, '');
    for (let folder = path.posix.dirname(file); folder !== '.'; folder = path.posix.dirname(folder)) {
      if (folders.has(folder)) break;
      folders.add(folder);
      addTails(folder, '/');
    }
  }
  const topFolders = [...folders].filter((folder) => folder && !folder.includes('/')).sort();
  const packageFolders = [...files]
    .filter((file) => path.posix.basename(file) === 'package.json')
    .map((file) => path.posix.dirname(file))
    .sort((a, b) => b.length - a.length); // the deepest first: a file's package is the first that holds it

  /** @type {Map<string, Set<string>>} */
  const anchors = new Map();
  return {
    root,
    files,
    folders,
    topFolders,
    byTail,
    packageHas(citingFile, packagePath) {
      const own = packageFolders.find((folder) => folder === '.' || citingFile.startsWith(`${folder}/`)) ?? '.';
      return [`${own}/node_modules`, 'node_modules', 'node_modules/.pnpm/node_modules'].some((modules) =>
        existsSync(path.join(root, modules, packagePath)),
      );
    },
    anchorsOf(file) {
      if (!files.has(file)) return undefined;
      if (!anchors.has(file)) anchors.set(file, headingSlugs(readFileSync(path.join(root, file), 'utf8')));
      return anchors.get(file);
    },
  };
}

/**
 * The anchors GitHub gives a markdown file's headings (the same slugs remark-validate-links checks links with).
 * @param {string} markdown
 * @returns {Set<string>}
 */
export function headingSlugs(markdown) {
  const slugger = new GithubSlugger();
  const slugs = new Set();
  visit(remark().parse(markdown), 'heading', (heading) => {
    slugs.add(slugger.slug(toString(heading)));
  });
  return slugs;
}
