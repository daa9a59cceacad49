import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {
  changelogFilterSearch,
  EMPTY_FILTER,
  excerpt,
  FILTER_KINDS,
  isFilterActive,
  itemMatches,
  MAX_LIST_LENGTH,
  MAX_QUERY_LENGTH,
  MAX_SHOWN_LENGTH,
  MAX_SINCE_LENGTH,
  narrowsItems,
  parseChangelogFilter,
  queryWords,
  resolveSince,
  type ChangelogFilter,
  type ReleaseMarker,
} from './filter';
import {AUDIENCE_NAMES} from './kinds';

const releases: ReleaseMarker[] = [
  {slug: 'v202512-dolcelatte', tag: 'v2025.12-dolcelatte', heading: 'v2025.12-dolcelatte', versions: ['1.14.0']},
  {slug: 'v202511-cheddar', tag: 'v2025.11-cheddar', heading: 'v2025.11-cheddar', versions: ['1.13.0']},
  {slug: 'patch', tag: null, heading: 'Patch without a tag', versions: []},
  {slug: 'v20258-tourist', tag: 'v2025.8-tourist', heading: 'v2025.8-tourist', versions: ['1.10.0']},
  {slug: 'v20243-eclipse', tag: 'v2024.3-eclipse', heading: 'v2024.3-eclipse', versions: ['1.1.0+nymnode']},
];

describe('the filter in the URL', () => {
  it('reads since, kinds, audiences and the query', () => {
    const {filter, problems} = parseChangelogFilter(
      '?since=1.10.0&kind=bugfixes,operators&audience=operators&q=wireguard',
    );
    expect(problems).toEqual([]);
    expect(filter).toEqual({
      since: '1.10.0',
      kinds: ['bugfixes', 'operators'],
      audiences: ['operators'],
      query: 'wireguard',
    });
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
    const filter: ChangelogFilter = {
      since: 'v2025.8-tourist',
      kinds: ['operators'],
      audiences: ['wallet'],
      query: 'a b&c',
    };
    expect(changelogFilterSearch(filter)).toBe('?since=v2025.8-tourist&kind=operators&audience=wallet&q=a%20b%26c');
  });

  it('round-trips any filter through the URL', () => {
    const kinds = fc.subarray([
      'operators',
      'features',
      'bugfixes',
      'refactors',
      'crypto',
      'testing',
      'guides',
    ] as const);
    const audiences = fc.subarray(['operators', 'wallet', 'developers'] as const);
    fc.assert(
      fc.property(
        kinds,
        audiences,
        fc.string(),
        fc.option(fc.constantFrom('1.10.0', 'v2025.8-tourist')),
        (k, a, q, since) => {
          const filter: ChangelogFilter = {
            ...(since ? {since} : {}),
            kinds: [...k],
            audiences: [...a],
            query: q.trim(),
          };
          expect(parseChangelogFilter(changelogFilterSearch(filter)).filter).toEqual(filter);
        },
      ),
    );
  });

  it('tells a range-only filter from one that narrows items', () => {
    expect(narrowsItems({...EMPTY_FILTER, since: '1.10.0'})).toBe(false);
    expect(isFilterActive({...EMPTY_FILTER, since: '1.10.0'})).toBe(true);
    expect(narrowsItems({...EMPTY_FILTER, query: 'x'})).toBe(true);
  });
});

describe('matching an item', () => {
  const item = {
    kind: 'bugfixes' as const,
    audiences: ['operators', 'developers'],
    text: 'Fix wireguard peer refresh #5898 /v1/nym-nodes/skimmed',
  };

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
      releases[0],
      {slug: 'last-update-of-2025', tag: null, heading: 'Last Update of 2025', versions: [], news: true},
      ...releases.slice(1),
    ];
    expect(resolveSince('1.10.0', withNews)).toMatchObject({
      ok: true,
      newer: ['v202512-dolcelatte', 'v202511-cheddar', 'patch'],
    });
    expect(resolveSince('v2025.11-cheddar', withNews)).toMatchObject({ok: true, newer: ['v202512-dolcelatte']});
  });

  it('never leaves a newer release out, whatever the version', () => {
    // The oracle: versions as number triples (build suffixes such as +nymnode ignored), compared in order.
    const triple = (version: string) => version.split('+')[0].split('.').map(Number);
    const atOrBelow = (shipped: string, wanted: number[]) => {
      const [a, b] = [triple(shipped), wanted];
      for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] < b[i];
      return true;
    };
    const outcomes = {resolved: 0, olderThanAll: 0, newest: 0};
    fc.assert(
      fc.property(fc.nat(2), fc.nat(20), fc.nat(20), (major, minor, patch) => {
        const wanted = [major, minor, patch];
        const result = resolveSince(`${major}.${minor}.${patch}`, releases);
        const reached = releases.filter((release) => release.versions.some((shipped) => atOrBelow(shipped, wanted)));
        if (reached.length === 0) {
          // Older than every release: refused, with a message, never an empty range.
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.message).toMatch(/older than every release on this page/);
          outcomes.olderThanAll += 1;
          return;
        }
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const strictlyNewer = releases.filter(
          (release) => release.versions.length > 0 && !release.versions.some((shipped) => atOrBelow(shipped, wanted)),
        );
        // Every release that ships only versions above the reader's is in the range…
        for (const release of strictlyNewer) expect(result.newer).toContain(release.slug);
        // …and none that ships the reader's version or an older one.
        for (const release of reached) expect(result.newer).not.toContain(release.slug);
        // The range is always a prefix of the newest-first list, and it starts from the newest release reached.
        expect(result.newer).toEqual(releases.slice(0, result.newer.length).map((release) => release.slug));
        expect(result.from?.slug).toBe(reached[0].slug);
        if (result.newer.length === 0) outcomes.newest += 1;
        else outcomes.resolved += 1;
      }),
      {numRuns: 500},
    );
    // The generated versions reached every kind of answer, so none of the branches above went unchecked.
    expect(outcomes.resolved).toBeGreaterThan(0);
    expect(outcomes.olderThanAll).toBeGreaterThan(0);
    expect(outcomes.newest).toBeGreaterThan(0);
  });
});

