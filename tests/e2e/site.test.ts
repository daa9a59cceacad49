import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {browserSuite} from '../support/suite';
import {frameworkReady, olderReleasesArrived, scrolledIntoViewLaidOut} from '../support/pages';
import {CURRENT_COUNT, ENTRY_COUNT, LATEST_NODE_VERSION, NODE_VERSIONS_NEWEST_FIRST} from '../support/record';
import {versionScore, versionsBehind} from '../../src/rules/configScore';
import {SHORT_ENTRY_CLASS} from '../../src/features/changelog/model/firstView';

const site = browserSuite();
/** Opens a page and records console errors and uncaught exceptions on it. */
const open = site.open;

// Every page of the site map answers 200 with its title and logs no error: checked in the load that reads its
// accessibility (tests/e2e/quality.test.ts).
describe('the landing page and the 404 page', () => {
  it('the landing page describes the site, links the four sections and the latest release', async () => {
    const {page, response, errors} = await open('');
    expect(response?.status()).toBe(200);
    for (const section of ['Network', 'Developers', 'Operators', 'APIs']) {
      await expect.poll(() => page.locator('.section-card a', {hasText: section}).count()).toBe(1);
    }
    const latest = page.locator('.home__latest p a').first();
    expect(await latest.getAttribute('href')).toMatch(/\/docs\/operators\/changelog#v\d+-/);
    expect(errors).toEqual([]);
  });

  it('an unknown URL gets the 404 page with the four sections', async () => {
    const {page, response} = await open('operators/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').first().textContent()).toBe('Page not found');
    expect(await page.locator('.section-card a').allTextContents()).toEqual([
      'Network',
      'Developers',
      'Operators',
      'APIs',
    ]);
  });
});

/** The navbar's left-hand entries: plain links and the dropdown's trigger. */
const LEFT = '.navbar__items:not(.navbar__items--right)';
const LEFT_ITEMS = `${LEFT} > a.navbar__item, ${LEFT} > .dropdown > .navbar__link`;

describe('the navbar', () => {
  async function navbarLabels(page: Page) {
    return page.locator(LEFT_ITEMS).allTextContents();
  }

  it('lists Network, Developers, Operators and APIs in that order', async () => {
    const {page} = await open('operators/introduction');
    expect(await navbarLabels(page)).toEqual(['Network', 'Developers', 'Operators', 'APIs']);
  });

  it('navigates by click, the Developers menu included', async () => {
    const {page, errors} = await open('operators/introduction');
    await page.locator(LEFT_ITEMS, {hasText: 'Network'}).click();
    await page.waitForURL(/\/docs\/network$/);
    await page.locator('.navbar .dropdown > .navbar__link', {hasText: 'Developers'}).hover();
    const menu = page.locator('.navbar .dropdown .dropdown__menu');
    await expect.poll(() => menu.locator('a').allTextContents()).toEqual(['Overview', 'Rust SDK', 'TypeScript SDK']);
    await menu.locator('a', {hasText: 'Rust SDK'}).click();
    await page.waitForURL(/\/docs\/developers\/rust$/);
    expect(errors).toEqual([]);
  });

  it('navigates by keyboard, the Developers menu included', async () => {
    const {page} = await open('operators/introduction');
    // Tab from the top of the page to the Developers menu.
    let focused = '';
    for (let step = 0; step < 20 && focused !== 'Developers'; step += 1) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    }
    expect(focused).toBe('Developers');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('.navbar .dropdown > .navbar__link').getAttribute('aria-expanded'))
      .toBe('true');
    // The menu's links take focus once the menu is shown, not when its button says it is open.
    await page.locator('.navbar .dropdown__menu a', {hasText: 'Rust SDK'}).waitFor({state: 'visible'});
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Rust SDK');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/developers\/rust$/);
  });
});

