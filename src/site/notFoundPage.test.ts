import {describe, expect, it} from 'vitest';
import {withoutOwnAddress} from './notFoundPage';

describe('the 404 page has no address of its own', () => {
  it('loses the canonical link and og:url, in the way the build writes them (unquoted attributes)', () => {
    const head =
      '<meta data-rh=true property=og:url content=https://example.org/docs/404.html /><link data-rh=true rel=canonical href=https://example.org/docs/404.html /><meta name="robots" content="noindex">';
    expect(withoutOwnAddress(head)).toBe('<meta name="robots" content="noindex">');
  });

  it('loses them with quoted attributes too, and keeps every other link', () => {
    const head =
      '<link rel="stylesheet" href="/a.css"><link rel="canonical" href="https://example.org/docs/404.html"><link rel="alternate" href="https://example.org/docs/404.html" hreflang="en">';
    expect(withoutOwnAddress(head)).toBe(
      '<link rel="stylesheet" href="/a.css"><link rel="alternate" href="https://example.org/docs/404.html" hreflang="en">',
    );
  });
});
