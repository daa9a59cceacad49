import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy, headersFile, inlineContentOf, sha256Source} from './csp';

describe('the Content-Security-Policy', () => {
  it('hashes text the way browsers do (SHA-256, base64)', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('allows our origin, the hashed inline scripts and WebAssembly, and nothing inline otherwise', () => {
    const policy = contentSecurityPolicy({scripts: ['a()', 'a()'], styleAttributes: []});
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${sha256Source('a()')}`);
    expect(policy.match(/sha256-/g)).toHaveLength(1);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("style-src-attr 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('allows only the style attributes the pages hold, by hash', () => {
    const policy = contentSecurityPolicy({scripts: [], styleAttributes: ['display: none;']});
    expect(policy).toContain(`style-src-attr 'unsafe-hashes' ${sha256Source('display: none;')}`);
  });

  it('finds inline scripts and style attributes, leaving out script files and JSON data', () => {
    const html = `<script src=/a.js defer></script><script type=application/ld+json>{"a":1}</script><script>init()</script><div style="display: none;"></div><p style=color:red>`;
    expect(inlineContentOf(html)).toEqual({
      scripts: ['init()'],
      styleAttributes: ['display: none;', 'color:red'],
      styles: [],
    });
  });

  it('allows the inline <style> elements the pages hold (the no-JavaScript rule inside <noscript>), by hash only', () => {
    const html = '<noscript><style>.js-only{display:none!important}</style></noscript>';
    const inline = inlineContentOf(html);
    expect(inline.styles).toEqual(['.js-only{display:none!important}']);
    const policy = contentSecurityPolicy(inline);
    expect(policy).toContain(`style-src 'self' ${sha256Source('.js-only{display:none!important}')}`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('writes a headers file for the site path', () => {
    const text = headersFile('/docs/', "default-src 'self'");
    expect(text.split('\n')[0]).toBe('/docs/*');
    expect(text).toContain("  Content-Security-Policy: default-src 'self'");
    expect(text).toContain('  X-Content-Type-Options: nosniff');
  });
});
