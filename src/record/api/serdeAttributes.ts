// What an item's attributes say about how serde and utoipa write it: `#[serde(...)]` arguments as a record
// (`rename_all = "camelCase"` → {rename_all: 'camelCase'}, `flatten` → {flatten: true}), utoipa's
// `#[schema(value_type = X)]`, Rust's `#[default]` and `#[allow(dead_code)]`.
import {childrenOf, squash, type Node} from '../rust/parser';
import {attributeArguments, withoutParentheses} from './attributeArguments';
import {parseArguments} from '../rust/workspace';

/** The attribute nodes written above an item (or a field, a variant), top to bottom. */
export function attributeNodes(item: Node): Node[] {
  const found: Node[] = [];
  let previous = item.previousNamedSibling;
  // A tuple struct's member has its visibility beside it, before the type: skipped.
  while (
    previous &&
    (previous.type === 'attribute_item' || previous.type.endsWith('comment') || previous.type === 'visibility_modifier')
  ) {
    if (previous.type === 'attribute_item') found.unshift(previous);
    previous = previous.previousNamedSibling;
  }
  return found;
}

/** The `attribute` nodes of an item, `cfg_attr(cond, a, b)` opened into `a` and `b`. */
function attributes(item: Node): {name: string; tokens?: Node; node: Node}[] {
  const out: {name: string; tokens?: Node; node: Node}[] = [];
  for (const node of attributeNodes(item)) {
    const attribute = childrenOf(node)[0];
    if (!attribute) continue;
    const name = childrenOf(attribute)[0]?.text ?? '';
    const tokens = childrenOf(attribute).find((child) => child.type === 'token_tree');
    if (name === 'cfg_attr' && tokens) {
      // cfg_attr(feature = "x", serde(...)): the attributes after the condition apply when it holds.
      for (const inner of parseArguments(tokens).slice(1)) {
        if (inner.type !== 'call_expression') continue;
        const innerName = inner.childForFieldName('function')?.text ?? '';
        const args = inner.childForFieldName('arguments');
        out.push({name: innerName, tokens: args ?? undefined, node: inner});
      }
      continue;
    }
    out.push({name, tokens, node: attribute});
  }
  return out;
}

/**
 * The arguments of a serde-like attribute: flags as true, `key = "value"` as the value, `key = path` (or a type, as
 * `value_type = Vec<String>`) as its text, `key(inner)` as its inner text.
 */
function argumentsOf(tokens: Node | undefined): Record<string, string | true> {
  const record: Record<string, string | true> = {};
  if (!tokens) return record;
  for (const argument of attributeArguments(withoutParentheses(tokens.text))) {
    if (argument.key === undefined) record[argument.value] = true;
    else record[argument.key] = argument.call || argument.quoted ? argument.value : squash(argument.value);
  }
  return record;
}

/** Every `#[serde(...)]` of an item, merged in order. */
export function serdeOf(item: Node): Record<string, string | true> {
  const merged: Record<string, string | true> = {};
  for (const attribute of attributes(item))
    if (attribute.name === 'serde') Object.assign(merged, argumentsOf(attribute.tokens));
  return merged;
}

/** `#[schema(value_type = X)]`: the type utoipa documents in place of the field's own. */
export function schemaValueType(item: Node): string | undefined {
  for (const attribute of attributes(item)) {
    if (attribute.name !== 'schema') continue;
    const value = argumentsOf(attribute.tokens).value_type;
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/** Whether an attribute of this name is written on the item: `default`, `deprecated`… */
export function hasAttribute(item: Node, name: string): boolean {
  return attributes(item).some((attribute) => attribute.name === name);
}

/** Whether `#[allow(dead_code)]` is written on the item. */
export function allowsDeadCode(item: Node): boolean {
  return attributes(item).some((attribute) => attribute.name === 'allow' && /dead_code/.test(attribute.node.text));
}

/** A name as serde writes it under `rename_all`. */
export function renamed(name: string, rule: string | undefined, isVariant: boolean): string {
  if (!rule) return name;
  const words = isVariant
    ? name.split(/(?=[A-Z])/).map((word) => word.toLowerCase())
    : name.split('_').filter((word) => word !== '');
  switch (rule) {
    case 'lowercase':
      return isVariant ? name.toLowerCase() : name;
    case 'UPPERCASE':
      return name.toUpperCase();
    case 'snake_case':
      return words.join('_');
    case 'SCREAMING_SNAKE_CASE':
      return words.join('_').toUpperCase();
    case 'kebab-case':
      return words.join('-');
    case 'SCREAMING-KEBAB-CASE':
      return words.join('-').toUpperCase();
    case 'camelCase':
      return isVariant
        ? name.charAt(0).toLowerCase() + name.slice(1)
        : words.map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('');
    case 'PascalCase':
      return isVariant ? name : words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
    default:
      return name;
  }
}
