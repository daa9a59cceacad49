import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';
import {changelogHtml} from '../support/changelogPage';
import {RECORD} from '../support/record';

/**
 * Links people share keep landing where they did: every anchor the changelog
 * has published inside a release (tests/fixtures/published-anchors.json, a
 * fixture that only grows) still exists, once, inside that same release.
 */
const {anchors}: {anchors: Record<string, string>} = JSON.parse(
  readFileSync(path.join(__dirname, '../fixtures/published-anchors.json'), 'utf8'),
);
const byRelease = new Map<string, string[]>();
for (const [anchor, release] of Object.entries(anchors))
  byRelease.set(release, [...(byRelease.get(release) ?? []), anchor]);

let $: CheerioAPI;
beforeAll(() => {
  $ = load(changelogHtml());
});

describe('published anchors never move', () => {
  it('pins anchors of every release', () => {
    // Every entry of the record has its anchors pinned, and the fixture pins none for an entry the record lacks.
    expect([...byRelease.keys()].sort()).toEqual(RECORD.map((entry) => entry.slug).sort());
    for (const [release, pinned] of byRelease) expect(pinned, release).toContain(release);
    console.log(`published anchors pinned: ${Object.keys(anchors).length} in ${byRelease.size} entries`);
  });

  it.each([...byRelease.keys()])('%s keeps its anchors', (release) => {
    const moved: string[] = [];
    for (const anchor of byRelease.get(release)!) {
      const elements = $(`[id="${anchor}"]`);
      if (elements.length !== 1) moved.push(`#${anchor}: ${elements.length} elements`);
      else if (elements.closest('article[data-release]').attr('data-release') !== release) {
        moved.push(
          `#${anchor}: now in ${elements.closest('article[data-release]').attr('data-release') ?? 'no release'}`,
        );
      }
    }
    expect(moved).toEqual([]);
  });
});
