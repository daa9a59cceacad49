import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {browserSuite} from '../support/suite';
import {siteRedirects} from '../../src/site/siteRedirects';

const REDIRECTS = siteRedirects(path.resolve(__dirname, '../..'));

const site = browserSuite();

describe('old paths of the public docs', () => {
  it('send the reader on with the anchor kept', async () => {
    const {page, errors} = await site.open('operators/nodes/setup#terms--conditions');
    await page.waitForURL(/\/docs\/operators\/nodes\/nym-node\/setup#terms--conditions$/);
    await expect.poll(() => page.locator('h1').first().textContent()).not.toBe('');
    expect(await page.locator('#terms--conditions').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('work without JavaScript: the page refreshes to the new address and shows a link to it', async () => {
    const {page} = await site.open('operators/nodes/vps-setup', {javaScriptEnabled: false});
    await page.waitForURL(/\/docs\/operators\/nodes\/preliminary-steps\/vps-setup$/);
    const response = await fetch(`${site.server.url}operators/nodes/vps-setup`);
    const html = await response.text();
    expect(html).toContain('<a href="/docs/operators/nodes/preliminary-steps/vps-setup">');
  });

  it.each(REDIRECTS.map((redirect) => [redirect.from, redirect.to] as const))(
    '%s answers and leads to %s',
    async (from, to) => {
      const response = await fetch(`${site.server.url}${from.slice(1)}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`content="0; url=/docs${to}"`);
      expect((await fetch(`${site.server.url}${to.slice(1)}`)).status).toBe(200);
    },
  );
});

describe('the site server (npm run serve) gives each page one address', () => {
  const answer = (pathname: string) => fetch(new URL(pathname, site.server.url), {redirect: 'manual'});

  it.each([
    ['/docs/operators/changelog.html', '/docs/operators/changelog'],
    ['/docs//operators//changelog', '/docs/operators/changelog'],
    ['/docs/operators/changelog/', '/docs/operators/changelog'],
    ['/docs/operators/changelog.html?kind=features', '/docs/operators/changelog?kind=features'],
  ])('%s moves for good to %s, inside the site', async (from, to) => {
    const response = await answer(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
    const page = await fetch(new URL(to, site.server.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<h1[^>]*>Changelog/);
  });

  it('answers an unknown address with the 404 page, which names no address of its own and asks not to be indexed', async () => {
    const response = await answer('/docs/operators/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found');
    expect(html).not.toMatch(/rel=["']?canonical/);
    expect(html).not.toContain('og:url');
    expect(html).toMatch(/<meta[^>]*name=["']?robots["']?[^>]*content=["']?noindex/);
  });
});
