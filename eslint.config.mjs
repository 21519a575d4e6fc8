// Flat config: typescript-eslint plus the layering rules of docs/conventions.md §9.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layers, top to bottom (docs/architecture.md): pages → components | server → store → services → lib.
// A layer imports only below itself; lib is a leaf. Resolved paths, so `@/…` and relative imports count alike.
const APP = ['lib', 'services', 'store', 'components', 'server', 'pages'];
const below = {
  lib: [],
  services: ['lib'],
  store: ['services', 'lib'],
  // Components take only types from services and server (checked by the rule after this one).
  components: ['store', 'services', 'server', 'lib'],
  server: ['store', 'services', 'lib'],
  pages: ['components', 'server', 'store', 'services', 'lib'],
};
const WIRE_TYPES = ['./catalog/types.ts', './catalog/content-types.ts', './shop/types.ts', './purchase/types.ts', './dyo/types.ts'];
const layerZones = [
  ...APP.flatMap((target) =>
    APP.filter((from) => from !== target && !below[target].includes(from)).map((from) => ({
      target: `./${target}`,
      from: `./${from}`,
      message: `${target}/ must not import from ${from}/ (docs/architecture.md).`,
    })),
  ),
  // The app never imports the local services; they know the app only by its wire types.
  ...APP.map((target) => ({ target: `./${target}`, from: './dev-services', message: 'The app must not import dev-services/.' })),
  ...APP.filter((from) => from !== 'services').map((from) => ({
    target: './dev-services',
    from: `./${from}`,
    message: 'dev-services/ imports only the wire types services/*/types.ts.',
  })),
  { target: './dev-services', from: './services', except: WIRE_TYPES, message: 'dev-services/ imports only the wire types services/*/types.ts.' },
  // proxy.ts runs before any page: above lib; it reads the run-time configuration (server/env.ts) and the Cache-Control table as pages do.
  { target: './proxy.ts', from: ['./store', './components', './pages', './dev-services'] },
  { target: './proxy.ts', from: './services', except: ['./cache-table.ts'], message: 'proxy.ts imports only the Cache-Control table from services/.' },
  { target: './proxy.ts', from: './server', except: ['./env.ts'], message: 'proxy.ts imports only server/env.ts from server/.' },
];

const typesOnly = (targets) =>
  targets.flatMap((target) =>
    [`@/${target}/**`, `../${target}/**`, `../../${target}/**`, `../../../${target}/**`].map((group) => ({
      group: [group],
      allowTypeImports: true,
      message: `components/ take only types from ${target}/: reads go through store/queries.ts, writes through thunks (docs/architecture.md).`,
    })),
  );

export default tseslint.config(
  { ignores: ['.tmp/**', '.next/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['tests/**', 'e2e/**', 'scripts/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // Configuration is read in two places only (docs/architecture.md, Configuration).
    files: ['{lib,services,store,components,server,pages}/**/*.{ts,tsx,js}', 'proxy.ts'],
    ignores: ['server/env.ts', 'lib/public-env.ts', 'lib/brand.js'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through server/env.ts (server) or lib/public-env.ts (build-time NEXT_PUBLIC_*).' },
      ],
    },
  },
  {
    // Next compiles instrumentation.ts for the edge runtime too (`next dev` fails on a `node:` import
    // there): everything it runs is imported inside its NEXT_RUNTIME === 'nodejs' branch.
    files: ['instrumentation.ts'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'ImportDeclaration[importKind!="type"]', message: 'Import Node-only code inside the NEXT_RUNTIME === "nodejs" branch (server/instrumentation-node.ts).' }] },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: typesOnly(['services', 'server']) }] },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'dev-services/**', 'e2e/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
