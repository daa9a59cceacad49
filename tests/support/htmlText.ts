import type {CheerioAPI} from 'cheerio';
import {isDocument, isTag, isText} from 'domhandler';

/** Elements whose text stands apart from its neighbours' (cells, list items, paragraphs…). */
const BLOCK = new Set([
  'p',
  'div',
  'li',
  'td',
  'th',
  'tr',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'dt',
  'dd',
  'summary',
  'figcaption',
  'section',
  'aside',
  'table',
  'ul',
  'ol',
  'br',
  'details',
  'figure',
  'article',
]);

type Part = ReturnType<CheerioAPI>;
type Node = Part[number];

/**
 * The text a reader sees in a part of the page: like textContent, but with a
 * space where one block ends and the next begins, so neighbouring table cells
 * ("882,684" and "204,265") do not run together.
 */
export function readableText(part: Part): string {
  const out: string[] = [];
  const visit = (node: Node) => {
    if (isText(node)) {
      out.push(node.data);
      return;
    }
    if (!isTag(node) && !isDocument(node)) return;
    const block = isTag(node) && BLOCK.has(node.name);
    if (block) out.push(' ');
    for (const child of node.children) visit(child);
    if (block) out.push(' ');
  };
  part.each((_, node) => visit(node));
  return out.join('');
}
