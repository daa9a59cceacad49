import {describe, expect, it, vi} from 'vitest';
import type {Page, Route} from 'playwright-core';
import {browserSuite} from '../support/suite';
import {frameworkReady} from '../support/pages';
import {templateRepresentatives} from '../support/templates';
import {SITE_PAGES} from './sitemap';
import {FRAMEWORK_LOADER_ELEMENT} from '../../src/features/frameworkOnReach/loaderElement';
import {HELD_PRESS_ATTRIBUTE} from '../../src/features/frameworkOnReach/client/frameworkLoader';
import {HYDRATION_LIMIT} from '../support/limits';

/** A test that loads a page at 4× CPU and waits for it to hydrate: the hydration limit and the rest of its work. */
const SLOWED_PAGE_LIMIT = HYDRATION_LIMIT + 60_000;

/**
 * A reader on a slow phone acts as soon as a page shows, whatever the framework is doing then. The worst moment is
 * while its script is still on the way: each test holds the framework's main script until the reader has acted, at
 * 4× CPU and 375 px, then lets it arrive. On one page of each template (the chrome differs by template, not by page):
 * one tap on the menu opens it, once, and every character typed into a filter stays; and a calculator works out what
 * was typed into it.
 */
const site = browserSuite();
const KINDS = [...templateRepresentatives(SITE_PAGES).keys()];

type OnFinished = (cleanup: () => Promise<void>) => void;

/**
 * Opens a page at 375 px with the CPU slowed four times and the framework's main script held, and returns once the
 * page shows and the site script (which every page loads before the framework) has run.
 */
async function openWhileFrameworkArrives(url: string, onFinished: OnFinished) {
  const context = await site.context({viewport: {width: 375, height: 800}, hasTouch: true, isMobile: true}, onFinished);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  const held: Route[] = [];
  let released = false;
  await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  await page.goto(`${site.server.url}${url}`, {waitUntil: 'commit'});
  // The site script defines the framework's stand-in on every page: once it is defined, the script has run.
  await page.waitForFunction((name) => customElements.get(name) !== undefined, FRAMEWORK_LOADER_ELEMENT, {
    timeout: 30_000,
  });
  return {
    page,
    /** Lets the framework's script arrive (a page that loads it on a reach asks for it once the reader acted). */
    release: async () => {
      await vi.waitFor(() => expect(held.length).toBeGreaterThan(0), {timeout: 30_000});
      released = true;
      for (const route of held) await route.continue();
      await frameworkReady(page);
    },
  };
}

/** The filter of a page: the changelog's quick filter where there is one, the navbar's search box elsewhere. */
async function filterOf(page: Page) {
  const quick = page.getByRole('searchbox', {name: 'Quick filter'});
  return (await quick.count()) > 0 ? quick : page.locator('.navbar-search input[type="search"]');
}

describe.concurrent('no input is lost while a page starts (4× CPU, 375 px, the framework still arriving)', () => {
  it.for(KINDS)(
    '/docs/%s: one tap on the menu shows at once and opens it, once',
    async (url, {expect, onTestFinished}) => {
      const {page, release} = await openWhileFrameworkArrives(url, onTestFinished);
      await page.locator('.navbar__toggle').tap();
      // The press shows while the menu waits for the framework.
      await page.locator(`.navbar__toggle[${HELD_PRESS_ATTRIBUTE}]`).waitFor({timeout: 30_000});
      expect(await page.locator('.navbar.navbar-sidebar--show').count()).toBe(0);
      await release();
      await page.locator('.navbar.navbar-sidebar--show').waitFor({timeout: 30_000});
      expect(await page.locator(`[${HELD_PRESS_ATTRIBUTE}]`).count()).toBe(0);
      // Open it stays: the tap was answered once, not also toggled back.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.locator('.navbar.navbar-sidebar--show').count()).toBe(1);
    },
  );

  it.for(KINDS)(
    '/docs/%s: every character typed into a filter stays',
    {timeout: SLOWED_PAGE_LIMIT},
    async (url, {expect, onTestFinished}) => {
      const {page, release} = await openWhileFrameworkArrives(url, onTestFinished);
      const filter = await filterOf(page);
      await filter.tap();
      await filter.pressSequentially('wireguard');
      expect(await filter.inputValue()).toBe('wireguard');
      await release();
      // The framework, once it runs, keeps every character.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await filter.inputValue()).toBe('wireguard');
    },
  );
});

describe('a calculator keeps what a reader types while the framework arrives (4× CPU, 375 px)', () => {
  it('the exit policy port lookup works out the port typed before the framework ran', async ({onTestFinished}) => {
    const {page, release} = await openWhileFrameworkArrives('operators/community-counsel/exit-gateway', onTestFinished);
    const input = page.getByTestId('exit-port-lookup').getByLabel('Port');
    await input.tap();
    await input.press('ControlOrMeta+a');
    await input.pressSequentially('853/tcp');
    expect(await input.inputValue()).toBe('853/tcp');
    await release();
    await expect
      .poll(() => page.getByTestId('exit-port-result').textContent(), {timeout: 30_000})
      .toContain('Port 853 is opened by the update (listed as 853)');
    expect(await input.inputValue()).toBe('853/tcp');
  });
});
