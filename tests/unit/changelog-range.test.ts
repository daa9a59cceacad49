import {describe, expect, it} from 'vitest';
import {resolveSince, type ReleaseMarker} from '../../src/features/changelog/model/filter';
import {RECORD, isNews, releasesSince} from '../support/record';

/** The record's entries as the page marks them (tag, versions, news), newest first. */
const markers: ReleaseMarker[] = RECORD.map((entry) => ({
  slug: entry.slug,
  tag: /^v\d{4}\./.test(entry.heading) ? entry.heading.split(' ')[0] : null,
  heading: entry.heading,
  versions: entry.node_version ? [entry.node_version.split('+')[0]] : [],
  news: isNews(entry),
}));

describe('?since= over the whole record', () => {
  it('from 1.15.0 lists every later release and no news entry', () => {
    const result = resolveSince('1.15.0', markers);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.newer).toEqual(releasesSince('v202513-emmental'));
    expect(result.newer).not.toEqual([]);
    expect(result.newer.some((slug) => isNews(RECORD.find((entry) => entry.slug === slug)!))).toBe(false);
    console.log(`?since=1.15.0 lists ${result.newer.length} releases: ${result.newer.at(-1)} to ${result.newer[0]}`);
  });

  it('crosses the 2025 to 2026 boundary by version, not by tag year', () => {
    const result = resolveSince('v2025.21-mozzarella', markers);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // Every release after mozzarella, all of them 2026 ones: an empty list would pass `every` and prove nothing.
    expect(result.newer).toEqual(releasesSince('v202521-mozzarella'));
    expect(result.newer).not.toEqual([]);
    expect(result.newer.filter((slug) => !slug.startsWith('v2026'))).toEqual([]);
  });
});
