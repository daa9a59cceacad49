// The types the API routes name, read from their Rust definitions: a struct's fields, an enum's variants, an alias's
// target, each with what serde does to it (renames, defaults, flatten, skip, `with` functions, tagging) and the JSON
// type it takes. A type written in a field is found the way Rust finds it, from the module that writes it
// (rust/workspace.ts); types from crates outside the record are named, not described.
import {childrenOf, lineOf, squash, type Node} from '../rust/parser';
import type {Scope, Workspace} from '../rust/workspace';
import {genericsOf, namedTypes, typeArguments, typeNodeOf, typePath, unwrapped, type TypeUse} from './typeNodes';

export type {TypeUse};
import {allowsDeadCode, attributeNodes, hasAttribute, renamed, schemaValueType, serdeOf} from './serdeAttributes';

type SerdeRecord = Record<string, string | true>;

export interface FieldFact {
  /** The name as serialised. */
  name: string;
  /** The field's Rust type as written. */
  type: string;
  json_type: string;
  optional: boolean;
  nullable: boolean;
  format?: string;
  /** The Rust name, when serde writes another. */
  rust_name?: string;
  /** `#[schema(value_type = …)]`: the type utoipa documents instead. */
  schema_value_type?: string;
  serde?: SerdeRecord;
  /** True when `#[allow(dead_code)]` is written on it. */
  dead_code?: true;
}

export interface TupleMember {
  type: string;
  json_type: string;
  format?: string;
  serde?: SerdeRecord;
}

export interface VariantFact {
  name: string;
  json_name: string;
  aliases?: string[];
  discriminant?: string;
  default?: true;
  fields?: FieldFact[];
  tuple?: TupleMember[];
}

export interface TypeFact {
  type: string;
  generics?: string;
  kind: 'struct' | 'enum' | 'alias';
  crate: string | null;
  apis: string[];
  alias_of?: string;
  json_type?: string;
  json_shape?: string;
  serde: SerdeRecord | null;
  fields?: FieldFact[];
  variants?: VariantFact[];
  tuple?: TupleMember[];
  source: string;
  line: number;
  depth: number;
}

/** A type's definition in the record. */
export interface Definition {
  readonly name: string;
  readonly node: Node;
  readonly scope: Scope;
}

interface Json {
  json_type: string;
  format?: string;
}

const INTEGERS = new Set(['u8', 'u16', 'u32', 'u64', 'u128', 'usize', 'i8', 'i16', 'i32', 'i64', 'i128', 'isize']);
const SEQUENCES = new Set(['Vec', 'VecDeque', 'HashSet', 'BTreeSet', 'IndexSet']);
const MAPS = new Set(['HashMap', 'BTreeMap', 'IndexMap']);

/**
 * Types from crates outside the record that the API writes, by their last path segment, with the JSON serde gives
 * them (from those crates' Serialize implementations): a name the record does not define itself.
 */
const EXTERNAL: Record<string, Json> = {
  Coin: {json_type: 'object', format: 'cosmwasm_std::Coin {denom: string, amount: Uint128 string}'},
  Decimal: {json_type: 'string', format: 'cosmwasm_std::Decimal (decimal string)'},
  Addr: {json_type: 'string', format: 'cosmwasm_std::Addr (bech32 address string)'},
  Uint128: {json_type: 'string', format: 'cosmwasm_std::Uint128 (integer string)'},
  Date: {json_type: 'external', format: 'time::Date (format depends on serde with)'},
  OffsetDateTime: {json_type: 'external', format: 'time::OffsetDateTime (format depends on serde with)'},
  Duration: {json_type: 'object', format: 'std::time::Duration {secs, nanos} unless serde with'},
  Url: {json_type: 'string', format: 'url::Url (URL string)'},
};

/**
 * What a field's `#[serde(with = …)]` module writes, by a word of its path (and, for humantime_serde, which writes a
 * SystemTime as an RFC 3339 time and a Duration as words, by the field's type).
 */
function writtenWith(path: string, type = ''): Json | undefined {
  if (/rfc3339/.test(path) || (/humantime/.test(path) && /\bSystemTime\b/.test(type)))
    return {json_type: 'string', format: 'RFC 3339 datetime string'};
  if (/bs58|base58/.test(path)) return {json_type: 'string', format: 'base58 string'};
  if (/base64/.test(path)) return {json_type: 'string', format: 'base64 string'};
  if (/hex/.test(path)) return {json_type: 'string', format: 'hex string'};
  if (/(^|::|_)date(_serde)?$/.test(path)) return {json_type: 'string', format: 'date YYYY-MM-DD'};
  if (/humantime/.test(path)) return {json_type: 'string', format: 'humantime duration string'};
  return undefined;
}

