import {integerBounds, joinedName, parseRustType, RUST_SCALARS, withoutOption, type RustType} from './rustTypes';
import {SOURCE_TYPES, type Service, type FieldFact, type SourceRoute, type TypeFact} from './sourceFacts';

/**
 * The response types of the source as JSON Schemas (OpenAPI 3.1, JSON Schema
 * 2020-12). Each field keeps its name as serialised; its JSON type comes from
 * the facts' json_type (`|null` becomes a type array with "null"), a field
 * that may be left out is not required, and a field naming another recorded
 * type points at that type's component. Components are made when first
 * referenced, so the set holds only what the document uses.
 */

export type JsonSchema = {[keyword: string]: unknown};

const PRIMITIVE = new Set(['string', 'integer', 'number', 'boolean']);

/** Type names a set of types uses for two different types (in different crates): their components carry the crate. */
function sharedNames(types: readonly TypeFact[]): Set<string> {
  return new Set(types.map((type) => type.type).filter((name, index, all) => all.indexOf(name) !== index));
}

/**
 * Names of a set of types for scalar types (NodeId, EpochId, Decimal…), learnt
 * from the fields that use them: the JSON type and the format the facts give.
 */
function scalarAliases(types: readonly TypeFact[]): Map<string, {jsonType: string; format?: string}> {
  const learnt = new Map<string, {jsonType: string; format?: string}>();
  for (const type of types) {
    for (const field of type.fields ?? []) {
      const parsed = parseRustType(field.type);
      if (parsed.args.length > 0 || !PRIMITIVE.has(field.json_type) || learnt.has(parsed.name)) continue;
      learnt.set(parsed.name, {jsonType: field.json_type, ...(field.format ? {format: field.format} : {})});
    }
  }
  return learnt;
}

/** What a string field holds, in our words, from the format the facts give. */
function stringMeaning(format: string | undefined): {format?: string; description?: string; examples?: string[]} {
  if (!format) return {};
  if (/^date YYYY-MM-DD|\[year\]-\[month\]-\[day\]$/.test(format)) return {format: 'date'};
  if (/^rfc3339$|RFC 3339/.test(format))
    return {format: 'date-time', ...(/tendermint/.test(format) ? {description: 'A time in RFC 3339 form.'} : {})};
  if (/human-readable layout/.test(format))
    return {
      description:
        'A date and time as the time crate prints it: YYYY-MM-DD hh:mm:ss.fraction, then the UTC offset as +hh:mm:ss.',
      examples: ['2025-07-22 09:24:35.0 +00:00:00'],
    };
  if (/Decimal/.test(format)) return {description: 'A decimal number written as a string.', examples: ['0.95']};
  if (/base58 ed25519 public key/.test(format)) return {description: 'An ed25519 public key in base58.'};
  if (/base58 x25519 public key/.test(format)) return {description: 'An x25519 public key in base58.'};
  if (/base58 ed25519 signature/.test(format)) return {description: 'An ed25519 signature in base58.'};
  if (/bech32/.test(format)) return {description: 'A bech32 account address.'};
  if (/hex/.test(format)) return {description: 'Bytes written as a hexadecimal string.', examples: ['00ff']};
  if (/base64/.test(format)) return {description: 'Bytes written as a base64 string.', examples: ['AP8=']};
  if (/alpha-2/.test(format)) return {description: 'A country as its two-letter ISO 3166-1 code.', examples: ['CH']};
  if (/humantime/.test(format))
    return {description: 'A duration written in numbers and units, such as 5m 30s.', examples: ['5m 30s']};
  return {};
}

function primitive(jsonType: string, rustName: string | undefined, format: string | undefined): JsonSchema {
  if (jsonType === 'integer')
    return {type: 'integer', ...integerBounds(format && /^[ui]\d+$|^usize$/.test(format) ? format : rustName)};
  if (jsonType === 'number')
    return {type: 'number', ...(format === 'f64' || rustName === 'f64' ? {format: 'double'} : {})};
  if (jsonType === 'string') return {type: 'string', ...stringMeaning(format)};
  return {type: jsonType};
}

