const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const common = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
};

/** Konva and d3-geo ship ES modules only: let Jest transform them (the print render and the map are tested in Node). */
const withKonva = (config) => ({
  ...config,
  transformIgnorePatterns: config.transformIgnorePatterns.map((p) => p.replace('(?!(geist|', '(?!(konva|d3-geo|d3-array|internmap|geist|')),
});

/**
 * The map drawings at print size: a minute of CPU between them on this project's 2-core machine (2026-11-26), so
 * `npm run check` (node and dom) leaves them to `npm test` and `npm run test:unit`, which run every project.
 */
const RENDER_SUITES = ['<rootDir>/tests/canvas/render-map.test.ts', '<rootDir>/tests/components/dyo/map-document.test.ts'];

module.exports = async () => ({
  projects: [
    {
      ...withKonva(
        await createJestConfig({
          ...common,
          displayName: 'node',
          testEnvironment: 'node',
          setupFilesAfterEnv: ['<rootDir>/tests/setup-node.ts'],
        })(),
      ),
      testMatch: ['<rootDir>/**/*.test.ts'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, ...RENDER_SUITES],
    },
    {
      ...withKonva(await createJestConfig({ ...common, displayName: 'render', testEnvironment: 'node' })()),
      testMatch: RENDER_SUITES,
    },
    {
      ...(await createJestConfig({
        ...common,
        displayName: 'dom',
        testEnvironment: 'jsdom',
        setupFilesAfterEnv: ['<rootDir>/tests/setup-dom.ts'],
      })()),
      testMatch: ['<rootDir>/**/*.test.tsx'],
    },
  ],
});
