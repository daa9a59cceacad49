import {describe, expect, it} from 'vitest';
import {EXPLORER_SUCCESSORS} from './explorerSuccessors';
import {referenceRoutes} from './routes';
import {RELEASE_TAGS, releaseOfTag} from './sourceFacts';

const routes = referenceRoutes();
const explorerRoutes = routes.filter((route) => route.service === 'explorer-api');
const byKey = new Map(routes.map((route) => [route.key, route]));
const entries = Object.entries(EXPLORER_SUCCESSORS);

describe('what the explorer API’s routes are served by now', () => {
  it('covers every route the explorer API mounted, and no other', () => {
    expect(explorerRoutes.length).toBeGreaterThan(0);
    expect(entries.map(([key]) => key).sort()).toEqual(explorerRoutes.map((route) => route.key).sort());
  });

  it('names as successors only routes mounted at the recorded tag', () => {
    for (const [key, successor] of entries) {
      // Spread, so that a hole in the list (a stray comma) is an undefined entry that fails, not one filter skips.
      const unmounted = [...successor!.now].filter((now) => !byKey.get(now) || byKey.get(now)!.removedIn);
      expect(unmounted, key).toEqual([]);
    }
    expect(entries.some(([, successor]) => successor!.now.length > 0)).toBe(true);
  });

  it('says where each route took its data: nym-api routes of the reference (mounted or removed since), in words', () => {
    for (const [key, successor] of entries) {
      const unknown = [...successor!.cameFrom.routes].filter((from) => byKey.get(from)?.service !== 'nym-api');
      expect(unknown, key).toEqual([]);
      expect(successor!.cameFrom.text, key).toMatch(/\.$/);
    }
    expect(entries.some(([, successor]) => successor!.cameFrom.routes.some((from) => byKey.get(from)!.removedIn))).toBe(
      true,
    );
  });

  it('gives the lines read for each, as path:line at a release tag, and some at the recorded tag for a successor', () => {
    for (const [key, successor] of entries) {
      expect(successor!.evidence.length, key).toBeGreaterThan(0);
      for (const line of successor!.evidence) {
        const [place, tag] = line.split('@');
        expect(place, `${key}: ${line}`).toMatch(/^[\w./-]+\.rs:\d+$/);
        expect(RELEASE_TAGS, `${key}: ${line}`).toContain(releaseOfTag(tag ?? ''));
      }
      if (successor!.now.length > 0)
        expect(
          successor!.evidence.some((line) => line.endsWith('@nym-binaries-v2026.9-venaco')),
          key,
        ).toBe(true);
    }
  });

  it('writes names in whole pairs of backticks', () => {
    for (const [key, successor] of entries)
      for (const text of [successor!.text, successor!.cameFrom.text]) expect(text.split('`').length % 2, key).toBe(1);
  });
});
