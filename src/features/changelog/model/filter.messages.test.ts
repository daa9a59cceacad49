import {describe, expect, it} from 'vitest';
import {excerpt, narrowsItems, parseChangelogFilter, queryWords, resolveSince, type ReleaseMarker} from './filter';

const FILTERABLE =
  'Kinds you can filter: operators, features, bugfixes, refactors, crypto, testing, guides, wallet, known-bugs.';
const AUDIENCES = 'Known audiences: operators, wallet, developers.';

const chain: ReleaseMarker[] = [
  {slug: 'v202601-brie', tag: 'v2026.1-brie', heading: 'v2026.1-brie', versions: ['1.16.0']},
  {slug: 'v202512-feta', tag: 'v2025.12-feta', heading: 'v2025.12-feta', versions: ['1.15.0', '1.15.1']},
  {slug: 'hotfix', tag: null, heading: 'A hotfix without a tag', versions: []},
  {slug: 'v20259-gouda', tag: 'v2025.9-gouda', heading: 'v2025.9-gouda', versions: ['1.12.0']},
];

describe("quoting a reader's value", () => {
  it('keeps a value that is exactly as long as the limit', () => {
    expect(excerpt('abcde', 5)).toBe('abcde');
    expect(excerpt('abcdef', 5)).toBe('abcde…');
  });

  it('drops a high surrogate at the cut, from the first to the last of that range', () => {
    expect(excerpt('abcd\ud800\udc00xyz', 5)).toBe('abcd…');
    expect(excerpt('abcd\udbff\udfffxyz', 5)).toBe('abcd…');
  });

  it('keeps a character above the high surrogates that ends the cut', () => {
    expect(excerpt('abcd\ue000xyz', 5)).toBe('abcd\ue000…');
    expect(excerpt('abcd\udc00xyz', 5)).toBe('abcd\udc00…');
  });
});

describe('messages about kinds and audiences in the URL', () => {
  it('names one unknown kind in the singular', () => {
    expect(parseChangelogFilter('?kind=nonsense').problems).toEqual([`Unknown section kind "nonsense". ${FILTERABLE}`]);
  });

  it('names several unknown kinds in the plural', () => {
    expect(parseChangelogFilter('?kind=foo,bar').problems).toEqual([
      `Unknown section kinds "foo", "bar". ${FILTERABLE}`,
    ]);
  });

  it('lists five unknown kinds in full', () => {
    expect(parseChangelogFilter('?kind=a,b,c,d,e').problems).toEqual([
      `Unknown section kinds "a", "b", "c", "d", "e". ${FILTERABLE}`,
    ]);
  });

  it('lists the first five unknown kinds and counts the rest', () => {
    expect(parseChangelogFilter('?kind=a,b,c,d,e,f,g').problems).toEqual([
      `Unknown section kinds "a", "b", "c", "d", "e" and 2 more. ${FILTERABLE}`,
    ]);
  });

  it('says one known kind the controls do not offer cannot be filtered on', () => {
    const {filter, problems} = parseChangelogFilter('?kind=summary');
    expect(filter.kinds).toEqual([]);
    expect(problems).toEqual([`Section kind "summary" cannot be filtered on. ${FILTERABLE}`]);
  });

  it('says several such kinds cannot be filtered on, in the plural', () => {
    expect(parseChangelogFilter('?kind=summary,changes').problems).toEqual([
      `Section kinds "summary", "changes" cannot be filtered on. ${FILTERABLE}`,
    ]);
  });

  it('reports unknown and unfilterable kinds apart, unknown first', () => {
    expect(parseChangelogFilter('?kind=changes,robots').problems).toEqual([
      `Unknown section kind "robots". ${FILTERABLE}`,
      `Section kind "changes" cannot be filtered on. ${FILTERABLE}`,
    ]);
  });

  it('names one unknown audience in the singular and several in the plural', () => {
    expect(parseChangelogFilter('?audience=robots').problems).toEqual([`Unknown audience "robots". ${AUDIENCES}`]);
    expect(parseChangelogFilter('?audience=robots,cats').problems).toEqual([
      `Unknown audiences "robots", "cats". ${AUDIENCES}`,
    ]);
  });

  it('ignores empty entries, case and spaces around names in a list', () => {
    const {filter, problems} = parseChangelogFilter('?kind=BugFixes,,%20Operators%20,&audience=,WALLET');
    expect(problems).toEqual([]);
    expect(filter.kinds).toEqual(['bugfixes', 'operators']);
    expect(filter.audiences).toEqual(['wallet']);
  });

  it('trims the query and the version', () => {
    const {filter, problems} = parseChangelogFilter('?since=%201.10.0%20&q=%20%20wireguard%20');
    expect(problems).toEqual([]);
    expect(filter).toEqual({since: '1.10.0', kinds: [], audiences: [], query: 'wireguard'});
  });
});

