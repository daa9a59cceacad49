// The types a set of routes names, followed breadth first from the routes' own (depth 0) through the types their
// fields, variants and targets name, each recorded once at the lowest depth it is met, with the services reaching it.
import {lineOf} from '../rust/parser';
import {namedTypes, type TypeUse} from './typeNodes';
import type {TypeFact, TypeReader} from './typeReader';

/** How deep the types a route names are followed: the route's own types are depth 0. */
export const TYPE_DEPTH = 3;

export interface FollowedTypes {
  types: TypeFact[];
  /** Types named at depth TYPE_DEPTH + 1, not described: "Name (file)", sorted. */
  beyond: string[];
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byDepthAndName = (a: TypeFact, b: TypeFact) =>
  a.depth - b.depth || compare(a.type, b.type) || compare(a.source, b.source) || a.line - b.line;

/** Every type the roots name, to TYPE_DEPTH, in the order of their depth, name, file and line. */
export function followTypes(types: TypeReader, roots: readonly {use: TypeUse; api: string}[]): FollowedTypes {
  const recorded = new Map<string, TypeFact>();
  const beyond = new Set<string>();
  let frontier = roots.flatMap(({use, api}) =>
    namedTypes(use.node, use.scope, use.generics).map((named) => ({use: named, api, depth: 0})),
  );
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const {use, api, depth} of frontier) {
      const definition = types.definitionOf(use);
      if (!definition) continue;
      const key = `${definition.scope.file}:${lineOf(definition.node)}`;
      if (depth > TYPE_DEPTH) {
        beyond.add(`${definition.name} (${definition.scope.file})`);
        continue;
      }
      const known = recorded.get(key);
      if (known) {
        const wider = !known.apis.includes(api);
        if (wider) known.apis = [...known.apis, api].sort();
        if (known.depth <= depth && !wider) continue;
        known.depth = Math.min(known.depth, depth);
      } else recorded.set(key, {...types.describe(definition), depth, apis: [api]});
      for (const inner of types.usesIn(definition)) next.push({use: inner, api, depth: depth + 1});
    }
    frontier = next;
  }
  for (const fact of recorded.values()) beyond.delete(`${fact.type} (${fact.source})`);
  return {types: [...recorded.values()].sort(byDepthAndName), beyond: [...beyond].sort()};
}

/**
 * The types of several readings (each at one tag) as one list: a type two readings describe (same name and file) is
 * kept as the first describes it, at the lower of its depths, with the services of both.
 */
export function mergeTypes(readings: readonly FollowedTypes[]): FollowedTypes {
  const merged = new Map<string, TypeFact>();
  const beyond = new Set<string>();
  for (const reading of readings) {
    for (const type of reading.types) {
      const key = `${type.type} (${type.source})`;
      const known = merged.get(key);
      if (!known) merged.set(key, {...type});
      else {
        known.depth = Math.min(known.depth, type.depth);
        known.apis = [...new Set([...known.apis, ...type.apis])].sort();
      }
    }
    for (const name of reading.beyond) beyond.add(name);
  }
  for (const key of merged.keys()) beyond.delete(key);
  return {types: [...merged.values()].sort(byDepthAndName), beyond: [...beyond].sort()};
}
