import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defaultClientConditions, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiTarget = 'http://localhost:3000';

/**
 * Writes foo.js.br and foo.js.gz next to every text file of the build (not images or video), served as is
 * by the API: docs/decisions/0008-precompressed-static-files.md.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  let written = false;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    writeBundle() {
      written = true;
    },
    closeBundle() {
      if (ssr) return; // the pre-rendering code runs at build time only (scripts/prerender.mjs)
      if (!written) return; // a failed build wrote nothing: its own error is the one to report
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file) || file.includes('/.vite/')) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue; // below one packet compression gains nothing
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/** Contracts' stand-in for the ASTs (empty there: the server parses on first use). */
const PRECOMPILED_MODULE = /\/contracts\/(dist|src)\/messages\/precompiled\.(js|ts)$/;
/**
 * The mails' messages, the document verification's and a content draft's preview page's (pages the server writes),
 * which only the API renders: the web's bundle takes them as empty (decision 0116).
 */
const SERVER_ONLY_MODULE = /\/contracts\/(dist|src)\/messages\/(mails|verify-texts|preview-texts)\.(en|fr)\.(js|ts)$/;
const SERVER_ONLY_EXPORTS: Record<string, string> = {
  mails: 'MAIL_TEXTS',
  'verify-texts': 'VERIFY_TEXTS',
  'preview-texts': 'PREVIEW_TEXTS',
};
/** Its stand-in for the catalogue pages' own ASTs (their formatter's messages alone). */
const PRECOMPILED_CATALOGUE_MODULE = /\/contracts\/(dist|src)\/messages\/precompiled-catalogue\.(js|ts)$/;
const FORMATTER_MODULE = /\/intl-messageformat\/index\.js$/;

/**
 * The browser never parses ICU (docs/decisions/0111-messages-precompiled-for-the-web.md): at build time,
 * contracts' messages/precompiled module becomes the AST of every message with placeholders, in both
 * languages, parsed from the catalogues as they are (so a key added to them is covered with no list to keep),
 * and FormatJS's parser is swapped for its no-parser build, as FormatJS documents for precompiled messages.
 * A message left unparsed would then throw at run time, so the build fails if the formatter is bundled
 * without the ASTs.
 */
function precompiledMessages(): Plugin {
  let formatterBundled = false;
  let precompiled = false;
  return {
    name: 'precompiled-messages',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    async load(id) {
      const path = id.split('?')[0] ?? id;
      const serverOnly = SERVER_ONLY_MODULE.exec(path);
      if (serverOnly)
        return `export const ${SERVER_ONLY_EXPORTS[serverOnly[2]!]}_${serverOnly[3]!.toUpperCase()} = {};\n`;
      const catalogue = PRECOMPILED_CATALOGUE_MODULE.test(path);
      if (!catalogue && !PRECOMPILED_MODULE.test(path)) return null;
      // Contracts' built code, the same the bundle takes (a production build leaves the `development` condition out).
      const { precompileMessages, precompileCatalogueMessages, shownOnTheWeb } =
        await import('@studychina/contracts/precompile-messages');
      precompiled = true;
      // The catalogue's chunk carries its own messages' ASTs, not every message's (its formatter knows no other).
      if (catalogue) return `export const PRECOMPILED_CATALOGUE = ${JSON.stringify(precompileCatalogueMessages())};\n`;
      // The mails' messages stay out: the web never shows a mail (docs/decisions/0116-texts-by-key-to-the-end.md).
      return `export const PRECOMPILED = ${JSON.stringify(precompileMessages(shownOnTheWeb))};\n`;
    },
    moduleParsed(info) {
      if (FORMATTER_MODULE.test(info.id)) formatterBundled = true;
    },
    buildEnd(error) {
      if (!error && formatterBundled && !precompiled) {
        this.error(
          `intl-messageformat is bundled without its parser but no module matched ${String(PRECOMPILED_MODULE)}: ` +
            'every message with placeholders would throw in the browser (docs/decisions/0111-messages-precompiled-for-the-web.md)',
        );
      }
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // `vite build` follows NODE_ENV when it is set, and the API's .env.example exports NODE_ENV=development:
  // that would ship React's development build (~3x larger and slower) to our visitors' phones. A
  // production-mode build is always a production build (`vite build --mode development` still opts out).
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';

  return {
    plugins: [
      react(),
      precompiledMessages(),
      precompress(),
      // The page's HTML paints before the app's code arrives: docs/decisions/0122-app-code-at-low-priority.md.
      {
        name: 'entry-low-priority',
        enforce: 'post',
        transformIndexHtml: (html: string) =>
          html
            .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
            .replace(
              /<link rel="modulepreload" crossorigin/g,
              '<link rel="modulepreload" fetchpriority="low" crossorigin',
            ),
      },
    ],
    resolve: {
      // @studychina/contracts exports a `development` condition pointing at its TypeScript source: the dev
      // server and vitest compile it from src, so a contracts edit shows without a rebuild; `vite build`
      // leaves the condition out and bundles the built dist like any package.
      conditions: command === 'build' ? [...defaultClientConditions] : ['development', ...defaultClientConditions],
    },
    server: {
      // In development the SPA runs on Vite and the API on its own port.
      proxy: { '/api': apiTarget },
    },
    build: {
      target: 'es2020',
      sourcemap: false,
      cssCodeSplit: true,
      // bench:bundle reads dist/.vite/manifest.json to know which chunks each route downloads.
      manifest: true,
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      css: false,
      // tus-js-client's browser build (XMLHttpRequest, localStorage), as the app gets it: vitest would load
      // its Node build (no "exports" map, only the "browser" field tells them apart).
      alias: { 'tus-js-client': 'tus-js-client/lib.esm/browser/index.js' },
    },
  };
});
