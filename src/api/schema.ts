import * as z from 'zod';

export {API_IDS, CHANGE_KINDS, ENDPOINT_NOTES, ENDPOINT_STATUSES, type ApiId} from './vocabulary';
import {API_IDS, CHANGE_KINDS, ENDPOINT_NOTES, ENDPOINT_STATUSES} from './vocabulary';

const releaseSlug = z.string().regex(/^[a-z0-9-]+$/, 'a release anchor such as v202413-magura');

export const releaseRefSchema = z.strictObject({release: releaseSlug, change: z.enum(CHANGE_KINDS)});

export const queryParamSchema = z.strictObject({
  name: z.string().min(1),
  type: z.enum(['string', 'integer', 'boolean']),
  values: z.array(z.string()).optional(),
  default: z.string().optional(),
  description: z.string().min(1),
});

export const endpointSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case words and dashes (it is the anchor on the API page)'),
    api: z.enum(API_IDS),
    method: z.enum(['GET', 'POST', 'PATCH', 'DELETE']),
    path: z.string().regex(/^\/[\w\-/{}.]*$/, 'a path starting with /, parameters in braces'),
    query: z.array(queryParamSchema).default([]),
    status: z.enum(ENDPOINT_STATUSES),
    redirectTo: z.string().optional(),
    replacedBy: z.string().optional(),
    releases: z.array(releaseRefSchema),
    notes: z.array(z.enum(ENDPOINT_NOTES)).default([]),
    description: z.string().min(1),
  })
  .superRefine((endpoint, context) => {
    if (endpoint.status === 'redirect' && !endpoint.redirectTo) {
      context.addIssue({code: 'custom', path: ['redirectTo'], message: 'a redirect needs the id of its target'});
    }
    if (endpoint.status !== 'redirect' && endpoint.redirectTo) {
      context.addIssue({code: 'custom', path: ['redirectTo'], message: 'only a redirect has a target'});
    }
  });

export const contractMessageSchema = z.strictObject({
  name: z.string().regex(/^[A-Z][A-Za-z]+$/, 'a message name in PascalCase'),
  contract: z.literal('mixnet'),
  status: z.enum(['added', 'removed']),
  release: releaseSlug,
  description: z.string().min(1),
});

export const entityFieldSchema = z.strictObject({
  name: z.string().min(1),
  type: z.string().min(1),
  default: z.string().optional(),
  release: releaseSlug.optional(),
  note: z.string().optional(),
});

export const entitySchema = z.strictObject({
  name: z.string().regex(/^[A-Z][A-Za-z]+$/, 'an entity name in PascalCase'),
  title: z.string().min(1),
  description: z.string().min(1),
  fields: z.array(entityFieldSchema).min(1),
  /** Fields the notes leave out (a body not shown). */
  undocumented: z.boolean().default(false),
});

export type Endpoint = z.output<typeof endpointSchema>;
export type EndpointInput = z.input<typeof endpointSchema>;
export type ContractMessage = z.output<typeof contractMessageSchema>;
export type Entity = z.output<typeof entitySchema>;
export type EntityInput = z.input<typeof entitySchema>;
