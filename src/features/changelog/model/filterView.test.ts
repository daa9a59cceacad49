import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {EMPTY_FILTER, FILTER_KINDS, type ChangelogFilter} from './filter';
import {changelogFilterView} from './filterView';
import type {ChangelogItemIndex, IndexedItem, IndexedRelease} from './itemIndex';
import {AUDIENCE_NAMES} from './kinds';

function release(slug: string, extra: Partial<IndexedRelease> = {}): IndexedRelease {
  return {
    slug,
    tag: slug,
    heading: slug,
    date: '2099-01-01',
    versions: [],
    archived: false,
    whatToDo: `${slug}-what-to-do`,
    operatorActions: [],
    sections: [],
    proseSections: [],
    ...extra,
  };
}

function item(id: string, releaseSlug: string, extra: Partial<IndexedItem> = {}): IndexedItem {
  return {
    id,
    release: releaseSlug,
    kind: 'features',
    audiences: ['developers'],
    endpoints: [],
    configurationChange: false,
    title: id,
    text: id,
    ...extra,
  };
}

/**
 * Four entries, newest first: a release, a news entry, a release with nested
 * sections, nested items and a prose-only section, and an archived release
 * with an item before its first section and a prose-only guides section.
 */
const INDEX: ChangelogItemIndex = {
  releases: [
    release('v2099.3-c', {
      versions: ['1.3.0'],
      upgrade: 'required',
      operatorActions: [{id: 'mode', kind: 'check', for: ['all'], text: 'Restart with one --mode.'}],
      sections: [
        {id: 'c-ops', kind: 'operators'},
        {id: 'c-features', kind: 'features'},
      ],
    }),
    release('news-n', {
      tag: null,
      heading: 'News: legal help',
      news: true,
      sections: [{id: 'n-ops', kind: 'operators'}],
    }),
    release('v2099.2-b', {
      versions: ['1.2.0', '1.2.1'],
      upgrade: 'optional',
      sections: [
        {id: 'b-outer', kind: 'operators'},
        {id: 'b-inner', kind: 'operators', within: 'b-outer'},
        {id: 'b-legal', kind: 'operators', within: 'b-outer'},
        {id: 'b-bugs', kind: 'bugfixes'},
      ],
      proseSections: [
        {
          id: 'b-legal',
          title: 'Legal support',
          kind: 'operators',
          text: 'Legal support Exit operators can ask counsel.',
        },
      ],
    }),
    release('v2099.1-a', {
      versions: ['1.1.0'],
      archived: true,
      sections: [{id: 'a-guides', kind: 'guides'}],
      proseSections: [{id: 'a-guides', title: 'Guides', kind: 'guides', text: 'Guides A new page on ports.'}],
    }),
  ],
  items: [
    item('c-op', 'v2099.3-c', {
      section: 'c-ops',
      kind: 'operators',
      audiences: ['operators'],
      configurationChange: true,
      text: 'Start the node with --mode exit-gateway',
    }),
    item('c-api', 'v2099.3-c', {
      section: 'c-features',
      pr: 5898,
      endpoints: ['/v1/nym-nodes/skimmed'],
      text: 'Skimmed nodes list',
    }),
    item('n-item', 'news-n', {
      section: 'n-ops',
      kind: 'operators',
      audiences: ['operators'],
      text: 'Counsel for exit operators',
    }),
    item('b-deep', 'v2099.2-b', {
      section: 'b-inner',
      kind: 'operators',
      audiences: ['operators'],
      text: 'Delegation programme opens',
    }),
    item('b-parent', 'v2099.2-b', {
      section: 'b-bugs',
      kind: 'bugfixes',
      audiences: ['wallet'],
      text: 'Wallet fixes Peer renewal WireGuard peers renew on time',
    }),
    item('b-child', 'v2099.2-b', {
      section: 'b-bugs',
      parent: 'b-parent',
      kind: 'bugfixes',
      audiences: ['operators'],
      pr: 4242,
      text: 'Peer renewal WireGuard peers renew on time',
    }),
    item('a-loose', 'v2099.1-a', {kind: 'changes', audiences: ['operators'], text: 'Gateway probe released'}),
  ],
};

