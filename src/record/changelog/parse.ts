// The record's changelog page (the public operators' changelog MDX in nymtech/nym) read as data: one entry per
// `## ` heading, each with the facts a writer needs to draft a release file and the tests need to count the
// record's releases and items. Facts only: titles are link texts as the page gives them, commands as written;
// no sentence of the page is kept.
import {createSlugger} from '@docusaurus/utils';
import {parseReleaseTree, type MdNode} from '../../features/changelog/model/mdxTree';
import type {SectionKind} from '../../features/changelog/model/kinds';
import {commandsOf, type RecordCommand} from './commands';

/** Where the changelog page sits in the record's tree. */
export const RECORD_CHANGELOG_PATH = 'documentation/docs/pages/operators/changelog.mdx';

/** The heading after which the page's entries are archived; the heading itself is no entry. */
const ARCHIVE_HEADING = /^archived changelog$/i;
export const TAG = /\bv\d{4}\.\d+(?:\.\d+)?-[a-z][a-z0-9-]*/;
export const PULL_REQUEST = /^https:\/\/github\.com\/nymtech\/nym\/pull\/(\d+)\/?$/;
const BINARIES_LINK = /^release binaries$/i;
const NODE_VERSION_LINE = /^nym-node version v?(\d+\.\d+\.\d+[0-9A-Za-z.+-]*)$/;
const BUILD_INFO_LINE = /^\s*([A-Za-z][A-Za-z ]*?):\s+(\S.*?)\s*$/;
const ISO_DATE = /\b(20\d{2}-\d{2}-\d{2})\b/;
export const SHELL_LANGUAGES = new Set(['sh', 'bash', 'shell', 'console', 'zsh']);

/** One item of a section: a bullet that opens with a link, or a CHANGELOG line ending in `([#N](…))`. */
export interface RecordItem {
  /** The pull request the item links to, or null for a link elsewhere (docs, forum, a vote). */
  readonly pr: number | null;
  /** The link text as the page gives it (for a PR, the PR's title), whitespace collapsed. */
  readonly title: string;
  readonly url: string;
  /** Line of the item in the page. */
  readonly line: number;
  /** The item says more than its title: text after the link, or blocks under it (a list, code, a collapsible). */
  readonly described: boolean;
}

export interface RecordSection {
  /** The `###`/`####` heading's text, or null for what comes before the first one. */
  readonly heading: string | null;
  readonly level: 3 | 4 | null;
  readonly kind: SectionKind;
  readonly line: number;
  readonly items: readonly RecordItem[];
}

/** A step operators are asked to take: a numbered step or a shell code block with its commands. */
interface RecordStep {
  /** The heading of the section the step sits in (null before the first one). */
  readonly section: string | null;
  /** The step's own title (`###### 2. Update the exit policy`, a numbered bullet), when it has one. */
  readonly title: string | null;
  readonly commands: readonly RecordCommand[];
  readonly line: number;
}

export interface RecordRelease {
  /** The heading's text without backticks, e.g. `v2026.9-venaco`. */
  readonly heading: string;
  /** The heading's anchor, the way the site slugs it (`v20269-venaco`). */
  readonly slug: string;
  readonly line: number;
  /** The release tag the heading names, or null. */
  readonly tag: string | null;
  /** News: a heading with no tag, no binaries and no node version. */
  readonly kind: 'release' | 'news';
  /** A date the entry itself states (YYYY-MM-DD), before its first section; null when it states none. */
  readonly date: string | null;
  readonly binariesUrl: string | null;
  /** The nym-node version the entry's header gives, or null. */
  readonly nodeVersion: string | null;
  /** The `nym-node build-info` block, keys in snake_case as the release schema names them, or null. */
  readonly buildInfo: Readonly<Record<string, string>> | null;
  readonly archived: boolean;
  readonly sections: readonly RecordSection[];
  readonly steps: readonly RecordStep[];
}

