import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {
  changelogFilterSearch,
  EMPTY_FILTER,
  isFilterActive,
  itemMatches,
  narrowsItems,
  parseChangelogFilter,
  queryWords,
  resolveSince,
  type ChangelogFilter,
  type ReleaseMarker,
} from './filter';

const releases: ReleaseMarker[] = [
  {slug: 'v202512-dolcelatte', tag: 'v2025.12-dolcelatte', heading: 'v2025.12-dolcelatte', versions: ['1.14.0']},
  {slug: 'v202511-cheddar', tag: 'v2025.11-cheddar', heading: 'v2025.11-cheddar', versions: ['1.13.0']},
  {slug: 'patch', tag: null, heading: 'Patch without a tag', versions: []},
  {slug: 'v20258-tourist', tag: 'v2025.8-tourist', heading: 'v2025.8-tourist', versions: ['1.10.0']},
  {slug: 'v20243-eclipse', tag: 'v2024.3-eclipse', heading: 'v2024.3-eclipse', versions: ['1.1.0+nymnode']},
];

describe('the filter in the URL', () => {
  it('reads since, kinds, audiences and the query', () => {
    const {filter, problems} = parseChangelogFilter('?since=1.10.0&kind=bugfixes,operators&audience=operators&q=wireguard');
    expect(problems).toEqual([]);
    expect(filter).toEqual({since: '1.10.0', kinds: ['bugfixes', 'operators'], audiences: ['operators'], query: 'wireguard'});
  });

  it('reports unknown kinds and audiences and keeps the rest', () => {
    const {filter, problems} = parseChangelogFilter('?kind=bugfixes,nonsense&audience=robots');
    expect(filter.kinds).toEqual(['bugfixes']);
    expect(filter.audiences).toEqual([]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/nonsense/);
    expect(problems[1]).toMatch(/robots/);
  });

  it('is empty for an empty query string', () => {
    expect(parseChangelogFilter('').filter).toEqual(EMPTY_FILTER);
    expect(changelogFilterSearch(EMPTY_FILTER)).toBe('');
    expect(isFilterActive(EMPTY_FILTER)).toBe(false);
  });

  it('writes parameters in a fixed order and escapes text', () => {
    const filter: ChangelogFilter = {since: 'v2025.8-tourist', kinds: ['operators'], audiences: ['wallet'], query: 'a b&c'};
    expect(changelogFilterSearch(filter)).toBe('?since=v2025.8-tourist&kind=operators&audience=wallet&q=a%20b%26c');
  });

  it('round-trips any filter through the URL', () => {
    const kinds = fc.subarray(['operators', 'features', 'bugfixes', 'refactors', 'crypto', 'testing', 'guides'] as const);
    const audiences = fc.subarray(['operators', 'wallet', 'developers'] as const);
    fc.assert(
      fc.property(kinds, audiences, fc.string(), fc.option(fc.constantFrom('1.10.0', 'v2025.8-tourist')), (k, a, q, since) => {
        const filter: ChangelogFilter = {...(since ? {since} : {}), kinds: [...k], audiences: [...a], query: q.trim()};
        expect(parseChangelogFilter(changelogFilterSearch(filter)).filter).toEqual(filter);
      }),
    );
  });

  it('tells a range-only filter from one that narrows items', () => {
    expect(narrowsItems({...EMPTY_FILTER, since: '1.10.0'})).toBe(false);
    expect(isFilterActive({...EMPTY_FILTER, since: '1.10.0'})).toBe(true);
    expect(narrowsItems({...EMPTY_FILTER, query: 'x'})).toBe(true);
  });
});

