import {describe, expect, it} from 'vitest';
import {FIRST_VIEW_RELEASES, splitFirstView} from './firstView';

const release = (slug: string, archived = false) => ({slug, archived});
const slugs = (list: readonly {slug: string}[]) => list.map((entry) => entry.slug);

describe('the changelog first view', () => {
  it('carries the newest releases in full, up to the count', () => {
    const releases = Array.from({length: FIRST_VIEW_RELEASES + 3}, (_, index) => release(`r${index}`));
    const {firstView, older} = splitFirstView(releases);
    expect(slugs(firstView)).toEqual(slugs(releases.slice(0, FIRST_VIEW_RELEASES)));
    expect(slugs(older)).toEqual(slugs(releases.slice(FIRST_VIEW_RELEASES)));
  });

  it('keeps every release, in order, in one part or the other', () => {
    const releases = [release('a'), release('b'), release('c'), release('d', true)];
    const {firstView, older} = splitFirstView(releases, 2);
    expect([...slugs(firstView), ...slugs(older)]).toEqual(['a', 'b', 'c', 'd']);
  });

  it('never carries an archived release, even when there is room', () => {
    const {firstView, older} = splitFirstView([release('a'), release('old', true)], 5);
    expect(slugs(firstView)).toEqual(['a']);
    expect(slugs(older)).toEqual(['old']);
  });

  it('stops at the first older release: no release of the first view comes after an older one', () => {
    const {firstView, older} = splitFirstView([release('a', true), release('b')], 5);
    expect(slugs(firstView)).toEqual([]);
    expect(slugs(older)).toEqual(['a', 'b']);
  });

  it('has nothing older when the changelog is short', () => {
    expect(splitFirstView([release('a')], 3).older).toEqual([]);
  });
});
