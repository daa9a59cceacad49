import {describe, expect, it} from 'vitest';
import type {Route} from 'playwright-core';
import {browserSuite} from '../support/suite';
import {
  frameworkLoaded,
  frameworkReady,
  olderReleasesArrived,
  reachForFilters,
  scrolledIntoViewLaidOut,
} from '../support/pages';
import {ENTRY_COUNT} from '../support/record';
import {stylesAgainstSiteStylesheet} from '../support/firstViewStyles';
import {
  FIRST_VIEW_RELEASES,
  RELEASES_ELEMENT,
  SHORT_ENTRY_CLASS,
  SHORT_ENTRY_SELECTOR,
} from '../../src/features/changelog/model/firstView';

/**
 * The changelog's first view: the newest releases in full, the older ones as
 * short entries that arrive after it, one small script, its own small
 * stylesheet and no framework until the reader reaches for a control.
 */
const site = browserSuite();
const open = site.open;

describe('the first view', () => {
  it('runs the site script and the changelog’s own, and none of the framework until the reader reaches for a control', async () => {
    const {page} = await open('operators/changelog');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name.replace(/^.*\//, '')),
    );
    expect(loaded.toSorted()).toEqual([
      expect.stringMatching(/^changelog\.[0-9a-f]{8}\.js$/),
      expect.stringMatching(/^site\.[0-9a-f]{8}\.js$/),
    ]);
    // A reader who stays among the newer releases costs nothing more: the page has painted twice since load.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(requested.filter((url) => !url.includes('favicon'))).toEqual([]);
    // Scrolling toward the older releases brings them (their module and their page), still without the framework.
    await olderReleasesArrived(page);
    expect(requested.filter((url) => !url.includes('favicon')).map((url) => url.replace(/^.*\/docs\//, ''))).toEqual([
      expect.stringMatching(/^assets\/js\/older-releases\.[0-9a-f]{8}\.js$/),
      'operators/changelog/older',
    ]);
    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => window.scrollY > 0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await frameworkLoaded(page)).toBe(false);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // Reaching for the filters loads it, and they run; the same reach fetches their item index (a
    // script chunk holding every item's facts), with no second pointer move once React runs.
    const indexFetched = page.waitForResponse(
      async (response) =>
        response.request().resourceType() === 'script' && (await response.text()).includes('configurationChange'),
      {timeout: 15_000},
    );
    await page.locator('.changelog-filters').hover();
    await frameworkReady(page);
    expect(scripts.some((url) => /\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
    await indexFetched;
  });

  it('a client-side navigation to the changelog loads its own script once, and its releases element works', async () => {
    const {page} = await open('operators/introduction');
    await frameworkReady(page);
    const navigation = page.waitForURL(/\/docs\/operators\/changelog$/);
    await page.locator('.navbar a[href="/docs/operators/changelog"]').first().click();
    await navigation;
    // The framework drew the page: its <head> names the changelog's script once, and the element it defines
    // brings the older releases when the reader scrolls to them, as on a first load.
    await page.waitForFunction((name) => customElements.get(name) !== undefined, RELEASES_ELEMENT, {
      timeout: 15_000,
    });
    const tags = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script[src]'), (script) => script.getAttribute('src')!).filter((src) =>
        /\/changelog\.[0-9a-f]{8}\.js$/.test(src),
      ),
    );
    expect(tags).toHaveLength(1);
    await olderReleasesArrived(page);
  });

  it("the browser's find-in-page brings the older releases in, so it can find them", async () => {
    const {page} = await open('operators/changelog');
    expect(await page.locator(SHORT_ENTRY_SELECTOR).count()).toBeGreaterThan(0);
    await page.keyboard.press('Control+f');
    await olderReleasesArrived(page, {reach: false});
    expect(await page.locator('article[data-release]').count()).toBe(ENTRY_COUNT);
  });

  it('carries the newest releases in full and the others as short entries that arrive in their place', async () => {
    const {page} = await open('operators/changelog', {javaScriptEnabled: false});
    expect(await page.locator(`article[data-release]:not(.${SHORT_ENTRY_CLASS})`).count()).toBe(FIRST_VIEW_RELEASES);
    expect(await page.locator(SHORT_ENTRY_SELECTOR).count()).toBe(ENTRY_COUNT - FIRST_VIEW_RELEASES);
    const live = await open('operators/changelog');
    await olderReleasesArrived(live.page);
    expect(await live.page.locator('article[data-release]').count()).toBe(ENTRY_COUNT);
    // In place and in order: the same slugs, in the same order, as the short entries.
    const withoutScript = await open('operators/changelog', {javaScriptEnabled: false});
    const before = await withoutScript.page
      .locator('article[data-release]')
      .evaluateAll((articles) => articles.map((article) => article.getAttribute('data-release')));
    const after = await live.page
      .locator('article[data-release]')
      .evaluateAll((articles) => articles.map((article) => article.getAttribute('data-release')));
    expect(after).toEqual(before);
  });

  it('a shared link to an item of an older, archived release lands on it, its block opened', async () => {
    const {page} = await open('operators/changelog#pr-4691');
    await expect.poll(() => page.locator('#pr-4691').count(), {timeout: 15_000}).toBe(1);
    await expect.poll(() => page.locator('details.release-archive').getAttribute('open')).not.toBeNull();
    await expect
      .poll(() => page.locator('#pr-4691').evaluate((item) => Math.round(item.getBoundingClientRect().top)))
      .toBeLessThan(200);
    await expect
      .poll(() => page.locator('#pr-4691').evaluate((item) => item.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(-5);
  });

  it('a filter shows at once, before the older releases arrive, and each release that arrives takes it', async () => {
    const {page} = await open('operators/changelog');
    // The older-releases page is held back until the filter is on the page.
    let letThrough = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      letThrough = resolve;
    });
    await page.route(/\/operators\/changelog\/older$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({waitUntil: 'load'});
    await reachForFilters(page);
    await page.getByRole('checkbox', {name: 'Bugfixes'}).check();
    await expect
      .poll(() => page.locator('.changelog-filters__status').textContent())
      .toMatch(/^Showing \d+ of \d+ items/);
    expect(await page.locator(SHORT_ENTRY_SELECTOR).count()).toBeGreaterThan(0);
    const shownBefore = await page.locator('.release-notes .change:visible').count();
    letThrough();
    await olderReleasesArrived(page);
    const kinds = await page
      .locator('.release-notes .change:visible')
      .evaluateAll((items) => [
        ...new Set(items.map((item) => item.closest('section[data-kind]')?.getAttribute('data-kind'))),
      ]);
    expect(kinds).toEqual(['bugfixes']);
    expect(await page.locator('.release-notes .change:visible').count()).toBeGreaterThan(shownBefore);
  });

  it.each([
    ['wide, in the column beside the releases', 1280, '.theme-doc-toc-desktop', false],
    ['on a phone, in the folded contents', 375, '.theme-doc-toc-mobile', true],
  ])(
    'the contents give each release its date on the first line of its name: %s',
    async (_, width, contents, folded) => {
      const {page} = await open('operators/changelog', {width});
      if (folded) await page.locator(`${contents} > summary`).click();
      const links = page.locator(`${contents} a:has(> .toc-release-date)`);
      await links.first().waitFor({state: 'visible'});
      const misplaced = await links.evaluateAll((all) =>
        all.flatMap((link) => {
          const name = document.createRange();
          name.selectNodeContents(link);
          // The first line of the name: the first box of the link's text, before the date.
          const firstLine = Array.from(name.getClientRects())[0];
          const date = link.querySelector('.toc-release-date')!.getBoundingClientRect();
          const onFirstLine = date.top < firstLine.bottom && date.bottom > firstLine.top;
          return onFirstLine && date.left >= firstLine.right - 1 ? [] : [link.textContent];
        }),
      );
      expect(await links.count()).toBeGreaterThan(0);
      expect(misplaced).toEqual([]);
    },
  );

  it('without JavaScript, an older release is one link away: its short entry and its table-of-contents entry lead to it', async () => {
    const {page} = await open('operators/changelog', {javaScriptEnabled: false});
    const stub = page.locator(SHORT_ENTRY_SELECTOR).first();
    const slug = await stub.getAttribute('data-release');
    expect(await page.locator(`.theme-doc-toc-desktop a[href="#${slug}"]`).count()).toBe(1);
    // Followed from the keyboard, as a reader without a mouse does. A click would aim at where the link was:
    // the releases above it are laid out as they near the viewport and move it, and without JavaScript
    // Playwright cannot check that its click landed on the link. The wait is set up before the key is pressed.
    await stub.locator('a.release__stub-link').focus();
    await Promise.all([
      page.waitForURL(new RegExp(`/docs/operators/changelog/older#${slug}$`), {waitUntil: 'domcontentloaded'}),
      page.keyboard.press('Enter'),
    ]);
    expect(await page.locator('h1').textContent()).toBe('Changelog: older releases');
    const release = page.locator(`article[data-release="${slug}"]`);
    expect(await release.locator('.change').count()).toBeGreaterThan(0);
    expect(await release.getAttribute('class')).not.toContain(SHORT_ENTRY_CLASS);
  });
});

describe("the first view's stylesheet", () => {
  it("is the changelog's own until the reader reaches for a control; the site's stylesheet is requested before the framework's scripts", async () => {
    const {page} = await open('operators/changelog');
    const sheets = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      );
    expect(await sheets()).toEqual([expect.stringMatching(/\/assets\/css\/changelog-first-view\.[0-9a-f]{8}\.css$/)]);
    await page.locator('.changelog-filters').hover();
    await frameworkReady(page);
    const loaded = await sheets();
    expect(loaded).toHaveLength(2);
    expect(loaded[1]).toMatch(/\/assets\/css\/styles\.[0-9a-f]+\.css$/);
    // Ordered in the document: the stylesheet's tag before the framework's scripts.
    expect(
      await page.evaluate(() => {
        const sheet = document.querySelector('link[rel="stylesheet"][href*="/styles."]');
        const main = document.querySelector('script[src*="/main."]');
        return Boolean(sheet && main && sheet.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING);
      }),
    ).toBe(true);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      it(`styles every element as the site's stylesheet does, older releases included (${colorScheme}, ${width} px)`, async () => {
        const {page} = await open('operators/changelog', {colorScheme, width});
        // The system's preference holds from the first paint, before any framework (the site's inline snippet).
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
        await olderReleasesArrived(page);
        const differences = await stylesAgainstSiteStylesheet(page);
        expect(differences.slice(0, 20)).toEqual([]);
      });
    }
  }
});

