import {describe, expect, it} from 'vitest';
import {proseSectionAudiences, upgradeSummary, type FilterIndexRelease} from './filterIndex';
import type {UpgradeNeed} from './kinds';

function entry(slug: string, upgrade?: UpgradeNeed, extra: Partial<FilterIndexRelease> = {}): FilterIndexRelease {
  return {slug, heading: `Release ${slug}`, ...(upgrade ? {upgrade} : {}), whatToDo: `${slug}-what-to-do`, actions: [], proseSections: [], summaryItems: [], ...extra};
}

function strongest(...needs: (UpgradeNeed | undefined)[]): UpgradeNeed | undefined {
  const index = needs.map((need, i) => entry(`r${i}`, need));
  return upgradeSummary(index, new Set(index.map((release) => release.slug))).upgrade;
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
  const index = [
    entry('a', undefined, {
      summaryItems: [
        {anchor: 'a-op', title: 'Operators item', kind: 'operators', audience: ['operators']},
        {anchor: 'a-op-config', title: 'Operators item naming a flag', kind: 'operators', audience: ['operators'], configuration: true},
        {anchor: 'a-config', title: 'Feature naming a flag', kind: 'features', audience: ['operators'], configuration: true},
        {anchor: 'a-api', title: 'New endpoint', kind: 'features', audience: ['developers'], endpoints: ['/v1/health']},
      ],
      proseSections: [
        {id: 'a-legal', title: 'Legal help', kind: 'operators'},
        {id: 'a-notes', title: 'Notes', kind: 'features'},
      ],
    }),
  ];
  const summary = upgradeSummary(index, new Set(['a']));

  it('puts operators\' items and operators\' prose sections under operator actions, nothing else', () => {
    expect(summary.operatorActions).toEqual([
      {anchor: 'a-op', title: 'Operators item', release: 'Release a'},
      {anchor: 'a-op-config', title: 'Operators item naming a flag', release: 'Release a'},
      {anchor: 'a-legal', title: 'Legal help', release: 'Release a'},
    ]);
  });

  it('lists configuration changes that are not already operator actions', () => {
    expect(summary.configurationChanges).toEqual([{anchor: 'a-config', title: 'Feature naming a flag', release: 'Release a'}]);
  });

  it('carries the endpoints an item names into its link', () => {
    expect(summary.endpointChanges).toEqual([{anchor: 'a-api', title: 'New endpoint', release: 'Release a', endpoints: ['/v1/health']}]);
  });
});

describe('audiences of a prose-only section', () => {
  it('an operators\' section answers to the operators audience', () => {
    expect(proseSectionAudiences('operators')).toEqual(['operators']);
  });

  it('a section of any other kind answers to no audience', () => {
    expect(proseSectionAudiences('features')).toEqual([]);
    expect(proseSectionAudiences('wallet')).toEqual([]);
  });
});
