import yaml from 'js-yaml';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import {escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {ZodError} from 'zod';
import {
  changeAttributesSchema,
  collapsibleAttributesSchema,
  operatorActionsAttributesSchema,
  releaseFrontMatterSchema,
  terminalFigureAttributesSchema,
  walletMigrationDiagramAttributesSchema,
  sectionAttributesSchema,
} from './schema';
import type {Release, ReleaseItem, ReleaseSection} from './types';
import {ReleaseValidationError, type ReleaseProblem} from './errors';
import type {SectionKind} from './kinds';
import {pullRequestUrl} from './links';

/** A node of the Markdown/MDX syntax tree, as much of it as this module reads. */
interface MdNode {
  type: string;
  name?: string | null;
  value?: string;
  depth?: number;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: MdNode[];
  position?: {start: {line: number}};
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

function zodProblems(file: string, error: ZodError, prefix = '', line?: number): ReleaseProblem[] {
  const at = line ? `${file}:${line}` : file;
  return error.issues.map((issue) => {
    const path = issue.path.map(String);
    let reason = issue.message;
    if (issue.code === 'unrecognized_keys') {
      path.push(issue.keys[0]!);
      reason = `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
    } else if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) {
      reason = 'missing required field';
    }
    const field = [prefix, path.join('.')].filter(Boolean).join('.') || '(front matter)';
    return {file: at, field, reason};
  });
}

/** Reads the literal value of a JSX attribute: a string, or a number/boolean/string in braces. */
function attributeValue(value: unknown): unknown {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const expression = (value as {value?: string}).value ?? '';
  try {
    return JSON.parse(expression);
  } catch {
    return {unparsable: expression};
  }
}

function attributesOf(node: MdNode): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name) {
      result[attribute.name] = attributeValue(attribute.value);
    }
  }
  return result;
}

function textOf(node: MdNode): string {
  if (typeof node.value === 'string' && node.type !== 'mdxjsEsm') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/**
 * Characters of text a release shows: its prose and code, plus the item
 * titles, which are attributes in the source. Front matter, imports and
 * expressions are left out. It sizes the release's placeholder before the
 * browser lays it out.
 */
function shownTextLength(tree: MdNode, items: ReleaseItem[]): number {
  const length = (node: MdNode): number => {
    if (node.type === 'yaml' || node.type.startsWith('mdxjs') || node.type.endsWith('Expression')) return 0;
    if (typeof node.value === 'string') return node.value.length;
    return (node.children ?? []).reduce((total, child) => total + length(child), 0);
  };
  return length(tree) + items.reduce((total, item) => total + item.title.length, 0);
}

/** Endpoint paths named in a change's attributes (endpoints="/v1/a /v1/b"). */
function endpointsOf(list: string | undefined): string[] {
  if (!list) return [];
  return list.split(/[\s,]+/).filter(Boolean);
}

/**
 * Parses one release file: validates its front matter and walks its body for
 * <Section>, <Change> and <Collapsible> elements and explicit heading ids.
 * Throws a ReleaseValidationError listing every problem found.
 */
export function parseRelease(file: string, source: string): Release {
  const problems: ReleaseProblem[] = [];
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    throw new ReleaseValidationError([{file, field: '(front matter)', reason: 'missing: the file must start with a --- front matter block'}]);
  }
  let raw: unknown;
  try {
    // The core schema keeps dates and timestamps as the strings written, so
    // they can be checked exactly (YAML's timestamp type would drop nanoseconds).
    raw = yaml.load(match[1], {schema: yaml.CORE_SCHEMA}) ?? {};
  } catch (error) {
    throw new ReleaseValidationError([{file, field: '(front matter)', reason: `not valid YAML: ${(error as Error).message.split('\n')[0]}`}]);
  }
  const frontMatter = releaseFrontMatterSchema.safeParse(raw);
  if (!frontMatter.success) problems.push(...zodProblems(file, frontMatter.error));

  let tree: MdNode;
  try {
    tree = unified()
      .use(remarkParse)
      .use(remarkFrontmatter)
      .use(remarkGfm)
      .use(remarkMdx)
      .parse(escapeMarkdownHeadingIds(source)) as unknown as MdNode;
  } catch (error) {
    const e = error as {message: string; line?: number};
    throw new ReleaseValidationError([...problems, {file, field: `body${e.line ? ` (line ${e.line})` : ''}`, reason: `not valid MDX: ${e.message}`}]);
  }

  const slug = frontMatter.success ? frontMatter.data.slug : 'release';
  const sections: ReleaseSection[] = [];
  const items: ReleaseItem[] = [];
  const anchors: string[] = [slug];
  let upgrade: Release['upgrade'];
  let sectionCount = -1;
  let itemCount = -1;

  const walk = (node: MdNode, section: ReleaseSection | undefined, parent: ReleaseItem | undefined, collapsible: string | undefined) => {
    const line = node.position?.start.line;
    let nextSection = section;
    let nextParent = parent;
    let nextCollapsible = collapsible;

    if (node.type === 'heading') {
      const {id} = parseMarkdownHeadingId(textOf(node));
      if (id) anchors.push(id);
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const attributes = attributesOf(node);
      if (node.name === 'Section') {
        sectionCount += 1;
        const parsed = sectionAttributesSchema.safeParse(attributes);
        if (!parsed.success) {
          problems.push(...zodProblems(file, parsed.error, `sections[${sectionCount}]`, line));
        } else {
          nextSection = parsed.data;
          sections.push(parsed.data);
          anchors.push(parsed.data.id);
        }
      } else if (node.name === 'Change') {
        itemCount += 1;
        const parsed = changeAttributesSchema.safeParse(attributes);
        if (!parsed.success) {
          problems.push(...zodProblems(file, parsed.error, `items[${itemCount}]`, line));
        } else {
          const {title, pr, href, audience, id, endpoints} = parsed.data;
          const item: ReleaseItem = {
            anchor: id ?? `pr-${pr}`,
            title,
            ...(pr ? {pr} : {}),
            href: href ?? pullRequestUrl(pr!),
            audience,
            kind: (section?.kind ?? 'changes') as SectionKind,
            ...(section ? {sectionId: section.id} : {}),
            ...(parent ? {parent: parent.anchor} : {}),
            ...(collapsible ? {collapsible} : {}),
            endpoints: endpointsOf(endpoints),
          };
          items.push(item);
          anchors.push(item.anchor);
          nextParent = item;
        }
      } else if (node.name === 'OperatorActions') {
        const parsed = operatorActionsAttributesSchema.safeParse(attributes);
        if (!parsed.success) problems.push(...zodProblems(file, parsed.error, 'OperatorActions', line));
        else if (upgrade !== undefined || section !== undefined) {
          problems.push({file: line ? `${file}:${line}` : file, field: 'OperatorActions', reason: 'a release has one "what to do" block, before its first section'});
        } else upgrade = parsed.data.upgrade;
      } else if (node.name === 'TerminalFigure') {
        const parsed = terminalFigureAttributesSchema.safeParse(attributes);
        if (!parsed.success) problems.push(...zodProblems(file, parsed.error, 'TerminalFigure', line));
      } else if (node.name === 'WalletMigrationDiagram') {
        const parsed = walletMigrationDiagramAttributesSchema.safeParse(attributes);
        if (!parsed.success) problems.push(...zodProblems(file, parsed.error, 'WalletMigrationDiagram', line));
      } else if (node.name === 'Collapsible') {
        const parsed = collapsibleAttributesSchema.safeParse(attributes);
        if (!parsed.success) {
          problems.push(...zodProblems(file, parsed.error, 'collapsible', line));
        } else {
          nextCollapsible = parsed.data.title;
          if (parsed.data.id) anchors.push(parsed.data.id);
        }
      }
    }
    for (const child of node.children ?? []) walk(child, nextSection, nextParent, nextCollapsible);
  };
  walk(tree, undefined, undefined, undefined);

  if (upgrade === undefined && frontMatter.success) {
    problems.push({file, field: 'OperatorActions', reason: 'missing: a release opens with a <OperatorActions upgrade="…"> block saying what operators must do'});
  }

  const seen = new Set<string>();
  for (const id of anchors) {
    if (seen.has(id)) problems.push({file, field: 'anchors', reason: `duplicate anchor "${id}" within the release`});
    seen.add(id);
  }

  if (problems.length > 0 || !frontMatter.success) throw new ReleaseValidationError(problems);
  return {...frontMatter.data, file, textLength: shownTextLength(tree, items), ...(upgrade ? {upgrade} : {}), sections, items, anchors};
}
