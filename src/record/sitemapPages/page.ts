// One page of the record's documentation (Nextra MDX) as the facts the site checks its own pages against: its
// title, headings with their anchors, words of prose, code blocks, links, images and diagrams. Parsed with
// unified/remark (front matter, GFM, MDX), the way the record's site renders it.
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {parse as parseYaml} from 'yaml';

interface MdNode {
  type: string;
  name?: string | null;
  value?: string;
  depth?: number;
  lang?: string | null;
  meta?: string | null;
  url?: string;
  alt?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: MdNode[];
  position?: {start: {line: number}};
}

export interface PageHeading {
  level: number;
  text: string;
  slug: string;
  /** The snippet file the heading comes from, when the page imports it. */
  via?: string;
}

interface CodeBlock {
  index: number;
  /** The snippet file the block comes from, when the page imports it. */
  via?: string;
  language: string | null;
  lines: number;
  value: string;
}

export interface ReadPage {
  title: string | null;
  title_source: 'frontmatter' | 'h1' | null;
  h1: string | null;
  frontmatter: Record<string, unknown>;
  headings: PageHeading[];
  /** Words of the page's own prose (see `proseWords`). */
  words: number;
  /** Words of the snippets it renders. */
  snippetWords: number;
  codeBlocks: CodeBlock[];
  /** Links to other sites, each with its text. */
  links: {href: string; text: string}[];
  /** Links inside the documentation (starting with `/` or relative). */
  internalLinks: string[];
  images: {file: string; alt: string}[];
  /** The record's files the page imports (snippets, components, data), found by their path. */
  imported: string[];
}

/** A page's syntax tree; throws with the file and the parser's line and reason when it is no valid MDX. */
function parsePage(text: string, file: string): MdNode {
  // The record's site (Nextra 2) reads `.md` files as Markdown, `.mdx` files as MDX.
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm);
  try {
    return (file.endsWith('.mdx') ? processor.use(remarkMdx) : processor).parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${file}: not valid MDX: ${reason}`);
  }
}

/** The text a reader sees of a node: text, inline code and the text of links and elements; no code blocks. */
function textOf(node: MdNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'image') return node.alt ?? '';
  if (node.type === 'code' || node.type === 'yaml' || node.type === 'mdxjsEsm') return '';
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return '';
  return (node.children ?? []).map(textOf).join('');
}

/** Replaces each expression that names a known constant by a text node of its value. */
function substitute(node: MdNode, constants: ReadonlyMap<string, string>): void {
  for (const child of node.children ?? []) {
    const value = child.type.startsWith('mdx') && child.type.endsWith('Expression') ? child.value?.trim() : undefined;
    if (value !== undefined && constants.has(value)) {
      child.type = 'text';
      child.value = constants.get(value);
    } else substitute(child, constants);
  }
}

/** Walks the tree, parents before children. */
function walk(node: MdNode, visit: (node: MdNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** Words of prose: the blocks' text, each block apart, split on white space, a word having a letter or digit. */
function proseWords(tree: MdNode): number {
  const blocks: string[] = [];
  const collect = (node: MdNode) => {
    if (['paragraph', 'heading', 'tableCell'].includes(node.type)) {
      blocks.push(textOf(node));
      return;
    }
    for (const child of node.children ?? []) collect(child);
  };
  collect(tree);
  return blocks
    .join('\n')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** How a page reaches the files it imports: a record file's text by its path from the repository's root. */
export type LoadFile = (file: string) => string | undefined;

/** An import's file, relative to the importing file, with the extensions a bundler tries. */
function importedFile(from: string, specifier: string, load: LoadFile): {file: string; text: string} | undefined {
  // Relative to the file, or (`components/…`) to the documentation's root, the folder above `pages/` or `components/`.
  const at = from.includes('/pages/') ? from.indexOf('/pages/') : from.indexOf('/components/');
  const root = from.slice(0, Math.max(0, at));
  const base = specifier.startsWith('.')
    ? path.posix.join(path.posix.dirname(from), specifier)
    : specifier.startsWith('components/')
      ? path.posix.join(root, specifier)
      : undefined;
  if (base === undefined) return undefined;
  for (const file of [base, `${base}.ts`, `${base}.tsx`, `${base}.js`]) {
    const text = load(file);
    if (text !== undefined) return {file, text};
  }
  return undefined;
}

/** The `.md`/`.mdx` snippet a component file renders (`import X from '….mdx'`), as the snippets-general wrappers do. */
function snippetOfComponent(file: string, text: string, load: LoadFile): string | undefined {
  const match = /import\s+\w+\s+from\s+['"]([^'"]+\.mdx?)['"]/.exec(text);
  return match?.[1] ? importedFile(file, match[1], load)?.file : undefined;
}

/** A JSON value's scalar leaves as `prefix.a.b` → text. */
function jsonLeaves(prefix: string, value: unknown, into: Map<string, string>): void {
  if (value !== null && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) jsonLeaves(`${prefix}.${key}`, inner, into);
  else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    into.set(prefix, String(value));
}

/** The string constants a module exports (`export const NAME = '…'`), by name. */
function exportedStrings(text: string): Map<string, string> {
  return new Map(
    [...text.matchAll(/export\s+const\s+(\w+)\s*(?::\s*\w+\s*)?=\s*(['"`])([^'"`]*)\2/g)].map((match) => [
      match[1] ?? '',
      match[3] ?? '',
    ]),
  );
}

