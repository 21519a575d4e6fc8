// The checks that only read the sources, shared by `npm run check` (scripts/check.mjs) and `npm test`
// (scripts/test-all.mjs). TypeScript and ESLint keep caches in node_modules/.cache, so a second run only
// looks again at what changed.
export const STATIC_CHECKS = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/tsbuildinfo']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint/']],
  ['dead code (knip: unused files, exports, dependencies)', 'npx', ['knip', '--no-progress']],
  ['format (prettier --check; `npm run format` fixes it)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
];
