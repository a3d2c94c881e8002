// @ts-check
/**
 * What counts as a cited path in a piece of prose (a comment, or inline code in markdown), and where it leads.
 * The rules are written for people in docs/architecture.md#cited-paths; check-doc-paths.test.mjs shows them.
 */
import path from 'node:path';

/**
 * @typedef {object} Repository
 * @property {string} root absolute path
 * @property {Set<string>} files tracked files, relative to the root, with '/'
 * @property {Set<string>} folders every folder holding a tracked file, relative to the root ('' for the root)
 * @property {string[]} topFolders the folders at the root
 * @property {Map<string, string>} byTail every file and folder by each of its tails: 'lib/http-error.ts' and
 *   'http-error.ts' lead to 'apps/api/src/lib/http-error.ts'; a folder's tails end with '/'
 * @property {(file: string) => Set<string> | undefined} anchorsOf the heading anchors of a markdown file
 * @property {(citingFile: string, packagePath: string) => boolean} packageHas whether a file of an installed
 *   package exists where the citing file's package would import it from ('fastify/lib/route.js')
 */

/**
 * @typedef {{ text: string, anchor: string | undefined, index: number }} Citation
 *   `text` is the path as written, without its anchor; `index` is where it starts in the prose.
 */

const EXTENSIONS = 'tsx?|mts|cts|jsx?|mjs|cjs|json|md|css|prisma|sql|ya?ml|sh|html|toml';
/** Characters that cannot stand right before or after a path: with one of them, it is part of a longer token. */
const NOT_BEFORE = String.raw`[\w@/.~$*<>{}\[\]:\\-]`;
const NOT_AFTER = String.raw`[\w/*<>{}$(\\-]|\.\w`;
const SEGMENT = String.raw`[\w@.\[\]-]+`;

/** Words that look like file names and are not: product names, and the API's Prisma client (`app.prisma`). */
const NOT_FILES = new Set(['Node.js', 'Next.js', 'Vue.js', 'Express.js', 'pdf.js', 'app.prisma']);

/** A segment that stands for something: an environment variable (`DATA_DIR/secrets.json`) or an ellipsis. */
const PLACEHOLDER_SEGMENT = /^(?:[A-Z][A-Z0-9]*_[A-Z0-9_]*|\.{3,}|.*….*)$/;

/** Folders that hold no committed file: what builds, installs and runs write. A path through one is not checked. */
const RUNTIME_SEGMENTS = new Set(['node_modules', 'dist', 'dist-ssr', '.data', '.turbo', 'generated', 'output']);

/** @type {Map<string, RegExp>} */
const patterns = new Map();

/**
 * Three shapes: a name with a known extension (`docs/product.md`, `otp.service.ts`), anything starting with ./
 * or ../, and a path from a folder at the root (`docs/decisions/`). Each may carry an anchor
 * (`docs/product.md#errors`). A path touching a placeholder (`<area>.routes.ts`, `*.test.ts`) or inside a URL
 * is an example or a pattern, not a citation.
 * @param {string[]} topFolders
 */
function citationPattern(topFolders) {
  const key = topFolders.join('/');
  let pattern = patterns.get(key);
  if (!pattern) {
    const fromRoot = topFolders.map((folder) => folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    pattern = new RegExp(
      String.raw`(?<!${NOT_BEFORE})(` +
        String.raw`(?:\.{1,2}/)*(?:${SEGMENT}/)*[\w@-][\w@.-]*\.(?:${EXTENSIONS})` +
        String.raw`|(?:\.{1,2}/)+${SEGMENT}(?:/${SEGMENT})*/?` +
        (fromRoot ? String.raw`|(?:${fromRoot})/(?:${SEGMENT}/)*(?:${SEGMENT})?` : '') +
        String.raw`)(#[\w-]+)?(?!${NOT_AFTER})`,
      'g',
    );
    patterns.set(key, pattern);
  }
  return pattern;
}

/**
 * Every cited path in a piece of prose.
 * @param {string} prose
 * @param {string[]} topFolders the repository's folders at the root
 * @returns {Citation[]}
 */
export function findCitations(prose, topFolders) {
  /** @type {Citation[]} */
  const found = [];
  for (const match of prose.matchAll(citationPattern(topFolders))) {
    const text = /** @type {string} */ (match[1]);
    if (NOT_FILES.has(text)) continue;
    const segments = text.split('/');
    if (segments.some((segment) => RUNTIME_SEGMENTS.has(segment) || PLACEHOLDER_SEGMENT.test(segment))) continue;
    found.push({ text, anchor: match[2]?.slice(1), index: match.index });
  }
  return found;
}

/**
 * Documents that are not in the repository, cited by name: the original specification, the house rules the
 * project started from and the notes on the machines it is built on. What they say that still holds is stated in
 * docs/product.md and docs/architecture.md.
 */
const OUTSIDE_DOCUMENTS =
  /(?<![\w-])(?:DESIGN|SPEC)(?:\.md)?(?![\w-])|(?<![\w-])ENVIRONMENT\.md\b|(?:\.\.\/)+shared\/|\/work\/shared\b/g;

/**
 * Where prose cites a document from outside the repository.
 * @param {string} prose
 * @returns {{ text: string, index: number }[]}
 */
export function findOutsideDocuments(prose) {
  return [...prose.matchAll(OUTSIDE_DOCUMENTS)].map((match) => ({ text: match[0], index: match.index }));
}

/** A cited .js file is also found as its TypeScript source (imports under NodeNext name the .js). */
const SOURCES = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] };

