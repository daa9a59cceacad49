import {existsSync} from 'node:fs';
import {chromium, type Browser, type BrowserContext} from 'playwright-core';
// The browser tests never download a browser: Debian's Chromium, started as every run of the project starts it.
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../../scripts/chromium.mjs';

/**
 * Launches Chromium, or fails with a one-line install hint. Playwright gives
 * every launch a fresh temporary profile (it refuses --user-data-dir here).
 */
export async function launchBrowser(): Promise<{
  browser: Browser;
  context: (options?: Parameters<Browser['newContext']>[0]) => Promise<BrowserContext>;
}> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`,
    );
  }
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
  return {browser, context: (options) => browser.newContext(options)};
}
