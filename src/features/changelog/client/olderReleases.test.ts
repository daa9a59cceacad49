import {describe, expect, it} from 'vitest';
import {releasesOfChunks, releasesOfPage} from './olderReleases';

describe('older releases taken from the older-releases page', () => {
  it('cuts each release out of the page by its slug, quoted or not', () => {
    const page =
      '<main><p>intro</p><article class=release data-release=v2025-1-a aria-labelledby=v2025-1-a><h2 id=v2025-1-a>A</h2></article><details><article data-release="v2024-9-b"><p>B</p></article></details></main>';
    const releases = releasesOfPage(page);
    expect([...releases.keys()]).toEqual(['v2025-1-a', 'v2024-9-b']);
    expect(releases.get('v2025-1-a')).toBe(
      '<article class=release data-release=v2025-1-a aria-labelledby=v2025-1-a><h2 id=v2025-1-a>A</h2></article>',
    );
    expect(releases.get('v2024-9-b')).toBe('<article data-release="v2024-9-b"><p>B</p></article>');
  });

  it('finds nothing in a page without releases, and stops at an unclosed one', () => {
    expect(releasesOfPage('<html></html>').size).toBe(0);
    expect(releasesOfPage('<article data-release=x><p>cut').size).toBe(0);
  });
});

describe('older releases taken as the page streams in', () => {
  const page =
    '<main><p>intro</p>' +
    ['a', 'b', 'c']
      .map((slug) => `<article class=release data-release=${slug}><h2 id=${slug}>${slug.repeat(50)}</h2></article>`)
      .join('') +
    '</main>';

  function* chunksOf(text: string, size: number) {
    for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
  }
  async function taken(chunks: Iterable<string>) {
    const releases: [string, string][] = [];
    for await (const release of releasesOfChunks(chunks)) releases.push(release);
    return releases;
  }

  it('gives every release once, whatever the chunks, and the same as the whole page', async () => {
    for (const size of [1, 7, 64, 500, page.length]) {
      expect(await taken(chunksOf(page, size)), `chunks of ${size}`).toEqual([...releasesOfPage(page)]);
    }
  });

  it('gives a release as soon as it is complete, and an unfinished one once its end arrives', async () => {
    const given: string[] = [];
    function* chunks() {
      yield '<article data-release=a><p>A</p></article><article data-release=b><p>B';
      // The first release is out before the next chunk is asked for.
      given.push('second chunk');
      yield '</p></article>';
    }
    for await (const [slug, html] of releasesOfChunks(chunks())) given.push(`${slug}: ${html}`);
    expect(given).toEqual([
      'a: <article data-release=a><p>A</p></article>',
      'second chunk',
      'b: <article data-release=b><p>B</p></article>',
    ]);
  });
});
