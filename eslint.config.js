// Lint for the whole monorepo: the usual TypeScript rules, and the one-way imports of
// docs/architecture.md#import-rules through eslint-plugin-boundaries (elements = the layers below, one policy
// per rule).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/**
 * Every file belongs to the closest element whose folder holds it (paths from the repository root). A
 * "root" is a group of elements that relative imports may not leave: another root is reached through
 * its package name (@studychina/...) or not at all.
 */
const ROOTS = {
  contracts: [{ type: 'contracts', pattern: 'packages/contracts' }],
  db: [{ type: 'db', pattern: 'packages/db' }],
  'doc-check': [{ type: 'doc-check', pattern: 'packages/doc-check' }], // pnpm lint's check of cited paths
  web: [
    { type: 'web-base', pattern: ['apps/web/src/components', 'apps/web/src/lib', 'apps/web/src/test'] },
    { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
    { type: 'web-app', pattern: 'apps/web/src/app' },
    { type: 'web-entry', pattern: 'apps/web/src' }, // main.tsx
  ],
  'web-tooling': [{ type: 'web-tooling', pattern: 'apps/web' }], // e2e/, scripts/, vite.config.ts
  api: [
    { type: 'api-base', pattern: ['apps/api/src/lib', 'apps/api/src/test'] },
    { type: 'api-plugin', pattern: 'apps/api/src/plugins' },
    { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
    { type: 'api-entry', pattern: 'apps/api/src' }, // app.ts, server.ts, routes.ts, cli/, ops/ (and config.ts, see below)
  ],
  'api-tooling': [{ type: 'api-tooling', pattern: 'apps/api' }], // scripts/, vitest.config.ts
};
const typesOf = (root) => ROOTS[root].map((element) => element.type);

/** Files by what they hold, beside their element: tests, the API's config.ts (a layer of its own) and routes. */
const FILES = [
  { category: 'test', pattern: ['**/*.test.{ts,tsx}', 'apps/*/src/test/**'], stopMatching: true },
  { category: 'source', pattern: '**' },
  { category: 'api-config', pattern: 'apps/api/src/config.ts' },
  { category: 'routes', pattern: '**/*.routes.ts' },
];

/**
 * Each app's layers, lowest first: a source file (not a test) may import its own layer or a lower one.
 * A layer is a list of entity selectors (file categories as array queries, so sourceOnly can add one);
 * its `name` is what the error message calls it.
 */
const LAYERS = [
  [
    { name: 'components and lib', members: [{ element: { type: 'web-base' } }] },
    { name: 'features', members: [{ element: { type: 'web-feature' } }] },
    { name: 'app', members: [{ element: { type: 'web-app' } }] },
    { name: 'main.tsx', members: [{ element: { type: 'web-entry' } }] },
  ],
  [
    {
      name: 'config and lib',
      members: [
        { element: { type: 'api-base' } },
        { element: { type: 'api-entry' }, file: { categories: { anyOf: ['api-config'] } } },
      ],
    },
    { name: 'plugins', members: [{ element: { type: 'api-plugin' } }] },
    { name: 'modules', members: [{ element: { type: 'api-module' } }] },
    {
      name: 'app, server, routes and cli',
      members: [{ element: { type: 'api-entry' }, file: { categories: { noneOf: ['api-config'] } } }],
    },
  ],
];

/** The same selectors restricted to source files: tests may reach into any layer of their app. */
const sourceOnly = (members) =>
  members.map(({ element, file }) => ({
    element,
    file: { categories: { ...file?.categories, allOf: ['source'] } },
  }));

const layerPolicies = LAYERS.flatMap((layers) =>
  layers.slice(0, -1).map((layer, i) => ({
    from: sourceOnly(layer.members),
    disallow: { to: layers.slice(i + 1).flatMap((higher) => higher.members) },
    message: `'{{ dependency.source }}': ${layer.name} may not import from ${layers
      .slice(i + 1)
      .map((higher) => higher.name)
      .join(', ')} (imports flow one way).`,
  })),
);

const policies = [
  // Relative imports stay within their root.
  ...Object.keys(ROOTS).map((root) => ({
    from: { element: { type: typesOf(root) } },
    disallow: {
      to: [
        { module: { origin: 'local' }, element: { type: `!(${typesOf(root).join('|')})` } },
        { module: { origin: 'local' }, element: { isUnknown: true } },
      ],
    },
    message: `'{{ dependency.source }}' leaves ${root}: import the package instead.`,
  })),
  {
    from: { element: { type: 'contracts' } },
    // Node's own modules are not packages. intl-messageformat renders the keyed ICU messages
    // (docs/decisions/0106-keyed-icu-messages.md).
    disallow: { to: { module: { origin: 'external', source: '!(zod|intl-messageformat)' } } },
    message: `'{{ dependency.source }}': contracts depends on zod and intl-messageformat only.`,
  },
  {
    from: { element: { type: [...typesOf('web'), 'web-tooling'] } },
    disallow: { to: { module: { source: ['@studychina/api', '@studychina/db'] } } },
    message: `'{{ dependency.source }}': the web app never imports the API or the database.`,
  },
  {
    from: { element: { type: [...typesOf('api'), 'api-tooling'] } },
    disallow: { to: { module: { source: '@studychina/web' } } },
    message: `'{{ dependency.source }}': the API never imports the web app.`,
  },
  ...layerPolicies,
  {
    from: sourceOnly([{ element: { type: 'web-feature' } }]),
    disallow: {
      to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } },
    },
    message: `'{{ dependency.source }}': a feature does not import another feature (move shared code to components/ or lib/).`,
  },
  {
    from: sourceOnly([{ element: { type: 'api-module' } }]),
    disallow: {
      to: {
        element: { type: 'api-module', captured: { module: '!{{ from.element.captured.module }}' } },
        file: { categories: 'routes' },
      },
    },
    message: `'{{ dependency.source }}': a module does not import another module's routes.`,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/generated/**',
      '**/.turbo/**',
      '.data/**',
      '**/e2e/output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': ROOT,
      'boundaries/elements': Object.values(ROOTS)
        .flat()
        .map((element) => ({ ...element, partialMatch: false })),
      'boundaries/files': FILES,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      // Workspace packages are reached by name, like any package; relative paths resolve to their files.
      'boundaries/flag-as-external': { customSourcePatterns: ['@studychina/**'] },
      // Finds the file behind './<name>.js' (a .ts file under NodeNext) and extension-less web imports.
      'import/resolver': { typescript: { alwaysTryTypes: false } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkAllOrigins: true, checkUnknownLocals: true, checkInternals: true, policies },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // The web app: the Rules of Hooks (with the React Compiler's checks) and the accessibility rules of JSX.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  // One way for the web to get a text (docs/decisions/0108-one-way-to-get-a-text.md): useText(CATALOGUE) from
  // lib/i18n.tsx. No English catalogue imported under another name to be translated into its own name, and
  // none of the hooks it replaced.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportSpecifier[imported.name!=/^default$/][local.name=/_EN$/]',
          message: 'Import the catalogue under its own name and read it with useText(CATALOGUE) (lib/i18n.tsx).',
        },
        {
          selector: 'ImportSpecifier[imported.name=/^(useTexts|useTranslated|useContentTexts)$/]',
          message: 'useText(CATALOGUE, loadFrench?) is the one way to get a text (lib/i18n.tsx).',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Our lists have no bullets (list-style: none), and Safari's VoiceOver then stops announcing them as
      // lists unless they say role="list" (global.css styles exactly those): the role is not redundant.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
      // A component's own autoFocus prop is its business; the DOM attribute it sets is checked where it is.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
);
