import type {Element, Root} from 'hast';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import {LANGUAGE_LABEL_CLASS} from '../theme/CodeBlock/classes';

/** A built page as Markdown, for readers and tools that want plain text. */
export interface MarkdownPage {
  /** Site path of the HTML page, e.g. /docs/operators/changelog. */
  url: string;
  /** Site path of its Markdown version, e.g. /docs/operators/changelog.md. */
  markdownUrl: string;
  title: string;
  description: string;
  markdown: string;
}

/**
 * Parts of a page that are controls or navigation, not content: they make no
 * sense in a Markdown copy.
 */
const NOT_CONTENT = [
  'nav',
  'button',
  'script',
  'style',
  'noscript',
  'svg',
  'form',
  '.hash-link',
  '.js-only',
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.pagination-nav',
  '.change__permalink',
  '.page-actions',
  `.${LANGUAGE_LABEL_CLASS}`,
];

/** Where a page's Markdown copy lives: /docs/a/b → /docs/a/b.md, the root → /docs/index.md. */
export function markdownUrlOf(url: string, baseUrl: string): string {
  const trimmed = url.replace(/\/$/, '');
  return trimmed === baseUrl.replace(/\/$/, '') ? `${baseUrl}index.md` : `${trimmed}.md`;
}

/** Drops the given elements, and every HTML comment (React leaves some between text nodes), in place. */
function prune(parent: Element, unwanted: Set<Element>): void {
  parent.children = parent.children.filter((child) => child.type !== 'comment' && !unwanted.has(child as Element));
  for (const child of parent.children) if (child.type === 'element') prune(child, unwanted);
}

/** A copy of an element without its controls and navigation. */
function withoutControls(element: Element): Element {
  const copy: Element = structuredClone(element);
  for (const selector of NOT_CONTENT) prune(copy, new Set(selectAll(selector, copy)));
  return copy;
}

function parseHtml(html: string): Root {
  return unified().use(rehypeParse).parse(html);
}

function metaContent(tree: Root, name: string): string {
  const meta = select(`meta[name="${name}"]`, tree) ?? select(`meta[property="og:${name}"]`, tree);
  const content = meta?.properties?.content;
  return typeof content === 'string' ? content : '';
}

/**
 * Converts a built page to Markdown: the page's article (or main element)
 * with its controls removed, through rehype-remark and remark-stringify.
 * Returns undefined for a page with no content element.
 */
export function pageToMarkdown(html: string, url: string, baseUrl: string): MarkdownPage | undefined {
  const tree = parseHtml(html);
  const content = select('article', tree) ?? select('main', tree);
  if (!content) return undefined;
  const body = withoutControls(content);
  const h1 = select('h1', body);
  const title = h1 ? toText(h1).trim() : select('title', tree) ? toText(select('title', tree)!).trim() : url;
  const description = metaContent(tree, 'description');
  const mdast = unified()
    .use(rehypeRemark)
    .runSync({type: 'root', children: [body]});
  const text = unified()
    .use(remarkGfm)
    .use(remarkStringify, {bullet: '-', emphasis: '_', fences: true, rule: '-'})
    .stringify(mdast)
    .trim();
  return {url, markdownUrl: markdownUrlOf(url, baseUrl), title, description, markdown: `${text}\n`};
}