describe('the changelog without JavaScript', () => {
  it('renders every release, the table of contents and the archive, and hides the controls that could not act, whatever the address asks', async () => {
    // An address with filters, as a reader with JavaScript shares it: without JavaScript nothing filters, and the
    // controls that would are hidden.
    const {page, response} = await open('operators/changelog?since=1.10.0&kind=bugfixes', {javaScriptEnabled: false});
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').first().textContent()).toBe('Changelog');
    expect(await page.locator('.changelog-filters').isVisible()).toBe(false);
    expect(await page.locator('.copy-link').first().isVisible()).toBe(false);
    expect(await page.locator('article[data-release]').count()).toBe(ENTRY_COUNT);
    expect(await page.locator('changelog-releases > article.release:visible').count()).toBe(CURRENT_COUNT);
    expect(await page.locator('.theme-doc-toc-desktop .table-of-contents a[href="#v202513-emmental"]').count()).toBe(1);
    expect(await page.locator('.theme-doc-toc-mobile a[href="#v202513-emmental"]').count()).toBe(1);
    await expect.poll(() => page.locator('#v202513-emmental').isVisible()).toBe(true);
    // The archive is closed; opening it needs no script.
    expect(await page.locator('#v202410-caramello').isVisible()).toBe(false);
    // Opened from the keyboard: a click could aim at where the summary was before the releases above it
    // were laid out, and without JavaScript Playwright cannot check where its click landed.
    await page.locator('details.release-archive > summary').focus();
    await page.keyboard.press('Enter');
    // Releases far below the fold are laid out when they come near the viewport (content-visibility).
    await page.locator('#v202410-caramello').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('#v202410-caramello').isVisible()).toBe(true);
  });

  it('opens the archive when a link points inside it', async () => {
    const {page} = await open('operators/changelog#v202410-caramello');
    await expect.poll(() => page.locator('#v202410-caramello').isVisible()).toBe(true);
    expect(await page.locator('details.release-archive').getAttribute('open')).not.toBeNull();
  });
});

