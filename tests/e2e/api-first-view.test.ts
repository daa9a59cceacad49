import {describe, expect, it} from 'vitest';
import {browserSuite} from '../support/suite';
import {frameworkLoaded} from '../support/pages';
import {stylesAgainstSiteStylesheet} from '../support/firstViewStyles';
import {referenceView, type RouteView} from '../../src/api/referenceView';

/**
 * The API reference's pages as a reader first sees them: the site script
 * alone, a stylesheet made for the API pages, and the framework only when
 * the reader reaches for the navbar or the sidebar.
 */
const {open} = browserSuite();

const MAINNET = referenceView('validator-rest-api', 'mainnet');
/** A route whose console sends as it is, with no path parameter to fill in. */
const sendsAsIs = (route: RouteView) => Boolean(route.tryIt) && !route.path.includes('{');
/** The group page with the most routes among those with such a console: the heaviest markup the API pages have. */
const GROUP_PAGE = MAINNET.groups
  .flatMap((group) => group.pages)
  .filter((page) => page.routes.some(sendsAsIs))
  .sort((a, b) => b.routes.length - a.routes.length)[0];
const CONSOLE_ROUTE = GROUP_PAGE.routes.find(sendsAsIs)!;

const PAGES = [
  {name: 'the index', path: 'apis/validator-rest-api/mainnet'},
  {
    name: `the group page ${GROUP_PAGE.slug}, its console open`,
    path: `apis/validator-rest-api/mainnet/${GROUP_PAGE.slug}`,
  },
  {name: 'the types page', path: 'apis/validator-rest-api/types'},
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

  // Each page once in each theme, one of them narrow and one wide.
  for (const [index, {name, path}] of PAGES.entries()) {
    for (const [colorScheme, width] of [
      ['light', index % 2 === 0 ? 375 : 1280],
      ['dark', index % 2 === 0 ? 1280 : 375],
    ] as const) {
      it(`styles every element of ${name} as the site’s stylesheet does (${colorScheme}, ${width} px)`, async () => {
        const {page} = await open(path, {colorScheme, width});
        if (path.endsWith(GROUP_PAGE.slug)) {
          await page.route(/^https:\/\/validator\.nymtech\.net\//, (route) =>
            route.fulfill({status: 200, contentType: 'application/json', body: '{"answer":42}'}),
          );
          const tryIt = page.locator(`section[aria-labelledby="${CONSOLE_ROUTE.anchor}"] api-try-it`);
          await tryIt.scrollIntoViewIfNeeded();
          await tryIt.locator('summary').click();
          await tryIt.getByRole('button', {name: 'Send'}).click();
          await expect.poll(() => tryIt.locator('output').textContent()).toMatch(/^200 OK/);
        }
        expect((await stylesAgainstSiteStylesheet(page)).slice(0, 20)).toEqual([]);
      });
    }
  }
});
