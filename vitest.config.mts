import {defineConfig} from 'vitest/config';

/**
 * Unit tests: pure code and release files. Tests of the built site have their own configs
 * (vitest.content.config.mts, vitest.browser.config.mts).
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    // Some tests parse every release file; npm test runs them beside the build and the browser tests on two cores,
    // where that took up to a minute. A limit, not a wait.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
