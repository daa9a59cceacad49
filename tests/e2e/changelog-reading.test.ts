import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PLAN_NODE_NAMES} from '../../src/features/upgradePlan/model/upgradePlan';
import type {Page} from 'playwright-core';
import {browserSuite} from '../support/suite';
import {olderReleasesArrived, reachForFilters} from '../support/pages';
import {loadReleases} from '../../src/features/changelog/model/load';
import {CURRENT_COUNT, ENTRY_COUNT, LATEST_NODE_VERSION, nodeVersionsAfter, releasesSince} from '../support/record';

const site = browserSuite();

const open = site.open;

/** Each item's audiences, by anchor, from the release files. */
const AUDIENCES = new Map(
  loadReleases(path.join(__dirname, '../../releases')).flatMap((release) =>
    release.items.map((item) => [item.anchor, item.audience as string[]] as const),
  ),
);

const visibleItems = (page: Page) => page.locator('.release-notes .change:visible').count();
const visibleReleases = (page: Page) => page.locator('.release-notes article.release:visible').count();
const status = (page: Page) => page.locator('.changelog-filters__status').textContent();
const search = (page: Page) => new URL(page.url()).search;

describe('upgrading from a version', () => {
  it('?since=1.10.0 shows only the later releases and sums up their operator actions', async () => {
    const {page, errors} = await open('operators/changelog?since=1.10.0');
    const expected = releasesSince('v20258-tourist');
    await expect
      .poll(() => status(page))
      .toMatch(new RegExp(`^Showing \\d+ of \\d+ items in ${expected.length} of ${ENTRY_COUNT} entries`));
    expect(await visibleReleases(page)).toBe(expected.length);
    const shown = await page
      .locator('.release-notes article.release:visible')
      .evaluateAll((articles) => articles.map((a) => a.getAttribute('data-release')));
    expect(shown).toEqual(expected);
    const summary = page.locator('.changelog-summary');
    await expect
      .poll(() => summary.locator('h2').textContent())
      .toBe(`Upgrading from 1.10.0: ${expected.length} releases`);
    // Every "what to do" action in range, from the release files: among them the rule of v2025.13-emmental that a
    // mixnode runs as --mode mixnode only (1.15.0 does not start one combined with a gateway mode).
    expect(await summary.locator('h3', {hasText: 'What to do'}).textContent()).toMatch(/What to do \([1-9]\d*\)/);
    const modeRule = summary.locator('a', {hasText: /--mode mixnode.*does not start/}).first();
    expect(await modeRule.getAttribute('href')).toMatch(/^#v\d+-[a-z-]+-do-[a-z0-9-]+$/);
    // Right below the heading, the plan of the version the reader runs for each kind of node, on its plan page.
    const plans = summary.locator('h2 + .changelog-summary__plans a');
    expect(await plans.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      PLAN_NODE_NAMES.map((node) => `/docs/operators/upgrade/1.10.0#${node}`),
    );
    // Choosing the kind of node merges them here too: one upgrade, to the newest version (after what a release
    // asks to check before installing).
    await summary.getByLabel('The plan for your node').selectOption('exit-gateway');
    const steps = summary.locator('.changelog-summary__plan ol.upgrade-plan__steps > li');
    const upgrades = steps.filter({has: page.locator('strong', {hasText: /^Upgrade nym-node /})});
    await expect.poll(() => upgrades.count()).toBe(1);
    expect(await upgrades.locator('strong').first().textContent()).toBe(`Upgrade nym-node to ${LATEST_NODE_VERSION}`);
    // Its commands in the colours the build gave them: every block has coloured tokens, and no highlighter ran here.
    const blocks = summary.locator('.changelog-summary__plan .upgrade-plan__code code');
    expect(await blocks.count()).toBeGreaterThan(0);
    expect(
      await blocks.evaluateAll((codes) => codes.filter((code) => !code.querySelector('span[class^="hl-"]')).length),
    ).toBe(0);
    // Its target is in an older release, which the filter has asked for: it is in the page once that arrives.
    const modeRuleTarget = (await modeRule.getAttribute('href'))!;
    await expect.poll(() => page.locator(modeRuleTarget).count(), {timeout: 15_000}).toBe(1);
    const updates = summary.locator('h3', {hasText: 'Operator updates'});
    expect(await updates.textContent()).toMatch(/Operator updates \(\d+\)/);
    expect(await summary.locator('ul').first().locator('a').count()).toBeGreaterThan(0);
    // Operators' configuration changes in the range, the forbidden mode pair among them.
    const configuration = summary.locator('h3', {hasText: 'Configuration changes'});
    expect(await configuration.textContent()).toMatch(/Configuration changes \([1-9]\d*\)/);
    expect(await summary.locator('a[href="#pr-5878"]').count()).toBe(1);
    // The version rules for a node left on 1.10.0.
    await expect
      .poll(() => summary.textContent())
      .toMatch(
        new RegExp(
          `1\\.10\\.0 is ${nodeVersionsAfter('1.10.0').length} releases behind ${LATEST_NODE_VERSION.replace(/\./g, '\\.')}`,
        ),
      );
    expect(await summary.textContent()).toMatch(/Grant programme.*no longer qualifies/);
    expect(errors).toEqual([]);
  });

  it('takes a release tag, and typing a version updates the URL without a reload', async () => {
    const {page} = await open('operators/changelog?since=v2025.8-tourist');
    await expect.poll(() => visibleReleases(page)).toBe(releasesSince('v20258-tourist').length);
    await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
    const input = page.getByRole('combobox', {name: 'Upgrading from'});
    await input.fill('1.13.0');
    await input.press('Enter');
    await expect.poll(() => search(page)).toBe('?since=1.13.0');
    await expect.poll(() => visibleReleases(page)).toBe(releasesSince('v202511-cheddar').length);
    expect(await page.evaluate(() => (window as unknown as {marker?: number}).marker)).toBe(1);
  });

  it('an unknown version gets a message and the full page', async () => {
    const {page} = await open('operators/changelog?since=banana');
    await expect.poll(() => page.locator('.changelog-filters__problems').textContent()).toMatch(/"banana" is neither/);
    expect(await visibleReleases(page)).toBe(CURRENT_COUNT);
  });

  it('an old version opens the archive for the 2024 releases in range', async () => {
    const {page} = await open('operators/changelog?since=1.1.9');
    await expect
      .poll(() => page.locator('details.release-archive').evaluate((d) => (d as HTMLDetailsElement).open))
      .toBe(true);
    expect(await visibleReleases(page)).toBeGreaterThan(CURRENT_COUNT);
  });
});

describe('filters by section kind and audience', () => {
  it('?kind=bugfixes,operators shows only those sections, with the count', async () => {
    const {page} = await open('operators/changelog?kind=bugfixes,operators');
    await expect.poll(() => status(page)).toMatch(/^Showing \d+ of \d+ items/);
    const kinds = await page
      .locator('.release-notes .change:visible')
      .evaluateAll((items) => [
        ...new Set(items.map((i) => i.closest('section[data-kind]')?.getAttribute('data-kind'))),
      ]);
    expect(kinds.sort()).toEqual(['bugfixes', 'operators']);
    expect(await page.getByRole('checkbox', {name: 'Bugfixes'}).isChecked()).toBe(true);
  });

  it('counts operator sections written as prose, without items, as operator content', async () => {
    const {page} = await open('operators/changelog?kind=operators');
    await expect.poll(() => status(page)).toMatch(/^Showing \d+ of \d+ items/);
    // v2025.2-hu's "Legal support" is prose, lists and tables: no item to match, still what operators filter for.
    await page.locator('#legal-support').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('section[aria-labelledby="legal-support"]').isVisible()).toBe(true);
    const other = await open('operators/changelog?kind=features');
    await expect.poll(() => status(other.page)).toMatch(/^Showing \d+ of \d+ items/);
    expect(await other.page.locator('section[aria-labelledby="legal-support"]').isVisible()).toBe(false);
  });

  it('combines an audience with since, and a click changes the URL and the view', async () => {
    const {page} = await open('operators/changelog?since=1.10.0&audience=wallet');
    await expect.poll(() => status(page)).toMatch(/^Showing \d+ of \d+/);
    const shown = await page
      .locator('.release-notes .change:visible')
      .evaluateAll((items) => items.map((item) => item.id));
    expect(shown.length).toBeGreaterThan(0);
    // What each shown item is for, as its release file says: the page carries no such attribute.
    expect(shown.filter((id) => !AUDIENCES.get(id)?.includes('wallet'))).toEqual([]);
    const before = await visibleItems(page);
    await page.getByRole('checkbox', {name: 'Developers'}).check();
    await expect.poll(() => search(page)).toBe('?since=1.10.0&audience=wallet,developers');
    await expect.poll(() => visibleItems(page)).toBeGreaterThan(before);
  });

  it('one control clears every filter', async () => {
    const {page} = await open('operators/changelog?since=1.10.0&kind=crypto&q=ecash');
    await expect.poll(() => visibleReleases(page)).toBeLessThan(5);
    await page.getByRole('link', {name: 'Clear filters'}).click();
    await expect.poll(() => search(page)).toBe('');
    // Releases shown as short entries get their items while the older releases arrive (the releases' element is
    // aria-busy until then): both counts are read at each try, and the last try is on the settled page.
    const everyItem = () => page.locator('.release-notes article:not(.release-archive *) .change').count();
    const busy = () => page.locator('changelog-releases[aria-busy="true"]').count();
    await expect
      .poll(async () => ({busy: await busy(), visible: await visibleItems(page), all: await everyItem()}))
      .toSatisfy(({busy, visible, all}) => busy === 0 && all > 0 && visible === all);
  });
});

