import {describe, expect, it} from 'vitest';
import {browserSuite} from '../support/suite';
import {frameworkLoaded, scrolledIntoViewLaidOut} from '../support/pages';
import {stylesAgainstSiteStylesheet} from '../support/firstViewStyles';
import {referenceView, type RouteView} from '../../src/api/referenceView';

/**
 * The API reference's pages as a reader first sees them: the site script
 * alone, a stylesheet made for the API pages, and the framework only when
 * the reader reaches for the navbar or the sidebar.
 */
const {open} = browserSuite();

/** A route whose console sends as it is, with no path parameter to fill in. */
const sendsAsIs = (route: RouteView) => Boolean(route.tryIt) && !route.path.includes('{');
const CONSOLE_API = 'node-status-api';
const CONSOLE_ROUTE = referenceView(CONSOLE_API, 'mainnet')
  .groups.flatMap((group) => group.routes)
  .find(sendsAsIs)!;

/** The directory API's page, the largest; and the node status API's, with a console open and answered. */
const PAGES = [
  {name: 'the directory API page', path: 'apis/validator-rest-api/mainnet'},
  {name: 'the node status API page with a console open', path: `apis/${CONSOLE_API}/mainnet`},
];

describe('an API page’s first view', () => {
  it('loads the site script and the API pages’ own stylesheet, and no framework', async () => {
    const {page} = await open(PAGES[0].path);
    const resources = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname.replace(/^.*\//, ''))
        .filter((name) => /\.(js|css)$/.test(name)),
    );
    expect(resources.sort()).toEqual([
      expect.stringMatching(/^api-reference\.[0-9a-f]{8}\.css$/),
      expect.stringMatching(/^site\.[0-9a-f]{8}\.js$/),
    ]);
    expect(await frameworkLoaded(page)).toBe(false);
  });

  it('makes each heading link of the directory API page a target at least 24 px tall on a phone (WCAG 2.2, 2.5.8)', async () => {
    const {page} = await open(PAGES[0].path, {width: 375});
    const heights = await page.evaluate(() =>
      [...document.querySelectorAll('.api-reference :is(h2, h3, h4) > a')].map((link) => ({
        href: link.getAttribute('href'),
        height: link.getBoundingClientRect().height,
      })),
    );
    expect(heights.length).toBeGreaterThan(0);
    expect(heights.filter(({height}) => height < 24)).toEqual([]);
  });

  it('lets Chromium parse the directory API page in short pieces: no piece takes a quarter of the parse (ParserYieldPoint)', async () => {
    // At 4× CPU, as the budgets are stated. Thread time, not wall time, so a busy machine changes nothing. With
    // a yield point after each entry the longest piece was 4 % of the parse here; without them, 73 %.
    const {page} = await open(PAGES[0].path, {
      beforeLoad: async (loading) => {
        const cdp = await loading.context().newCDPSession(loading);
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
        await loading
          .context()
          .browser()!
          .startTracing(loading, {categories: ['devtools.timeline']});
      },
    });
    const trace = JSON.parse((await page.context().browser()!.stopTracing()).toString()) as {
      traceEvents: {name: string; ph: string; tdur?: number; args?: {beginData?: {url?: string}}}[];
    };
    const pieces = trace.traceEvents
      .filter((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === page.url())
      .map((event) => event.tdur ?? 0);
    const total = pieces.reduce((sum, piece) => sum + piece, 0);
    expect(pieces.length).toBeGreaterThan(1);
    expect(Math.max(...pieces) / total).toBeLessThan(0.25);
  });

  // Each page once in each theme, one of them narrow and one wide.
  for (const [index, {name, path}] of PAGES.entries()) {
    for (const [colorScheme, width] of [
      ['light', index % 2 === 0 ? 375 : 1280],
      ['dark', index % 2 === 0 ? 1280 : 375],
    ] as const) {
      it(`styles every element of ${name} as the site’s stylesheet does (${colorScheme}, ${width} px)`, async () => {
        const {page} = await open(path, {colorScheme, width});
        if (path.includes(CONSOLE_API)) {
          await page.route(/^https:\/\/mainnet-node-status-api\.nymtech\.cc\//, (route) =>
            route.fulfill({status: 200, contentType: 'application/json', body: '{"answer":42}'}),
          );
          const tryIt = page.locator(`section:has(> h3#${CONSOLE_ROUTE.anchor}) api-try-it`);
          await scrolledIntoViewLaidOut(tryIt);
          await tryIt.locator('summary').click();
          await tryIt.getByRole('button', {name: 'Send'}).click();
          await expect.poll(() => tryIt.locator('output').textContent()).toMatch(/^200 OK/);
        }
        expect((await stylesAgainstSiteStylesheet(page)).slice(0, 20)).toEqual([]);
      });
    }
  }
});
