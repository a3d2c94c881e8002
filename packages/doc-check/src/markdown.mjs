// @ts-check
/**
 * The markdown side: remark-validate-links checks every link and image (files, folders and headings, across
 * files), and a small plugin of ours checks the paths written as inline code and any citation of a document
 * outside the repository.
 */
import { PassThrough } from 'node:stream';
import path from 'node:path';
import { remark } from 'remark';
import remarkValidateLinks from 'remark-validate-links';
import { engine } from 'unified-engine';
import { visit } from 'unist-util-visit';
import { checkProse } from './citations.mjs';
import { placeOf } from './place.mjs';

/** @import { Repository } from './citations.mjs' */
/** @import { Problem } from './check-doc-paths.mjs' */
/** @import { Root } from 'mdast' */
/** @import { Plugin } from 'unified' */

/**
 * @param {Repository} repo
 * @param {string[]} markdownFiles relative to the root
 * @returns {Promise<Problem[]>}
 */
export async function checkMarkdown(repo, markdownFiles) {
  if (markdownFiles.length === 0) return [];
  /** @type {import('unified-engine').Context} */
  const context = await new Promise((resolve, reject) => {
    engine(
      {
        processor: remark().use(citedPathsInMarkdown, repo),
        cwd: repo.root,
        files: markdownFiles.map((file) => path.join(repo.root, file)),
        // Given here, not on the processor: the engine then hands it every file, so links to headings in other
        // files are checked too. No hosted repository: links are to files, never to a git host's URLs. (The
        // engine's type of a plugin is not the plugin's own, hence the cast.)
        plugins: [
          [
            /** @type {Plugin<unknown[]>} */ (/** @type {unknown} */ (remarkValidateLinks)),
            { repository: false, root: repo.root },
          ],
        ],
        detectConfig: false,
        detectIgnore: false,
        silent: true,
        streamError: new PassThrough(),
        streamOut: new PassThrough(),
      },
      (error, _code, result) => (error || !result ? reject(error) : resolve(result)),
    );
  });
  return context.files.flatMap((file) =>
    file.messages.map((message) => ({
      file: path.relative(repo.root, path.resolve(file.cwd, file.path)),
      line: message.line ?? 1,
      column: message.column ?? 1,
      message: message.reason,
    })),
  );
}

/**
 * Paths in the text and inline code must lead somewhere (links are remark-validate-links' part); no text cites a
 * document from outside the repository.
 * @type {Plugin<[Repository], Root>}
 */
function citedPathsInMarkdown(repo) {
  return (tree, file) => {
    const citingFile = path.relative(repo.root, path.resolve(file.cwd, file.path));
    const source = String(file.value);
    visit(tree, (node) => {
      if (node.type !== 'inlineCode' && node.type !== 'text' && node.type !== 'html') return;
      const start = (node.position?.start.offset ?? 0) + (node.type === 'inlineCode' ? 1 : 0);
      // A node's value has its escapes resolved, so it can be shorter than its source, never longer: what was
      // found at `index` in the value is at `start + index` in the source or after it.
      /** @param {string} found @param {number} index */
      const at = (found, index) => {
        const offset = source.indexOf(found, start + index);
        return placeOf(source, offset >= 0 ? offset : start);
      };
      for (const problem of checkProse(repo, citingFile, node.value, { paths: node.type !== 'html' })) {
        file.message(problem.message, { place: at(problem.text, problem.index) });
      }
    });
  };
}