/**
 * Reads one page's source (`file`, its path in the record). Imported `.md`/`.mdx` snippets rendered as elements add
 * their headings, code blocks, links and images (each marked `via`) and their words (`snippetWords`); an expression
 * naming a string constant the page imports (`{RUST_MSRV}`) counts as its value.
 */
export function readPage(text: string, file: string, load: LoadFile = () => undefined): ReadPage {
  const tree = parsePage(text, file);
  const snippets = new Map<string, string>();
  const constants = new Map<string, string>();
  const imported = new Set<string>();
  walk(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    for (const match of (node.value ?? '').matchAll(/import\s+(\{[^}]*\}|\w+)\s+from\s+['"]([^'"]+)['"]/g)) {
      const [, names = '', specifier = ''] = match;
      if (/\.mdx?$/.test(specifier)) {
        const snippetFile = importedFile(file, specifier, load)?.file;
        if (snippetFile === undefined) throw new Error(`${file}: imports ${specifier}, which the record does not have`);
        snippets.set(names, snippetFile);
        imported.add(snippetFile);
        continue;
      }
      const module = importedFile(file, specifier, load);
      if (!module) continue;
      imported.add(module.file);
      if (!names.startsWith('{')) {
        if (module.file.endsWith('.json')) jsonLeaves(names, JSON.parse(module.text) as unknown, constants);
        continue;
      }
      const values = exportedStrings(module.text);
      const snippet = snippetOfComponent(module.file, module.text, load);
      for (const part of names.slice(1, -1).split(',')) {
        const name =
          part
            .trim()
            .split(/\s+as\s+/)
            .at(-1) ?? '';
        if (values.has(name)) constants.set(name, values.get(name) ?? '');
        if (snippet) {
          snippets.set(name, snippet);
          imported.add(snippet);
        }
      }
    }
  });
  substitute(tree, constants);
  const slugger = createSlugger();
  let frontmatter: Record<string, unknown> = {};
  const headings: PageHeading[] = [];
  const codeBlocks: CodeBlock[] = [];
  const links: {href: string; text: string}[] = [];
  const internalLinks: string[] = [];
  const images: {file: string; alt: string}[] = [];
  let snippetWords = 0;
  walk(tree, (node) => {
    if (node.type === 'yaml') frontmatter = (parseYaml(node.value ?? '') as Record<string, unknown> | null) ?? {};
    else if (node.type === 'heading') {
      const headingText = textOf(node).trim();
      headings.push({level: node.depth ?? 0, text: headingText, slug: slugger.slug(headingText)});
    } else if (node.type === 'code') {
      const value = node.value ?? '';
      codeBlocks.push({
        index: codeBlocks.length + 1,
        language: node.lang ?? null,
        lines: value === '' ? 0 : value.split('\n').length,
        value,
      });
    } else if (node.type === 'link' && node.url) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(node.url) && !node.url.startsWith('mailto:'))
        links.push({href: node.url, text: textOf(node).trim()});
      else internalLinks.push(node.url);
    } else if (node.type === 'image' && node.url) images.push({file: node.url, alt: node.alt ?? ''});
    else if (node.type === 'mdxJsxFlowElement' && node.name && snippets.has(node.name)) {
      const snippetFile = snippets.get(node.name) ?? '';
      const snippetText = load(snippetFile);
      if (snippetText === undefined) throw new Error(`${file}: imports ${snippetFile}, which the record does not have`);
      const snippet = readPage(snippetText, snippetFile, load);
      const via = (item: {via?: string}) => item.via ?? snippetFile;
      for (const heading of snippet.headings)
        headings.push({...heading, slug: slugger.slug(heading.text), via: via(heading)});
      for (const block of snippet.codeBlocks)
        codeBlocks.push({...block, index: codeBlocks.length + 1, via: via(block)});
      links.push(...snippet.links);
      images.push(...snippet.images);
      snippetWords += snippet.words + snippet.snippetWords;
      for (const nested of snippet.imported) imported.add(nested);
    }
  });
  const h1 = headings.find((heading) => heading.level === 1)?.text ?? null;
  const declared = typeof frontmatter.title === 'string' ? frontmatter.title : null;
  return {
    title: declared ?? h1,
    title_source: declared !== null ? 'frontmatter' : h1 !== null ? 'h1' : null,
    h1,
    frontmatter,
    headings,
    words: proseWords(tree),
    snippetWords,
    codeBlocks,
    links,
    internalLinks,
    images,
    imported: [...imported].sort(),
  };
}
