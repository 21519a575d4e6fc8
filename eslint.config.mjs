// Flat config: typescript-eslint plus the layering rules of docs/conventions.md §9.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layers, top to bottom (docs/architecture.md): pages → components | server → store → services | browser | canvas → lib.
// A layer imports only below itself; lib is a leaf and pure (no React, no browser globals, no vendor loaders: the
// rule after the layer zones). browser/ runs only in the browser (document.cookie, storage, dataLayer, vendor
// loaders); canvas/ draws designs with Konva (the editor in the browser, the print render on the server).
// Resolved paths, so `@/…` and relative imports count alike.
const APP = ['lib', 'canvas', 'browser', 'services', 'store', 'components', 'server', 'pages'];
const below = {
  lib: [],
  canvas: ['lib'],
  browser: ['lib'],
  services: ['lib'],
  store: ['services', 'browser', 'lib'],
  // Components take only types from services and server (checked by the rule after this one).
  components: ['store', 'services', 'server', 'browser', 'canvas', 'lib'],
  server: ['store', 'services', 'canvas', 'lib'],
  pages: ['components', 'server', 'store', 'services', 'browser', 'canvas', 'lib'],
};
// What lib/ may not use (tests/lib/lib-purity.test.ts proves each is caught).
const LIB_FORBIDDEN_PACKAGES = ['react', 'react-dom', 'konva', '@sentry', '@growthbook'];
const LIB_FORBIDDEN_SOURCE = `/^(${LIB_FORBIDDEN_PACKAGES.map((name) => name.replace('/', '\\/')).join('|')})($|\\/)/`;
const LIB_PURE = 'lib/ is pure (docs/architecture.md): React goes to components/, browser-only code to browser/, Konva to canvas/.';
const LIB_FORBIDDEN_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator'];
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
  {
    target: './dev-services',
    from: './services',
    except: WIRE_TYPES,
    message: 'dev-services/ imports only the wire types services/*/types.ts.',
  },
  // proxy.ts runs before any page: above lib; it reads the run-time configuration (server/env.ts) and the Cache-Control table as pages do.
  { target: './proxy.ts', from: ['./store', './components', './pages', './dev-services', './browser', './canvas'] },
  {
    target: './proxy.ts',
    from: './services',
    except: ['./cache-table.ts'],
    message: 'proxy.ts imports only the Cache-Control table from services/.',
  },
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
  {
    ignores: [
      '.tmp/**',
      '.next/**',
      'bench/floor/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'public/**',
    ],
  },
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
    files: ['lib/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: LIB_FORBIDDEN_PACKAGES.flatMap((name) => [name, `${name}/**`]), message: LIB_PURE }] },
      ],
      'no-restricted-globals': ['error', ...LIB_FORBIDDEN_GLOBALS.map((name) => ({ name, message: LIB_PURE }))],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=${LIB_FORBIDDEN_SOURCE}]`, message: LIB_PURE },
        { selector: `CallExpression[callee.name='require'][arguments.0.value=${LIB_FORBIDDEN_SOURCE}]`, message: LIB_PURE },
        {
          selector: `MemberExpression[object.name='globalThis'][property.name=/^(${LIB_FORBIDDEN_GLOBALS.join('|')})$/]`,
          message: LIB_PURE,
        },
      ],
    },
  },
  {
    // Configuration is read in two places only (docs/architecture.md, Configuration).
    files: ['{lib,canvas,browser,services,store,components,server,pages}/**/*.{ts,tsx,js}', 'proxy.ts'],
    ignores: ['server/env.ts', 'lib/public-env.ts', 'lib/brand.js'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through server/env.ts (server) or lib/public-env.ts (build-time NEXT_PUBLIC_*).',
        },
      ],
    },
  },
  {
    // Next compiles instrumentation.ts for the edge runtime too (`next dev` fails on a `node:` import
    // there): everything it runs is imported inside its NEXT_RUNTIME === 'nodejs' branch.
    files: ['instrumentation.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[importKind!="type"]',
          message: 'Import Node-only code inside the NEXT_RUNTIME === "nodejs" branch (server/instrumentation-node.ts).',
        },
      ],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: typesOnly(['services', 'server']) }] },
  },
  {
    // An island component's module requires the component on the server only (components/ui/static-island.ts islandComponent).
    files: ['**/*.js', '**/*.mjs', '**/*.cjs', 'components/**/island-*.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'dev-services/**', 'e2e/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