/** Lets null in: a type array for a typed schema, anyOf for a reference or a choice. */
function orNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') return {...schema, type: [schema.type, 'null']};
  if (Object.keys(schema).length === 0 || (Object.keys(schema).length === 1 && 'description' in schema)) return schema;
  const {description, ...rest} = schema;
  return {anyOf: [rest, {type: 'null'}], ...(description ? {description} : {})};
}

interface Binding {
  schema: JsonSchema;
  name: string;
}

/**
 * Component names are the source's type names; a generic type gets its
 * arguments joined on (PaginatedResponse_SkimmedNode); a name two crates
 * share gets its crate first (nym_node_requests.SessionStats).
 */
function componentName(type: TypeFact, argNames: string[], shared: ReadonlySet<string>): string {
  const base = shared.has(type.type) && type.crate ? `${type.crate}.${type.type}` : type.type;
  return [base, ...argNames].join('_');
}

function genericParams(type: TypeFact): string[] {
  return (type.generics ?? '')
    .replace(/^<|>$/g, '')
    .split(',')
    .map((param) => param.split(':')[0].trim())
    .filter(Boolean);
}

/** Types the facts describe only in a format line: cosmwasm's Coin and std's Duration. */
const DESCRIBED_TYPES: Record<string, JsonSchema> = {
  Coin: {
    type: 'object',
    description: 'An amount of one token: its denomination and the amount as an integer in a string.',
    properties: {
      denom: {type: 'string'},
      amount: {type: 'string', description: 'An unsigned 128-bit integer written as a string.'},
    },
    required: ['denom', 'amount'],
  },
  Duration: {
    type: 'object',
    description: 'A span of time as whole seconds and the nanoseconds beyond them.',
    properties: {secs: {type: 'integer', minimum: 0}, nanos: {type: 'integer', minimum: 0, maximum: 999999999}},
    required: ['secs', 'nanos'],
  },
};

export class ResponseSchemas {
  /** The components made so far, by name. */
  readonly components: Record<string, JsonSchema> = {};
  /** The source type behind each component, for descriptions and the entity pages. */
  readonly typeOf: Record<string, TypeFact> = {};
  private readonly building = new Set<string>();
  private readonly sharedNames: ReadonlySet<string>;
  private readonly scalarAliases: ReadonlyMap<string, {jsonType: string; format?: string}>;

  /**
   * `types` are the recorded types the schemas are made of: by default those of the recorded source; the explorer
   * API's, as its last release had them, for its removed routes.
   */
  constructor(
    private readonly describe: (name: string, type: TypeFact | undefined, schema: JsonSchema) => JsonSchema = (
      _name,
      _type,
      schema,
    ) => schema,
    private readonly types: readonly TypeFact[] = SOURCE_TYPES,
  ) {
    this.sharedNames = sharedNames(types);
    this.scalarAliases = scalarAliases(types);
  }

  /** The recorded type of a name, preferring the crate of the type that refers to it, then the service. */
  private findType(name: string, service: Service, crate?: string | null): TypeFact | undefined {
    const candidates = this.types.filter((type) => type.type === name);
    return (
      candidates.find((type) => crate && type.crate === crate) ??
      candidates.find((type) => type.apis.includes(service)) ??
      candidates[0]
    );
  }

  private ref(name: string): JsonSchema {
    return {$ref: `#/components/schemas/${name}`};
  }

  private described(name: string, schema: JsonSchema): JsonSchema {
    if (!this.components[name]) this.components[name] = this.describe(name, undefined, schema);
    return this.ref(name);
  }

  /** A reference to the component of a recorded type with its arguments, made on first use. */
  private componentOf(
    type: TypeFact,
    args: RustType[],
    bindings: Map<string, Binding>,
    service: Service,
    crate?: string | null,
  ): JsonSchema {
    const resolved = args.map((arg) => this.binding(arg, bindings, service, crate));
    const name = componentName(
      type,
      resolved.map((arg) => arg.name),
      this.sharedNames,
    );
    if (!this.components[name] && !this.building.has(name)) {
      this.building.add(name);
      const params = genericParams(type);
      const own = new Map(params.map((param, index) => [param, resolved[index] ?? {schema: {}, name: param}]));
      this.components[name] = this.describe(name, type, this.typeSchema(type, own, service));
      this.typeOf[name] = type;
      this.building.delete(name);
    }
    return this.ref(name);
  }