describe('the changelog with JavaScript', () => {
  it('keeps its prerendered releases after hydration, and brings them back after client-side navigation', async () => {
    const {page, errors} = await open('operators/changelog');
    await olderReleasesArrived(page);
    expect(await page.locator('article[data-release]').count()).toBe(ENTRY_COUNT);
    // The pointer on the sidebar loads the framework; React then hydrates around the releases and keeps them.
    await page.locator('.menu a', {hasText: 'Introduction'}).first().hover();
    await frameworkReady(page);
    expect(await page.locator('article[data-release]').count()).toBe(ENTRY_COUNT);
    const marker = await page.evaluate(
      () => ((window as unknown as {stillThisDocument: boolean}).stillThisDocument = true),
    );
    await page.locator('.menu a', {hasText: 'Introduction'}).first().click();
    await page.waitForURL(/\/docs\/operators\/introduction$/);
    // The router writes the URL before React commits the new page: wait for the page, not the URL.
    await expect.poll(() => page.locator('h1').first().textContent()).not.toBe('Changelog');
    expect(await page.locator('article[data-release]').count()).toBe(0);
    await page.locator('.menu a', {hasText: 'Changelog'}).first().click();
    await page.waitForURL(/\/docs\/operators\/changelog$/);
    await expect.poll(() => page.locator('article[data-release]').count()).toBe(ENTRY_COUNT);
    // The older releases arrive again after a client-side navigation, in the same document.
    await olderReleasesArrived(page);
    expect(await page.evaluate(() => (window as unknown as {stillThisDocument?: boolean}).stillThisDocument)).toBe(
      marker,
    );
    expect(errors).toEqual([]);
  });

  it('prefetches no route a page merely links to, and preloads the one a reader reaches for (lean-client swap)', async () => {
    const {page} = await open('operators/introduction');
    type RoutePreloading = {prefetch(path: string): unknown; preload(path: string): unknown};
    const answers = await page.evaluate(() => {
      const {docusaurus} = window as unknown as {docusaurus: RoutePreloading};
      // The framework's own module prefetches a route it has not fetched yet and answers with a promise.
      const prefetched = docusaurus.prefetch('/docs/operators/faq');
      const preloaded = docusaurus.preload('/docs/operators/faq');
      return {prefetched, preloadedIsPromise: preloaded instanceof Promise};
    });
    expect(answers).toEqual({prefetched: false, preloadedIsPromise: true});
  });

  it('says so, with a link to the page, when the releases cannot be fetched after a client-side navigation', async () => {
    const {page} = await open('operators/introduction');
    // The changelog's own file, fetched by the page after the router brings it in, fails to arrive.
    await page.route('**/docs/operators/changelog', (route) =>
      route.request().resourceType() === 'fetch' ? route.abort('connectionrefused') : route.continue(),
    );
    await page.locator('.menu a', {hasText: 'Changelog'}).first().click();
    await page.waitForURL(/\/docs\/operators\/changelog$/);
    const failed = page.locator('.static-island__failed[role="alert"]');
    await expect
      .poll(() => failed.textContent())
      .toMatch(/^These notes could not be loaded here \(.+\)\. Open this page/);
    expect(await failed.locator('a').getAttribute('href')).toBe('/docs/operators/changelog');
    expect(await page.locator('article[data-release]').count()).toBe(0);
  });

  it.each([360, 1280])(
    'at %i px, releases not yet laid out hold a place sized from their text, the last one before the archive at least its real height',
    async (width) => {
      const {page} = await open('operators/changelog', {width});
      await olderReleasesArrived(page);
      const placeholders = await page
        .locator('.release-notes article.release')
        .evaluateAll((releases) =>
          releases.map((release) => parseFloat(getComputedStyle(release).containIntrinsicHeight.replace('auto ', ''))),
        );
      // Sized per release, not one height for all.
      expect(new Set(placeholders).size).toBeGreaterThan(4);
      await page.addStyleTag({content: '.release-notes article.release { content-visibility: visible !important; }'});
      const heights = await page
        .locator('.release-notes article.release')
        .evaluateAll((releases) => releases.map((release) => release.getBoundingClientRect().height));
      // The last release of the year on the page sits above the archive and the footer: an estimate
      // short of its height would let its text, laid out on demand, spill over them.
      const last = (await page.locator('.release-notes article.release:not(.release-archive *)').count()) - 1;
      expect(placeholders[last]).toBeGreaterThanOrEqual(heights[last]);
      // Over the whole page, the estimate stays within a factor of two of the real height.
      const ratio =
        placeholders.slice(0, last + 1).reduce((a, b) => a + b) / heights.slice(0, last + 1).reduce((a, b) => a + b);
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    },
  );

  it('ships the release bodies as HTML only, not again as JavaScript', async () => {
    const {page} = await open('operators/changelog');
    await olderReleasesArrived(page);
    // The site script and the framework's scripts the first view loads on demand.
    const scripts = await page.evaluate(() =>
      [
        ...Array.from(document.scripts).map((script) => script.src),
        ...(document.querySelector<HTMLElement>('framework-loader')?.dataset.framework ?? '')
          .split(' ')
          .map((src) => (src ? new URL(src, location.href).href : '')),
      ].filter(Boolean),
    );
    expect(scripts.length).toBeGreaterThan(2);
    const bodies = await Promise.all(scripts.map((src) => fetch(src).then((response) => response.text())));
    // A PR title that appears only in the release notes.
    expect(bodies.some((body) => body.includes('Initial performance contract'))).toBe(false);
    expect(await page.content()).toContain('Initial performance contract');
  });
});

describe('the build-info block', () => {
  it('copies the text nym-node build-info prints', async () => {
    const context = await site.context({permissions: ['clipboard-read', 'clipboard-write']});
    const page = await context.newPage();
    await page.goto(`${site.server.url}operators/changelog`, {waitUntil: 'load'});
    // An older release: it arrives when the reader scrolls toward it.
    await olderReleasesArrived(page);
    const button = page.locator('article[data-release="v202513-emmental"] .build-info .copy-button');
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Copied');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text.split('\n')).toHaveLength(9);
    expect(text).toMatch(/^Binary Name:\s+nym-node$/m);
    expect(text).toMatch(/^Commit SHA:\s+578c9b0567656d86812aa21eb0b4c93b5a7235bd$/m);
  });

  it('hides the copy button without JavaScript, the values being on the page', async () => {
    const {page} = await open('operators/changelog', {javaScriptEnabled: false});
    // The newest release with build information (older releases are on the page as short entries).
    const block = page.locator(`.release-notes article[data-release]:not(.${SHORT_ENTRY_CLASS}) .build-info`).first();
    expect(await block.locator('.copy-button').isVisible()).toBe(false);
    expect(await block.locator('th').allTextContents()).toEqual([
      'Binary Name',
      'Build Timestamp',
      'Build Version',
      'Commit SHA',
      'Commit Date',
      'Commit Branch',
      'rustc Version',
      'rustc Channel',
      'cargo Profile',
    ]);
  });
});