function withNull(json: Json): Json {
  return {...json, json_type: `${json.json_type}|null`};
}

export class TypeReader {
  private readonly definitions = new Map<string, Definition | null>();

  constructor(private readonly workspace: Workspace) {}

  /** The definition a type path names from a module, or undefined when the record has none. */
  definition(path: readonly string[], scope: Scope): Definition | undefined {
    const key = `${scope.file}:${scope.node.id}:${path.join('::')}`;
    const cached = this.definitions.get(key);
    if (cached !== undefined) return cached ?? undefined;
    const item = this.workspace.resolve(path, scope, undefined, 0, 'type');
    let found: Definition | undefined;
    if (item?.kind === 'type') {
      const node = childrenOf(item.scope.node).find(
        (child) =>
          ['struct_item', 'enum_item', 'type_item'].includes(child.type) &&
          child.childForFieldName('name')?.text === item.name,
      );
      if (node) found = {name: item.name, node, scope: item.scope};
    }
    this.definitions.set(key, found ?? null);
    return found;
  }

  /** The definition a type use names (behind Option, Vec, Box…: no; the named type itself). */
  definitionOf(use: TypeUse): Definition | undefined {
    const node = unwrapped(use.node);
    if (node.type !== 'type_identifier' && node.type !== 'scoped_type_identifier' && node.type !== 'generic_type')
      return undefined;
    const path = typePath(node);
    if (path.length === 1 && use.generics.has(path[0] ?? '')) return undefined;
    return this.definition(path, use.scope);
  }

  /** The JSON a type use takes. */
  json(use: TypeUse, seen: ReadonlySet<string> = new Set()): Json {
    const node = unwrapped(use.node);
    const at = (inner: Node): TypeUse => ({...use, node: inner});
    switch (node.type) {
      case 'unit_type':
        return {json_type: 'null'};
      case 'tuple_type':
        return {json_type: 'array'};
      case 'array_type': {
        const element = node.childForFieldName('element');
        return element?.text === 'u8' ? {json_type: 'array', format: 'fixed-size array of u8'} : {json_type: 'array'};
      }
      case 'primitive_type': {
        if (INTEGERS.has(node.text)) return {json_type: 'integer', format: node.text};
        if (node.text === 'f32' || node.text === 'f64') return {json_type: 'number', format: node.text};
        if (node.text === 'bool') return {json_type: 'boolean'};
        return {json_type: 'string'};
      }
    }
    const path = typePath(node);
    const name = path.at(-1) ?? node.text;
    const args = typeArguments(node);
    if (path.length === 1 && use.generics.has(name)) return {json_type: `generic ${name}`};
    if (name === 'Option' && args[0]) return withNull(this.json(at(args[0]), seen));
    if (SEQUENCES.has(name)) return {json_type: 'array'};
    if (MAPS.has(name) && args.length === 2)
      return {json_type: 'object', format: `map ${squash(args[0].text)} -> ${squash(args[1].text)}`};
    if (name === 'String' || name === 'str' || name === 'char') return {json_type: 'string'};
    if (name === 'PhantomData') return {json_type: 'null', format: 'PhantomData'};
    if (name === 'Value' && (path.length === 1 || path.includes('serde_json')))
      return {json_type: 'any', format: 'serde_json::Value'};
    if (name === 'Result' && args.length === 2)
      return {
        json_type: 'object',
        format: `serde Result: {"Ok": ${squash(args[0].text)}} or {"Err": ${squash(args[1].text)}}`,
      };
    const definition = this.definition(path, use.scope);
    if (definition) return this.definitionJson(definition, seen);
    return EXTERNAL[name] ?? {json_type: 'external'};
  }

