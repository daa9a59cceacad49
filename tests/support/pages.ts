import type {Browser, BrowserContextOptions, Page} from 'playwright-core';
import type {SiteServer} from './server';
import {addressNeedsFramework} from '../../src/features/changelog/client/frameworkLoader';
import {SHORT_ENTRY_SELECTOR} from '../../src/features/changelog/model/firstView';

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
  if (options.javaScriptEnabled ?? true) {
    // The changelog's first view runs its own small script and loads the framework only when the
    // reader reaches for a control (or the address holds a filter); other pages hydrate at load.
    const firstView = await page.evaluate(() => document.querySelector('script[data-framework]') !== null);
    const loadsFramework = !firstView || addressNeedsFramework(new URL(path, server.url).search);
    // Controls answer once React has hydrated the page (the framework marks <html>).
    if (loadsFramework) await frameworkReady(page).catch(() => undefined);
  }
  return {page, context, response, errors, close: () => context.close()};
}

/** Waits until React has hydrated the page (the framework marks <html>). */
export async function frameworkReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', undefined, {
    timeout: 15_000,
  });
}

/**
 * Reaches for the changelog's filters the way a reader does (the pointer
 * over them), which loads the framework on the first view, and waits until
 * they run.
 */
export async function reachForFilters(page: Page): Promise<void> {
  await page.locator('.changelog-filters').hover();
  await page.locator('.changelog-filters[data-ready]').waitFor({timeout: 15_000});
}

/** Waits until every older release has taken the place of its short entry on the changelog. */
export async function olderReleasesArrived(page: Page): Promise<void> {
  await page.waitForFunction((selector) => document.querySelector(selector) === null, SHORT_ENTRY_SELECTOR, {
    timeout: 15_000,
  });
}

/**
 * The page as a reader has it once everything has loaded: on the changelog's
 * first view, after reaching for the filters (which loads the framework) and
 * once the older releases have arrived; elsewhere, once hydrated.
 */
export async function pageSettled(page: Page): Promise<void> {
  const firstView = await page.evaluate(() => document.querySelector('script[data-framework]') !== null);
  if (firstView) {
    await reachForFilters(page);
    await olderReleasesArrived(page);
  }
  await frameworkReady(page);
}
