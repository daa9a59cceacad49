import {describe, expect, it} from 'vitest';
import {browserSuite} from '../support/suite';
import {DIAGRAM_PAGES} from '../support/diagrams';

/**
 * The diagrams of the Developers and Network sections on a phone: labels drawn at a readable size. Pages come
 * from the build: every section page with a diagram. Their labels' contrast, in both themes, is checked in the
 * same load as each page's accessibility (tests/e2e/quality.test.ts).
 */
const site = browserSuite();

describe('the diagrams of the Developers and Network sections', () => {
  it('are found on the pages that explain with pictures', () => {
    expect(DIAGRAM_PAGES.length).toBeGreaterThan(0);
  });

  it.each(DIAGRAM_PAGES)('/docs/%s at 360 px: labels are drawn at 9 px or more, the drawing scrolls', async (url) => {
    const {page} = await site.open(url, {width: 360, javaScriptEnabled: false});
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll<SVGTextElement>('.diagram__svg text')].map((text) => ({
        label: text.textContent,
        size: parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 0),
      })),
    );
    expect(sizes.filter(({size}) => size < 9)).toEqual([]);
    // A drawing wider than the phone scrolls in its own box: the page itself does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
