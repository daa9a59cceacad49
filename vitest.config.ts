import {defineConfig} from 'vitest/config';

/** Unit and content tests: pure code, release files, the built HTML. Browser tests have their own config. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/content/**/*.test.ts'],
    environment: 'node',
  },
});