describe('whether a filter narrows the items', () => {
  const none = {kinds: [], audiences: [], query: ''};

  it('does with only a kind, only an audience or only a query', () => {
    expect(narrowsItems({...none, kinds: ['bugfixes']})).toBe(true);
    expect(narrowsItems({...none, audiences: ['wallet']})).toBe(true);
    expect(narrowsItems({...none, query: 'wireguard'})).toBe(true);
  });

  it('does not with nothing set, nor with only a version', () => {
    expect(narrowsItems(none)).toBe(false);
    expect(narrowsItems({...none, since: '1.10.0'})).toBe(false);
  });
});

describe('words of a query', () => {
  it('drops a "#" only in front of a number at the start of a word', () => {
    expect(queryWords('#5898 issue#12 #tag')).toEqual(['5898', 'issue#12', '#tag']);
  });
});

describe('resolving the version a reader runs', () => {
  it('asks for a version when the value is empty or only spaces', () => {
    const message = 'Give a nym-node version such as 1.10.0 or a release tag such as v2025.8-tourist.';
    expect(resolveSince('', chain)).toEqual({ok: false, message});
    expect(resolveSince('   ', chain)).toEqual({ok: false, message});
  });

  it('takes a value exactly at the length limit and refuses one over it', () => {
    const atLimit = `0.0.1-${'a'.repeat(58)}`;
    expect(atLimit).toHaveLength(64);
    expect(resolveSince(atLimit, chain)).toEqual({
      ok: false,
      message: `nym-node ${atLimit.slice(0, 40)}… is older than every release on this page (the oldest is v2025.9-gouda). Showing every release.`,
    });
    const over = `${atLimit}b`;
    expect(resolveSince(over, chain)).toEqual({
      ok: false,
      message: `?since= is too long (65 characters; at most 64), so it was ignored: "${over.slice(0, 40)}…". Showing every release.`,
    });
  });

  it('selects a release by its slug, spaces around it ignored', () => {
    expect(resolveSince(' hotfix ', chain)).toEqual({
      ok: true,
      newer: ['v202601-brie', 'v202512-feta'],
      from: chain[2],
      exact: true,
    });
  });

  it('selects the newest release by its tag, leaving nothing newer', () => {
    expect(resolveSince('v2026.1-brie', chain)).toEqual({ok: true, newer: [], from: chain[0], exact: true});
  });

  it('compares tags without their surrounding spaces and case', () => {
    const padded: ReleaseMarker[] = [{slug: 'x', tag: ' V2025.9-Gouda ', heading: 'Gouda', versions: []}];
    expect(resolveSince('v2025.9-gouda', padded)).toMatchObject({ok: true, newer: [], exact: true});
  });

  it('cites the newest tag, else its heading, else a placeholder, for a value it cannot read', () => {
    const neither = (example: string) =>
      `"nonsense" is neither a nym-node version (like 1.10.0) nor a release tag on this page (like ${example}). Showing every release.`;
    expect(resolveSince('nonsense', chain)).toEqual({ok: false, message: neither('v2026.1-brie')});
    expect(resolveSince('nonsense', chain.slice(2))).toEqual({ok: false, message: neither('A hotfix without a tag')});
    expect(resolveSince('nonsense', [])).toEqual({ok: false, message: neither('a release heading')});
  });

  it('says "unknown" for the oldest release when the page has none', () => {
    expect(resolveSince('1.10.0', [])).toEqual({
      ok: false,
      message:
        'nym-node 1.10.0 is older than every release on this page (the oldest is unknown). Showing every release.',
    });
  });

  it('skips shipped versions it cannot read', () => {
    const odd: ReleaseMarker[] = [
      {slug: 'new', tag: null, heading: 'New', versions: ['not-a-version']},
      {slug: 'old', tag: null, heading: 'Old', versions: ['junk', '1.12.0']},
    ];
    expect(resolveSince('1.12.0', odd)).toEqual({ok: true, newer: ['new'], from: odd[1], exact: true});
  });

  it("is exact when any one of the versions a release ships is the reader's", () => {
    expect(resolveSince('1.15.0', chain)).toEqual({ok: true, newer: ['v202601-brie'], from: chain[1], exact: true});
    expect(resolveSince('1.15.1', chain)).toEqual({ok: true, newer: ['v202601-brie'], from: chain[1], exact: true});
    expect(resolveSince('1.15.2', chain)).toEqual({ok: true, newer: ['v202601-brie'], from: chain[1], exact: false});
  });
});
