import type {JsonSchema} from './responseSchemas';
import type {Entity} from './schema';

/** One field of a response type as the entity pages list it. */
interface WireField {
  name: string;
  /** The JSON type in words: string (date), array of SkimmedNode, NodeAnnotation or null… */
  type: string;
  required: boolean;
  description?: string;
}

/** A response type an entity is, with its fields, for the entity's table. */
export interface WireType {
  component: string;
  fields: WireField[];
}

const REF = '#/components/schemas/';

/** A schema's type in a few words, naming components rather than spelling them out. */
function typeInWords(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') return schema.$ref.replace(REF, '');
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(choices)) {
    const nullable = choices.some((choice) => choice.type === 'null');
    const words = choices.filter((choice) => choice.type !== 'null').map(typeInWords);
    return `${words.join(' or ')}${nullable ? ' or null' : ''}`;
  }
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map(String).join(', ')}`;
  const types = Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  const main = types.find((type) => type !== 'null');
  const nullable = types.includes('null') ? ' or null' : '';
  if (main === 'array')
    return `array of ${schema.items ? typeInWords(schema.items as JsonSchema) : 'values'}${nullable}`;
  if (main === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object')
    return `map of ${typeInWords(schema.additionalProperties as JsonSchema)}${nullable}`;
  if (main) return `${main}${typeof schema.format === 'string' ? ` (${schema.format})` : ''}${nullable}`;
  return 'any JSON value';
}

/**
 * The fields of the response types each entity is, read from the OpenAPI
 * document's components: the entity pages show what the document holds.
 */
export function entityWireTypes(
  entities: Entity[],
  components: Record<string, JsonSchema>,
): Record<string, WireType[]> {
  return Object.fromEntries(
    entities
      .filter((entity) => entity.schemas)
      .map((entity) => [
        entity.name,
        entity.schemas!.map((component): WireType => {
          const schema = components[component];
          if (!schema) throw new Error(`entity ${entity.name}: the OpenAPI document has no component ${component}`);
          const required = new Set((schema.required as string[] | undefined) ?? []);
          const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
          return {
            component,
            fields: Object.entries(properties).map(([name, property]) => ({
              name,
              type: typeInWords(property),
              required: required.has(name),
              ...(typeof property.description === 'string' ? {description: property.description} : {}),
            })),
          };
        }),
      ]),
  );
}
