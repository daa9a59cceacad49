import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {describe, expect, it} from 'vitest';
import {exampleOf} from '../../src/api/examples';
import {buildOpenApi, type OpenApiDocument} from '../../src/api/openapi';
import type {JsonSchema} from '../../src/api/responseSchemas';
import {API_IDS} from '../../src/api/vocabulary';

/**
 * Every example of the OpenAPI documents checked against its own schema with
 * a JSON Schema 2020-12 validator (the dialect of OpenAPI 3.1), formats
 * included. Tests only: ajv compiles with new Function, which the site's
 * pages must never load.
 */

const COMPONENTS_ID = 'urn:nym-openapi:components';

/** A validator that knows the document's components, under an id of their own. */
function validatorFor(document: OpenApiDocument) {
  const ajv = new Ajv2020({strict: true, allErrors: true});
  addFormats(ajv);
  // Keywords OpenAPI adds to JSON Schema: annotations only.
  ajv.addVocabulary(['externalDocs', 'example', 'discriminator', 'xml']);
  const rewrite = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${COMPONENTS_ID}#/$defs/`));
  ajv.addSchema({$id: COMPONENTS_ID, $defs: rewrite(document.components.schemas)});
  return (schema: JsonSchema) => ajv.compile(rewrite(schema) as object);
}

interface Example {
  where: string;
  schema: JsonSchema;
  example: unknown;
}

function examplesOf(document: OpenApiDocument): Example[] {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    (['get', 'post'] as const).flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const bodies = [
        ...Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => ({
          where: `request ${type}`,
          media,
        })),
        ...Object.entries(operation.responses).flatMap(([status, response]) =>
          Object.entries(response.content ?? {}).map(([type, media]) => ({where: `${status} ${type}`, media})),
        ),
      ];
      return bodies.flatMap(({where, media}) =>
        'example' in media
          ? [{where: `${method.toUpperCase()} ${route} ${where}`, schema: media.schema, example: media.example}]
          : [],
      );
    }),
  );
}

describe('the examples of the OpenAPI documents', () => {
  it.each(['mainnet', 'sandbox'] as const)(
    '%s: every JSON body of every document (requests and successes) shows an example, and each example is valid against its schema',
    (environment) => {
      const documents = [
        buildOpenApi(environment),
        ...API_IDS.filter((api) => api !== 'explorer-api').map((only) => buildOpenApi(environment, {only})),
      ];
      for (const document of documents) {
        const compile = validatorFor(document);
        const examples = examplesOf(document);
        const jsonBodies = Object.values(document.paths).flatMap((item) =>
          [item.get, item.post].flatMap((operation) =>
            operation
              ? [
                  ...(operation.requestBody?.content['application/json'] ? ['request'] : []),
                  ...Object.entries(operation.responses)
                    .filter(([status, response]) => /^2/.test(status) && response.content?.['application/json'])
                    .map(([status]) => status),
                ]
              : [],
          ),
        );
        expect(jsonBodies.length).toBeGreaterThan(0);
        expect(examples.filter((example) => /application\/json$/.test(example.where))).toHaveLength(jsonBodies.length);
        const invalid = examples.flatMap(({where, schema, example}) => {
          const validate = compile(schema);
          return validate(example) ? [] : [`${where}: ${JSON.stringify(validate.errors)}`];
        });
        expect(invalid, document.info.title).toEqual([]);
      }
    },
    60_000,
  );

  it('the check rejects an example that breaks its schema', () => {
    const document = buildOpenApi('mainnet');
    const compile = validatorFor(document);
    const health = document.paths['/v1/api-status/health'].get!.responses['200'].content!['application/json'];
    const validate = compile(health.schema);
    expect(validate(health.example)).toBe(true);
    expect(validate({...(health.example as object), uptime: 'a while'})).toBe(false);
    expect(validate({status: 'up'})).toBe(false);
  });

  it('makes examples from the schema alone, the same every time', () => {
    const components = {Load: {type: 'string', enum: ['unknown', 'low']}};
    const schema = {
      type: 'object',
      properties: {
        total: {$ref: '#/components/schemas/Load'},
        day: {type: 'string', format: 'date'},
        port: {type: ['integer', 'null'], minimum: 0, maximum: 65535},
        keys: {type: 'array', items: {type: 'string'}},
        counts: {
          type: 'object',
          propertyNames: {pattern: '^[0-9]+$'},
          additionalProperties: {type: 'integer', minimum: 0},
        },
        share: {type: 'string', examples: ['0.95']},
      },
    };
    const example = exampleOf(schema, components);
    expect(example).toEqual({
      total: 'unknown',
      day: '2025-07-22',
      port: 1,
      keys: ['<keys>'],
      counts: {'1': 1},
      share: '0.95',
    });
    expect(exampleOf(schema, components)).toEqual(example);
    expect(() => exampleOf({$ref: '#/components/schemas/Missing'}, components)).toThrow(/no component Missing/);
  });
});
