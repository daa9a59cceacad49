import {defineConfig} from 'vitest/config';

/**
 * Tests of the built files that need no browser: content checks on build/ (run after `npm run build`) and the
 * build's own behaviour on a small fixture site. They share nothing, so their files run side by side.
 */
export default defineConfig({
  test: {
    include: ['tests/content/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
