import {defineConfig} from 'vitest/config';

/** Tests of the built site: content checks on build/ and browser tests in Chromium. Run after `npm run build`. */
export default defineConfig({
  test: {
    include: ['tests/content/**/*.test.ts', 'tests/e2e/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
