import {describe, expect, it} from 'vitest';
import {changelogAnchorPath, unsafeUrlReason} from './links';

describe('paths on the changelog', () => {
  it('joins the changelog path and an anchor', () => {
    expect(changelogAnchorPath('v2025.8-tourist-what-to-do')).toBe('/operators/changelog#v2025.8-tourist-what-to-do');
  });
});

describe('unsafe URLs in release files', () => {
  it('explains why a data: URL is refused', () => {
    expect(unsafeUrlReason('data:text/html,<p>hi</p>')).toBe(
      'data: URLs can carry a document that runs script and are not allowed',
    );
    expect(unsafeUrlReason(' DATA:text/plain,x')).toBe(
      'data: URLs can carry a document that runs script and are not allowed',
    );
  });

  it('explains why a script URL is refused', () => {
    expect(unsafeUrlReason('javascript:alert(1)')).toBe('javascript: URLs run script and are not allowed');
  });

  it('ignores tabs and line breaks inside the scheme, as browsers do', () => {
    expect(unsafeUrlReason('java\tscr\nipt:alert(1)')).toBe('javascript: URLs run script and are not allowed');
    expect(unsafeUrlReason('da\r\nta:text/html,x')).toBe(
      'data: URLs can carry a document that runs script and are not allowed',
    );
  });

  it('skips spaces only at the start, not inside the address', () => {
    expect(unsafeUrlReason('/ /example.org')).toBeUndefined();
    expect(unsafeUrlReason('java script:alert(1)')).toBeUndefined();
    expect(unsafeUrlReason(' \u0001//example.org')).toBe(
      'protocol-relative URLs (starting with //) load from another site and are not allowed',
    );
  });

  it('lets https addresses and site paths through', () => {
    expect(unsafeUrlReason('https://example.org/a page')).toBeUndefined();
    expect(unsafeUrlReason('/operators/changelog')).toBeUndefined();
  });
});
