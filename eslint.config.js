// Lint for the whole monorepo. Besides the usual TypeScript rules it enforces DESIGN.md's one-way
// imports with a small local rule, because those boundaries are this project's own.
import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/** Layers in increasing rank: a file may import its own rank or lower, never higher. */
const LAYERS = {
  'apps/web/src': { components: 0, lib: 0, test: 0, features: 1, app: 2 },
  'apps/api/src': { config: 0, lib: 0, test: 0, plugins: 1, modules: 2 },
};
const PACKAGE_RULES = [
  { dir: 'packages/contracts/', allow: /^(zod)(\/|$)/, why: 'contracts depends on zod only' },
  { dir: 'apps/web/', deny: /^@studychina\/(api|db)(\/|$)/, why: 'the web app never imports the API or the database' },
  { dir: 'apps/api/', deny: /^@studychina\/web(\/|$)/, why: 'the API never imports the web app' },
];

/** { root, area, name } of a file: e.g. apps/web/src + features + home. */
function locate(file) {
  const rel = relative(ROOT, file).split(sep).join('/');
  for (const root of Object.keys(LAYERS)) {
    if (!rel.startsWith(`${root}/`)) continue;
    const [file, name] = rel.slice(root.length + 1).split('/');
    const area = file.replace(/\.(js|ts|tsx)$/, '');
    return { root, area, name, rank: LAYERS[root][area] ?? 3 };
  }
  return { root: rel.split('/').slice(0, 2).join('/'), area: null };
}

const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const rel = relative(ROOT, file).split(sep).join('/');
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      if (!spec.startsWith('.')) {
        for (const rule of PACKAGE_RULES) {
          if (!rel.startsWith(rule.dir) || spec.startsWith('node:')) continue;
          if ((rule.allow && !rule.allow.test(spec)) || (rule.deny && rule.deny.test(spec))) {
            context.report({ node, message: `'${spec}': ${rule.why}.` });
          }
        }
        return;
      }
      const from = locate(file);
      const to = locate(resolve(dirname(file), spec));
      if (from.root !== to.root)
        return context.report({ node, message: `'${spec}' leaves ${from.root}: import the package instead.` });
      if (!from.area || from.area === 'test' || rel.includes('.test.')) return;
      if (to.rank > from.rank)
        return context.report({
          node,
          message: `'${spec}': ${from.area} may not import from ${to.area} (imports flow one way).`,
        });
      if (from.area === 'features' && to.area === 'features' && from.name !== to.name) {
        return context.report({
          node,
          message: `'${spec}': a feature does not import another feature (move shared code to components/ or lib/).`,
        });
      }
      if (from.area === 'modules' && to.area === 'modules' && from.name !== to.name && /\.routes(\.js)?$/.test(spec)) {
        return context.report({ node, message: `'${spec}': a module does not import another module's routes.` });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/generated/**', '**/.turbo/**', '.data/**', '**/e2e/output/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { house: { rules: { boundaries } } },
    rules: {
      'house/boundaries': 'error',
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