describe('the quick filter', () => {
  it('narrows as you type and keeps the text in the URL', async () => {
    const {page} = await open('operators/changelog');
    await reachForFilters(page);
    const box = page.getByRole('searchbox', {name: 'Quick filter'});
    await box.pressSequentially('wireguard');
    await expect.poll(() => search(page)).toBe('?q=wireguard');
    // The count is announced once the page shows the filtered view (the items' text loads for a text query).
    await expect.poll(() => status(page), {timeout: 15_000}).toMatch(/^Showing \d+ of \d+ items/);
    // Each keystroke applies its own query; the view settles on the last one (a busy machine shows "wire" first).
    const shown = () =>
      page.locator('.release-notes .change:visible').evaluateAll((items) => items.map((i) => i.textContent ?? ''));
    await expect.poll(async () => (await shown()).every((text) => text.toLowerCase().includes('wireguard'))).toBe(true);
    expect((await shown()).length).toBeGreaterThan(0);
  });

  it('finds an item by its PR number', async () => {
    const {page} = await open('operators/changelog?q=5898');
    await expect.poll(() => page.locator('#pr-5898').isVisible()).toBe(true);
    expect(await visibleItems(page)).toBeGreaterThanOrEqual(1);
  });
});

describe('permalinks', () => {
  it("an item's copy-link button, made when the reader reaches for the item, copies its address without the filters; every release has one", async () => {
    const {page, context} = await open('operators/changelog?q=5898');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await olderReleasesArrived(page);
    // Not shipped with each item: made on demand.
    expect(await page.locator('.change .copy-link').count()).toBe(0);
    const item = page.locator('#pr-5898');
    await item.hover();
    await expect
      .poll(() => item.locator('> .change__title > .copy-link').getAttribute('aria-label'))
      .toBe('Copy link to #5898');
    await item.locator('.copy-link').click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${site.server.url}operators/changelog#pr-5898`);
    const releaseButtons = await page.locator('article.release .release__facts .copy-link').count();
    expect(releaseButtons).toBe(ENTRY_COUNT);
  });
});

