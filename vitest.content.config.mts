import {defineConfig} from 'vitest/config';

/**
 * Tests of the built files that need no browser: content checks on build/ (run after `npm run build`) and the
 * build's own behaviour on a small fixture site. They share nothing, so their files run side by side.
 */
export default defineConfig({
  test: {
    include: ['tests/content/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    // A test that reads every API page (770 KB of HTML for nym-api alone) took 75 s while npm test ran the
    // browser tests and the unit tests beside it on two cores.
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