  /** The JSON a defined type takes. */
  private definitionJson(definition: Definition, seen: ReadonlySet<string>): Json {
    const key = `${definition.scope.file}:${lineOf(definition.node)}`;
    if (seen.has(key)) return {json_type: 'object'};
    const next = new Set([...seen, key]);
    const serde = serdeOf(definition.node);
    const generics = genericsOf(definition.node);
    const inner = (node: Node | null | undefined): Json =>
      node ? this.json({node, scope: definition.scope, generics}, next) : {json_type: 'external'};
    if (typeof serde.into === 'string') {
      const target = typeNodeOf(serde.into);
      return target ? {...inner(target), json_type: inner(target).json_type} : {json_type: 'external'};
    }
    if (definition.node.type === 'type_item') return inner(definition.node.childForFieldName('type'));
    if (definition.node.type === 'enum_item') {
      // A field of an enum type: untagged, its variants' own JSON (null for a unit variant).
      const shape = enumShape(definition.node, serde);
      if (shape.startsWith('untagged')) return {json_type: shape === 'untagged' ? 'object' : 'null|object'};
      return {json_type: shape};
    }
    const body = definition.node.childForFieldName('body');
    if (!body) return {json_type: 'null'};
    if (body.type === 'ordered_field_declaration_list') {
      const members = childrenOf(body).filter(
        (child) => child.type !== 'attribute_item' && child.type !== 'visibility_modifier',
      );
      if (members.length !== 1) return {json_type: 'array'};
      const member = members[0];
      const memberSerde = serdeOf(member);
      if (typeof memberSerde.with === 'string')
        return writtenWith(memberSerde.with) ?? {json_type: 'custom (serde with)'};
      return inner(member);
    }
    if (serde.transparent === true) {
      const only = childrenOf(body).find((child) => child.type === 'field_declaration');
      return inner(only?.childForFieldName('type'));
    }
    return {json_type: 'object'};
  }

  /** A struct's named fields, as serialised. */
  fields(list: Node, scope: Scope, generics: ReadonlySet<string>, renameAll?: string): FieldFact[] {
    return childrenOf(list)
      .filter((child) => child.type === 'field_declaration')
      .map((field) => this.field(field, scope, generics, renameAll));
  }

  private field(field: Node, scope: Scope, generics: ReadonlySet<string>, renameAll?: string): FieldFact {
    const rustName = field.childForFieldName('name')?.text ?? '';
    const typeNode = field.childForFieldName('type');
    const serde = serdeOf(field);
    const {rename, ...kept} = serde;
    const name = typeof rename === 'string' ? rename : renamed(rustName, renameAll, false);
    const option = typeNode ? isOption(typeNode) : false;
    const writer = serde.with ?? serde.serialize_with;
    const written = typeof writer === 'string' ? writtenWith(writer, typeNode?.text) : undefined;
    const json = written
      ? option
        ? withNull(written)
        : written
      : typeNode
        ? this.json({node: typeNode, scope, generics})
        : {json_type: 'external'};
    const valueType = schemaValueType(field);
    return {
      name,
      type: squash(typeNode?.text ?? ''),
      json_type: json.json_type,
      optional: option || serde.default !== undefined || serde.skip_serializing_if !== undefined,
      nullable: option,
      ...(json.format ? {format: json.format} : {}),
      ...(name !== rustName ? {rust_name: rustName} : {}),
      ...(valueType ? {schema_value_type: valueType} : {}),
      ...(Object.keys(kept).length > 0 ? {serde: kept} : {}),
      ...(allowsDeadCode(field) ? {dead_code: true as const} : {}),
    };
  }

  private tuple(list: Node, scope: Scope, generics: ReadonlySet<string>): TupleMember[] {
    return childrenOf(list)
      .filter((child) => child.type !== 'attribute_item' && child.type !== 'visibility_modifier')
      .map((member) => {
        const serde = serdeOf(member);
        const written = typeof serde.with === 'string' ? writtenWith(serde.with) : undefined;
        const json = written ?? this.json({node: member, scope, generics});
        return {
          type: squash(member.text),
          json_type: json.json_type,
          ...(json.format ? {format: json.format} : {}),
          ...(Object.keys(serde).length > 0 ? {serde} : {}),
        };
      });
  }

  /** A type's facts (without its depth and services, which the caller knows). */
  describe(definition: Definition): Omit<TypeFact, 'depth' | 'apis'> {
    const {node, scope, name} = definition;
    const serde = serdeOf(node);
    const generics = genericsOf(node);
    const parameters = node.childForFieldName('type_parameters');
    const base = {
      type: name,
      ...(parameters ? {generics: squash(parameters.text)} : {}),
      crate: this.workspace.crateNameOf(scope.file),
      serde: Object.keys(serde).length > 0 ? serde : null,
      source: scope.file,
      line: lineOf(node),
    };
    if (node.type === 'type_item') {
      const target = node.childForFieldName('type');
      return {
        ...base,
        kind: 'alias',
        alias_of: squash(target?.text ?? ''),
        json_type: target ? this.json({node: target, scope, generics}).json_type : 'external',
      };
    }
    const renameAll = typeof serde.rename_all === 'string' ? serde.rename_all : undefined;
    if (node.type === 'enum_item') {
      const variants = childrenOf(node.childForFieldName('body') ?? node)
        .filter((child) => child.type === 'enum_variant')
        .map((variant) => this.variant(variant, scope, generics, renameAll));
      const shape = enumShape(node, serde);
      // serde_repr writes each variant as its discriminant.
      const named =
        shape === 'integer'
          ? variants.map((variant) => ({...variant, json_name: variant.discriminant ?? variant.json_name}))
          : variants;
      return {...base, kind: 'enum', variants: named, json_shape: shape};
    }
    const body = node.childForFieldName('body');
    if (body?.type === 'ordered_field_declaration_list') {
      const tuple = this.tuple(body, scope, generics);
      return {...base, kind: 'struct', tuple, json_shape: this.definitionJson(definition, new Set()).json_type};
    }
    return {...base, kind: 'struct', fields: body ? this.fields(body, scope, generics, renameAll) : []};
  }