describe('matching an item', () => {
  const item = {kind: 'bugfixes' as const, audiences: ['operators', 'developers'], text: 'Fix wireguard peer refresh #5898 /v1/nym-nodes/skimmed'};

  it('passes everything with an empty filter', () => {
    expect(itemMatches(item, EMPTY_FILTER)).toBe(true);
  });

  it('needs one of the chosen kinds and one of the chosen audiences', () => {
    expect(itemMatches(item, {...EMPTY_FILTER, kinds: ['operators', 'bugfixes']})).toBe(true);
    expect(itemMatches(item, {...EMPTY_FILTER, kinds: ['features']})).toBe(false);
    expect(itemMatches(item, {...EMPTY_FILTER, audiences: ['wallet', 'developers']})).toBe(true);
    expect(itemMatches(item, {...EMPTY_FILTER, audiences: ['wallet']})).toBe(false);
  });

  it('needs every word of the query, in any case, a PR number with or without #', () => {
    expect(itemMatches(item, {...EMPTY_FILTER, query: 'WireGuard refresh'})).toBe(true);
    expect(itemMatches(item, {...EMPTY_FILTER, query: 'wireguard mixnode'})).toBe(false);
    expect(itemMatches(item, {...EMPTY_FILTER, query: '5898'})).toBe(true);
    expect(itemMatches(item, {...EMPTY_FILTER, query: '#5898'})).toBe(true);
    expect(itemMatches(item, {...EMPTY_FILTER, query: '/v1/nym-nodes/skimmed'})).toBe(true);
  });

  it('splits the query on any whitespace', () => {
    expect(queryWords('  a\tB  #12 ')).toEqual(['a', 'b', '12']);
  });

  it('never matches more items when a word is added', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (text, query, extra) => {
        const base = {kind: 'features' as const, audiences: ['operators'], text};
        const wider = itemMatches(base, {...EMPTY_FILTER, query});
        const narrower = itemMatches(base, {...EMPTY_FILTER, query: `${query} ${extra}`});
        expect(!narrower || wider).toBe(true);
      }),
    );
  });
});

describe('upgrading from a version', () => {
  it('takes a release tag, with or without the leading v', () => {
    const result = resolveSince('v2025.8-tourist', releases);
    expect(result).toMatchObject({ok: true, newer: ['v202512-dolcelatte', 'v202511-cheddar', 'patch'], exact: true});
    expect(resolveSince('2025.8-tourist', releases)).toEqual(result);
  });

  it('takes a node version that a release shipped', () => {
    const result = resolveSince('1.10.0', releases);
    expect(result).toMatchObject({ok: true, newer: ['v202512-dolcelatte', 'v202511-cheddar', 'patch'], exact: true});
    if (result.ok) expect(result.from?.slug).toBe('v20258-tourist');
  });

  it('counts a version between two releases as the older one', () => {
    const result = resolveSince('1.12.3', releases);
    expect(result).toMatchObject({ok: true, newer: ['v202512-dolcelatte', 'v202511-cheddar', 'patch'], exact: false});
  });

  it('leaves nothing to do on the latest version or ahead of it', () => {
    expect(resolveSince('1.14.0', releases)).toMatchObject({ok: true, newer: []});
    expect(resolveSince('2.0.0', releases)).toMatchObject({ok: true, newer: []});
  });

  it('explains a version older than every release, or one that is not a version', () => {
    const old = resolveSince('0.9.0', releases);
    expect(old.ok).toBe(false);
    if (!old.ok) expect(old.message).toMatch(/older than every release.*v2024\.3-eclipse/);
    const wrong = resolveSince('banana', releases);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.message).toMatch(/neither a nym-node version.*Showing every release/);
    expect(resolveSince('  ', releases).ok).toBe(false);
  });

  it('leaves news entries out of the range: they ship nothing to upgrade to', () => {
    const withNews: ReleaseMarker[] = [
      releases[0]!,
      {slug: 'last-update-of-2025', tag: null, heading: 'Last Update of 2025', versions: [], news: true},
      ...releases.slice(1),
    ];
    expect(resolveSince('1.10.0', withNews)).toMatchObject({ok: true, newer: ['v202512-dolcelatte', 'v202511-cheddar', 'patch']});
    expect(resolveSince('v2025.11-cheddar', withNews)).toMatchObject({ok: true, newer: ['v202512-dolcelatte']});
  });

  it('never leaves a newer release out, whatever the version', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), fc.nat(20), (major, minor, patch) => {
        const result = resolveSince(`${major}.${minor}.${patch}`, releases);
        if (!result.ok) return;
        // The range is always a prefix of the newest-first list.
        expect(result.newer).toEqual(releases.slice(0, result.newer.length).map((release) => release.slug));
      }),
    );
  });
});
