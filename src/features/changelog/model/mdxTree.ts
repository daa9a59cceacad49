import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';

/** A node of the Markdown/MDX syntax tree, as much of it as the release model reads. */
export interface MdNode {
  type: string;
  name?: string | null;
  value?: string;
  depth?: number;
  ordered?: boolean | null;
  checked?: boolean | null;
  attributes?: {type: string; name?: string; value?: unknown; data?: {estree?: EsNode}}[];
  url?: string;
  data?: {estree?: EsNode};
  children?: MdNode[];
  position?: {start: {line: number; column?: number}};
}

/** A node of an expression's syntax tree (ESTree), as much of it as the release model reads. */
export interface EsNode {
  type: string;
  [key: string]: unknown;
}

/**
 * The syntax tree of a release file: Markdown with GFM tables, front matter and MDX, headings'
 * explicit ids ({#id}) kept as text. The one parse of a release's source: the build's validation,
 * the writers' tools and the tests all walk this tree.
 */
export function parseReleaseTree(source: string): MdNode {
  return unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkGfm)
    .use(remarkMdx)
    .parse(escapeMarkdownHeadingIds(source)) as unknown as MdNode;
}

/** Reads the literal value of a JSX attribute: a string, or a number/boolean/string in braces. */
export function attributeValue(value: unknown): unknown {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const expression = (value as {value?: string}).value ?? '';
  try {
    return JSON.parse(expression) as unknown;
  } catch {
    return {unparsable: expression};
  }
}

/** The attributes of an MDX element with literal values, by name. */
export function attributesOf(node: MdNode): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name) {
      result[attribute.name] = attributeValue(attribute.value);
    }
  }
  return result;
}
