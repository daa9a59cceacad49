import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {atomProblems} from '../support/atomConformance';
import {changelogAtom} from '../../src/features/changelog/model/feeds';
import {loadReleases} from '../../src/features/changelog/model/load';

const releases = loadReleases(path.resolve(__dirname, '../../releases'));

const feed = (entries: string, head = '<author><name>Docs</name></author>') =>
  `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><id>https://example.org/feed</id><title>T</title><updated>2025-07-22T00:00:00Z</updated>${head}${entries}</feed>`;
const entry = (id = 'https://example.org/a', extra = '') =>
  `<entry><id>${id}</id><title>A</title><updated>2025-07-22T00:00:00Z</updated><link href="https://example.org/a"/>${extra}</entry>`;

describe('the changelog Atom feed meets RFC 4287', () => {
  it('as the site writes it, for every release file', () => {
    expect(atomProblems(changelogAtom(releases))).toEqual([]);
  });
});

describe('the Atom conformance check finds each breach', () => {
  it('accepts a minimal conforming feed', () => {
    expect(atomProblems(feed(entry()))).toEqual([]);
  });
  it('an entry with no author when the feed has none', () => {
    expect(atomProblems(feed(entry(), ''))).toEqual([
      'entry 1 (https://example.org/a): no atom:author, and the feed has none either',
    ]);
  });
  it('a missing or repeated id, title or updated', () => {
    expect(
      atomProblems(
        feed(
          '<entry><title>A</title><title>B</title><updated>2025-07-22T00:00:00Z</updated><link href="x:y"/></entry>',
        ),
      ),
    ).toEqual([
      'entry 1: has 0 atom:id elements; exactly one is required',
      'entry 1: has 2 atom:title elements; exactly one is required',
    ]);
  });
  it('a date that is not RFC 3339, an id that is not an absolute IRI, a repeated id', () => {
    const problems = atomProblems(
      feed(entry('a-relative-id', '<published>22 July 2025</published>') + entry('a-relative-id')),
    );
    expect(problems).toContain('entry 1 (a-relative-id): atom:id "a-relative-id" is not an absolute IRI');
    expect(problems).toContain('entry 1 (a-relative-id): atom:published "22 July 2025" is not an RFC 3339 date-time');
    expect(problems).toContain('entry 2 (a-relative-id): atom:id used by an earlier entry');
  });
  it('an entry with neither content nor an alternate link', () => {
    expect(
      atomProblems(feed('<entry><id>x:1</id><title>A</title><updated>2025-07-22T00:00:00Z</updated></entry>')),
    ).toEqual(['entry 1 (x:1): neither atom:content nor an alternate link']);
  });
  it('a document that is not well-formed, or holds characters XML forbids', () => {
    expect(
      atomProblems(feed(entry()).replace('</feed>', '')).some((problem) => problem.startsWith('not well-formed XML')),
    ).toBe(true);
    expect(atomProblems(feed(entry('https://example.org/a', '<summary>bell \u0007</summary>')))).toContain(
      'holds U+0007, which XML 1.0 does not allow',
    );
  });
  it('a root that is not atom:feed', () => {
    expect(atomProblems('<rss version="2.0"><channel/></rss>')).toEqual(['the root element is {}rss, not atom:feed']);
  });
});
