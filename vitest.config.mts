import {defineConfig} from 'vitest/config';

/**
 * Unit tests: pure code and release files. Tests of the built site have their own configs
 * (vitest.content.config.mts, vitest.browser.config.mts).
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    // Some tests parse every release file; on a busy two-core machine that takes several seconds.
    testTimeout: 30_000,
  },
});
