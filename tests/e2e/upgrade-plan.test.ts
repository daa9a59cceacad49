import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {browserSuite} from '../support/suite';
import {BUILD_DIR} from '../support/server';
import {loadReleases} from '../../src/features/changelog/model/load';
import {planPages} from '../../src/features/upgradePlan/model/planPages';
import {PLAN_NODE_NAMES, PLAN_NODES} from '../../src/features/upgradePlan/model/upgradePlan';

/**
 * The upgrade plans as a reader opens them: a page per version, made at
 * build time, each kind of node at its anchor, readable without JavaScript.
 */
const {open} = browserSuite();
const PAGES = planPages(loadReleases(path.resolve(__dirname, '../../releases')));

describe('the upgrade plan pages', () => {
  it('are built for every shipped version but the newest, and the index links each kind of node of each', () => {
    const sizes = PAGES.map((page) => {
      const html = readFileSync(path.join(BUILD_DIR, `operators/upgrade/${page.version}.html`), 'utf8');
      return gzipSync(html).length;
    });
    console.log(
      `upgrade plan pages: ${PAGES.length}, ${sizes.reduce((total, size) => total + size, 0)} B gzip in all, largest ${Math.max(...sizes)} B`,
    );
    const $ = load(readFileSync(path.join(BUILD_DIR, 'operators/upgrade.html'), 'utf8'));
    const links = new Set(
      $('article a')
        .map((_, link) => $(link).attr('href'))
        .get(),
    );
    for (const page of PAGES)
      for (const node of PLAN_NODE_NAMES)
        expect(links.has(`/docs/operators/upgrade/${page.version}#${node}`), `${page.version} ${node}`).toBe(true);
  });

  const html = (page: string) => load(readFileSync(path.join(BUILD_DIR, page), 'utf8'));

  it('are found from the Operators sidebar and the home page', () => {
    const sidebar = html('operators/introduction.html');
    expect(sidebar('nav.menu a[href="/docs/operators/upgrade"]').text()).toBe('Upgrade plans');
    expect(html('index.html')('main a[href="/docs/operators/upgrade"]').length).toBeGreaterThan(0);
  });

  // One test a page: each plan page is large, and one limit for all of them would grow with every release.
  it.each(PAGES.map((page) => [page.version, page] as const))(
    'the plan from %s counts its releases as “Upgrading from” does',
    (version, page) => {
      const intro = html(`operators/upgrade/${version}.html`)('article > p').first().text();
      expect(intro).toContain(`the ${page.releaseCount} release${page.releaseCount === 1 ? '' : 's'} since`);
    },
  );

  it('without JavaScript, a shared link lands on the plan for the node: numbered steps, commands as code with placeholders marked', async () => {
    const {page} = await open('operators/upgrade/1.20.0#mixnode', {javaScriptEnabled: false});
    const section = page.locator('section[aria-labelledby="mixnode"]');
    // The heading's text, then the theme's hash link (a zero-width space).
    expect(await section.locator('h2').textContent()).toMatch(new RegExp(`^${PLAN_NODES.mixnode}\u200b?$`));
    expect(await section.locator('h2').evaluate((heading) => heading.getBoundingClientRect().top)).toBeLessThan(200);
    const steps = section.locator('ol.upgrade-plan__steps > li');
    expect(await steps.first().locator('strong').textContent()).toBe(`Upgrade nym-node to ${PAGES[0].newest}`);
    const reset = steps.filter({hasText: 'reset-providers-gateway-dbs'});
    expect(await reset.locator('pre code var').allTextContents()).toEqual(['<ID>']);
    // Each step links to the release bullet it comes from, on the changelog.
    const link = steps.first().locator('a').first();
    expect(await link.getAttribute('href')).toMatch(/^\/docs\/operators\/changelog#v\d+-[a-z-]+-do-upgrade$/);
    // What is not for a mixnode is set apart, folded.
    expect(await section.locator('details.upgrade-plan__skipped summary').first().textContent()).toMatch(
      /^(No longer applies|Not for this node) \(\d+\)$/,
    );
  });

  it('copies a plan as a Markdown checklist, and a step’s commands as they run', async () => {
    const {page, context, errors} = await open('operators/upgrade/1.25.0#exit-gateway');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const section = page.locator('section[aria-labelledby="exit-gateway"]');
    await section.getByRole('button', {name: /Copy the plan as a Markdown checklist/}).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/^# Upgrade plan from nym-node 1\.25\.0: Exit gateway\n\n- \[ \] Upgrade nym-node to /);
    const ntm = section.locator('li', {hasText: 'complete_networking_configuration'}).first();
    await ntm.getByRole('button', {name: /Copy the commands/}).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(
        /\nchmod \+x network-tunnel-manager\.sh\n\.\/network-tunnel-manager\.sh complete_networking_configuration$/,
      );
    expect(errors).toEqual([]);
  });
});
