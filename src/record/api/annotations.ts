// What a handler's attributes say about its route: the `#[utoipa::path(...)]` annotation (tag, operation id,
// deprecation, security) and Rust's own `#[deprecated]` with its note.
import {childrenOf, lineOf, stringValue, type Node} from '../rust/parser';
import {parseArguments} from '../rust/workspace';

/** The attributes written above an item, innermost text of each `#[...]`, top to bottom. */
export function attributesOf(item: Node): string[] {
  return attributeNodesOf(item).map((node) => node.text.replace(/^#\[/, '').replace(/\]$/, '').trim());
}

function attributeNodesOf(item: Node): Node[] {
  const found: Node[] = [];
  let previous = item.previousNamedSibling;
  while (previous && (previous.type === 'attribute_item' || previous.type.endsWith('comment'))) {
    if (previous.type === 'attribute_item') found.unshift(previous);
    previous = previous.previousNamedSibling;
  }
  return found;
}

export interface HandlerAnnotation {
  /** The line of the `#[utoipa::path]` attribute. */
  line?: number;
  tag?: string;
  operationId?: string;
  path?: string;
  deprecated: boolean;
  /** The note of `#[deprecated(note = "..")]`, e.g. "use '/v2/nym-nodes/described' instead". */
  deprecationNote?: string;
  /** The security schemes the annotation requires, e.g. ["auth_token"]. */
  security: string[];
}

/** The routes a deprecation note names: each path it quotes, as `'/v2/nym-nodes/described'`. */
export function pathsNamedIn(note: string): string[] {
  return [...note.matchAll(/['"`](\/[^'"`\s]*)['"`]/g)].map((match) => match[1] ?? '');
}

/** A handler's annotation as far as the reference needs it; `deprecated` also from `#[deprecated]`. */
export function annotationOf(handler: Node): HandlerAnnotation {
  const result: HandlerAnnotation = {deprecated: false, security: []};
  for (const node of attributeNodesOf(handler)) {
    const attribute = childrenOf(node)[0];
    const name = attribute ? childrenOf(attribute)[0]?.text : undefined;
    if (name === 'deprecated' && attribute) {
      result.deprecated = true;
      const note = deprecationNote(attribute);
      if (note !== undefined) result.deprecationNote = note;
    }
    // Rocket's rocket_okapi: #[openapi(tag = "status")].
    if (name === 'openapi' && attribute) {
      const tag = /\btag\s*=\s*"([^"]*)"/.exec(attribute.text)?.[1];
      if (tag !== undefined) result.tag = tag;
    }
    if (name !== 'utoipa::path' || !attribute) continue;
    result.line = lineOf(node);
    const tokens = childrenOf(attribute).find((child) => child.type === 'token_tree');
    for (const argument of tokens ? parseArguments(tokens) : []) {
      if (argument.type === 'identifier' && argument.text === 'deprecated') result.deprecated = true;
      if (argument.type !== 'assignment_expression') continue;
      const key = argument.childForFieldName('left')?.text;
      const right = argument.childForFieldName('right');
      const value = right ? stringValue(right) : undefined;
      if (key === 'tag' && value !== undefined) result.tag = value;
      if (key === 'operation_id' && value !== undefined) result.operationId = value;
      if (key === 'path' && value !== undefined) result.path = value;
      if (key === 'deprecated' && right?.text === 'true') result.deprecated = true;
    }
    const security = tokens ? /\bsecurity\s*\(([\s\S]*?\))\s*\)/.exec(tokens.text)?.[1] : undefined;
    if (security) result.security = [...security.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '');
  }
  return result;
}

/** The note of `#[deprecated(note = "..")]` or `#[deprecated = ".."]`. */
function deprecationNote(attribute: Node): string | undefined {
  const value = attribute.childForFieldName('value');
  if (value) return stringValue(value);
  const tokens = childrenOf(attribute).find((child) => child.type === 'token_tree');
  for (const argument of tokens ? parseArguments(tokens) : []) {
    const right = argument.childForFieldName('right');
    if (argument.type === 'assignment_expression' && argument.childForFieldName('left')?.text === 'note' && right)
      return stringValue(right);
  }
  return undefined;
}
