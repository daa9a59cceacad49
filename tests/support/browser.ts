import {existsSync} from 'node:fs';
import {chromium, type Browser, type BrowserContext} from 'playwright-core';
// The browser tests never download a browser: Debian's headless shell of Chromium, started with the project's flags
// (scripts/chromium.mjs says why the shell rather than the full browser).
import {CHROMIUM_FLAGS, HEADLESS_SHELL_PATH} from '../../scripts/chromium.mjs';

/**
 * Launches Chromium's headless shell, or fails with a one-line install hint. Playwright gives every launch a fresh
 * temporary profile (it refuses --user-data-dir here).
 */
export async function launchBrowser(): Promise<{
  browser: Browser;
  context: (options?: Parameters<Browser['newContext']>[0]) => Promise<BrowserContext>;
}> {
  if (!existsSync(HEADLESS_SHELL_PATH)) {
    throw new Error(
      `Chromium's headless shell not found at ${HEADLESS_SHELL_PATH}: install it with "apt-get install -y chromium-headless-shell" (or set HEADLESS_SHELL_PATH).`,
    );
  }
  const browser = await chromium.launch({executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS});
  return {browser, context: (options) => browser.newContext(options)};
}
