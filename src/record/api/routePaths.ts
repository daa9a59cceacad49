// Paths and conditions as the routers write them: axum's path syntax, nesting, and the `if` branches around a mount.
import {squash, type Node} from '../rust/parser';

/** The conditions of the `if` expressions around a node, outermost first; `else` for an else branch. */
export function conditionsAround(node: Node, stop?: Node): string[] {
  const conditions: string[] = [];
  let child: Node = node;
  let parent = node.parent;
  while (parent && parent.id !== stop?.id && parent.type !== 'function_item') {
    if (parent.type === 'if_expression') {
      const consequence = parent.childForFieldName('consequence');
      const inThen = consequence !== null && child.id === consequence.id;
      conditions.unshift(inThen ? squash(parent.childForFieldName('condition')?.text ?? '') : 'else');
    }
    child = parent;
    parent = parent.parent;
  }
  return conditions;
}

/** A path in axum 0.8's syntax: the `:param` and `*rest` of earlier versions become `{param}` and `{*rest}`. */
export function axumPath(path: string): string {
  return path.replace(/\/:([A-Za-z_][A-Za-z0-9_]*)/g, '/{$1}').replace(/\/\*([A-Za-z_][A-Za-z0-9_]*)/g, '/{*$1}');
}

/** A nested path as axum mounts it: `/v1` + `/health` → `/v1/health`; `/v1` + `/` → `/v1`; `/` + `/x` → `/x`. */
export function joinPath(prefix: string, path: string): string {
  const head = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (path === '/' || path === '') return head === '' ? '/' : head;
  return `${head}${path.startsWith('/') ? path : `/${path}`}`;
}