describe('the node load calculator', () => {
  it('computes the tiers from typed inputs and shows its work', async () => {
    const {page, errors} = await open('operators/testing/performance');
    const calculator = page.getByTestId('node-load-calculator');
    await calculator.getByLabel('5-minute load average').fill('3');
    await calculator.getByLabel('CPU count').fill('4');
    await calculator.getByLabel('Sent (MB/s)').fill('1');
    await calculator.getByLabel('Received (MB/s)').fill('1');
    await expect.poll(() => page.getByTestId('load-machine').textContent()).toBe('High');
    expect(await page.getByTestId('load-network').textContent()).toBe('Negligible');
    expect(await page.getByTestId('load-total').textContent()).toBe('High');
    await calculator.getByLabel('CPU count').fill('0');
    await expect
      .poll(() => page.getByTestId('node-load-result').textContent())
      .toContain('CPU count must be more than 0 (you typed "0").');
    expect(errors).toEqual([]);
  });
});

describe('the config score calculator', () => {
  it("scores a node against the changelog's release chain and explains a zero", async () => {
    const {page, errors} = await open('operators/tokenomics/mixnet-rewards');
    const calculator = page.getByTestId('config-score-calculator');
    await calculator.getByLabel('Node version').fill(LATEST_NODE_VERSION);
    await expect.poll(() => page.getByTestId('versions-behind').textContent()).toBe('0');
    expect(await page.getByTestId('config-score').textContent()).toBe('1.0000');
    // One release behind: the page shows what the rule (tested on its own) gives for the changelog's chain.
    const previous = NODE_VERSIONS_NEWEST_FIRST[1];
    const behind = versionsBehind(previous, [...NODE_VERSIONS_NEWEST_FIRST].reverse());
    expect(behind).toBeGreaterThan(0);
    await calculator.getByLabel('Node version').fill(previous);
    await expect.poll(() => page.getByTestId('versions-behind').textContent()).toBe(String(behind));
    expect(await page.getByTestId('config-score').textContent()).toBe(versionScore(behind).toFixed(4));
    await calculator.getByLabel('Terms accepted').uncheck();
    await expect
      .poll(() => page.getByTestId('config-score-result').textContent())
      .toContain('0 because: terms not accepted');
    await calculator.getByLabel('Node version').fill('latest');
    await expect
      .poll(() => page.getByTestId('config-score-result').textContent())
      .toContain('Node version must be a version like 1.15.0 (you typed "latest").');
    expect(errors).toEqual([]);
  });
});

describe('tables of long text on a phone', () => {
  it.each([
    [
      "an API route's parameters",
      'apis/validator-rest-api/mainnet',
      'section:has(> h3#get-v1-nym-nodes-performance-node-id) table',
    ],
    [
      "the configuration reference's removed settings",
      'operators/nodes/nym-node/config-reference',
      '.cfg-removed table',
    ],
  ])('%s: each row a block, each cell named by its column, nothing to scroll sideways', async (_, path, selector) => {
    const {page} = await open(path, {width: 375});
    const table = page.locator(selector).first();
    // Laid out, not skipped (the API entries are laid out only near the viewport), so its widths are real ones.
    await scrolledIntoViewLaidOut(table);
    const layout = await table.evaluate((element) => {
      const columns = Array.from(element.querySelectorAll('thead th'), (th) => th.textContent);
      const cells = Array.from(element.querySelectorAll('tbody tr:first-child td'));
      return {
        overflow: element.scrollWidth - element.clientWidth,
        rowDisplay: getComputedStyle(element.querySelector('tbody tr')!).display,
        labels: cells.map((cell) => getComputedStyle(cell, '::before').content),
        columns: columns.slice(1).map((column) => `"${column}: "`),
      };
    });
    expect(layout.rowDisplay).toBe('block');
    expect(layout.overflow).toBeLessThanOrEqual(0);
    expect(layout.labels).toEqual(layout.columns);
    // On a wide screen the same table keeps its columns.
    const wide = await open(path, {width: 1280});
    expect(
      await wide.page
        .locator(selector)
        .first()
        .locator('tbody tr')
        .first()
        .evaluate((row) => getComputedStyle(row).display),
    ).toBe('table-row');
  });
});
