import {describe, expect, it} from 'vitest';
import {load} from 'cheerio';
import {redirectFile, redirectPage} from './redirects';
import path from 'node:path';
import {siteRedirects} from '../site/siteRedirects';

const REDIRECTS = siteRedirects(path.resolve(__dirname, '../..'));

describe('the page an old path answers with', () => {
  const html = redirectPage(
    {from: '/operators/nodes/setup', to: '/operators/nodes/nym-node/setup', why: 'test'},
    '/docs/',
    'https://example.org',
  );
  const $ = load(html);

  it('refreshes to the new address and shows a link to it, so it works without JavaScript', () => {
    expect($('meta[http-equiv="refresh"]').attr('content')).toBe('0; url=/docs/operators/nodes/nym-node/setup');
    expect($('body a').attr('href')).toBe('/docs/operators/nodes/nym-node/setup');
    expect($('link[rel="canonical"]').attr('href')).toBe('https://example.org/docs/operators/nodes/nym-node/setup');
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
  });

  it('keeps the anchor with a script file, never an inline script', () => {
    expect($('script[src="/docs/js/redirect.js"]').length).toBe(1);
    expect($('script:not([src])').length).toBe(0);
    expect($('meta[name="redirect-to"]').attr('content')).toBe('/docs/operators/nodes/nym-node/setup');
  });

  it('is written where the old path is served from', () => {
    expect(redirectFile('/operators/nodes/setup')).toBe('operators/nodes/setup.html');
  });

  it('never sends a path to itself or to another old path', () => {
    const from = new Set(REDIRECTS.map((redirect) => redirect.from));
    for (const redirect of REDIRECTS) {
      expect(redirect.to).not.toBe(redirect.from);
      expect(from.has(redirect.to), `${redirect.from} → ${redirect.to}`).toBe(false);
    }
    expect(from.size).toBe(REDIRECTS.length);
  });
});