  private variant(variant: Node, scope: Scope, generics: ReadonlySet<string>, renameAll?: string): VariantFact {
    const name = variant.childForFieldName('name')?.text ?? '';
    const serde = serdeOf(variant);
    const aliases = aliasesOf(variant);
    const body = variant.childForFieldName('body');
    const value = variant.childForFieldName('value');
    const ownRenameAll = typeof serde.rename_all === 'string' ? serde.rename_all : undefined;
    return {
      name,
      json_name: typeof serde.rename === 'string' ? serde.rename : renamed(name, renameAll, true),
      ...(aliases.length > 0 ? {aliases} : {}),
      ...(value ? {discriminant: value.text} : {}),
      ...(hasAttribute(variant, 'default') ? {default: true as const} : {}),
      ...(body?.type === 'field_declaration_list' ? {fields: this.fields(body, scope, generics, ownRenameAll)} : {}),
      ...(body?.type === 'ordered_field_declaration_list' ? {tuple: this.tuple(body, scope, generics)} : {}),
    };
  }

  /** Every type use inside a definition: its fields', variants', members' and target's types. */
  usesIn(definition: Definition): TypeUse[] {
    const generics = genericsOf(definition.node);
    // A field whose #[schema(value_type = …)] names a type of the record is documented as that type (the API's
    // own stand-in for a type of another crate, as nym-api-requests' openapi_schema module): that one is followed
    // too, beside the field's own type.
    const documented = (field: Node): Node | undefined => {
      const written = schemaValueType(field);
      const node = written ? typeNodeOf(written) : undefined;
      if (!node) return undefined;
      // Only a stand-in for a type the record defines in another crate; a stand-in for a type from outside the
      // record (CoinSchema for cosmwasm's Coin) leaves the known external type in place.
      const own = field.childForFieldName('type');
      const real = own
        ? namedTypes(own, definition.scope, generics)
            .map((use) => this.definitionOf(use))
            .find((found) => found !== undefined)
        : undefined;
      const crate = this.workspace.crateNameOf(definition.scope.file);
      if (!real || this.workspace.crateNameOf(real.scope.file) === crate) return undefined;
      const named = namedTypes(node, definition.scope, generics);
      return named.some((use) => this.definitionOf(use)) ? node : undefined;
    };
    const uses = namedTypes(definition.node, definition.scope, generics, true, documented);
    // serde(into = "X") writes the type as X.
    const into = serdeOf(definition.node).into;
    const target = typeof into === 'string' ? typeNodeOf(into) : undefined;
    return target ? [...uses, ...namedTypes(target, definition.scope, generics, false)] : uses;
  }
}

function isOption(node: Node): boolean {
  return typePath(node).at(-1) === 'Option' && typeArguments(node).length === 1;
}

/** Every `#[serde(alias = "…")]` of an item (serde allows several). */
function aliasesOf(item: Node): string[] {
  return attributeNodes(item).flatMap((node) =>
    [...node.text.matchAll(/\balias\s*=\s*"([^"]*)"/g)].map((match) => match[1] ?? ''),
  );
}

/** The JSON an enum takes: a string when every variant is a unit, else by its tagging. */
function enumShape(node: Node, serde: SerdeRecord): string {
  if (typeof serde.into === 'string') return `into:${serde.into}`;
  const variants = childrenOf(node.childForFieldName('body') ?? node).filter((child) => child.type === 'enum_variant');
  const withData = variants.filter((variant) => variant.childForFieldName('body'));
  if (serde.untagged === true) return withData.length === variants.length ? 'untagged' : 'untagged: null|object';
  if (typeof serde.tag === 'string') return 'object';
  if (variants.some((variant) => variant.childForFieldName('value')) && withData.length === 0) {
    // serde_repr writes a field-less enum with discriminants as its number.
    const derived = attributeNodes(node).some((attribute) => /Serialize_repr/.test(attribute.text));
    if (derived) return 'integer';
  }
  if (withData.length === 0) return 'string';
  return withData.length === variants.length ? 'object' : 'string|object';
}
