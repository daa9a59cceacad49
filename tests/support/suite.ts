import {afterAll, beforeAll} from 'vitest';
import type {Browser} from 'playwright-core';
import {launchBrowser} from './browser';
import {startSiteServer, type SiteServer} from './server';
import {openPage, type OpenOptions} from './pages';

/**
 * A browser test file's set-up: the built site served on 127.0.0.1 and one
 * Chromium, both started before the file's tests and closed after them.
 */
export function browserSuite() {
  const suite = {} as {server: SiteServer; browser: Browser};
  beforeAll(async () => {
    suite.server = await startSiteServer();
    ({browser: suite.browser} = await launchBrowser());
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return {
    get server() {
      return suite.server;
    },
    /** For tests that make their own contexts (no JavaScript, a CDP session). */
    get browser() {
      return suite.browser;
    },
    open: (path: string, options?: OpenOptions) => openPage(suite.browser, suite.server, path, options),
  };
}
