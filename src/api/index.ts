export * from './schema';
export * from './apis';
export {REGISTRY, validateRegistry, releasesNamed, RegistryError, type Registry, type RegistryInput} from './registry';
export {endpointId} from './endpoints';
export {buildOpenApi, untypedOperations, type OpenApiDocument} from './openapi';
export {endpointAnchor, apiPage} from './anchors';
export {curlExample} from './curl';