  private binding(arg: RustType, bindings: Map<string, Binding>, service: Service, crate?: string | null): Binding {
    const bound = bindings.get(arg.name);
    if (bound && arg.args.length === 0) return bound;
    // Made on first use: a type parameter its fields never name (VersionSerialised<T> keeps T in a skipped
    // PhantomData) must not leave a component no schema refers to.
    let made: JsonSchema | undefined;
    const make = () => this.expression(arg, bindings, service, crate);
    return {
      get schema(): JsonSchema {
        made ??= make();
        return made;
      },
      name: joinedName(arg),
    };
  }

  /** The schema of a type expression met in a field, a wrapper or a type argument. */
  expression(type: RustType, bindings: Map<string, Binding>, service: Service, crate?: string | null): JsonSchema {
    const bound = bindings.get(type.name);
    if (bound && type.args.length === 0) return bound.schema;
    const [first, second] = type.args;
    if (type.name === 'Option' && first) return orNull(this.expression(first, bindings, service, crate));
    if ((type.name === 'Vec' || type.name === 'HashSet' || type.name === 'BTreeSet') && first)
      return {type: 'array', items: this.expression(first, bindings, service, crate)};
    if ((type.name === 'HashMap' || type.name === 'BTreeMap') && first && second) {
      const integerKeys =
        RUST_SCALARS[first.name] === 'integer' || this.scalarAliases.get(first.name)?.jsonType === 'integer';
      return {
        type: 'object',
        ...(integerKeys ? {propertyNames: {pattern: '^[0-9]+$'}} : {}),
        additionalProperties: this.expression(second, bindings, service, crate),
      };
    }
    if (type.name === 'Tuple')
      return {
        type: 'array',
        prefixItems: type.args.map((arg) => this.expression(arg, bindings, service, crate)),
        minItems: type.args.length,
        maxItems: type.args.length,
      };
    if (type.name === '()') return {type: 'null'};
    // url::Url serialises as its text; the facts' Url is another type of the same name that is never serialised.
    if (type.name === 'Url') return {type: 'string', format: 'uri'};
    if (RUST_SCALARS[type.name]) return primitive(RUST_SCALARS[type.name], type.name, undefined);
    const recorded = this.findType(type.name, service, crate);
    if (recorded && !(recorded.kind === 'struct' && recorded.tuple && !recorded.fields?.length))
      return this.componentOf(recorded, type.args, bindings, service, recorded.crate);
    if (recorded?.tuple?.[0]) return this.newtype(recorded.tuple[0]);
    const scalar = this.scalarAliases.get(type.name);
    if (scalar) return primitive(scalar.jsonType, type.name, scalar.format);
    if (DESCRIBED_TYPES[type.name]) return this.described(type.name, DESCRIBED_TYPES[type.name]);
    return {type: 'object', description: `${type.name}: its fields lie beyond the depth the facts record.`};
  }

  /** Whether this module can give a type a schema of its own. */
  private known(type: RustType | undefined, service: Service): boolean {
    if (!type) return false;
    return Boolean(
      RUST_SCALARS[type.name] ||
      this.scalarAliases.has(type.name) ||
      DESCRIBED_TYPES[type.name] ||
      this.findType(type.name, service),
    );
  }