/**
 * The repository path a citation leads to, or undefined when it names nothing that exists.
 *
 * - A path starting with ./ or ../ is relative to the citing file's folder, and nothing else.
 * - A path starting with a folder or file at the root (`docs/product.md`, `prisma/`) is from the root.
 * - A path starting with an installed package's name (`fastify/lib/route.js`) is that package's file.
 * - Any other path is the end of a path in the repository: `src/cli/admin-create.ts`, `lib/http-error.ts` and
 *   `steps/EntryList.tsx` are found in their app, a bare `pending-step.ts` wherever it is. A renamed or deleted
 *   file is caught, and prose can name a file as briefly as its context allows.
 * - A `.js` path is also found as its `.ts` source, the way imports under NodeNext name it.
 * @param {Repository} repo
 * @param {string} citingFile relative to the root
 * @param {string} cited
 * @returns {string | undefined}
 */
export function resolveCitation(repo, citingFile, cited) {
  const wantsFolder = cited.endsWith('/');
  const bare = cited.replace(/\/+$/, '');
  const ext = path.posix.extname(bare);
  const spellings = [bare];
  for (const source of SOURCES[/** @type {keyof typeof SOURCES} */ (ext)] ?? []) {
    spellings.push(bare.slice(0, -ext.length) + source);
  }
  /** @param {string} candidate */
  const inRepository = (candidate) => {
    const normal = path.posix.normalize(candidate);
    if (normal === '..' || normal.startsWith('../')) return undefined;
    if (repo.folders.has(normal === '.' ? '' : normal)) return normal;
    return !wantsFolder && repo.files.has(normal) ? normal : undefined;
  };
  /** @param {string} tail */
  const byTail = (tail) => repo.byTail.get(`${tail}/`) ?? (wantsFolder ? undefined : repo.byTail.get(tail));

  const top = bare.split('/')[0] ?? '';
  /** @type {(spelling: string) => string | undefined} */
  let find = byTail;
  if (/^\.{1,2}\//.test(bare))
    find = (spelling) => inRepository(path.posix.join(path.posix.dirname(citingFile), spelling));
  else if (bare.includes('/') && (repo.folders.has(top) || repo.files.has(top))) find = inRepository;
  else if (bare.includes('/') && repo.packageHas(citingFile, bare)) return bare;
  for (const spelling of spellings) {
    const found = find(spelling);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * What is wrong with a citation, or undefined when it leads somewhere (and its anchor, on a markdown file, is one
 * of that file's headings).
 * @param {Repository} repo
 * @param {string} citingFile
 * @param {Citation} citation
 * @returns {string | undefined}
 */
export function checkCitation(repo, citingFile, citation) {
  const target = resolveCitation(repo, citingFile, citation.text);
  if (target === undefined) return `'${citation.text}' names no file or folder of the repository`;
  if (citation.anchor && target.endsWith('.md') && !repo.anchorsOf(target)?.has(citation.anchor)) {
    return `'${citation.text}#${citation.anchor}': ${target} has no heading '#${citation.anchor}'`;
  }
  return undefined;
}

/**
 * Everything wrong in a piece of prose: citations of documents outside the repository and, unless `paths` is
 * false, cited paths that lead nowhere. Each problem says where its text starts in the prose.
 * @param {Repository} repo
 * @param {string} citingFile relative to the root
 * @param {string} prose
 * @param {{ paths?: boolean }} [options]
 * @returns {{ index: number, text: string, message: string }[]}
 */
export function checkProse(repo, citingFile, prose, { paths = true } = {}) {
  const outside = findOutsideDocuments(prose).map(({ text, index }) => ({
    index,
    text,
    message: `'${text}' cites a document outside the repository: state its rule, or cite docs/architecture.md or docs/product.md`,
  }));
  if (!paths) return outside;
  const reported = new Set(outside.map((problem) => problem.index));
  const broken = findCitations(prose, repo.topFolders).flatMap((citation) => {
    const message = reported.has(citation.index) ? undefined : checkCitation(repo, citingFile, citation);
    return message ? [{ index: citation.index, text: citation.text, message }] : [];
  });
  return [...outside, ...broken];
}
