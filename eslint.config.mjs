// Flat config: typescript-eslint plus the layering rules of CONVENTIONS.md §9.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const layer = (from, forbidden) => ({
  files: [`${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((target) => ({
          group: [`@/${target}/*`, `./${target}/*`, `../${target}/*`, `../../${target}/*`, `../../../${target}/*`],
          message: `${from}/ must not import from ${target}/ (CONVENTIONS.md §9).`,
        })),
      },
    ],
  },
});

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
  layer('services', ['store', 'components', 'pages']),
  layer('lib', ['store', 'components', 'pages']),
  layer('components', ['pages']),
  layer('store', ['components', 'pages']),
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'dev-services/**', 'e2e/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
