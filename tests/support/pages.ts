import type {Browser, BrowserContextOptions} from 'playwright-core';
import type {SiteServer} from './server';

export interface OpenOptions {
  javaScriptEnabled?: boolean;
  width?: number;
  colorScheme?: 'light' | 'dark';
  context?: BrowserContextOptions;
}

/** Opens a page of the built site and records console errors and uncaught exceptions on it. */
export async function openPage(browser: Browser, server: SiteServer, path: string, options: OpenOptions = {}) {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: {width: options.width ?? 1280, height: 900},
    colorScheme: options.colorScheme ?? 'light',
    ...options.context,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(server.url + path, {waitUntil: 'load'});
  // Controls answer once React has hydrated the page (the framework marks <html>).
  if (options.javaScriptEnabled ?? true) {
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', undefined, {timeout: 15_000}).catch(() => undefined);
  }
  return {page, context, response, errors, close: () => context.close()};
}
