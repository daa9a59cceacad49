import {describe, expect, it} from 'vitest';
import {buildOpenApi} from './openapi';
import {ResponseSchemas, type JsonSchema} from './responseSchemas';
import {joinedName, parseRustType} from './rustTypes';
import {SOURCE_ROUTES} from './sourceFacts';

/** The JSON types a schema lets through, following references, choices and null. */
function jsonTypes(schema: JsonSchema, components: Record<string, JsonSchema>): Set<string> {
  if (typeof schema.$ref === 'string')
    return jsonTypes(components[schema.$ref.replace('#/components/schemas/', '')], components);
  const choices = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as JsonSchema[] | undefined;
  if (Array.isArray(choices)) return new Set(choices.flatMap((choice) => [...jsonTypes(choice, components)]));
  if (Array.isArray(schema.type)) return new Set(schema.type as string[]);
  if (typeof schema.type === 'string') return new Set([schema.type]);
  return new Set(['any']);
}

describe('Rust type expressions', () => {
  it('read paths, nesting and several arguments', () => {
    expect(parseRustType('Option<Vec<NodeId>>')).toEqual({
      name: 'Option',
      args: [{name: 'Vec', args: [{name: 'NodeId', args: []}]}],
    });
    expect(parseRustType('BTreeMap<u8, usize>')).toEqual({
      name: 'BTreeMap',
      args: [
        {name: 'u8', args: []},
        {name: 'usize', args: []},
      ],
    });
    expect(parseRustType('nym_validator_client::models::NymNodeData').name).toBe('NymNodeData');
    expect(joinedName(parseRustType('PaginatedCachedNodesResponseV2<SkimmedNode>'))).toBe(
      'PaginatedCachedNodesResponseV2_SkimmedNode',
    );
    expect(() => parseRustType('Vec<u8')).toThrow(/cannot read/);
  });
});

describe('the response types of the source as schemas', () => {
  const document = buildOpenApi('mainnet');
  const components = document.components.schemas;
  const builder = new ResponseSchemas();
  for (const route of SOURCE_ROUTES) builder.response(route);

  it('type every route of the source that answers 200 with a type, the same way the document does', () => {
    const typed = SOURCE_ROUTES.filter(
      (route) =>
        route.kind === 'api' && route.response.status === 200 && (route.response.type || route.response.wrapper),
    );
    expect(typed.length).toBeGreaterThan(0);
    for (const route of typed) expect(builder.response(route), `${route.method} ${route.path}`).toBeDefined();
    for (const [name, schema] of Object.entries(components)) {
      if (!builder.components[name]) continue;
      expect(schema.properties ?? schema.type ?? schema.oneOf ?? schema.allOf ?? schema.$ref, name).toEqual(
        builder.components[name].properties ??
          builder.components[name].type ??
          builder.components[name].oneOf ??
          builder.components[name].allOf ??
          builder.components[name].$ref,
      );
    }
  });

  it('keep each field of a struct under its name, required unless optional, nullable when an Option, of its JSON type', () => {
    let checked = 0;
    for (const [name, type] of Object.entries(builder.typeOf)) {
      if (type.kind !== 'struct' || !type.fields?.length || type.fields.some((field) => field.serde?.flatten)) continue;
      const schema = builder.components[name];
      const properties = schema.properties as Record<string, JsonSchema>;
      // A field serde skips is not in the JSON.
      const written = type.fields.filter((field) => field.serde?.skip !== true);
      expect(Object.keys(properties), name).toEqual(written.map((field) => field.name));
      expect((schema.required as string[] | undefined) ?? [], name).toEqual(
        written.filter((field) => !field.optional).map((field) => field.name),
      );
      for (const field of written) {
        const where = `${name}.${field.name} (${field.json_type})`;
        const types = jsonTypes(properties[field.name], builder.components);
        const base = field.json_type.replace(/\|null$/, '').replace(/^null\|/, '');
        const mayBeNull = field.json_type.endsWith('|null') || field.json_type.startsWith('null|');
        if (mayBeNull && !types.has('any')) expect(types.has('null'), where).toBe(true);
        if (!mayBeNull) expect(types.has('null'), where).toBe(false);
        if (['string', 'integer', 'number', 'boolean', 'array'].includes(base))
          expect(types.has(base) || types.has('any'), where).toBe(true);
        // url::Url is written as its text; the facts record it as an object (another type of the same name).
        if (base === 'object' && !/\bUrl\b/.test(field.type))
          expect(types.has('object') || types.has('any'), where).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('write out a generic type per use, and keep a name two crates share apart', () => {
    expect(components.PaginatedResponse_SkimmedNodeV1).toBeDefined();
    expect((components.PaginatedResponse_SkimmedNodeV1.properties as Record<string, JsonSchema>).data).toEqual({
      type: 'array',
      items: {$ref: '#/components/schemas/SkimmedNodeV1'},
    });
    expect(components['nym_node_requests.SessionStats']).toBeDefined();
    expect(components['nym_node_status_api.SessionStats']).toBeDefined();
    expect(components.SessionStats).toBeUndefined();
    // An externally tagged enum: a unit variant is a string, a variant with data an object under its name.
    expect(components.ChainStatus.oneOf).toEqual([
      {type: 'string', enum: ['synced', 'unknown']},
      expect.objectContaining({type: 'object', required: ['stalled'], additionalProperties: false}),
    ]);
  });
});
