import {describe, expect, it} from 'vitest';
import {
  proseSectionAudiences,
  upgradeSummary,
  type ChangelogItemIndex,
  type IndexedItem,
  type IndexedRelease,
} from './itemIndex';
import type {UpgradeNeed} from './kinds';

function entry(slug: string, upgrade?: UpgradeNeed, extra: Partial<IndexedRelease> = {}): IndexedRelease {
  return {
    slug,
    tag: null,
    heading: `Release ${slug}`,
    date: '2099-01-01',
    versions: [],
    archived: false,
    ...(upgrade ? {upgrade} : {}),
    whatToDo: `${slug}-what-to-do`,
    operatorActions: [],
    sections: [],
    proseSections: [],
    ...extra,
  };
}

function item(release: string, id: string, extra: Partial<IndexedItem> = {}): IndexedItem {
  return {
    id,
    release,
    kind: 'features',
    audiences: ['operators'],
    endpoints: [],
    configurationChange: false,
    title: id,
    text: id,
    ...extra,
  };
}

function strongest(...needs: (UpgradeNeed | undefined)[]): UpgradeNeed | undefined {
  const releases = needs.map((need, i) => entry(`r${i}`, need));
  return upgradeSummary({releases, items: []}, new Set(releases.map((release) => release.slug))).upgrade;
}

describe('the strongest upgrade need in range', () => {
  it('keeps a stronger need seen first over a weaker one after it', () => {
    expect(strongest('required', 'optional')).toBe('required');
  });

  it('takes a stronger need seen after a weaker one', () => {
    expect(strongest('optional', 'required')).toBe('required');
    expect(strongest('none', 'recommended', 'optional')).toBe('recommended');
  });

  it('is not cleared by a release that says nothing of upgrading', () => {
    expect(strongest('recommended', undefined)).toBe('recommended');
    expect(strongest(undefined, 'none', undefined)).toBe('none');
  });

  it('is absent when no release in range says anything', () => {
    expect(strongest(undefined, undefined)).toBeUndefined();
  });
});

describe('the links an upgrade summary lists', () => {
  const index: ChangelogItemIndex = {
    releases: [
      entry('a', undefined, {
        proseSections: [
          {id: 'a-legal', title: 'Legal help', kind: 'operators', text: 'Legal help'},
          {id: 'a-notes', title: 'Notes', kind: 'features', text: 'Notes'},
        ],
      }),
      entry('b', 'required', {
        operatorActions: [
          {id: 'upgrade', kind: 'upgrade', binary: 'nym-node', version: '1.2.0', for: ['all'], text: 'Upgrade now.'},
          // The same bullet's second action: the summary links the bullet once.
          {
            id: 'restart',
            kind: 'command',
            argv: ['service', 'nym-node', 'restart'],
            for: ['all'],
            text: 'Upgrade now.',
          },
        ],
        proseSections: [{id: 'b-legal', title: 'Legal help', kind: 'operators', text: 'Legal help'}],
      }),
    ],
    items: [
      item('a', 'a-op', {title: 'Operators item', kind: 'operators'}),
      item('a', 'a-op-config', {title: 'Operators item naming a flag', kind: 'operators', configurationChange: true}),
      item('a', 'a-config', {title: 'Feature naming a flag', configurationChange: true}),
      item('a', 'a-api', {title: 'New endpoint', audiences: ['developers'], endpoints: ['/v1/health']}),
      item('b', 'b-op', {
        title: 'Out of range',
        kind: 'operators',
        endpoints: ['/v1/other'],
        configurationChange: true,
      }),
    ],
  };
  const summary = upgradeSummary(index, new Set(['a']));

  it("puts operators' items and operators' prose sections under operator actions, nothing else", () => {
    expect(summary.operatorActions).toEqual([
      {anchor: 'a-op', title: 'Operators item', release: 'Release a'},
      {anchor: 'a-op-config', title: 'Operators item naming a flag', release: 'Release a'},
      {anchor: 'a-legal', title: 'Legal help', release: 'Release a'},
    ]);
  });

  it('lists configuration changes that are not already operator actions', () => {
    expect(summary.configurationChanges).toEqual([
      {anchor: 'a-config', title: 'Feature naming a flag', release: 'Release a'},
    ]);
  });

  it('leaves out the releases outside the range, their actions, items and sections', () => {
    expect(summary.releases).toBe(1);
    expect(summary.upgrade).toBeUndefined();
    expect(summary.whatToDo).toEqual([]);
    expect(
      [...summary.operatorActions, ...summary.configurationChanges, ...summary.endpointChanges].map(
        (link) => link.anchor,
      ),
    ).not.toEqual(expect.arrayContaining([expect.stringMatching(/^b-/)]));
    const both = upgradeSummary(index, new Set(['a', 'b']));
    expect(both.releases).toBe(2);
    expect(both.whatToDo).toEqual([{anchor: 'b-do-upgrade', title: 'Upgrade now.', release: 'Release b'}]);
    expect(both.operatorActions.map((link) => link.anchor)).toEqual([
      'a-op',
      'a-op-config',
      'a-legal',
      'b-op',
      'b-legal',
    ]);
  });

  it('carries the endpoints an item names into its link', () => {
    expect(summary.endpointChanges).toEqual([
      {anchor: 'a-api', title: 'New endpoint', release: 'Release a', endpoints: ['/v1/health']},
    ]);
  });
});

describe('audiences of a prose-only section', () => {
  it("an operators' section answers to the operators audience", () => {
    expect(proseSectionAudiences('operators')).toEqual(['operators']);
  });

  it('a section of any other kind answers to no audience', () => {
    expect(proseSectionAudiences('features')).toEqual([]);
    expect(proseSectionAudiences('wallet')).toEqual([]);
  });
});
