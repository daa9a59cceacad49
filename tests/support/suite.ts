import {afterAll, beforeAll} from 'vitest';
import type {Browser} from 'playwright-core';
import {launchBrowser} from './browser';
import {startSiteServer, type SiteServer} from './server';
import type {BrowserContextOptions} from 'playwright-core';
import {openPage, testContext, type OpenOptions} from './pages';

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
    /**
     * A context of its own (no JavaScript, clipboard permissions, a CDP session), closed when the test ends; a
     * concurrent test passes its own onTestFinished.
     */
    context: (options?: BrowserContextOptions, onFinished?: Parameters<typeof testContext>[2]) =>
      testContext(suite.browser, options, onFinished),
    /** Opens a page of the site; from `server` instead of the suite's own one when given (another policy). */
    open: (path: string, options?: OpenOptions, server?: SiteServer) =>
      openPage(suite.browser, server ?? suite.server, path, options),
  };
}
