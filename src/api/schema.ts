import * as z from 'zod';

export type {ApiId} from './vocabulary';
import {API_IDS, CHANGE_KINDS, ENDPOINT_NOTES, ENDPOINT_STATUSES, HTTP_METHODS, PARAM_TYPES} from './vocabulary';

/** A release's anchor on the changelog; the plugin checks at build that a release file has it. */
const releaseSlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a release slug such as v202413-magura');

/** Sentences we write ourselves: no empty strings, no stray spaces that would show on the page. */
const sentence = z
  .string()
  .min(1, 'must not be empty')
  .refine((text) => text.trim() === text, 'no spaces at either end');

/** The anchor of an entry on its API page: lower-case words and dashes, so it needs no escaping in a URL. */
const anchorId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words and dashes (it is the anchor on the API page)');

const releaseRefSchema = z.strictObject({release: releaseSlug, change: z.enum(CHANGE_KINDS)});

const pathParamSchema = z.strictObject({
  name: z.string().regex(/^[a-z_]+$/, 'a parameter name in snake_case, as written in braces in the path'),
  type: z.enum(['string', 'integer']),
  description: sentence,
});

const queryParamSchema = z
  .strictObject({
    name: z.string().regex(/^[a-z_-]+$/, 'a query parameter name'),
    type: z.enum(PARAM_TYPES),
    /** The only values the notes give, when they give a list. */
    values: z.array(z.string().min(1)).min(1).optional(),
    default: z.string().optional(),
    /** A value shown in the notes, used by the curl example when there is no default. */
    example: z.string().optional(),
    /** The release that added the parameter, when it came after the endpoint. */
    release: releaseSlug.optional(),
    description: sentence,
  })
  .superRefine((param, context) => {
    if (param.values && param.default !== undefined && !param.values.includes(param.default)) {
      context.addIssue({
        code: 'custom',
        path: ['default'],
        message: `"${param.default}" is not one of the values (${param.values.join(', ')})`,
      });
    }
  });

/** Checks shared by endpoints with and without a path: releases, notes and replacements agree with the status. */
function checkCommon(
  endpoint: {
    status: string;
    releases: {release: string; change: string}[];
    notes: string[];
    replacedBy?: string | undefined;
  },
  context: z.RefinementCtx,
): void {
  const pairs = endpoint.releases.map((ref) => `${ref.release} ${ref.change}`);
  pairs.forEach((pair, index) => {
    if (pairs.indexOf(pair) !== index)
      context.addIssue({code: 'custom', path: ['releases', index], message: `"${pair}" is listed twice`});
  });
  endpoint.notes.forEach((note, index) => {
    if (endpoint.notes.indexOf(note) !== index)
      context.addIssue({code: 'custom', path: ['notes', index], message: `"${note}" is listed twice`});
  });
  if (endpoint.replacedBy && endpoint.status !== 'deprecated' && endpoint.status !== 'removed') {
    context.addIssue({
      code: 'custom',
      path: ['replacedBy'],
      message: 'only a deprecated or removed endpoint has a replacement',
    });
  }
  if (endpoint.status === 'removed' && !endpoint.releases.some((ref) => ref.change === 'removed')) {
    context.addIssue({
      code: 'custom',
      path: ['releases'],
      message: 'a removed endpoint needs the release that removed it',
    });
  }
  if (endpoint.status === 'deprecated' && !endpoint.releases.some((ref) => ref.change === 'deprecated')) {
    context.addIssue({
      code: 'custom',
      path: ['releases'],
      message: 'a deprecated endpoint needs the release that deprecated it',
    });
  }
}

export const endpointSchema = z
  .strictObject({
    id: anchorId,
    api: z.enum(API_IDS),
    method: z.enum(HTTP_METHODS),
    path: z.string().regex(/^\/[\w\-/{}.]*$/, 'a path starting with /, parameters in braces'),
    pathParams: z.array(pathParamSchema).default([]),
    query: z.array(queryParamSchema).default([]),
    status: z.enum(ENDPOINT_STATUSES),
    /** Id of the entry a redirect leads to. */
    redirectTo: z.string().optional(),
    /** Id of the entry to use instead of a deprecated or removed one. */
    replacedBy: z.string().optional(),
    releases: z.array(releaseRefSchema).min(1, 'name at least one release that introduced, changed or retired it'),
    notes: z.array(z.enum(ENDPOINT_NOTES)).default([]),
    /** Free-text notes, in our words, for what the fixed notes cannot say. */
    remarks: z.array(sentence).default([]),
    /** The entity that names some fields of the response body, when the notes name any. */
    response: z
      .string()
      .regex(/^[A-Z][A-Za-z]+$/, 'the name of an entity')
      .optional(),
    description: sentence,
  })
  .superRefine((endpoint, context) => {
    if (endpoint.status === 'redirect' && !endpoint.redirectTo) {
      context.addIssue({code: 'custom', path: ['redirectTo'], message: 'a redirect needs the id of its target'});
    }
    if (endpoint.status !== 'redirect' && endpoint.redirectTo) {
      context.addIssue({code: 'custom', path: ['redirectTo'], message: 'only a redirect has a target'});
    }
    // Path parameters are written twice (in braces and in pathParams) so that each gets a type and a description; both
    // must agree.
    const inPath = [...endpoint.path.matchAll(/\{([^}]*)\}/g)].map((match) => match[1] ?? '');
    const declared = endpoint.pathParams.map((param) => param.name);
    if (inPath.join(' ') !== declared.join(' ')) {
      context.addIssue({
        code: 'custom',
        path: ['pathParams'],
        message: `the path has {${inPath.join('}, {')}} but pathParams declares [${declared.join(', ')}]`,
      });
    }
    const names = endpoint.query.map((param) => param.name);
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        context.addIssue({code: 'custom', path: ['query', index, 'name'], message: `"${name}" is declared twice`});
    });
    checkCommon(endpoint, context);
  });

