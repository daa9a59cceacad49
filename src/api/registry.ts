import type * as z from 'zod';
import {CONTRACT_MESSAGES} from './contracts';
import {ENDPOINTS, PATHLESS_ENDPOINTS} from './endpoints';
import {ENTITIES} from './entities';
import {
  contractMessageSchema,
  endpointSchema,
  entitySchema,
  pathlessEndpointSchema,
  type ContractMessage,
  type Endpoint,
  type Entity,
  type PathlessEndpoint,
} from './schema';

export interface Registry {
  endpoints: Endpoint[];
  pathlessEndpoints: PathlessEndpoint[];
  contractMessages: ContractMessage[];
  entities: Entity[];
}

export interface RegistryInput {
  endpoints: unknown[];
  pathlessEndpoints?: unknown[];
  contractMessages: unknown[];
  entities: unknown[];
}

/** Thrown with every problem of the registry, one per line, each naming the entry, the field and the reason. */
export class RegistryError extends Error {
  constructor(readonly problems: string[]) {
    super(`The API registry is invalid:\n- ${problems.join('\n- ')}`);
    this.name = 'RegistryError';
  }
}

/** The entry's own name for messages: its id, or its name, or its place in the list when it has neither. */
function nameOf(raw: unknown, key: 'id' | 'name', index: number): string {
  const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value !== '' ? value : `#${index + 1}`;
}

function parseAll<T>(kind: string, key: 'id' | 'name', schema: z.ZodType<T>, raws: unknown[], problems: string[]): T[] {
  const parsed: T[] = [];
  raws.forEach((raw, index) => {
    const result = schema.safeParse(raw);
    if (result.success) parsed.push(result.data);
    else
      for (const issue of result.error.issues)
        problems.push(
          `${kind} "${nameOf(raw, key, index)}", field ${issue.path.join('.') || '(entry)'}: ${issue.message}`,
        );
  });
  return parsed;
}

/**
 * Validates the registry: every entry against its schema, ids and paths unique,
 * every redirect and replacement pointing at an entry that exists (a redirect
 * within its own API, never at another redirect). Throws a RegistryError with
 * every problem rather than the first, so one build shows them all.
 */
export function validateRegistry(input: RegistryInput): Registry {
  const problems: string[] = [];
  const endpoints = parseAll('endpoint', 'id', endpointSchema, input.endpoints, problems);
  const pathlessEndpoints = parseAll('endpoint', 'id', pathlessEndpointSchema, input.pathlessEndpoints ?? [], problems);
  const contractMessages = parseAll(
    'contract message',
    'name',
    contractMessageSchema,
    input.contractMessages,
    problems,
  );
  const entities = parseAll('entity', 'name', entitySchema, input.entities, problems);

  const byId = new Map<string, Endpoint | PathlessEndpoint>();
  for (const endpoint of [...endpoints, ...pathlessEndpoints]) {
    if (byId.has(endpoint.id)) problems.push(`endpoint "${endpoint.id}", field id: used twice`);
    byId.set(endpoint.id, endpoint);
  }
  const routes = new Set<string>();
  for (const endpoint of endpoints) {
    const route = `${endpoint.method} ${endpoint.path}`;
    if (routes.has(route)) problems.push(`endpoint "${endpoint.id}", field path: ${route} is listed twice`);
    routes.add(route);
    if (endpoint.redirectTo) {
      const target = byId.get(endpoint.redirectTo);
      if (!target || !('path' in target))
        problems.push(
          `endpoint "${endpoint.id}", field redirectTo: no entry with a path has the id "${endpoint.redirectTo}"`,
        );
      else if (target.api !== endpoint.api)
        problems.push(
          `endpoint "${endpoint.id}", field redirectTo: "${target.id}" belongs to another API (${target.api})`,
        );
      else if (target.status === 'redirect' || target.status === 'removed')
        problems.push(
          `endpoint "${endpoint.id}", field redirectTo: "${target.id}" is itself ${target.status === 'redirect' ? 'a redirect' : 'removed'}`,
        );
    }
  }
  const entityNames = new Set(entities.map((entity) => entity.name));
  for (const endpoint of endpoints) {
    if (endpoint.response && !entityNames.has(endpoint.response))
      problems.push(`endpoint "${endpoint.id}", field response: no entity is named "${endpoint.response}"`);
  }
  for (const endpoint of [...endpoints, ...pathlessEndpoints]) {
    if (!endpoint.replacedBy) continue;
    const target = byId.get(endpoint.replacedBy);
    if (!target)
      problems.push(`endpoint "${endpoint.id}", field replacedBy: no entry has the id "${endpoint.replacedBy}"`);
    else if (target.status === 'removed' || target.status === 'deprecated')
      problems.push(`endpoint "${endpoint.id}", field replacedBy: "${target.id}" is ${target.status} too`);
  }
  const names = new Set<string>();
  for (const message of contractMessages) {
    if (names.has(message.name)) problems.push(`contract message "${message.name}", field name: used twice`);
    names.add(message.name);
  }
  const seenEntities = new Set<string>();
  for (const entity of entities) {
    if (seenEntities.has(entity.name)) problems.push(`entity "${entity.name}", field name: used twice`);
    seenEntities.add(entity.name);
  }
  if (problems.length > 0) throw new RegistryError(problems);
  return {endpoints, pathlessEndpoints, contractMessages, entities};
}

/** Every release slug the registry names, with where it names it, for the build's check against the release files. */
export function releasesNamed(registry: Registry): {release: string; where: string}[] {
  return [
    ...[...registry.endpoints, ...registry.pathlessEndpoints].flatMap((endpoint) => [
      ...endpoint.releases.map((ref) => ({release: ref.release, where: `endpoint "${endpoint.id}", field releases`})),
      ...('query' in endpoint
        ? endpoint.query.flatMap((param) =>
            param.release
              ? [{release: param.release, where: `endpoint "${endpoint.id}", field query.${param.name}.release`}]
              : [],
          )
        : []),
    ]),
    ...registry.contractMessages.map((message) => ({
      release: message.release,
      where: `contract message "${message.name}", field release`,
    })),
    ...registry.entities.flatMap((entity) =>
      entity.fields.flatMap((field) =>
        field.release ? [{release: field.release, where: `entity "${entity.name}", field ${field.name}.release`}] : [],
      ),
    ),
  ];
}

/**
 * The registry, validated when first imported: at build time a bad entry stops the build with its id, field and reason.
 */
export const REGISTRY: Registry = validateRegistry({
  endpoints: ENDPOINTS,
  pathlessEndpoints: PATHLESS_ENDPOINTS,
  contractMessages: CONTRACT_MESSAGES,
  entities: ENTITIES,
});
