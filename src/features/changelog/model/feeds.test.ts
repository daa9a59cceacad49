import {describe, expect, it} from 'vitest';
import {load} from 'cheerio';
import {changelogAtom, changelogJsonFeed, changelogRss, releaseIndex} from './feeds';
import {parsedRelease} from './releaseFixtures';
import type {Release} from './types';

/** A dated release with one feature item and a summary that needs escaping. */
function release(slug: string, date: string, overrides: Partial<Release> = {}): Release {
  return parsedRelease(slug, {
    release_date: date,
    summary: `Summary of ${slug} & friends <b>`,
    textLength: 100,
    sections: [{id: 'features', title: 'Features', kind: 'features', level: 3}],
    items: [
      {
        anchor: 'pr-1',
        title: 'One',
        pr: 1,
        href: 'https://github.com/nymtech/nym/pull/1',
        audience: ['operators'],
        kind: 'features',
        sectionId: 'features',
        endpoints: [],
        text: 'One',
      },
    ],
    anchors: [slug, 'features', 'pr-1'],
    ...overrides,
  });
}

const releases = [release('v202513-emmental', '2025-07-22'), release('v202512-dolcelatte', '2025-07-09')];
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe('RSS 2.0', () => {
  const $ = load(changelogRss(releases), {xml: true});
  it('has one item per release, linking to its anchor, with an RFC 822 date', () => {
    expect($('rss').attr('version')).toBe('2.0');
    expect($('channel > title').text()).toMatch(/changelog/);
    const items = $('item');
    expect(items.length).toBe(2);
    expect(items.first().find('link').text()).toBe('https://nym.com/docs/operators/changelog#v202513-emmental');
    expect(items.first().find('pubDate').text()).toMatch(RFC_822);
    expect(items.first().find('pubDate').text()).toBe('Tue, 22 Jul 2025 00:00:00 GMT');
  });
  it('escapes text from the release files', () => {
    expect($('item description').first().text()).toContain('& friends <b>');
  });
});

describe('Atom 1.0', () => {
  const $ = load(changelogAtom(releases), {xml: true});
  it('has one entry per release with an RFC 3339 date', () => {
    expect($('feed').attr('xmlns')).toBe('http://www.w3.org/2005/Atom');
    expect($('entry').length).toBe(2);
    expect($('entry').first().find('updated').text()).toMatch(RFC_3339);
    expect($('entry').first().find('link').attr('href')).toBe(
      'https://nym.com/docs/operators/changelog#v202513-emmental',
    );
    expect($('feed > updated').text()).toBe('2025-07-22T00:00:00.000Z');
  });
});

describe('JSON Feed 1.1', () => {
  const feed = JSON.parse(changelogJsonFeed(releases));
  it('declares version 1.1 and one item per release with an RFC 3339 date', () => {
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.items).toHaveLength(2);
    expect(feed.items[0].date_published).toBe('2025-07-22T00:00:00Z');
    expect(feed.items[0].date_published).toMatch(RFC_3339);
    expect(feed.items[0].url).toBe('https://nym.com/docs/operators/changelog#v202513-emmental');
    expect(feed.items[0].summary).toContain('nym-node 1.15.0');
  });
});

describe('release index', () => {
  it('lists releases with items, PR numbers and audiences', () => {
    const index = releaseIndex(releases);
    expect(index.releases[0]).toMatchObject({
      anchor: 'v202513-emmental',
      node_version: '1.15.0',
      release_date: '2025-07-22',
    });
    expect(index.releases[0].items[0]).toEqual({
      anchor: 'pr-1',
      title: 'One',
      pr: 1,
      url: 'https://github.com/nymtech/nym/pull/1',
      kind: 'features',
      section: 'features',
      audience: ['operators'],
    });
  });
  it('makes site paths absolute', () => {
    const index = releaseIndex([
      release('x', '2025-01-01', {
        items: [
          {
            anchor: 'guide',
            title: 'Guide',
            href: '/operators/faq',
            audience: ['operators'],
            kind: 'operators',
            endpoints: [],
            text: 'Guide',
          },
        ],
      }),
    ]);
    expect(index.releases[0].items[0].url).toBe('https://nym.com/docs/operators/faq');
  });
});
