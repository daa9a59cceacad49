import {describe, expect, it} from 'vitest';
import {canonicalPathname, headersFromFile} from '../../scripts/site-server.mjs';

describe('one address per page (the site server)', () => {
  it.each([
    ['/docs/operators/changelog.html', '/docs/operators/changelog'],
    ['/docs//operators//changelog', '/docs/operators/changelog'],
    ['//docs/operators/changelog', '/docs/operators/changelog'],
    ['/docs/operators/changelog/', '/docs/operators/changelog'],
    ['/docs/operators/changelog//', '/docs/operators/changelog'],
    ['/docs/index.html', '/docs/'],
    ['/docs/operators/index', '/docs/operators'],
    ['/docs', '/docs/'],
    ['/docs//', '/docs/'],
    ['/docs/404.html', '/docs/404'],
  ])('%s answers with the address %s', (from, to) => {
    expect(canonicalPathname(from)).toBe(to);
    // The address it gives is final: following it never redirects again.
    expect(canonicalPathname(to)).toBeNull();
  });

  it.each(['/docs/', '/docs/operators/changelog', '/docs/apis/openapi.json', '/docs/img/favicon.svg'])(
    '%s is already the address',
    (pathname) => {
      expect(canonicalPathname(pathname)).toBeNull();
    },
  );

  it('reads the headers file the build writes', () => {
    expect(
      headersFromFile("/docs/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff\n"),
    ).toEqual({
      'Content-Security-Policy': "default-src 'self'",
      'X-Content-Type-Options': 'nosniff',
    });
  });
});
