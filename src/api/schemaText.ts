import type {JsonSchema} from './responseSchemas';

/**
 * JSON Schemas in a reader's words, for the API pages: a type as text with
 * links to the named types it refers to ("array of SkimmedNode", "string or
 * null"), the fields of an object with whether each is required, and the
 * values an enumeration allows.
 */

/** A piece of a type's text: words, or the name of a type the page describes under its own anchor. */
export type TypePart = string | {ref: string};

const REF_PREFIX = '#/components/schemas/';

export function refName(schema: JsonSchema): string | undefined {
  return typeof schema.$ref === 'string' ? schema.$ref.slice(REF_PREFIX.length) : undefined;
}

function join(parts: TypePart[][], word: string): TypePart[] {
  return parts.flatMap((part, index) => (index === 0 ? part : [` ${word} `, ...part]));
}

/** The type of a schema as text, with references kept as links. */
export function typeParts(schema: JsonSchema): TypePart[] {
  const name = refName(schema);
  if (name) return [{ref: name}];
  if ('const' in schema) return [`the value ${JSON.stringify(schema.const)}`];
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const choices = schema[keyword];
    if (Array.isArray(choices)) return join((choices as JsonSchema[]).map(typeParts), 'or');
  }
  if (Array.isArray(schema.allOf)) return join((schema.allOf as JsonSchema[]).map(typeParts), 'and');
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : [];
  if (types.length === 0) return ['any JSON value'];
  return join(
    types.map((type): TypePart[] => {
      if (type === 'array') {
        if (Array.isArray(schema.prefixItems))
          return ['array of ', ...join((schema.prefixItems as JsonSchema[]).map(typeParts), 'then')];
        return schema.items ? ['array of ', ...typeParts(schema.items as JsonSchema)] : ['array'];
      }
      if (type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object')
        return ['map of ', ...typeParts(schema.additionalProperties as JsonSchema)];
      if (type === 'string' && typeof schema.format === 'string') return [`string (${schema.format})`];
      if (type === 'integer') {
        const bounds = [
          typeof schema.minimum === 'number' ? `≥ ${schema.minimum}` : '',
          typeof schema.maximum === 'number' ? `≤ ${schema.maximum}` : '',
          typeof schema.format === 'string' ? String(schema.format) : '',
        ].filter(Boolean);
        return [`integer${bounds.length > 0 ? ` (${bounds.join(', ')})` : ''}`];
      }
      return [type];
    }),
    'or',
  );
}

/** The values an enumeration allows, from enum or from a choice of string enums. */
export function enumValues(schema: JsonSchema): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum as unknown[];
  return undefined;
}

export interface FieldView {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/**
 * The fields of an object schema, with the named types whose fields it also
 * carries (serde's flatten, written as allOf); undefined for a schema that is
 * not an object with properties.
 */
export function objectFields(schema: JsonSchema): {fields: FieldView[]; includes: string[]} | undefined {
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as JsonSchema[]) : [schema];
  const includes = parts.map(refName).filter((name): name is string => Boolean(name));
  const objects = parts.filter((part) => part.type === 'object' && part.properties);
  if (objects.length === 0) return includes.length > 0 ? {fields: [], includes} : undefined;
  const fields = objects.flatMap((part) => {
    const required = new Set((part.required as string[] | undefined) ?? []);
    return Object.entries(part.properties as Record<string, JsonSchema>).map(([name, field]) => ({
      name,
      schema: field,
      required: required.has(name),
    }));
  });
  return {fields, includes};
}
