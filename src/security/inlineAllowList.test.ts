import {describe, expect, it} from 'vitest';
import {sha256Source} from './csp';
import {ALLOWED_INLINE_SCRIPTS, NO_SCRIPT_STYLE, unlistedInline, unlistedInlineMessage} from './inlineAllowList';

describe('the allow-list of inline scripts and styles', () => {
  it('lets the no-JavaScript rule through, as the config ships it', () => {
    expect(unlistedInline('index.html', {scripts: [], styles: [NO_SCRIPT_STYLE]})).toEqual([]);
  });

  it('lists each script once, as a quoted sha256 source', () => {
    const hashes = ALLOWED_INLINE_SCRIPTS.map((entry) => entry.hash);
    expect(new Set(hashes).size).toBe(hashes.length);
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('reports a script it does not list, with the page, its hash and how it starts', () => {
    const unlisted = unlistedInline('operators/changelog.html', {scripts: ['alert(2)'], styles: []});
    expect(unlisted).toEqual([
      {kind: 'script', page: 'operators/changelog.html', hash: sha256Source('alert(2)'), start: 'alert(2)'},
    ]);
    const message = unlistedInlineMessage(unlisted);
    expect(message).toContain('operators/changelog.html: inline script');
    expect(message).toContain(sha256Source('alert(2)'));
    expect(message).toContain('src/security/inlineAllowList.ts');
  });

  it('reports a <style> element it does not list', () => {
    expect(unlistedInline('a.html', {scripts: [], styles: ['body{display:none}']}).map((entry) => entry.kind)).toEqual([
      'style',
    ]);
  });

  it('a script differing by one character from a listed one is not listed', () => {
    // The listed script's hash is of its exact text: any change, even whitespace, makes it unlisted.
    expect(unlistedInline('a.html', {scripts: [' '], styles: []})).toHaveLength(1);
  });
});
