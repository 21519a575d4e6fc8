const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const common = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
};

/** Konva and d3-geo ship ES modules only: let Jest transform them (the print render and the map are tested in Node). */
const withKonva = (config) => ({ ...config, transformIgnorePatterns: config.transformIgnorePatterns.map((p) => p.replace('(?!(geist|', '(?!(konva|d3-geo|d3-array|internmap|geist|')) });

module.exports = async () => ({
  projects: [
    {
      ...withKonva(await createJestConfig({ ...common, displayName: 'node', testEnvironment: 'node' })()),
      testMatch: ['<rootDir>/**/*.test.ts'],
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