const ALL_ITEMS = INDEX.items.map((entry) => entry.id);
const ALL_RELEASES = INDEX.releases.map((entry) => entry.slug);
const ALL_SECTIONS = INDEX.releases.flatMap((entry) => entry.sections.map((section) => section.id));

function filter(extra: Partial<ChangelogFilter>): ChangelogFilter {
  return {...EMPTY_FILTER, ...extra};
}

function shown(extra: Partial<ChangelogFilter>) {
  const view = changelogFilterView(INDEX, filter(extra));
  return {items: [...view.items], sections: [...view.sections].sort(), releases: [...view.releases]};
}

describe('the changelog with no filter', () => {
  const view = changelogFilterView(INDEX, EMPTY_FILTER);

  it('shows every release, section and item, and counts them all', () => {
    expect([...view.items]).toEqual(ALL_ITEMS);
    expect([...view.releases]).toEqual(ALL_RELEASES);
    expect([...view.sections].sort()).toEqual([...ALL_SECTIONS].sort());
    expect(view).toMatchObject({shownItems: 7, totalItems: 7, shownReleases: 4, totalReleases: 4});
  });

  it('is not active, narrows nothing, opens nothing and has no range or summary', () => {
    expect(view).toMatchObject({active: false, narrowing: false, open: 'none'});
    expect(view).not.toHaveProperty('since');
    expect(view).not.toHaveProperty('summary');
  });

  it('comes back the same after a filter is cleared', () => {
    changelogFilterView(INDEX, filter({kinds: ['bugfixes'], since: '1.1.0'}));
    expect(changelogFilterView(INDEX, EMPTY_FILTER)).toEqual(view);
  });

  it('shows an empty changelog as empty', () => {
    expect(changelogFilterView({releases: [], items: []}, filter({query: 'x'}))).toMatchObject({
      shownItems: 0,
      totalItems: 0,
      shownReleases: 0,
      totalReleases: 0,
    });
  });
});

describe('filtering by section kind', () => {
  it('shows the items of that kind, their sections and releases, and hides the rest', () => {
    expect(shown({kinds: ['bugfixes']})).toEqual({
      items: ['b-parent', 'b-child'],
      sections: ['b-bugs'],
      releases: ['v2099.2-b'],
    });
    const view = changelogFilterView(INDEX, filter({kinds: ['bugfixes']}));
    expect(view).toMatchObject({
      active: true,
      narrowing: true,
      open: 'all',
      shownItems: 2,
      totalItems: 7,
      shownReleases: 1,
      totalReleases: 4,
    });
  });

  it('takes any of several kinds', () => {
    expect(shown({kinds: ['bugfixes', 'features']}).items).toEqual(['c-api', 'b-parent', 'b-child']);
  });

  it('matches a prose-only section as an item of its kind: its section and release show, no item is counted', () => {
    const view = changelogFilterView(INDEX, filter({kinds: ['guides']}));
    expect([...view.items]).toEqual([]);
    expect([...view.sections]).toEqual(['a-guides']);
    expect([...view.releases]).toEqual(['v2099.1-a']);
    expect(view).toMatchObject({shownItems: 0, shownReleases: 1});
  });

  it('shows a nested section with the sections around it', () => {
    expect(shown({kinds: ['operators']})).toEqual({
      items: ['c-op', 'n-item', 'b-deep'],
      sections: ['b-inner', 'b-legal', 'b-outer', 'c-ops', 'n-ops'],
      releases: ['v2099.3-c', 'news-n', 'v2099.2-b'],
    });
  });

  it('shows nothing when no item or section is of that kind', () => {
    const view = changelogFilterView(INDEX, filter({kinds: ['crypto']}));
    expect(shown({kinds: ['crypto']})).toEqual({items: [], sections: [], releases: []});
    expect(view).toMatchObject({shownItems: 0, totalItems: 7, shownReleases: 0, totalReleases: 4});
  });
});

