import {expressionValue} from './expressionValue';
import {attributesOf, type MdNode} from './mdxTree';
import type {ReleaseItem} from './types';

/** A release body's text as a reader reads it, and how much of it the page shows. */

export function textOf(node: MdNode): string {
  if (typeof node.value === 'string' && node.type !== 'mdxjsEsm') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** Nodes that end a block of text: what follows them reads as a new sentence or line. */
const BLOCK_NODES = new Set([
  'paragraph',
  'heading',
  'listItem',
  'list',
  'code',
  'blockquote',
  'table',
  'tableRow',
  'tableCell',
  'mdxJsxFlowElement',
  'thematicBreak',
]);

/** Text as a reader reads it: blocks and items separated by a space, runs of white space as one. */
export function plainText(node: MdNode, scope?: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  const visit = (child: MdNode) => {
    // With a scope, an expression reads as the value it shows ({MIN_OS.join(' or ')}); without one it is left out.
    if (scope && child.type === 'mdxTextExpression' && child.data?.estree) {
      const value = expressionValue(child.data.estree, scope);
      if (typeof value === 'string' || typeof value === 'number') parts.push(String(value));
      return;
    }
    if (child.type === 'yaml' || child.type.startsWith('mdxjs') || child.type.endsWith('Expression')) return;
    if (typeof child.value === 'string') parts.push(child.value);
    else {
      const title = child.type.startsWith('mdxJsx') ? (attributesOf(child).title as string | undefined) : undefined;
      if (typeof title === 'string') parts.push(` ${title} `);
      for (const grandchild of child.children ?? []) visit(grandchild);
      if (BLOCK_NODES.has(child.type)) parts.push(' ');
    }
  };
  visit(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * Characters of text a release shows: its prose and code, plus the item
 * titles, which are attributes in the source. Front matter, imports and
 * expressions are left out. It sizes the release's placeholder before the
 * browser lays it out.
 */
export function shownTextLength(tree: MdNode, items: ReleaseItem[]): number {
  const length = (node: MdNode): number => {
    if (node.type === 'yaml' || node.type.startsWith('mdxjs') || node.type.endsWith('Expression')) return 0;
    if (typeof node.value === 'string') return node.value.length;
    return (node.children ?? []).reduce((total, child) => total + length(child), 0);
  };
  return length(tree) + items.reduce((total, item) => total + item.title.length, 0);
}