/**
 * Opens a first-view page with the framework's main script held back until `release` is called: what a reader
 * does before then happens, for certain, before the framework runs.
 */
async function openWithFrameworkHeld(path: string, width = 1280) {
  let held!: (route: Route) => void;
  const frameworkRequested = new Promise<Route>((resolve) => (held = resolve));
  const opened = await open(path, {
    width,
    beforeLoad: async (page) => {
      await page.route(/\/main\.[0-9a-f]+\.js$/, held);
    },
  });
  return {
    ...opened,
    frameworkRequested,
    release: async () => (await frameworkRequested).continue(),
  };
}

describe('controls of the first view, before the framework', () => {
  it.each(['operators/changelog', 'apis/node-status-api/mainnet'])(
    '%s: a tap on the menu before the framework runs opens it once the framework does, once',
    async (path) => {
      const {page, frameworkRequested, release} = await openWithFrameworkHeld(path, 375);
      const toggle = page.locator('.navbar__toggle');
      await toggle.click();
      await frameworkRequested;
      expect(await page.locator('.navbar.navbar-sidebar--show').count()).toBe(0);
      await release();
      await frameworkReady(page);
      await page.locator('.navbar.navbar-sidebar--show').waitFor({timeout: 15_000});
      // Open it stays: the press was made once, not also by the framework itself.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.locator('.navbar.navbar-sidebar--show').count()).toBe(1);
    },
  );

  it('words typed and boxes ticked in the filters before the framework runs are kept and applied once it does', async () => {
    const {page, frameworkRequested, release} = await openWithFrameworkHeld('operators/changelog');
    const query = page.getByRole('searchbox', {name: 'Quick filter'});
    await query.click();
    await frameworkRequested;
    await query.pressSequentially('wireguard');
    await page.getByRole('checkbox', {name: 'Bugfixes'}).check();
    expect(await page.locator('.changelog-filters[data-ready]').count()).toBe(0);
    await release();
    await page.locator('.changelog-filters[data-ready]').waitFor({timeout: 15_000});
    await expect.poll(() => page.locator('.changelog-filters__status').textContent()).toMatch(/^Showing \d+ of/);
    expect(await query.inputValue()).toBe('wireguard');
    expect(await page.getByRole('checkbox', {name: 'Bugfixes'}).isChecked()).toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('wireguard');
    expect(new URL(page.url()).searchParams.get('kind')).toBe('bugfixes');
  });

  it('the theme switch changes the theme at once and the choice holds on the next page', async () => {
    const {page} = await open('operators/changelog', {colorScheme: 'light'});
    const toggle = page.locator('.navbar button[class*="toggleButton"]').first();
    expect(await toggle.isEnabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await toggle.click(); // system → light
    await toggle.click(); // light → dark
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await toggle.getAttribute('aria-label')).toContain('dark mode');
    expect(await frameworkLoaded(page)).toBe(false);
    await page.goto(`${site.server.url}operators/faq`);
    await frameworkReady(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  });

  it("an item's copy link is made when the pointer reaches it, and copies the item's address", async () => {
    const {page, context} = await open('operators/changelog');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const item = page.locator(`.release-notes article[data-release]:not(.${SHORT_ENTRY_CLASS}) .change`).first();
    const anchor = await item.getAttribute('id');
    expect(await item.locator('.copy-link').count()).toBe(0);
    await item.hover();
    await item.locator('> .change__title > .copy-link').click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`${site.server.url}operators/changelog#${anchor}`);
    expect(await frameworkLoaded(page)).toBe(false);
  });

  it('the build-info block copies its text', async () => {
    const {page, context} = await open('operators/changelog');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const block = page.locator('.release-notes .build-info').first();
    await block.locator('.copy-button').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Binary Name:/);
    expect(await frameworkLoaded(page)).toBe(false);
  });

  it('the archive opens with a click and a link into it opens it', async () => {
    const {page} = await open('operators/changelog');
    await olderReleasesArrived(page);
    const archive = page.locator('details.release-archive');
    expect(await archive.getAttribute('open')).toBeNull();
    await scrolledIntoViewLaidOut(archive.locator('> summary'));
    await archive.locator('> summary').click();
    expect(await archive.getAttribute('open')).not.toBeNull();
    await archive.locator('> summary').click();
    const slug = await archive.locator('article[data-release]').first().getAttribute('data-release');
    await page.evaluate((id) => (window.location.hash = id!), slug);
    await expect.poll(() => archive.getAttribute('open')).not.toBeNull();
    expect(await frameworkLoaded(page)).toBe(false);
  });
});