// Without JavaScript, the changelog at an address with filters shows every release and hides the controls: checked
// with the rest of the page's no-JavaScript reading (tests/e2e/site.test.ts).

describe('by keyboard only', () => {
  it('reaches the filters with Tab and toggles a kind with Space', async () => {
    const {page} = await open('operators/changelog');
    // The first Tab loads the controls on the first view; they run before the reader gets there.
    await page.keyboard.press('Tab');
    await page.locator('.changelog-filters[data-ready]').waitFor({timeout: 15_000});
    await page.getByRole('combobox', {name: 'Upgrading from'}).focus();
    await page.keyboard.type('1.12.0');
    await page.keyboard.press('Enter');
    await expect.poll(() => search(page)).toBe('?since=1.12.0');
    await page.keyboard.press('Tab'); // the submit button
    await page.keyboard.press('Tab'); // first section kind
    await page.keyboard.press('Space');
    await expect.poll(() => search(page)).toBe('?since=1.12.0&kind=operators');
  });
});

describe('full-text search', () => {
  it('the navbar box shows results as you type; a PR number lands on its item', async () => {
    const {page, errors} = await open('operators/faq');
    const box = page.getByRole('combobox', {name: 'Search the docs'});
    await box.fill('5898');
    const first = page.getByRole('listbox').getByRole('option').first();
    await expect.poll(() => first.textContent(), {timeout: 10_000}).toMatch(/#5898/);
    await first.click();
    await expect.poll(() => page.url()).toMatch(/\/docs\/operators\/changelog#pr-5898$/);
    await expect.poll(() => page.locator('#pr-5898').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the navbar box is a combobox: arrows move through the options, Enter opens one, Escape closes', async () => {
    const {page, errors} = await open('operators/faq');
    const box = page.getByRole('combobox', {name: 'Search the docs'});
    await box.fill('bonding');
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor({timeout: 10_000});
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = options.nth(1);
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    await box.press('ArrowUp');
    await expect.poll(() => options.first().getAttribute('aria-selected')).toBe('true');
    await box.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('listbox').isVisible()).toBe(false);
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    await box.press('ArrowDown');
    await expect.poll(() => options.first().getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/operators/nodes/nym-node/bonding');
    expect(errors).toEqual([]);
  });

  it.each([
    ['the changelog, which loads the framework on reach, with /', 'operators/changelog', '/'],
    ['an API page, which loads the framework on reach, with Ctrl+K', 'apis/validator-rest-api/mainnet', 'Control+k'],
    ['a doc page, with Meta+K', 'operators/faq', 'Meta+k'],
  ])('on %s the shortcut puts the focus in the search box', async (_what, url, key) => {
    const {page, errors} = await open(url);
    await page.keyboard.press(key);
    const box = page.getByRole('combobox', {name: 'Search the docs'});
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('sphinx');
    const options = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => options.first().textContent(), {timeout: 10_000}).toMatch(/Sphinx/);
    expect(errors).toEqual([]);
  });

  it('on the search page the shortcut goes to the page’s own box, and / typed in a field stays a slash', async () => {
    const {page} = await open('search');
    const field = page.getByLabel('Words, a PR number, an endpoint path or an error message');
    await field.waitFor();
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('/v1');
    await expect.poll(() => field.inputValue()).toBe('/v1');
  });

  it.each([
    ['an endpoint path', '/v1/unstable/nym-nodes/skimmed', /\/docs\/operators\/changelog#pr-\d+/],
    ['an error message', 'Serialized netlink packet larger', /\/docs\/operators\/troubleshooting/],
    ['a config key', 'public_ips', /\/docs\/operators\/changelog#pr-4630/],
    [
      'an SDK function of the Developers section',
      'disconnectMixFetch',
      /\/docs\/developers\/typescript\/api\/mix-fetch/,
    ],
    [
      'a concept of the Network section',
      'double-spend protection',
      /\/docs\/network\/cryptography\/zk-nym\/double-spend-prot/,
    ],
  ])('the search page finds %s', async (_what, query, expected) => {
    const {page} = await open(`search?q=${encodeURIComponent(query)}`);
    await expect
      .poll(
        () =>
          page
            .locator('.search-results > li > a')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')),
        {timeout: 10_000},
      )
      .toContainEqual(expect.stringMatching(expected));
  });

  it('the search page finds a route of the API reference, with a link to its entry on its API’s page', async () => {
    const {page} = await open(`search?q=${encodeURIComponent('/v1/nym-nodes/described')}`);
    await expect
      .poll(
        () => page.locator('.search-results a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
        {timeout: 10_000},
      )
      .toContain('/docs/apis/validator-rest-api/mainnet#get-v1-nym-nodes-described');
  });

  it('without JavaScript the navbar box is a form that opens the search page', async () => {
    const {page} = await open('operators/faq', {javaScriptEnabled: false});
    const box = page.getByRole('combobox', {name: 'Search the docs'});
    await box.fill('wireguard');
    await box.press('Enter');
    await expect.poll(() => page.url()).toMatch(/\/docs\/search\?q=wireguard$/);
    expect(await page.locator('main').textContent()).toMatch(/Search needs JavaScript/);
  });
});

describe('the page as Markdown', () => {
  it('every doc page links its Markdown copy and copies it with one button', async () => {
    const {page, context} = await open('operators/changelog');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    expect(await page.getByRole('link', {name: 'View as Markdown'}).getAttribute('href')).toBe(
      '/docs/operators/changelog.md',
    );
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect
      .poll(() => page.getByRole('button', {name: /Copied|Copy page as Markdown/}).textContent())
      .toBe('Copied');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text.startsWith('# Changelog')).toBe(true);
    expect(text).toContain('## v2025.13-emmental');
  });
});