describe('hostile values in the URL', () => {
  const huge = 'x'.repeat(100_000);

  it('caps every parameter at a stated length and rejects an over-long value with a short message', () => {
    for (const [name, value] of [
      ['since', huge],
      ['kind', `bugfixes,${huge}`],
      ['audience', `operators,${huge}`],
      ['q', huge],
    ] as const) {
      const {filter, problems} = parseChangelogFilter(`?${name}=${value}`);
      expect(filter, name).toEqual(EMPTY_FILTER);
      expect(problems, name).toHaveLength(1);
      expect(problems[0], name).toMatch(new RegExp(`\\?${name}=.*too long.*100,?\\d{3} characters`));
      // The message quotes the start of the value, never the value whole.
      expect(problems[0].length, name).toBeLessThan(300);
    }
  });

  it('keeps a value exactly at the limit and rejects one character more', () => {
    const limits = {since: MAX_SINCE_LENGTH, q: MAX_QUERY_LENGTH} as const;
    for (const [name, max] of Object.entries(limits)) {
      expect(parseChangelogFilter(`?${name}=${'7'.repeat(max)}`).problems, name).toEqual([]);
      expect(parseChangelogFilter(`?${name}=${'7'.repeat(max + 1)}`).problems, name).toHaveLength(1);
    }
    const kinds = `${'operators,'.repeat(Math.floor(MAX_LIST_LENGTH / 10))}`.slice(0, MAX_LIST_LENGTH);
    expect(parseChangelogFilter(`?kind=${kinds}`).filter.kinds).toEqual(['operators']);
    expect(parseChangelogFilter(`?kind=${kinds}x`).problems).toHaveLength(1);
  });

  it('leaves room under the caps for every legitimate value', () => {
    expect(FILTER_KINDS.join(',').length).toBeLessThanOrEqual(MAX_LIST_LENGTH);
    expect(AUDIENCE_NAMES.join(',').length).toBeLessThanOrEqual(MAX_LIST_LENGTH);
    expect('v2025.13-emmental'.length).toBeLessThanOrEqual(MAX_SINCE_LENGTH);
  });

  it('never quotes a value whole, and never splits a character in two', () => {
    expect(excerpt('short')).toBe('short');
    const long = excerpt('y'.repeat(10_000));
    expect(long.length).toBeLessThanOrEqual(MAX_SHOWN_LENGTH + 1);
    expect(long.endsWith('…')).toBe(true);
    const emoji = excerpt(`${'a'.repeat(MAX_SHOWN_LENGTH - 1)}😀😀`);
    expect(emoji).toBe(`${'a'.repeat(MAX_SHOWN_LENGTH - 1)}…`);
  });

  it('reports a section kind that exists but cannot be filtered, naming the kinds that can', () => {
    const {filter, problems} = parseChangelogFilter('?kind=summary');
    expect(filter.kinds).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/"summary"/);
    for (const kind of FILTER_KINDS) expect(problems[0]).toContain(kind);
    expect(parseChangelogFilter('?kind=changes').problems).toHaveLength(1);
  });

  it('reports unknown kinds and audiences in one message per parameter, however many there are', () => {
    const many = Array.from({length: 40}, (_, i) => `k${i}`).join(',');
    const {filter, problems} = parseChangelogFilter(`?kind=${many},bugfixes&audience=robots,aliens,wallet`);
    expect(filter.kinds).toEqual(['bugfixes']);
    expect(filter.audiences).toEqual(['wallet']);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/"k0".*and 35 more/);
    expect(problems[0]).toContain(FILTER_KINDS.join(', '));
    expect(problems[1]).toMatch(/"robots", "aliens".*operators, wallet, developers/);
  });

  it('quotes markup in a value as plain text in its message', () => {
    const script = '<script>alert(1)</script>';
    const sinceMessage = resolveSince(script, releases);
    expect(sinceMessage.ok).toBe(false);
    if (!sinceMessage.ok) {
      expect(sinceMessage.message).toContain(`"${script}"`);
      expect(sinceMessage.message).not.toMatch(/&lt;|&gt;|&amp;/);
    }
    const fromUrl = parseChangelogFilter(
      `?since=${encodeURIComponent(script)}&q=${encodeURIComponent(script)}&kind=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
    );
    expect(fromUrl.filter.since).toBe(script);
    expect(fromUrl.filter.query).toBe(script);
    expect(fromUrl.problems).toHaveLength(1);
    expect(fromUrl.problems[0]).toContain('"<img src=x onerror=alert(1)>"');
    // Over-long markup: quoted in part, still as text.
    const long = parseChangelogFilter(`?q=${encodeURIComponent(script.repeat(100))}`);
    expect(long.problems[0]).toContain(`"${script.repeat(2).slice(0, MAX_SHOWN_LENGTH)}…"`);
  });

  it('resolves an over-long "since" to a short message without reading it whole', () => {
    const result = resolveSince(`1.0.0-${huge}`, releases);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.length).toBeLessThan(300);
    const older = resolveSince(`0.0.1-${'a'.repeat(MAX_SINCE_LENGTH - 10)}`, releases);
    expect(older.ok).toBe(false);
    if (!older.ok) expect(older.message).toContain('…');
  });
});
