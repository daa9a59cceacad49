import {describe, expect, it} from 'vitest';
import explorerTypeFacts from './facts/explorer-api-types.json';
import {referenceView} from './referenceView';
import {EXPLORER_REMOVAL} from './sourceFacts';

const roots = explorerTypeFacts._meta.roots as Record<string, {type: string | null}>;
const view = referenceView('explorer-api', 'mainnet');
const typeNames = new Set(view.types.map((type) => type.name));

/** The component names a schema refers to, however deep. */
function refsOf(schema: unknown): string[] {
  const json = JSON.stringify(schema) ?? '';
  return [...json.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]);
}

describe('the bodies the explorer API’s routes answered with, at its last release', () => {
  it('the facts name the body of every route the explorer API mounted, and of no other', () => {
    expect(view.removed.length).toBeGreaterThan(0);
    expect(Object.keys(roots).sort()).toEqual(view.removed.map((route) => route.path).sort());
  });

  it('a route whose body was a recorded type shows it as its success body; the one that served rocket_okapi’s document shows none', () => {
    for (const route of view.removed) {
      const success = route.responses.find((response) => response.status.startsWith('2'));
      expect(success, route.path).toBeDefined();
      const root = roots[route.path].type;
      if (root === null) expect(success!.schema, route.path).toBeUndefined();
      else expect(refsOf(success!.schema), route.path).toContain(root);
    }
    expect(Object.values(roots).some((root) => root.type === null)).toBe(true);
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
    const recordedNames = new Set(explorerTypeFacts.types.map((type) => type.type));
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