  /** The schema of one field of a recorded struct. */
  private field(field: FieldFact, owner: TypeFact, bindings: Map<string, Binding>, service: Service): JsonSchema {
    const nullable = field.json_type.endsWith('|null') || field.json_type.startsWith('null|');
    const base = field.json_type.replace(/\|null$/, '').replace(/^null\|/, '');
    const type = withoutOption(parseRustType(field.type));
    let schema: JsonSchema;
    if (PRIMITIVE.has(base)) {
      const recorded = this.findType(type.name, service, owner.crate);
      schema =
        recorded?.kind === 'enum'
          ? this.componentOf(recorded, [], bindings, service, recorded.crate)
          : primitive(base, type.name, field.format);
    } else if (base === 'array' && field.schema_value_type?.startsWith('Vec<') && !this.known(type.args[0], service)) {
      // The element type is not recorded (IpAddr); the source's own schema names what it serialises as.
      schema = this.expression(parseRustType(field.schema_value_type), bindings, service, owner.crate);
    } else if (base === 'array' || base === 'object' || base === 'string|object' || base.startsWith('generic')) {
      schema = this.expression(type, bindings, service, owner.crate);
      if (base === 'array' && schema.type !== 'array') schema = {type: 'array', items: schema};
    } else if (base === 'custom (serde with)' && type.name === 'OffsetDateTimeJsonSchemaWrapper') {
      // nym-api-requests writes it with its own serialiser, in the time crate's human-readable layout.
      schema = primitive('string', undefined, 'human-readable layout');
    } else if (base === 'any') {
      schema = {description: 'Any JSON value.'};
    } else if (base === 'external') {
      schema = {
        description: `Serialised by a crate outside the source (${field.format ?? type.name}); the facts do not give its shape.`,
      };
    } else
      throw new Error(
        `responseSchemas: ${owner.type}.${field.name} has the JSON type ${field.json_type}, which this module does not read`,
      );
    return nullable ? orNull(schema) : schema;
  }

