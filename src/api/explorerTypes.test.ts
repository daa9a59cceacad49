import {describe, expect, it} from 'vitest';
import {referenceView} from './referenceView';
import {EXPLORER_REMOVAL, EXPLORER_TYPES, REMOVED_ROUTES} from './sourceFacts';

const view = referenceView('explorer-api', 'mainnet');
const typeNames = new Set(view.types.map((type) => type.name));
const recordedNames = new Set(EXPLORER_TYPES.map((type) => type.type));
const explorerRoutes = REMOVED_ROUTES.filter((route) => route.api === 'explorer-api');

/** The recorded types a route's body names: `Vec<PrettyDetailedGatewayBond>` → [PrettyDetailedGatewayBond]. */
function bodyTypes(path: string): string[] {
  const route = explorerRoutes.find((candidate) => candidate.path === path);
  if (route?.kind !== 'api') return [];
  return (route.response.type?.match(/\w+/g) ?? []).filter((name) => recordedNames.has(name));
}

/** The component names a schema refers to, however deep. */
function refsOf(schema: unknown): string[] {
  const json = JSON.stringify(schema) ?? '';
  return [...json.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]);
}

describe('the bodies the explorer API’s routes answered with, at its last release', () => {
  it('the facts name a recorded type as the body of every route of the explorer API that answered with data', () => {
    expect(view.removed.length).toBe(explorerRoutes.length);
    const withoutType = explorerRoutes.filter((route) => route.kind === 'api' && bodyTypes(route.path).length === 0);
    expect(withoutType.map((route) => route.path)).toEqual([]);
  });

  it('a route whose body was a recorded type shows it as its success body; the one that served rocket_okapi’s document shows none', () => {
    for (const route of view.removed) {
      const success = route.responses.find((response) => response.status.startsWith('2'));
      expect(success, route.path).toBeDefined();
      const named = bodyTypes(route.path);
      if (named.length === 0) expect(success!.schema, route.path).toBeUndefined();
      else for (const name of named) expect(refsOf(success!.schema), route.path).toContain(name);
    }
    expect(explorerRoutes.some((route) => route.kind === 'docs')).toBe(true);
  });

  it('every type a body refers to is on the page, and every type on the page is referred to', () => {
    const referred = new Set([
      ...view.removed.flatMap((route) => route.responses.flatMap((response) => refsOf(response.schema))),
      ...view.types.flatMap((type) => refsOf(type.schema)),
    ]);
    expect([...referred].filter((name) => !typeNames.has(name))).toEqual([]);
    expect([...typeNames].filter((name) => !referred.has(name))).toEqual([]);
  });

  it('no field falls back to an unknown shape: each type a field names is recorded, a scalar or an outside crate’s', () => {
    const unknown = view.types.filter((type) => JSON.stringify(type.schema).includes('beyond the depth'));
    expect(unknown.map((type) => type.name)).toEqual([]);
  });

  it('each recorded type says where the explorer’s last release defined it, as path:line', () => {
    const recorded = view.types.filter((type) => recordedNames.has(type.name));
    for (const type of recorded) {
      const description = type.schema.description;
      expect(description, type.name).toMatch(
        new RegExp(`at ${EXPLORER_REMOVAL.lastRelease.replace(/\./g, '\\.')}, .*; defined in [\\w/.-]+\\.rs:\\d+\\.`),
      );
    }
  });

  it('a route is not said to answer 400 for a parameter it cannot read: Rocket passes such a request on', () => {
    const withParameters = view.removed.filter((route) => route.parameters.length > 0);
    expect(withParameters.length).toBeGreaterThan(0);
    for (const route of withParameters)
      expect(
        route.responses.map((response) => response.status),
        route.path,
      ).not.toContain('400');
  });
});
