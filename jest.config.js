const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const common = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
};

module.exports = async () => ({
  projects: [
    {
      ...(await createJestConfig({ ...common, displayName: 'node', testEnvironment: 'node' })()),
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