  private struct(type: TypeFact, bindings: Map<string, Binding>, service: Service): JsonSchema {
    const fields = (type.fields ?? []).filter((field) => field.serde?.skip !== true);
    const flattened = fields.filter((field) => field.serde?.flatten === true);
    const own = fields.filter((field) => field.serde?.flatten !== true);
    const required = own.filter((field) => !field.optional).map((field) => field.name);
    const object: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(own.map((field) => [field.name, this.field(field, type, bindings, service)])),
      ...(required.length > 0 ? {required} : {}),
    };
    if (flattened.length === 0) return object;
    return {
      allOf: [
        ...flattened.map((field) =>
          this.expression(withoutOption(parseRustType(field.type)), bindings, service, type.crate),
        ),
        object,
      ],
    };
  }

  private enumeration(type: TypeFact, bindings: Map<string, Binding>, service: Service): JsonSchema {
    const variants = type.variants ?? [];
    // serde's attributes on the type, as written: a name (`tag = "type"`) or a bare word (`untagged`).
    const named = (key: string) => (typeof type.serde?.[key] === 'string' ? type.serde[key] : undefined);
    const [into, tag, content] = [named('into'), named('tag'), named('content')];
    // serde(into = "u8"): the value is written as that integer, whichever variant it is.
    if (into) return primitive(RUST_SCALARS[into] ?? 'integer', into, undefined);
    if (type.json_shape === 'integer')
      return {type: 'integer', enum: variants.map((variant) => Number(variant.discriminant))};
    const inner = (variant: (typeof variants)[number]): JsonSchema =>
      variant.fields
        ? {
            type: 'object',
            properties: Object.fromEntries(
              variant.fields.map((field) => [field.name, this.field(field, type, bindings, service)]),
            ),
            required: variant.fields.filter((field) => !field.optional).map((field) => field.name),
          }
        : this.expression(parseRustType(variant.tuple![0].type), bindings, service, type.crate);
    const one = (choices: JsonSchema[]): JsonSchema => (choices.length === 1 ? choices[0] : {oneOf: choices});
    if (type.serde?.untagged === true)
      // Untagged: each variant is written as its content alone; a unit variant as null.
      return {
        anyOf: [
          ...new Map(
            variants
              .map((variant) => (variant.fields || variant.tuple ? inner(variant) : {type: 'null'}))
              .map((choice) => [JSON.stringify(choice), choice]),
          ).values(),
        ],
      };
    if (tag && content)
      // Adjacently tagged: {tag: variant name, content: its data}.
      return one(
        variants.map((variant) => ({
          type: 'object',
          properties: {
            [tag]: {const: variant.json_name},
            ...(variant.fields || variant.tuple ? {[content]: inner(variant)} : {}),
          },
          required: [tag, ...(variant.fields || variant.tuple ? [content] : [])],
        })),
      );
    if (type.json_shape?.startsWith('into:'))
      return primitive('integer', type.json_shape.slice('into:'.length), undefined);
    const units = variants.filter((variant) => !variant.fields && !variant.tuple).map((variant) => variant.json_name);
    if (type.json_shape === 'string') return {type: 'string', enum: units};
    // Externally tagged: a unit variant is its name as a string, a variant with data an object with that name as its
    // only key.
    const data = variants
      .filter((variant) => variant.fields || variant.tuple)
      .map((variant): JsonSchema => ({
        type: 'object',
        properties: {[variant.json_name]: inner(variant)},
        required: [variant.json_name],
        additionalProperties: false,
      }));
    return {oneOf: [...(units.length > 0 ? [{type: 'string', enum: units}] : []), ...data]};
  }

  private typeSchema(type: TypeFact, bindings: Map<string, Binding>, service: Service): JsonSchema {
    if (type.kind === 'alias' && type.alias_of) {
      const target = parseRustType(type.alias_of);
      const recorded = this.findType(target.name, service, type.crate);
      // An alias of a generic type is that type with its arguments, written out under the alias's name.
      if (recorded?.kind === 'struct' && target.args.length > 0) {
        const resolved = target.args.map((arg) => this.binding(arg, bindings, service, type.crate));
        return this.struct(
          recorded,
          new Map(genericParams(recorded).map((param, index) => [param, resolved[index]])),
          service,
        );
      }
      return this.expression(target, bindings, service, type.crate);
    }
    if (type.kind === 'enum') return this.enumeration(type, bindings, service);
    if (type.tuple?.[0] && !type.fields?.length) return this.newtype(type.tuple[0]);
    return this.struct(type, bindings, service);
  }

  /** A newtype struct is written as the value it wraps; bytes written by a text encoder are a string. */
  private newtype(member: {type: string; json_type: string; format?: string; serde?: {with?: string}}): JsonSchema {
    if (/bs58|base58|base64|hex/.test(member.serde?.with ?? ''))
      return primitive('string', undefined, member.serde?.with);
    if (member.json_type === 'array') return {type: 'array', items: {type: 'integer', minimum: 0, maximum: 255}};
    return primitive(member.json_type, member.type, member.format);
  }

  /** The schema of a body the facts name by type and wrapper; a named recorded type becomes a reference. */
  body(
    typeName: string | null | undefined,
    wrapper: string | null | undefined,
    service: Service,
  ): JsonSchema | undefined {
    if (!typeName && !wrapper) return undefined;
    const named = typeName ? this.findType(typeName, service) : undefined;
    // The source names some bodies by an alias (IssuedTicketbooksDataResponse); keep that name.
    const text = named?.kind === 'alias' ? typeName! : (wrapper ?? typeName!).split(' = ')[0];
    return this.expression(parseRustType(text), new Map(), service);
  }

  /** The success body of a route, or undefined when the source gives it no type. */
  response(route: SourceRoute): JsonSchema | undefined {
    // Where the handler returns another type than its annotation declares, the handler is what answers.
    const returned = (route.facts ?? []).map((fact) => fact.match(/^handler returns (.+)$/)?.[1]).find(Boolean);
    if (returned) return this.expression(parseRustType(returned), new Map(), route.api);
    if (route.response.type === 'str' || route.response.type === 'String') return {type: 'string'};
    return this.body(route.response.type, route.response.wrapper, route.api);
  }

  /** The request body of a route that takes one. */
  request(route: SourceRoute): JsonSchema | undefined {
    return route.request_body ? this.body(route.request_body.type, route.request_body.wrapper, route.api) : undefined;
  }
}
