import {describe, expect, it} from 'vitest';
import {browserSuite} from '../support/suite';

/** What a reader gets on paper: the content only, and where each link leads. */
const site = browserSuite();

describe('a printed page', () => {
  it.each(['operators/changelog', 'operators/faq', 'apis/node-status-api/mainnet'])(
    '/docs/%s prints its content without the chrome, with the address of each link',
    async (url) => {
      const {page} = await site.open(url);
      await page.emulateMedia({media: 'print'});
      // The chrome and the page's own controls are off paper.
      for (const selector of ['.navbar', '.theme-doc-sidebar-container', '.footer', '.theme-doc-toc-desktop'])
        expect(await page.locator(selector).first().isVisible(), selector).toBe(false);
      expect(await page.locator('main button:visible').count()).toBe(0);
      // The content is there, and a link in it shows where it leads.
      expect(await page.locator('main h1').first().isVisible()).toBe(true);
      const written = await page.evaluate(() => {
        const link = document.querySelector<HTMLAnchorElement>('.markdown a[href^="/"], .markdown a[href^="http"]');
        return link ? [getComputedStyle(link, '::after').content, link.getAttribute('href')] : null;
      });
      expect(written).not.toBeNull();
      expect(written![0]).toContain(written![1]);
    },
  );
});
