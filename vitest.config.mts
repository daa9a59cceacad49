import {defineConfig} from 'vitest/config';

/**
 * Unit tests: pure code and release files. Tests of the built site have their own configs
 * (vitest.content.config.mts, vitest.browser.config.mts).
 *
 * Most files share their workers' module registry (isolate: false): each worker loads the release files and the
 * facts once, not once per file, which halves the suite's time. A file that replaces a module (vi.mock) or runs in
 * a browser-like environment would leak into the files after it; such files are named *.isolated.test.ts and run
 * isolated.
 */
const ISOLATED = '**/*.isolated.test.ts';

export default defineConfig({
  test: {
    environment: 'node',
    // Some tests parse every release file; npm test runs them beside the build and the browser tests on two cores,
    // where that took up to a minute. A limit, not a wait.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [ISOLATED, '**/node_modules/**'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: [`src/${ISOLATED}`, `tests/unit/${ISOLATED}`, `bench/${ISOLATED}`],
        },
      },
    ],
  },
});
