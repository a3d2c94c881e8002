// @ts-check
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDocPaths } from './check-doc-paths.mjs';

/** @import { Inventory } from './inventories.mjs' */

const CLI = fileURLToPath(new URL('./check-doc-paths.mjs', import.meta.url));

/** A small repository whose references all lead somewhere; each test breaks one thing. */
const SOUND = {
  'README.md': '# Shop\n\nSee [the guide](docs/guide.md#set-up) and [the decisions](docs/decisions/).\n',
  'docs/guide.md': '# Guide\n\n## Set up\n\nThe server starts in `src/server.ts`, which calls `start.ts`.\n',
  'docs/decisions/0001-plain-files.md': '# Plain files\n\nBack to the [guide](../guide.md).\n',
  'app/package.json': '{ "name": "app" }\n',
  'app/src/server.ts': [
    '// Starts the shop (docs/guide.md#set-up); the helpers are in ./lib/ and lib/start.ts.',
    "import { start } from './lib/start.js'; // the .js is start.ts, as NodeNext imports name it",
    '/** Files are named `<area>.routes.ts` and live under DATA_DIR/uploads/. */',
    "const pattern = '// ./nowhere.ts is a string, not a comment';",
    'start(pattern);',
  ].join('\n'),
  'app/src/lib/start.ts': 'export const start = (_: string) => undefined;\n',
  'app/src/Page.tsx': 'export const Page = () => <main>{/* texts: ../../docs/guide.md */}</main>;\n',
};

/** @type {string[]} */
const made = [];
afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** @param {Record<string, string>} files */
function repository(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'doc-check-'));
  made.push(root);
  execFileSync('git', ['init', '-q'], { cwd: root });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/**
 * The problems found, as the CLI prints their place and message.
 * @param {Record<string, string>} files
 * @param {Inventory[]} [inventories]
 */
async function problemsIn(files, inventories = []) {
  const problems = await checkDocPaths(repository(files), { inventories });
  return problems.map((problem) => `${problem.file}:${problem.line}  ${problem.message}`);
}

describe('check-doc-paths', () => {
  it('finds nothing wrong when every link, cited path and anchor leads somewhere', async () => {
    expect(await problemsIn(SOUND)).toEqual([]);
  });

  it('reports a markdown link to a missing file and to a missing heading', async () => {
    const problems = await problemsIn({
      ...SOUND,
      'docs/decisions/0002-links.md':
        '# Links\n\nSee [the old guide](../old-guide.md) and [setup](../guide.md#setup).\n',
    });
    expect(problems).toEqual([
      'docs/decisions/0002-links.md:3  Cannot find file `../old-guide.md`; did you mean `../guide.md`',
      'docs/decisions/0002-links.md:3  Cannot find heading for `#setup` in `../guide.md`; did you mean `set-up`',
    ]);
  });

  it('reports a path in a code comment that names no file, and an anchor that names no heading', async () => {
    const problems = await problemsIn({
      ...SOUND,
      'app/src/texts.ts': [
        '/**',
        ' * Localised by ./localize-server.ts; the rules are in docs/guide.md#rules.',
        ' */',
        'export const texts = {};',
      ].join('\n'),
    });
    expect(problems).toEqual([
      "app/src/texts.ts:2  './localize-server.ts' names no file or folder of the repository",
      "app/src/texts.ts:2  'docs/guide.md#rules': docs/guide.md has no heading '#rules'",
    ]);
  });

  it('reports a path in markdown prose or inline code that names no file', async () => {
    const problems = await problemsIn({
      ...SOUND,
      'docs/guide.md': '# Guide\n\n## Set up\n\nThe server starts in `src/main.ts`, see also lib/boot.ts.\n',
    });
    expect(problems).toEqual([
      "docs/guide.md:5  'src/main.ts' names no file or folder of the repository",
      "docs/guide.md:5  'lib/boot.ts' names no file or folder of the repository",
    ]);
  });

  it('reports every citation of a document outside the repository', async () => {
    const problems = await problemsIn({
      ...SOUND,
      'app/src/lib/start.ts':
        '// One port (DESIGN "Rules of the house").\nexport const start = (_: string) => undefined;\n',
      'docs/guide.md': "# Guide\n\n## Set up\n\nThe texts are SPEC's, see ../shared/SPEC.md.\n",
    });
    expect(problems).toEqual([
      "app/src/lib/start.ts:1  'DESIGN' cites a document outside the repository: state its rule, or cite docs/architecture.md or docs/product.md",
      "docs/guide.md:5  'SPEC' cites a document outside the repository: state its rule, or cite docs/architecture.md or docs/product.md",
      "docs/guide.md:5  '../shared/' cites a document outside the repository: state its rule, or cite docs/architecture.md or docs/product.md",
      "docs/guide.md:5  'SPEC.md' cites a document outside the repository: state its rule, or cite docs/architecture.md or docs/product.md",
    ]);
  });

  it('reports a README that lists a file its folder lacks, or lacks one its folder has', async () => {
    const files = {
      ...SOUND,
      'app/src/lib/README.md': '# Lib\n\n- `start.ts`: starts the shop.\n- `stop.ts`: stops it.\n',
      'app/src/lib/clock.ts': 'export const now = () => new Date();\n',
    };
    const problems = await problemsIn(files, [{ readme: 'app/src/lib/README.md', lists: 'files', except: /\.md$/ }]);
    expect(problems).toEqual([
      "app/src/lib/README.md:1  'clock.ts' is in app/src/lib/ but not listed here (an entry starting with `clock.ts`)",
      "app/src/lib/README.md:4  'stop.ts' is listed but not in app/src/lib/",
      "app/src/lib/README.md:4  'stop.ts' names no file or folder of the repository",
    ]);
  });

  it('fails from the command line, naming the broken reference', () => {
    const root = repository({ ...SOUND, 'app/src/old.ts': '// Moved to ./new.ts.\nexport {};\n' });
    const run = spawnSync(process.execPath, [CLI, root], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("app/src/old.ts:1:13  './new.ts' names no file or folder of the repository");
  });
});
