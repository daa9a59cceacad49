export * from './schema';
export * from './apis';
export {REGISTRY, validateRegistry, releasesNamed, RegistryError, type Registry, type RegistryInput} from './registry';
export {buildOpenApi} from './openapi';
export {endpointAnchor} from './anchors';
