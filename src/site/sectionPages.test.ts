import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sectionPages, sectionRedirects, urlOf} from './sectionPages';

/** A project folder with the given docs files. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sections-'));
  for (const dir of ['developers', 'network']) mkdirSync(path.join(root, 'docs', dir), {recursive: true});
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('the pages of the Developers and Network sections', () => {
  it('are served at their absolute slug, else at their file path without index', () => {
    expect(urlOf('docs/developers/rust/index.mdx', undefined)).toBe('/developers/rust');
    expect(urlOf('docs/developers/rust/stream/tutorial.mdx', undefined)).toBe('/developers/rust/stream/tutorial');
    expect(urlOf('docs/developers/rust/smolmix.mdx', '/developers/smolmix')).toBe('/developers/smolmix');
  });

  it('read the public pages they cover from their front matter, with the anchor a merged page lands on', () => {
    const root = project({
      'docs/developers/clients/socks5.mdx':
        '---\ntitle: SOCKS5\ncovers:\n  - developers/clients/socks5\n  - developers/clients/socks5/config#configuration\n---\n',
      'docs/network/traffic/dvpn.mdx': '---\ntitle: dVPN\nslug: /network/dvpn-mode\ncovers: [network/dvpn-mode]\n---\n',
    });
    const pages = sectionPages(root);
    expect(pages.map((page) => page.url)).toEqual(['/developers/clients/socks5', '/network/dvpn-mode']);
    expect(pages[0].covers).toEqual([
      {route: 'developers/clients/socks5', anchor: ''},
      {route: 'developers/clients/socks5/config', anchor: 'configuration'},
    ]);
  });

  it('lead each covered public address that is not a page of ours to the page and anchor covering it', () => {
    const root = project({
      'docs/developers/clients/socks5.mdx':
        '---\ntitle: SOCKS5\ncovers:\n  - developers/clients/socks5\n  - developers/clients/socks5/config#configuration\n---\n',
    });
    expect(sectionRedirects(sectionPages(root))).toEqual([
      {
        from: '/developers/clients/socks5/config',
        to: '/developers/clients/socks5#configuration',
        why: 'the public page developers/clients/socks5/config is covered by /developers/clients/socks5',
      },
    ]);
  });

  it('refuse a cover that is not a public route, naming the file', () => {
    const root = project({'docs/developers/x.mdx': '---\ntitle: X\ncovers: ["/docs/developers/x"]\n---\n'});
    expect(() => sectionPages(root)).toThrow(
      /docs\/developers\/x\.mdx: covers: "\/docs\/developers\/x" is not a public route/,
    );
  });
});
