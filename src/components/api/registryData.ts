import data from '@generated/api-reference/default/registry.json';
import type {ContractMessage, Endpoint, Entity} from '@site/src/api/schema';

/**
 * The API registry as the build validated it (src/plugins/api-reference.ts):
 * plain data for the pages, so the browser never loads the validator.
 */
export const REGISTRY = data as {endpoints: Endpoint[]; contractMessages: ContractMessage[]; entities: Entity[]};
