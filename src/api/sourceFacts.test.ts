import {describe, expect, it} from 'vitest';
import {REMOVED_ROUTES, routeHistory, routeKey, SOURCE_ROUTES} from './sourceFacts';

/**
 * The routes (facts/api-routes.json and api-types.json) and their histories (api-routes.json) come from one sync
 * but from different readings of the record; they must tell the same story about every route.
 */
describe('route facts and their history', () => {
  it('gives every route the services mount a current history', () => {
    const missing = SOURCE_ROUTES.filter((route) => routeHistory(routeKey(route))?.status !== 'current');
    expect(missing.map(routeKey)).toEqual([]);
  });

  it('gives every removed route a history that ends where the route says it was removed', () => {
    const disagreeing = REMOVED_ROUTES.filter((route) => {
      const history = routeHistory(routeKey(route));
      return (
        history?.status !== 'removed' || history.last_tag !== route.last_tag || history.removed_at !== route.removed_at
      );
    });
    expect(disagreeing.map(routeKey)).toEqual([]);
  });

  it('gives every removed route what it answered at its last tag', () => {
    const unread = REMOVED_ROUTES.filter((route) => route.responses.length === 0 || route.response === undefined);
    expect(unread.map(routeKey)).toEqual([]);
  });

  it('points a deprecated route at routes its service mounts, or notes that the one it names is not mounted', () => {
    const mounted = new Set(SOURCE_ROUTES.map((route) => `${route.api} ${route.path}`));
    const unexplained = SOURCE_ROUTES.flatMap((route) =>
      (route.deprecated_points_to ?? [])
        .filter((path) => !mounted.has(`${route.api} ${path}`))
        .filter(
          (path) => !route.facts?.includes(`deprecation attribute names ${path}, which is not mounted at this tag`),
        )
        .map((path) => `${routeKey(route)} → ${path}`),
    );
    expect(unexplained).toEqual([]);
    expect(SOURCE_ROUTES.some((route) => route.deprecated_points_to?.length)).toBe(true);
  });
});
