export * from './schema';
export * from './apis';
export {REGISTRY, validateRegistry, RegistryError} from './registry';
export {endpointId} from './endpoints';
export {buildOpenApi} from './openapi';
import {REGISTRY} from './registry';

/** Where an endpoint's entry is on the API pages (mainnet), for links from the changelog. */
export function endpointAnchor(path: string): string | undefined {
  const endpoint = REGISTRY.endpoints.find((entry) => entry.path === path);
  return endpoint ? `/apis/${endpoint.api}/mainnet#${endpoint.id}` : undefined;
}
