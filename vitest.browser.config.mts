import {defineConfig} from 'vitest/config';

/**
 * Tests of the built site in Chromium (run after `npm run build`). Each file starts its own server and browser, so
 * files share nothing and run two at a time.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // Tests a file marks concurrent (one page each, in a context of its own) run two at a time.
    maxConcurrency: 2,
    // expect.poll waits for a state of the page; its limit (one second by default) is no wait, but a page on a busy
    // two-core machine can take several to get there.
    expect: {poll: {timeout: 15_000}},
  },
});