describe('filtering by audience', () => {
  it("shows the items for that audience, a parent around a matching child, and operators' prose sections for operators", () => {
    expect(shown({audiences: ['operators']})).toEqual({
      items: ['c-op', 'n-item', 'b-deep', 'b-parent', 'b-child', 'a-loose'],
      sections: ['b-bugs', 'b-inner', 'b-legal', 'b-outer', 'c-ops', 'n-ops'],
      releases: ALL_RELEASES,
    });
  });

  it('shows an item that sits before any section without a section', () => {
    const view = changelogFilterView(INDEX, filter({audiences: ['operators']}));
    expect(view.items.has('a-loose')).toBe(true);
    expect(view.sections.has('a-guides')).toBe(false);
  });

  it('a prose section of another kind answers to no audience', () => {
    expect(shown({audiences: ['developers']})).toEqual({
      items: ['c-api'],
      sections: ['c-features'],
      releases: ['v2099.3-c'],
    });
    expect(shown({audiences: ['wallet']})).toEqual({
      items: ['b-parent'],
      sections: ['b-bugs'],
      releases: ['v2099.2-b'],
    });
  });

  it('combines with the kind: both must match', () => {
    expect(shown({kinds: ['bugfixes'], audiences: ['operators']}).items).toEqual(['b-parent', 'b-child']);
    expect(shown({kinds: ['features'], audiences: ['operators']}).items).toEqual([]);
  });
});

describe('the quick text filter', () => {
  it('finds an item by a word of its text, whatever its case, keeping its parent', () => {
    expect(shown({query: 'wireguard'})).toEqual({
      items: ['b-parent', 'b-child'],
      sections: ['b-bugs'],
      releases: ['v2099.2-b'],
    });
    expect(shown({query: 'WIREGUARD'}).items).toEqual(['b-parent', 'b-child']);
  });

  it('keeps a parent that matches without its children that do not', () => {
    expect(shown({query: 'wallet'}).items).toEqual(['b-parent']);
  });

  it('asks for every word, in any order', () => {
    expect(shown({query: 'renew wireguard'}).items).toEqual(['b-parent', 'b-child']);
    expect(shown({query: 'wireguard gateway'}).items).toEqual([]);
  });

  it('finds an item by its pull-request number, with or without #', () => {
    expect(shown({query: '5898'}).items).toEqual(['c-api']);
    expect(shown({query: '#5898'}).items).toEqual(['c-api']);
    expect(shown({query: '#4242'}).items).toEqual(['b-parent', 'b-child']);
  });

  it('finds an item by an endpoint it names', () => {
    expect(shown({query: '/v1/nym-nodes/skimmed'}).items).toEqual(['c-api']);
  });

  it('finds a prose-only section by its text', () => {
    expect(shown({query: 'counsel'})).toEqual({
      items: ['n-item'],
      sections: ['b-legal', 'b-outer', 'n-ops'],
      releases: ['news-n', 'v2099.2-b'],
    });
  });

  it('shows nothing when no item says it', () => {
    expect(changelogFilterView(INDEX, filter({query: 'sphinx'}))).toMatchObject({shownItems: 0, shownReleases: 0});
  });
});

