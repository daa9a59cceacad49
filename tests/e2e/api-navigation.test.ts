import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {browserSuite} from '../support/suite';
import {referenceView} from '../../src/api/referenceView';

const {open} = browserSuite();

/** The nym-api page on mainnet, the longest of the API pages. */
const API_PAGE = 'apis/validator-rest-api/mainnet';
const VIEW = referenceView('validator-rest-api', 'mainnet');
/** A route deep in the page (the last of its last group) and one far above it, in another group (the first). */
const DEEP = VIEW.groups.at(-1)!.routes.at(-1)!;
const OTHER = VIEW.groups[0].routes[0];

/** Where a route's heading is once the page has settled on it: at the top of the viewport, below the navbar. */
async function landedOn(page: Page, anchor: string): Promise<void> {
  await page.waitForURL(new RegExp(`#${anchor}$`));
  await expect
    .poll(() => page.evaluate((id) => document.getElementById(id)?.getBoundingClientRect().top, anchor))
    .toSatisfy((top: number | undefined) => top !== undefined && top >= 0 && top < 200);
}

/** Whether an element lies within the viewport, so that a reader can reach it without scrolling. */
function inView(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((query) => {
    const box = document.querySelector(query)?.getBoundingClientRect();
    return box !== undefined && box.height > 0 && box.top >= 0 && box.top < window.innerHeight;
  }, selector);
}

describe('the navigation of an API page', () => {
  it('on a wide screen, from a route deep in the page, one click in the navigation beside it reaches a route of another group', async () => {
    expect(DEEP.group).not.toBe(OTHER.group);
    const {page, errors} = await open(`${API_PAGE}#${DEEP.anchor}`, {width: 1280});
    await landedOn(page, DEEP.anchor);
    // Beside the text, in view: the navigation stays there as the reader scrolls.
    expect(await inView(page, '.api-nav__side')).toBe(true);
    const link = page.locator(`.api-nav__side a[href="#${OTHER.anchor}"]`);
    // The entry names the route by its method, as a badge, and its path.
    expect(await link.locator('.api-nav__method').textContent()).toBe(OTHER.method);
    await link.click();
    await landedOn(page, OTHER.anchor);
    expect(errors).toEqual([]);
  });

  for (const javaScriptEnabled of [true, false])
    it(`on a phone${javaScriptEnabled ? '' : ' without JavaScript'}, from a route deep in the page, two taps reach a route of another group: the folded navigation in view, then the route`, async () => {
      const {page} = await open(`${API_PAGE}#${DEEP.anchor}`, {width: 375, javaScriptEnabled});
      await landedOn(page, DEEP.anchor);
      // No scrolling back: the folded navigation stays under the navbar.
      expect(await inView(page, '.api-nav__fold > summary')).toBe(true);
      await page.locator('.api-nav__fold > summary').click();
      const link = page.locator(`.api-nav__fold a[href="#${OTHER.anchor}"]`);
      await link.click();
      await landedOn(page, OTHER.anchor);
      // With JavaScript the navigation folds again out of the way of the route; without, the reader folds it.
      if (javaScriptEnabled) expect(await page.locator('.api-nav__fold').getAttribute('open')).toBeNull();
    });
});
