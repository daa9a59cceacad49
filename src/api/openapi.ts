import {APIS, NOTE_TEXT, type Environment} from './apis';
import {REGISTRY} from './registry';
import type {ApiId, Endpoint, Entity} from './schema';

const UNDOCUMENTED = 'Not documented: the release notes do not show this body.';

function schemaOf(entity: Entity): object {
  return {
    type: 'object',
    description: `${entity.description}${entity.undocumented ? ` Other fields: ${UNDOCUMENTED.toLowerCase()}` : ''}`,
    properties: Object.fromEntries(
      entity.fields.map((field) => [
        field.name,
        {
          description: [`Type: ${field.type}.`, field.default ? `Default: ${field.default}.` : '', field.release ? `Added or changed in ${field.release}.` : '', field.note ?? ''].filter(Boolean).join(' '),
        },
      ]),
    ),
  };
}

function operationOf(endpoint: Endpoint): object {
  const pathParams = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({name, in: 'path', required: true, schema: {type: 'string'}}));
  const query = endpoint.query.map((param) => ({
    name: param.name,
    in: 'query',
    required: false,
    description: param.description,
    schema: {type: param.type, ...(param.values ? {enum: param.values} : {}), ...(param.default ? {default: param.default} : {})},
  }));
  const notes = endpoint.notes.map((note) => NOTE_TEXT[note]).filter(Boolean);
  const releases = endpoint.releases.map((ref) => `${ref.change} in ${ref.release}`);
  const responses =
    endpoint.status === 'redirect'
      ? {'308': {description: `Redirects to ${REGISTRY.endpoints.find((target) => target.id === endpoint.redirectTo)?.path ?? endpoint.redirectTo}.`}}
      : endpoint.status === 'removed'
        ? {'404': {description: 'Removed.'}}
        : {'200': {description: UNDOCUMENTED}};
  return {
    operationId: endpoint.id,
    summary: endpoint.description,
    description: [notes.length ? `Notes: ${notes.join('; ')}.` : '', releases.length ? `Releases: ${releases.join(', ')}.` : 'No release named in the notes.'].filter(Boolean).join(' '),
    ...(endpoint.status === 'deprecated' || endpoint.status === 'removed' ? {deprecated: true} : {}),
    'x-status': endpoint.status,
    parameters: [...pathParams, ...query],
    responses,
  };
}

/** An OpenAPI 3.1 document of the registry, for one environment and optionally one API. */
export function buildOpenApi(environment: Environment, only?: ApiId): Record<string, unknown> {
  const endpoints = REGISTRY.endpoints.filter((endpoint) => !only || endpoint.api === only);
  const paths: Record<string, Record<string, object>> = {};
  for (const endpoint of endpoints) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path]![endpoint.method.toLowerCase()] = {...operationOf(endpoint), tags: [APIS[endpoint.api].title]};
  }
  const apis = only ? [only] : (Object.keys(APIS) as ApiId[]);
  return {
    openapi: '3.1.0',
    info: {
      title: `Nym APIs named in the release notes (${environment})`,
      version: '1.0.0',
      description: `Endpoints, statuses and releases as the changelog gives them. ${UNDOCUMENTED}`,
    },
    servers: apis.map((api) => ({url: APIS[api].baseUrl[environment], description: APIS[api].title})),
    tags: apis.map((api) => ({name: APIS[api].title, description: APIS[api].description})),
    paths,
    components: {schemas: Object.fromEntries(REGISTRY.entities.map((entity) => [entity.name, schemaOf(entity)]))},
  };
}