describe('upgrading from a version (?since=)', () => {
  it('by node version: shows the releases after it, never news, every section in them, and opens only the archive', () => {
    const view = changelogFilterView(INDEX, filter({since: '1.2.0'}));
    expect([...view.releases]).toEqual(['v2099.3-c']);
    expect([...view.items]).toEqual(['c-op', 'c-api']);
    expect([...view.sections].sort()).toEqual([...ALL_SECTIONS].sort());
    expect(view).toMatchObject({
      active: true,
      narrowing: false,
      open: 'archive',
      shownItems: 2,
      shownReleases: 1,
      totalReleases: 4,
    });
    expect(view.since).toMatchObject({ok: true, newer: ['v2099.3-c'], exact: true, from: {slug: 'v2099.2-b'}});
  });

  it('by a version between two releases: counts from the older one', () => {
    const view = changelogFilterView(INDEX, filter({since: '1.1.5'}));
    expect(view.since).toMatchObject({
      ok: true,
      newer: ['v2099.3-c', 'v2099.2-b'],
      exact: false,
      from: {slug: 'v2099.1-a'},
    });
    expect([...view.releases]).toEqual(['v2099.3-c', 'v2099.2-b']);
  });

  it('by the second version of a release that ships two', () => {
    expect(changelogFilterView(INDEX, filter({since: '1.2.1'})).since).toMatchObject({
      ok: true,
      newer: ['v2099.3-c'],
      exact: true,
    });
  });

  it('by release tag, with or without its v, or by slug', () => {
    for (const since of ['v2099.1-a', '2099.1-a', 'V2099.1-A']) {
      expect([...changelogFilterView(INDEX, filter({since})).releases], since).toEqual(['v2099.3-c', 'v2099.2-b']);
    }
    expect([...changelogFilterView(INDEX, filter({since: 'v2099.3-c'})).releases]).toEqual([]);
  });

  it("sums up the range: its upgrade need, actions and operators' items", () => {
    const {summary} = changelogFilterView(INDEX, filter({since: 'v2099.1-a'}));
    expect(summary).toMatchObject({releases: 2, upgrade: 'required'});
    expect(summary!.whatToDo).toEqual([
      {anchor: 'v2099.3-c-do-mode', title: 'Restart with one --mode.', release: 'v2099.3-c'},
    ]);
    expect(summary!.operatorActions.map((link) => link.anchor)).toEqual(['c-op', 'b-deep', 'b-legal']);
    expect(summary!.endpointChanges.map((link) => link.anchor)).toEqual(['c-api']);
  });

  it('from the newest release: nothing to go through, an empty summary', () => {
    const view = changelogFilterView(INDEX, filter({since: '1.3.0'}));
    expect(view).toMatchObject({shownItems: 0, shownReleases: 0, summary: {releases: 0}});
  });

  it('combines with a narrowing filter: matching items of the releases in range', () => {
    const view = changelogFilterView(INDEX, filter({since: '1.1.0', audiences: ['operators']}));
    expect([...view.items]).toEqual(['c-op', 'b-deep', 'b-parent', 'b-child']);
    expect([...view.releases]).toEqual(['v2099.3-c', 'v2099.2-b']);
    expect(view.open).toBe('all');
  });

  it('hides news entries even when their items match', () => {
    expect(changelogFilterView(INDEX, filter({since: '1.1.0', query: 'counsel'})).items.has('n-item')).toBe(false);
    expect(changelogFilterView(INDEX, filter({query: 'counsel'})).items.has('n-item')).toBe(true);
  });

  it('that cannot be resolved shows every release, says why, and sums nothing up', () => {
    for (const since of ['banana', '0.1.0']) {
      const view = changelogFilterView(INDEX, filter({since}));
      expect(view.since?.ok, since).toBe(false);
      expect([...view.releases]).toEqual(ALL_RELEASES);
      expect(view).toMatchObject({active: true, open: 'none', shownItems: 7});
      expect(view).not.toHaveProperty('summary');
    }
  });
});

describe('any filter', () => {
  const filters = fc.record({
    since: fc.option(fc.constantFrom('1.1.0', '1.2.0', 'v2099.2-b', 'nonsense'), {nil: undefined}),
    kinds: fc.subarray([...FILTER_KINDS]),
    audiences: fc.subarray([...AUDIENCE_NAMES]),
    query: fc.constantFrom('', 'wireguard', 'counsel', '5898', 'renew peers', 'zzz'),
  });
  const byId = new Map(INDEX.items.map((entry) => [entry.id, entry]));
  const sectionsOf = new Map(
    INDEX.releases.flatMap((entry) => entry.sections.map((section) => [section.id, section] as const)),
  );

  it('shows an item only in a shown release and shown section, with every section around it and its parent', () => {
    fc.assert(
      fc.property(filters, (value) => {
        const {since, ...rest} = value;
        const view = changelogFilterView(INDEX, since ? {...rest, since} : rest);
        for (const id of view.items) {
          const entry = byId.get(id)!;
          expect(view.releases.has(entry.release)).toBe(true);
          for (let section = entry.section; section; section = sectionsOf.get(section)!.within)
            expect(view.sections.has(section)).toBe(true);
          if (entry.parent) expect(view.items.has(entry.parent)).toBe(true);
        }
        expect(view.shownItems).toBe(view.items.size);
        expect(view.shownReleases).toBe(view.releases.size);
        expect(view.shownItems).toBeLessThanOrEqual(view.totalItems);
      }),
    );
  });
});
