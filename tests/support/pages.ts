import {HYDRATION_LIMIT} from './limits';
import {onTestFinished} from 'vitest';
import type {Browser, BrowserContext, BrowserContextOptions, Locator, Page} from 'playwright-core';
import type {SiteServer} from './server';
import {addressNeedsFramework} from '../../src/features/frameworkOnReach/client/frameworkLoader';
import {SHORT_ENTRY_SELECTOR} from '../../src/features/changelog/model/firstView';

export interface OpenOptions {
  javaScriptEnabled?: boolean;
  width?: number;
  colorScheme?: 'light' | 'dark';
  context?: BrowserContextOptions;
  /** Runs on the new page before it loads: listeners and init scripts a test needs from the first byte. */
  beforeLoad?: (page: Page) => Promise<void>;
  /**
   * The test's own onTestFinished, for a test that runs concurrently with others (Vitest's global one cannot tell
   * them apart).
   */
  onFinished?: OnFinished;
}

type OnFinished = (cleanup: () => Promise<void>) => void;

/**
 * A browser context that closes itself when the test that made it finishes, passed or failed, so a
 * failing test never leaves its pages open for the next one.
 */
export async function testContext(
  browser: Browser,
  options?: BrowserContextOptions,
  onFinished: OnFinished = onTestFinished,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  onFinished(() => context.close());
  return context;
}

/**
 * Opens a page of the built site, records console errors and uncaught exceptions on it, and waits until
 * its scripts run: a docs page once React has hydrated it; the changelog's first view at load, and once
 * hydrated too when its address holds a filter; a page outside the framework (a redirect) at load. The
 * page's context closes when the test finishes.
 */
export async function openPage(browser: Browser, server: SiteServer, path: string, options: OpenOptions = {}) {
  const context = await testContext(
    browser,
    {
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      viewport: {width: options.width ?? 1280, height: 900},
      colorScheme: options.colorScheme ?? 'light',
      ...options.context,
    },
    options.onFinished,
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await options.beforeLoad?.(page);
  const response = await page.goto(server.url + path, {waitUntil: 'load'});
  if ((options.javaScriptEnabled ?? true) && response) {
    // Decided from the HTML served, not the live page. A page that has already moved on (a redirect page,
    // which refreshes at once) has no body left to read: it is no framework page, and there is nothing to wait for.
    const html = await response.text().catch(() => '');
    const frameworkPage = html.includes('id="__docusaurus"');
    // The changelog's first view runs its own small script and loads the framework only when the
    // reader reaches for a control (or the address holds a filter); other pages hydrate at load.
    const firstView = html.includes('data-framework=');
    const loadsFramework = frameworkPage && (!firstView || addressNeedsFramework(new URL(path, server.url).search));
    // Controls answer once React has hydrated the page (the framework marks <html>).
    if (loadsFramework) await frameworkReady(page);
  }
  return {page, context, response, errors};
}

/** Waits until React has hydrated the page (the framework marks <html>). */
export async function frameworkReady(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', undefined, {
      timeout: HYDRATION_LIMIT,
    })
    .catch((error: unknown) => {
      throw new Error(`${page.url()}: React did not hydrate the page within ${HYDRATION_LIMIT / 1000} s`, {
        cause: error,
      });
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

/**
 * Waits until every older release has taken the place of its short entry on the changelog. They arrive
 * when a reader reaches for them: `reach` scrolls the first short entry into view, as a reader does.
 */
export async function olderReleasesArrived(page: Page, {reach = true}: {reach?: boolean} = {}): Promise<void> {
  // A reader who reaches the short entries and finds them not yet replaced keeps them in view: after a client-side
  // navigation the entries can be in the page a moment before the element that brings the releases watches them.
  await page.waitForFunction(
    ({selector, reach}) => {
      const entry = document.querySelector(selector);
      if (entry && reach && entry.getBoundingClientRect().top > window.innerHeight) entry.scrollIntoView();
      return entry === null;
    },
    {selector: SHORT_ENTRY_SELECTOR, reach},
    {timeout: 15_000, polling: 250},
  );
}

/** The parts of the changelog and the API pages the browser lays out only as they near the viewport. */
const LAID_OUT_ON_DEMAND = '.release-notes article.release, .api-reference .api-endpoint, .api-reference .api-type';

/**
 * Scrolls an element into view and waits until every part laid out on demand (content-visibility) that shows in
 * the viewport is laid out. Until then such a part has its estimated height, and once laid out its real one moves
 * what is below it: a click aimed in between lands beside its target (seen: a click on the archive's summary, after
 * a jump from the end of the changelog, that opened nothing).
 */
export async function scrolledIntoViewLaidOut(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await locator.page().waitForFunction(
    (selector) =>
      Array.from(document.querySelectorAll(selector)).every((part) => {
        const box = part.getBoundingClientRect();
        if (!part.checkVisibility() || box.bottom <= 0 || box.top >= window.innerHeight) return true;
        // A part whose contents are skipped has children with a box the browser has not laid out.
        return !Array.from(part.children).some(
          (child) => child.checkVisibility() && !child.checkVisibility({contentVisibilityAuto: true}),
        );
      }),
    LAID_OUT_ON_DEMAND,
    {polling: 'raf', timeout: 15_000},
  );
}

/** Whether the page has loaded the framework's scripts (the changelog's first view loads them on a reach). */
export async function frameworkLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Array.from(document.scripts).some((script) => /\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(script.src)),
  );
}

/**
 * The page as a reader has it once everything has loaded: on the changelog's
 * first view, after reaching for the filters (which loads the framework) and
 * once the older releases have arrived; on the API pages, after reaching for
 * the navbar (which loads it there); elsewhere, once hydrated.
 */
export async function pageSettled(page: Page): Promise<void> {
  const loader = await page.evaluate(() => ({
    onReach: document.querySelector('framework-loader') !== null,
    changelog: document.querySelector('.changelog-filters') !== null,
  }));
  if (loader.onReach && loader.changelog) {
    await reachForFilters(page);
    await olderReleasesArrived(page);
  } else if (loader.onReach) {
    // A page that loads the framework on a reach (the API pages): the pointer on the navbar, as a reader's.
    await page.locator('.navbar').hover();
  }
  await frameworkReady(page);
}