/** A section's kind from its heading, in the changelog's vocabulary. */
export function sectionKindOf(heading: string | null): SectionKind {
  if (heading === null) return 'changes';
  const text = heading.toLowerCase();
  if (/operator/.test(text)) return 'operators';
  if (/feature/.test(text)) return 'features';
  if (/bug ?fix/.test(text)) return 'bugfixes';
  if (/refactor|maintenance/.test(text)) return 'refactors';
  if (/crypto/.test(text)) return 'crypto';
  if (/test/.test(text)) return 'testing';
  if (/guide|docs|documentation/.test(text)) return 'guides';
  if (/wallet/.test(text)) return 'wallet';
  if (/known (bug|issue)/.test(text)) return 'known-bugs';
  if (/summary/.test(text)) return 'summary';
  return 'changes';
}

/** The node's text: text and inline code, whitespace collapsed. */
export function textOf(node: MdNode): string {
  const parts: string[] = [];
  const visit = (current: MdNode) => {
    if (current.type === 'text' || current.type === 'inlineCode') parts.push(current.value ?? '');
    else if (current.type === 'break') parts.push(' ');
    for (const child of current.children ?? []) visit(child);
  };
  visit(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

export const lineOf = (node: MdNode) => node.position?.start.line ?? 0;

/** Where reference-style links (`[#5579]` with `[#5579]: https://…` below) point, by their identifier. */
export type Definitions = ReadonlyMap<string, string>;

/** The address a link or a resolvable link reference points to, or undefined for any other node. */
export function hrefOf(node: MdNode, definitions: Definitions): string | undefined {
  if (node.type === 'link') return node.url;
  if (node.type === 'linkReference') return definitions.get((node as {identifier?: string}).identifier ?? '');
  return undefined;
}

/** The first link a paragraph opens with (through emphasis), or undefined. */
function leadingLink(paragraph: MdNode, definitions: Definitions): MdNode | undefined {
  let node: MdNode | undefined = paragraph.children?.find((child) => !(child.type === 'text' && !child.value?.trim()));
  while (node && (node.type === 'strong' || node.type === 'emphasis')) node = node.children?.[0];
  return node && hrefOf(node, definitions) ? node : undefined;
}

/** The index of the first `#N` link to a pull request among the nodes, or -1. */
function pullRequestReference(nodes: readonly MdNode[], definitions: Definitions): number {
  return nodes.findIndex(
    (child) => /^\\?#\d+$/.test(textOf(child)) && PULL_REQUEST.test(hrefOf(child, definitions) ?? ''),
  );
}

/** The item a list item is, or undefined when it is none. */
function itemOf(listItem: MdNode, definitions: Definitions): RecordItem | undefined {
  const paragraph = listItem.children?.[0];
  if (paragraph?.type !== 'paragraph') return undefined;
  const line = lineOf(listItem);
  const children = paragraph.children ?? [];
  const refIndex = pullRequestReference(children, definitions);
  const link = leadingLink(paragraph, definitions);
  const blocksUnder = (listItem.children?.length ?? 0) > 1;
  /** Whether the nodes from `from` on say anything beyond punctuation and links to pull requests. */
  const saysMore = (from: number) =>
    /[\p{L}\p{N}]/u.test(
      textOf({
        type: 'paragraph',
        children: children.slice(from).filter((child) => !PULL_REQUEST.test(hrefOf(child, definitions) ?? '')),
      }),
    );
  if (link) {
    const url = hrefOf(link, definitions)!;
    // A link to a heading of the page itself points the reader to steps below; it is no item.
    if (url.startsWith('#')) return undefined;
    const pr = PULL_REQUEST.exec(url);
    // A link elsewhere followed right away by "PR [#4651](…)" is that PR's item.
    const between = textOf({type: 'paragraph', children: children.slice(children.indexOf(link) + 1, refIndex)});
    const ref = pr || refIndex < 0 || !/^,?\s*(PR)?\s*\(?$/i.test(between) ? undefined : children[refIndex];
    const refUrl = ref ? hrefOf(ref, definitions)! : undefined;
    return {
      pr: pr ? Number(pr[1]) : refUrl ? Number(PULL_REQUEST.exec(refUrl)![1]) : null,
      title: textOf(link),
      url: refUrl ?? url,
      line,
      described: blocksUnder || saysMore((ref ? refIndex : children.indexOf(link)) + 1),
    };
  }
  // A CHANGELOG line: "Title ([#6123](https://github.com/nymtech/nym/pull/6123))" or "Title ([#6123])".
  if (refIndex <= 0) return undefined;
  const url = hrefOf(children[refIndex], definitions)!;
  const title = textOf({type: 'paragraph', children: children.slice(0, refIndex)}).replace(/\s*\($/, '');
  if (!title) return undefined;
  return {pr: Number(PULL_REQUEST.exec(url)![1]), title, url, line, described: blocksUnder || saysMore(refIndex + 1)};
}

/** `Binary Name:   nym-node` lines as {binary_name: 'nym-node'}, or null when the block is no build information. */
export function buildInfoOf(code: string): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const line of code.split('\n')) {
    const match = BUILD_INFO_LINE.exec(line);
    if (match) fields[match[1].trim().toLowerCase().replace(/\s+/g, '_')] = match[2];
  }
  return fields.build_version && fields.commit_sha ? fields : null;
}

/** Each section's kind: its heading's, or, for a `####` heading that names none, its `###` section's. */
function withKinds<Section extends {heading: string | null; level: 3 | 4 | null}>(
  sections: readonly Section[],
): (Section & {kind: SectionKind})[] {
  let parent: SectionKind = 'changes';
  return sections.map((entry) => {
    const own = sectionKindOf(entry.heading);
    const kind = entry.level === 4 && own === 'changes' ? parent : own;
    if (entry.level !== 4) parent = kind;
    return {...entry, kind};
  });
}

/** One entry of the page: its `## ` heading and the nodes under it. */
export interface Chunk {
  heading: MdNode;
  nodes: MdNode[];
  archived: boolean;
}

/**
 * The page's blocks with the wrappers that hold whole entries opened: the page groups its years in collapsibles
 * (`<AccordionTemplate name="Changelog 2024">`) whose children are `## ` entries.
 */
function blocksOf(nodes: readonly MdNode[]): MdNode[] {
  return nodes.flatMap((node) =>
    node.type === 'mdxJsxFlowElement' && node.children?.some((child) => child.type === 'heading' && child.depth === 2)
      ? blocksOf(node.children)
      : [node],
  );
}

/** The page's `## ` headings with the nodes under each, the archive heading dropped. */
function chunksOf(tree: MdNode): Chunk[] {
  const chunks: Chunk[] = [];
  let archived = false;
  let current: Chunk | undefined;
  for (const node of blocksOf(tree.children ?? [])) {
    if (node.type === 'heading' && node.depth === 1) {
      current = undefined;
    } else if (node.type === 'heading' && node.depth === 2) {
      if (ARCHIVE_HEADING.test(textOf(node))) {
        archived = true;
        current = undefined;
        continue;
      }
      current = {heading: node, nodes: [], archived};
      chunks.push(current);
    } else current?.nodes.push(node);
  }
  return chunks;
}

function releaseOf(chunk: Chunk, slugger: ReturnType<typeof createSlugger>, definitions: Definitions): RecordRelease {
  const heading = textOf(chunk.heading);
  const tag = TAG.exec(heading)?.[0] ?? null;
  let binariesUrl: string | null = null;
  let nodeVersion: string | null = null;
  let buildInfo: Record<string, string> | null = null;
  let date: string | null = null;
  const sections: {heading: string | null; level: 3 | 4 | null; line: number; items: RecordItem[]}[] = [];
  const steps: RecordStep[] = [];
  let section = {heading: null as string | null, level: null as 3 | 4 | null, line: lineOf(chunk.heading)};
  let sectionItems: RecordItem[] = [];
  let stepTitle: string | null = null;
  const inPreamble = () => section.heading === null;

  const addCommands = (code: MdNode) => {
    const commands = commandsOf(code.value ?? '', lineOf(code) + 1);
    if (commands.length > 0) steps.push({section: section.heading, title: stepTitle, commands, line: lineOf(code)});
  };

  const visit = (node: MdNode, inItem: boolean) => {
    if (node.type === 'code') {
      const info = buildInfoOf(node.value ?? '');
      if (info) {
        if (!buildInfo || (buildInfo.binary_name !== 'nym-node' && info.binary_name === 'nym-node')) buildInfo = info;
      } else if (SHELL_LANGUAGES.has((node as {lang?: string | null}).lang ?? '')) addCommands(node);
      return;
    }
    if (node.type === 'heading' && (node.depth ?? 0) >= 5) {
      stepTitle = textOf(node);
      return;
    }
    if (node.type === 'listItem' && !inItem) {
      const item = itemOf(node, definitions);
      const text = textOf(node.children?.[0] ?? node);
      if (item && BINARIES_LINK.test(item.title)) {
        binariesUrl ??= item.url;
        return;
      }
      const version = inPreamble() ? NODE_VERSION_LINE.exec(text) : null;
      if (version) {
        nodeVersion ??= version[1];
        return;
      }
      if (item) sectionItems.push(item);
      for (const child of node.children ?? []) visit(child, item !== undefined);
      return;
    }
    if (node.type === 'list' && node.ordered) {
      for (const child of node.children ?? []) {
        stepTitle = textOf(child.children?.[0] ?? child) || stepTitle;
        visit(child, inItem);
      }
      return;
    }
    if (node.type === 'paragraph' && inPreamble() && date === null) date = ISO_DATE.exec(textOf(node))?.[1] ?? null;
    for (const child of node.children ?? []) visit(child, inItem);
  };

  const closeSection = () => {
    if (section.heading !== null || sectionItems.length > 0) sections.push({...section, items: sectionItems});
    sectionItems = [];
  };
  for (const node of chunk.nodes) {
    if (node.type === 'heading' && (node.depth === 3 || node.depth === 4)) {
      closeSection();
      section = {heading: textOf(node), level: node.depth, line: lineOf(node)};
      stepTitle = null;
    } else visit(node, false);
  }
  closeSection();
  const kind = tag === null && binariesUrl === null && nodeVersion === null ? 'news' : 'release';
  return {
    heading,
    slug: slugger.slug(heading),
    line: lineOf(chunk.heading),
    tag,
    kind,
    date,
    binariesUrl,
    nodeVersion,
    buildInfo,
    archived: chunk.archived,
    sections: withKinds(sections),
    steps,
  };
}

/** The page's entries as syntax trees, and where its reference-style links point. Throws naming the line of bad MDX. */
export function recordChunksOf(
  source: string,
  file = RECORD_CHANGELOG_PATH,
): {chunks: Chunk[]; definitions: Definitions} {
  let tree: MdNode;
  try {
    tree = parseReleaseTree(source);
  } catch (error) {
    const e = error as {message: string; line?: number};
    throw new Error(`${file}${e.line ? `:${e.line}` : ''}: the record's changelog is not valid MDX: ${e.message}`);
  }
  const definitions = new Map<string, string>();
  const collect = (node: MdNode) => {
    const {identifier} = node as {identifier?: string};
    if (node.type === 'definition' && identifier && node.url) definitions.set(identifier, node.url);
    for (const child of node.children ?? []) collect(child);
  };
  collect(tree);
  return {chunks: chunksOf(tree), definitions};
}

/** Every entry of the changelog page, in the page's order (newest first). Throws naming the line of bad MDX. */
export function parseRecordChangelog(source: string, file = RECORD_CHANGELOG_PATH): RecordRelease[] {
  const {chunks, definitions} = recordChunksOf(source, file);
  // The page's own slugger: anchors repeated on the page get -1, -2 as the public page gives them.
  const slugger = createSlugger();
  return chunks.map((chunk) => releaseOf(chunk, slugger, definitions));
}

/** The entry for a release tag (`v2026.9-venaco` or `nym-binaries-v2026.9-venaco`), or undefined. */
export function findRecordRelease(releases: readonly RecordRelease[], tag: string): RecordRelease | undefined {
  const wanted = TAG.exec(tag)?.[0];
  return wanted === undefined ? undefined : releases.find((release) => release.tag === wanted);
}
