import type * as z from 'zod';
import {CONTRACT_MESSAGES} from './contracts';
import {ENDPOINTS} from './endpoints';
import {ENTITIES} from './entities';
import {contractMessageSchema, endpointSchema, entitySchema, type ContractMessage, type Endpoint, type Entity} from './schema';

export class RegistryError extends Error {}

function issues(kind: string, id: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => `${kind} "${id}", field ${issue.path.join('.') || '(entry)'}: ${issue.message}`);
}

/**
 * Validates the registry: every entry against its schema, ids unique, every
 * redirect and replacement pointing at an entry that exists. Fails with
 * every problem, each naming the entry, the field and the reason.
 */
export function validateRegistry(input: {endpoints: unknown[]; contractMessages: unknown[]; entities: unknown[]}): {endpoints: Endpoint[]; contractMessages: ContractMessage[]; entities: Entity[]} {
  const problems: string[] = [];
  const endpoints: Endpoint[] = [];
  for (const raw of input.endpoints) {
    const parsed = endpointSchema.safeParse(raw);
    if (parsed.success) endpoints.push(parsed.data);
    else problems.push(...issues('endpoint', String((raw as {id?: unknown})?.id ?? '?'), parsed.error));
  }
  const ids = new Set<string>();
  for (const endpoint of endpoints) {
    if (ids.has(endpoint.id)) problems.push(`endpoint "${endpoint.id}", field id: used twice`);
    ids.add(endpoint.id);
  }
  for (const endpoint of endpoints) {
    for (const field of ['redirectTo', 'replacedBy'] as const) {
      const target = endpoint[field];
      if (target && !ids.has(target)) problems.push(`endpoint "${endpoint.id}", field ${field}: no entry "${target}"`);
    }
  }
  const contractMessages: ContractMessage[] = [];
  for (const raw of input.contractMessages) {
    const parsed = contractMessageSchema.safeParse(raw);
    if (parsed.success) contractMessages.push(parsed.data);
    else problems.push(...issues('contract message', String((raw as {name?: unknown})?.name ?? '?'), parsed.error));
  }
  const entities: Entity[] = [];
  for (const raw of input.entities) {
    const parsed = entitySchema.safeParse(raw);
    if (parsed.success) entities.push(parsed.data);
    else problems.push(...issues('entity', String((raw as {name?: unknown})?.name ?? '?'), parsed.error));
  }
  if (problems.length > 0) throw new RegistryError(`The API registry is invalid:\n- ${problems.join('\n- ')}`);
  return {endpoints, contractMessages, entities};
}

/** The registry, validated once when first imported (at build time, a bad entry fails the build). */
export const REGISTRY = validateRegistry({endpoints: ENDPOINTS, contractMessages: CONTRACT_MESSAGES, entities: ENTITIES});
