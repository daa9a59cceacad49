import {defineConfig} from 'vitest/config';

/** Tests of the built site in Chromium (run after `npm run build`). Each file starts its own server and browser. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // Tests a file marks concurrent (one page each, in contexts of their own) run two at a time.
    maxConcurrency: 4,
  },
});
