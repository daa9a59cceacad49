// Debian's Chromium, as every browser run of the project starts it: headless, and quiet on a machine with no network
// but the package registries.

/**
 * The browser readers run (package `chromium`): the bench, Lighthouse and the screenshots measure and show the pages
 * in it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The same engine without the browser's own interface (package `chromium-headless-shell`, the build Playwright runs
 * for headless tests): the test suite opens about 700 browser contexts, and the full browser starts a page of its
 * own interface (the address bar's popup, a WebUI renderer) with each of them. Measured here on one page loaded 20
 * times, a context each: 1.9 s of CPU per load in the full browser, 0.7 s in the shell; the browser tests took half
 * the CPU time in the shell, with the same results.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
