import {createElement, type ReactNode} from 'react';
import type {ElementContent} from 'hast';
import {highlightCode} from './highlight';

/**
 * Highlighted code as React nodes, for components that render code from data on the server only (the API pages'
 * routes, which reach the browser as a static island of prerendered HTML): a module imported by a component that
 * hydrates would bring the highlighter into the browser, and tests/content/highlighting.test.ts would fail.
 * hast-util-to-jsx-runtime would do the same, for every kind of node; the highlighter makes three (text, span,
 * var), so a few lines do.
 */
export function highlightedNodes(code: string, lang: string): ReactNode[] {
  return highlightCode(code, lang).map(toReact);
}

export {highlightedCodeClass} from './theme';

function toReact(node: ElementContent, key: number): ReactNode {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return null;
  const className = [node.properties.className ?? []].flat().join(' ');
  return createElement(node.tagName, {key, className}, ...node.children.map(toReact));
}
