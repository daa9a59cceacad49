import {integerByName, stringByName} from './exampleValues';
import type {JsonSchema} from './responseSchemas';

/**
 * An example value for a schema, made from the schema alone and the same
 * every time: the schema's own example when it gives one, the first value
 * of an enum, a date or time of the recorded
 * release for a date format, 1 for an integer (within its bounds), 0.5 for a
 * number, true for a boolean, one item for an array, one entry for a map,
 * every property for an object. A property's name leads to a value of its
 * kind (exampleValues.ts: a port, a base58 key, an account address); other
 * text says which field it stands for, in angle brackets, as the site writes
 * a value the reader fills in. References are followed into the components.
 */

const DATE = '2025-07-22';
const DATE_TIME = '2025-07-22T09:24:35Z';
const MAX_DEPTH = 24;

export function exampleOf(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  depth = 0,
  /** The name of the property (or of the array whose item) this schema is, when it is one. */
  name?: string,
): unknown {
  if (depth > MAX_DEPTH) throw new Error('exampleOf: the schema nests deeper than any response type of the source');
  // A reference, a choice or an array's item stands for the same field; a property, for its own.
  const named = (inner: unknown, innerName: string | undefined) =>
    exampleOf(inner as JsonSchema, components, depth + 1, innerName);
  const next = (inner: unknown) => named(inner, name);
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = components[name];
    if (!target) throw new Error(`exampleOf: no component ${name}`);
    return next(target);
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((part) => next(part)));
  }
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const choices = schema[keyword] as JsonSchema[] | undefined;
    if (Array.isArray(choices)) return next(choices.find((choice) => choice.type !== 'null') ?? choices[0]);
  }
  const type = Array.isArray(schema.type)
    ? ((schema.type as string[]).find((each) => each !== 'null') ?? 'null')
    : (schema.type as string | undefined);
  switch (type) {
    case 'string':
      if (schema.format === 'uri') return 'https://example.net/';
      if (schema.format === 'date') return DATE;
      if (schema.format === 'date-time') return DATE_TIME;
      return stringByName(name) ?? (name ? `<${name}>` : '<text>');
    case 'integer': {
      const minimum = typeof schema.minimum === 'number' ? schema.minimum : undefined;
      const maximum = typeof schema.maximum === 'number' ? schema.maximum : undefined;
      const known = integerByName(name);
      if (known !== undefined && known >= (minimum ?? known) && known <= (maximum ?? known)) return known;
      return Math.min(Math.max(1, minimum ?? 1), maximum ?? 1);
    }
    case 'number':
      return 0.5;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return schema.items ? [next(schema.items)] : [];
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const value: Record<string, unknown> = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, named(property, key)]),
      );
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        const key = (schema.propertyNames as JsonSchema | undefined)?.pattern === '^[0-9]+$' ? '1' : 'example';
        value[key] = named(schema.additionalProperties, undefined);
      }
      return value;
    }
    default:
      // A schema without a type (any JSON value, or a type the facts do not give): null is a JSON value it takes.
      return null;
  }
}
