import {existsSync, mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser, type BrowserContext} from 'playwright-core';

/** Debian's Chromium; the browser tests never download a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches Chromium with a fresh profile, or fails with a one-line install hint. */
export async function launchBrowser(): Promise<{browser: Browser; context: (options?: Parameters<Browser['newContext']>[0]) => Promise<BrowserContext>}> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`);
  }
  const profile = mkdtempSync(path.join(os.tmpdir(), 'docs-chromium-'));
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...FLAGS, `--user-data-dir=${profile}`]});
  return {browser, context: (options) => browser.newContext(options)};
}
