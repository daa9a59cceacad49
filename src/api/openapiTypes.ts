import type {HistoryEvent} from './history';
import type {JsonSchema} from './responseSchemas';
import type {Server} from './servers';
import type {ApiId} from './vocabulary';

/** The shape of the OpenAPI 3.1 documents openapi.ts writes, with the fields of ours (x-…) they carry. */

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: JsonSchema;
}

export interface MediaType {
  schema: JsonSchema;
  example?: unknown;
}

export interface Response {
  description: string;
  headers?: Record<string, {description: string; schema: JsonSchema}>;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  deprecated?: true;
  externalDocs: {url: string; description: string};
  parameters?: Parameter[];
  requestBody?: {required: true; description: string; content: Record<string, MediaType>};
  responses: Record<string, Response>;
  security?: Record<string, string[]>[];
  'x-registry-entries': {id: string; named: string; status: string; url: string}[];
  'x-source': {route: string; release: string; file?: string; line?: number; kind: string};
  'x-history': (HistoryEvent & {url?: string})[];
}

export interface PathItem {
  servers?: Server[];
  get?: Operation;
  post?: Operation;
}

interface RemovedRoute {
  method: string;
  path: string;
  removedIn: string;
  summary: string;
  url: string;
  /** For a route of the explorer API: the routes that serve its data now, in part ("service METHOD path"), or none. */
  servedNowBy?: readonly string[];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    description: string;
    license: {name: string; identifier: string};
    contact: {name: string; url: string};
  };
  servers: Server[];
  security: Record<string, string[]>[];
  tags: {name: string; description: string}[];
  paths: Record<string, PathItem>;
  components: {schemas: Record<string, JsonSchema>; securitySchemes?: Record<string, object>};
  'x-removed-routes': RemovedRoute[];
  'x-left-out'?: {route: string; service: string; why: string}[];
  'x-entries-without-operation': {id: string; api: ApiId; named: string; status: string; reason: string; url: string}[];
  'x-contract-messages': object[];
}