/**
 * An endpoint the notes describe without giving its path (the explorer API's
 * node routes, the tested-node routes): listed for what it does, never given
 * a made-up path, so it has no curl example and no place in the OpenAPI paths.
 */
export const pathlessEndpointSchema = z
  .strictObject({
    id: anchorId,
    api: z.enum(API_IDS),
    /** What the notes call it. */
    label: sentence,
    status: z.enum(ENDPOINT_STATUSES).exclude(['redirect']),
    replacedBy: z.string().optional(),
    releases: z.array(releaseRefSchema).min(1, 'name at least one release that introduced, changed or retired it'),
    notes: z.array(z.enum(ENDPOINT_NOTES)).default([]),
    remarks: z.array(sentence).default([]),
    description: sentence,
  })
  .superRefine(checkCommon);

export const contractMessageSchema = z
  .strictObject({
    name: z
      .string()
      .regex(/^[A-Z][A-Za-z]+$|^[a-z][a-z ]+$/, 'a message name in PascalCase, or lower-case words for a group'),
    /** The name stands for several messages the notes do not list one by one (the family messages). */
    group: z.boolean().default(false),
    contract: z.literal('mixnet'),
    status: z.enum(['added', 'removed']),
    release: releaseSlug,
    description: sentence,
  })
  .superRefine((message, context) => {
    if (message.group !== /^[a-z]/.test(message.name)) {
      context.addIssue({
        code: 'custom',
        path: ['name'],
        message: message.group ? 'a group is named in lower-case words' : 'a single message is named in PascalCase',
      });
    }
  });

const entityFieldSchema = z.strictObject({
  name: z.string().min(1),
  /** false when the notes describe the field in words without giving its name on the wire (e.g. "identity key"). */
  literal: z.boolean().default(true),
  type: z.string().min(1),
  /** The only values the notes give. */
  values: z.array(z.string().min(1)).min(1).optional(),
  default: z.string().optional(),
  release: releaseSlug.optional(),
  note: sentence.optional(),
});

export const entitySchema = z
  .strictObject({
    name: z.string().regex(/^[A-Z][A-Za-z]+$/, 'an entity name in PascalCase'),
    title: z.string().min(1),
    description: sentence,
    fields: z.array(entityFieldSchema).min(1, 'an entity lists at least one field the notes name'),
    /** The notes show only some of the fields; the rest stays undocumented. */
    undocumented: z.boolean().default(false),
    /**
     * The response types of the source this entity is (component names of the
     * OpenAPI document): their fields, as the source serialises them, are listed
     * with the entity, and the entity's words describe them in the document.
     */
    schemas: z
      .array(z.string().regex(/^[A-Za-z0-9_.]+$/, 'a component name of the OpenAPI document'))
      .min(1)
      .optional(),
  })
  .superRefine((entity, context) => {
    const names = entity.fields.map((field) => field.name);
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        context.addIssue({code: 'custom', path: ['fields', index, 'name'], message: `"${name}" is listed twice`});
    });
  });

export type Endpoint = z.output<typeof endpointSchema>;
export type EndpointInput = z.input<typeof endpointSchema>;
export type PathlessEndpoint = z.output<typeof pathlessEndpointSchema>;
export type PathlessEndpointInput = z.input<typeof pathlessEndpointSchema>;
export type QueryParamInput = z.input<typeof queryParamSchema>;
export type PathParamInput = z.input<typeof pathParamSchema>;
export type ReleaseRef = z.output<typeof releaseRefSchema>;
export type ContractMessage = z.output<typeof contractMessageSchema>;
export type ContractMessageInput = z.input<typeof contractMessageSchema>;
export type Entity = z.output<typeof entitySchema>;
export type EntityInput = z.input<typeof entitySchema>;
