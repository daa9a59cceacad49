import yaml from 'js-yaml';
import {endpointsOf, itemAnchor} from './itemAttributes';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import {createSlugger, escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {ZodError, ZodType} from 'zod';
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
import type {ReleaseFrontMatter} from './schema';
import {ReleaseValidationError, type ReleaseProblem} from './errors';
import type {SectionKind} from './kinds';
import {pullRequestUrl, SAFE_URL_HINT, unsafeUrlReason, whatToDoAnchor} from './links';

/** A node of the Markdown/MDX syntax tree, as much of it as this module reads. */
interface MdNode {
  type: string;
  name?: string | null;
  value?: string;
  depth?: number;
  attributes?: {type: string; name?: string; value?: unknown}[];
  url?: string;
  data?: {estree?: EsNode};
  children?: MdNode[];
  position?: {start: {line: number}};
}

/**
 * Largest release body accepted, in characters. The largest body today
 * (releases/2024.13-magura.mdx) has about 34,000; every body is rendered into
 * the one changelog page each reader downloads, so a body six times that is
 * almost certainly a pasted log, listing or binary, which belongs on a docs
 * page the release links to.
 */
export const MAX_BODY_CHARACTERS = 200_000;

/**
 * How many days after today a release_date may lie. A release is written up
 * when it ships, or at most a release cycle (about two weeks) ahead when its
 * date is planned; a date further out is a typo in its year or month. A date
 * accepted today stays accepted: dates only come closer.
 */
export const MAX_DAYS_AHEAD = 31;

export interface ParseOptions {
  /** The day release dates are measured from (default: now). */
  today?: Date;
}

/** Characters no release file may contain: C0 controls but tab, line feed and carriage return; DEL; the noncharacters U+FFFE and U+FFFF. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g;

/** Attributes of an element whose value is a URL the browser follows or loads. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'poster',
  'xlink:href',
  'xlinkhref',
  'background',
  'cite',
  'data',
  'srcset',
  'ping',
]);

/** A Markdown release name without a tag: named after the release it belongs to (2024.13-magura-drift). */
const TAGLESS_RELEASE_FILE = /^\d{4}\.\d+(?:\.\d+)?-[a-z][a-z0-9-]*$/;

/** U+0007, as an editor's search box takes it. */
function codePoint(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Every forbidden control character of a source, with its line and column. */
function controlCharacterProblems(file: string, source: string, frontMatterLines: number): ReleaseProblem[] {
  const problems: ReleaseProblem[] = [];
  source.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(CONTROL_CHARACTER)) {
      problems.push({
        file: `${file}:${index + 1}`,
        field: index < frontMatterLines ? '(front matter)' : 'body',
        reason: `contains the invisible control character ${codePoint(match[0])} at column ${match.index! + 1}; delete it (only tabs and line breaks may appear)`,
      });
    }
  });
  return problems;
}

/** Where a field's schema says what it expects ("one of release, debug", "a date written YYYY-MM-DD"). */
function expectationAt(schema: ZodType | undefined, path: PropertyKey[]): string | undefined {
  type Def = {
    type: string;
    innerType?: Node;
    in?: Node;
    shape?: Record<string, Node>;
    element?: Node;
    entries?: Record<string, string>;
  };
  type Node = {description?: string; _zod: {def: Def}};
  const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'pipe']);
  const inner = (node: Node) => (node._zod.def.type === 'pipe' ? node._zod.def.in : node._zod.def.innerType);
  const unwrap = (node: Node | undefined) => {
    while (node && wrappers.has(node._zod.def.type)) node = inner(node);
    return node;
  };
  let node = schema as unknown as Node | undefined;
  for (const key of path) {
    node = unwrap(node);
    if (node?._zod.def.type === 'object') node = node._zod.def.shape?.[String(key)];
    else if (node?._zod.def.type === 'array') node = node._zod.def.element;
    else return undefined;
  }
  while (node) {
    if (node.description) return node.description;
    const def = node._zod.def;
    if (def.type === 'enum') return `one of ${Object.values(def.entries ?? {}).join(', ')}`;
    if (def.type === 'boolean') return 'true or false';
    if (!wrappers.has(def.type)) return undefined;
    node = inner(node);
  }
  return undefined;
}

/** A value as an editor wrote it, for "found …". */
function shown(input: unknown): string {
  return JSON.stringify(input);
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/**
 * Zod's issues as problems an editor can act on: the field, what was found
 * and what is expected. Parse with reportInput so issues carry what was found.
 */
function zodProblems(file: string, error: ZodError, prefix = '', line?: number, schema?: ZodType): ReleaseProblem[] {
  const at = line ? `${file}:${line}` : file;
  const what = prefix ? 'attribute' : 'field';
  return error.issues.map((issue) => {
    const path = issue.path.map(String);
    const input = (issue as {input?: unknown}).input;
    let reason = issue.message;
    if (issue.code === 'unrecognized_keys') {
      path.push(issue.keys[0]!);
      reason = `unknown ${what}${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
    } else if (
      (issue.code === 'invalid_type' || issue.code === 'invalid_union' || issue.code === 'invalid_value') &&
      (input === undefined || /received undefined/.test(issue.message))
    ) {
      const expected = expectationAt(schema, issue.path);
      reason = `missing required ${what} ${path.join('.')}${expected ? ` (${expected})` : ''}`;
    } else if (
      issue.code === 'invalid_type' &&
      issue.expected === 'string' &&
      (typeof input === 'number' || typeof input === 'boolean')
    ) {
      const expected = expectationAt(schema, issue.path);
      reason = `must be text${expected ? ` (${expected})` : ''}; found the ${typeof input === 'number' ? 'number' : 'value'} ${String(input)} (YAML reads it as a ${typeof input}): write it in quotes`;
    } else if (issue.code === 'invalid_type') {
      const expected = expectationAt(schema, issue.path);
      reason = `must be ${expected ?? issue.expected}; found ${input === null ? 'null' : Array.isArray(input) ? 'a list' : typeof input === 'object' ? 'a block of fields' : shown(input)}`;
    } else if (issue.code === 'invalid_value' && issue.message.startsWith('Invalid option')) {
      reason = `must be one of ${issue.values.map(String).join(', ')}`;
    }
    if (['string', 'number', 'boolean'].includes(typeof input) && !/\bfound\b/.test(reason))
      reason += `; found ${shown(input)}`;
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
function plainText(node: MdNode): string {
  const parts: string[] = [];
  const visit = (child: MdNode) => {
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

/** The actions of a "what to do" block: each list item, or each paragraph when it has no list. */
function actionsOf(block: MdNode): string[] {
  const listItems: MdNode[] = [];
  const collect = (node: MdNode) => {
    if (node.type === 'listItem') listItems.push(node);
    else for (const child of node.children ?? []) collect(child);
  };
  collect(block);
  const blocks =
    listItems.length > 0 ? listItems : (block.children ?? []).filter((child) => child.type === 'paragraph');
  return blocks.map(plainText).filter(Boolean);
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

/** One attribute of an element, as far as the script check needs it. */
type CheckedAttribute = {spread: true} | {spread?: false; name: string; value: string | true | 'computed' | 'other'};

/**
 * What in an element could run script: a <script> element, an inline event
 * handler (onClick, onerror…), dangerouslySetInnerHTML, attributes spread from
 * an expression (which could carry any of these unseen), and a URL attribute
 * (href, src…) that is a javascript: or protocol-relative URL or is computed by
 * an expression. Raw HTML elements other than the site's components may stay,
 * as long as they run nothing. <Change href> is left to its schema.
 */
function elementProblems(name: string, attributes: CheckedAttribute[], at: string): ReleaseProblem[] {
  const problems: ReleaseProblem[] = [];
  const element = `<${name}>`;
  const problem = (reason: string) => problems.push({file: at, field: 'body', reason});
  if (name.toLowerCase() === 'script') {
    problem('<script> is not allowed: a release file may not run script; remove it (show code in a fenced code block)');
  }
  for (const attribute of attributes) {
    if (attribute.spread) {
      problem(
        `${element} takes attributes spread from an expression ({...}), which cannot be checked; write each attribute as name="value"`,
      );
      continue;
    }
    if (/^on./i.test(attribute.name) || attribute.name === 'dangerouslySetInnerHTML') {
      const what =
        attribute.name === 'dangerouslySetInnerHTML' ? 'the raw-HTML attribute' : 'the event handler attribute';
      problem(`${element} has ${what} ${attribute.name}: a release file may not run script; remove the attribute`);
      continue;
    }
    if (!URL_ATTRIBUTES.has(attribute.name.toLowerCase()) || (name === 'Change' && attribute.name === 'href')) continue;
    const {value} = attribute;
    if (value === 'computed') {
      problem(
        `<${name} ${attribute.name}> is computed by an expression, which cannot be checked: write the address as ${attribute.name}="…"`,
      );
      continue;
    }
    if (value === true || value === 'other') continue;
    const urls =
      attribute.name.toLowerCase() === 'srcset'
        ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')
        : [value];
    const unsafe = urls.map(unsafeUrlReason).find(Boolean);
    if (unsafe) problem(`<${name} ${attribute.name}> is ${JSON.stringify(value)}: ${unsafe}; ${SAFE_URL_HINT}`);
  }
  return problems;
}

/** The attributes of an MDX element, for elementProblems. */
function mdxAttributes(node: MdNode): CheckedAttribute[] {
  return (node.attributes ?? []).map((attribute): CheckedAttribute => {
    if (attribute.type !== 'mdxJsxAttribute') return {spread: true};
    const value = attributeValue(attribute.value);
    const checked =
      typeof value === 'string' || value === true
        ? value
        : typeof value === 'object' && value !== null && 'unparsable' in value
          ? 'computed'
          : 'other';
    return {name: attribute.name ?? '', value: checked};
  });
}

/** A node of an expression's syntax tree (ESTree), as much of it as the checks read. */
interface EsNode {
  type: string;
  [key: string]: unknown;
}

/**
 * What an expression may be: constants from the site's rules and their
 * formatting ({PORTS.wireguard}, {MIN_OS.join(', ')}, {n.toLocaleString()}),
 * literals, arithmetic, and JSX (whose elements get the element checks). No
 * other calls, functions, assignments or `new`: a release file runs no code.
 */
const EXPRESSION_NODES = new Set([
  'Program',
  'ExpressionStatement',
  'Identifier',
  'Literal',
  'MemberExpression',
  'ChainExpression',
  'BinaryExpression',
  'LogicalExpression',
  'ConditionalExpression',
  'UnaryExpression',
  'TemplateLiteral',
  'TemplateElement',
  'ArrayExpression',
  'ObjectExpression',
  'Property',
  'CallExpression',
  'JSXElement',
  'JSXFragment',
  'JSXOpeningElement',
  'JSXClosingElement',
  'JSXOpeningFragment',
  'JSXClosingFragment',
  'JSXIdentifier',
  'JSXMemberExpression',
  'JSXNamespacedName',
  'JSXAttribute',
  'JSXSpreadAttribute',
  'JSXText',
  'JSXExpressionContainer',
  'JSXEmptyExpression',
]);
/** Methods an expression may call: they format a value and do nothing else. */
const FORMATTING_METHODS = new Set(['toLocaleString', 'toString', 'toFixed', 'join']);

/** Problems of an expression's syntax tree (the braces of an MDX body or attribute). */
function expressionProblems(program: EsNode, at: string): ReleaseProblem[] {
  const problems: ReleaseProblem[] = [];
  const forbidden = (what: string) =>
    problems.push({
      file: at,
      field: 'body',
      reason: `an expression in braces uses ${what}, which is not allowed: a release file may show constants ({PORTS.wireguard}) and format them (.toLocaleString(), .join()), but runs no code`,
    });
  const jsxName = (name: EsNode | undefined): string | undefined =>
    name?.type === 'JSXIdentifier'
      ? String(name.name)
      : name?.type === 'JSXNamespacedName'
        ? `${jsxName(name.namespace as EsNode)}:${jsxName(name.name as EsNode)}`
        : name?.type === 'JSXMemberExpression'
          ? `${jsxName(name.object as EsNode)}.${jsxName(name.property as EsNode)}`
          : undefined;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null || typeof (value as EsNode).type !== 'string') return;
    const node = value as EsNode;
    if (!EXPRESSION_NODES.has(node.type)) {
      forbidden(`${node.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`);
      return;
    }
    if (node.type === 'CallExpression') {
      const callee = node.callee as EsNode;
      const method =
        callee.type === 'MemberExpression' && !callee.computed ? String((callee.property as EsNode).name) : undefined;
      if (!method || !FORMATTING_METHODS.has(method)) {
        forbidden(
          `a call to ${method ? `.${method}()` : callee.type === 'Identifier' ? `${String(callee.name)}()` : 'a function'}`,
        );
        return;
      }
    }
    if (node.type === 'JSXOpeningElement') {
      const name = jsxName(node.name as EsNode);
      const attributes = (node.attributes as EsNode[]).map((attribute): CheckedAttribute => {
        if (attribute.type === 'JSXSpreadAttribute') return {spread: true};
        const literal = attribute.value as EsNode | null;
        const inner = literal?.type === 'JSXExpressionContainer' ? (literal.expression as EsNode) : literal;
        const checked =
          inner === null
            ? true
            : inner.type === 'Literal'
              ? typeof inner.value === 'string'
                ? inner.value
                : 'other'
              : 'computed';
        return {name: jsxName(attribute.name as EsNode) ?? '', value: checked};
      });
      if (name) problems.push(...elementProblems(name, attributes, at));
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'loc' && key !== 'range' && key !== 'position') visit(child);
    }
  };
  visit(program);
  return problems;
}

/** Imports only from the site's own modules, and no exports. */
function esmProblems(program: EsNode, at: string): ReleaseProblem[] {
  const problems: ReleaseProblem[] = [];
  for (const statement of (program.body as EsNode[] | undefined) ?? []) {
    if (statement.type === 'ImportDeclaration') {
      const from = String((statement.source as EsNode).value);
      if (!from.startsWith('@site/src/')) {
        problems.push({
          file: at,
          field: 'imports',
          reason: `imports from ${JSON.stringify(from)}: a release file may import only the site's own modules (@site/src/…), such as @site/src/rules/constants`,
        });
      }
    } else {
      problems.push({
        file: at,
        field: 'imports',
        reason: `${statement.type.startsWith('Export') ? 'export' : 'a statement'} is not allowed: a release file imports constants and components and declares nothing; put shared values in src/rules/constants.ts`,
      });
    }
  }
  return problems;
}

/**
 * The file name and the front matter must agree: releases/2025.13-emmental.mdx
 * holds tag v2025.13-emmental, releases/news-<slug>.mdx a news entry with that
 * slug, and a release without a tag sits in a file named after the release it
 * belongs to (releases/2024.13-magura-drift.mdx).
 */
function fileNameProblems(file: string, entry: ReleaseFrontMatter): ReleaseProblem[] {
  const name = file.split('/').pop() ?? file;
  const base = name.replace(/\.mdx$/, '');
  if (entry.kind === 'news') {
    if (!base.startsWith('news-')) {
      return [
        {
          file,
          field: 'kind',
          reason: `is news but the file is named ${name}: a news file is named news-<slug>.mdx (rename it news-${entry.slug}.mdx)`,
        },
      ];
    }
    if (base !== `news-${entry.slug}`) {
      return [
        {
          file,
          field: 'slug',
          reason: `is ${entry.slug} but the file is named ${name}: a news file is named news-<slug>.mdx (expected slug ${base.slice('news-'.length)}, or rename the file news-${entry.slug}.mdx)`,
        },
      ];
    }
    return [];
  }
  if (base.startsWith('news-')) {
    return [
      {
        file,
        field: 'kind',
        reason: `is release but the file is named ${name}: files named news-….mdx hold news entries (write kind: news, or name the file after the release's tag without the v)`,
      },
    ];
  }
  if (entry.tag !== null) {
    if (base !== entry.tag.slice(1)) {
      return [
        {
          file,
          field: 'tag',
          reason: `is ${entry.tag} but the file is named ${name}: a release file is named after its tag without the v (expected tag v${base}, or rename the file ${entry.tag.slice(1)}.mdx)`,
        },
      ];
    }
    return [];
  }
  if (!TAGLESS_RELEASE_FILE.test(base)) {
    return [
      {
        file,
        field: 'tag',
        reason: `is null but the file is named ${name}: a release without a tag is named after the release it belongs to, such as 2024.13-magura-drift.mdx`,
      },
    ];
  }
  return [];
}

/** A release_date at most MAX_DAYS_AHEAD days after today (real calendar dates are the schema's work). */
function releaseDateProblems(file: string, date: string, today: Date): ReleaseProblem[] {
  const day = today.toISOString().slice(0, 10);
  const ahead = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
  if (ahead <= MAX_DAYS_AHEAD) return [];
  return [
    {
      file,
      field: 'release_date',
      reason: `is ${date}, ${ahead} days after today (${day}): a release may be dated at most ${MAX_DAYS_AHEAD} days ahead; check the year and month`,
    },
  ];
}

/**
 * Parses one release file: validates its front matter and walks its body for
 * <Section>, <Change> and <Collapsible> elements and explicit heading ids.
 * Throws a ReleaseValidationError listing every problem found.
 */
export function parseRelease(file: string, source: string, options: ParseOptions = {}): Release {
  const problems: ReleaseProblem[] = [];
  if (source.startsWith('\uFEFF')) {
    throw new ReleaseValidationError([
      {file, field: '(file)', reason: 'the file starts with a byte-order mark (U+FEFF): save it as UTF-8 without BOM'},
    ]);
  }
  const match = FRONT_MATTER.exec(source);
  const controls = controlCharacterProblems(file, source, match ? match[0].split('\n').length - 1 : 0);
  if (controls.length > 0) throw new ReleaseValidationError(controls);
  if (!match) {
    throw new ReleaseValidationError([
      {file, field: '(front matter)', reason: 'missing: the file must start with a --- front matter block'},
    ]);
  }
  let raw: unknown;
  try {
    // The core schema keeps dates and timestamps as the strings written, so
    // they can be checked exactly (YAML's timestamp type would drop nanoseconds).
    raw = yaml.load(match[1], {schema: yaml.CORE_SCHEMA}) ?? {};
  } catch (error) {
    throw new ReleaseValidationError([
      {file, field: '(front matter)', reason: `not valid YAML: ${(error as Error).message.split('\n')[0]}`},
    ]);
  }
  const frontMatter = releaseFrontMatterSchema.safeParse(raw, {reportInput: true});
  if (!frontMatter.success)
    problems.push(...zodProblems(file, frontMatter.error, '', undefined, releaseFrontMatterSchema));
  else
    problems.push(
      ...fileNameProblems(file, frontMatter.data),
      ...releaseDateProblems(file, frontMatter.data.release_date, options.today ?? new Date()),
    );

  const bodyLength = source.length - match[0].length;
  if (bodyLength > MAX_BODY_CHARACTERS) {
    problems.push({
      file,
      field: 'body',
      reason: `the body has ${bodyLength.toLocaleString('en-US')} characters; a release body may have at most ${MAX_BODY_CHARACTERS.toLocaleString('en-US')}: move long logs or listings to a docs page and link to it`,
    });
  }

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
    throw new ReleaseValidationError([
      ...problems,
      {file, field: `body${e.line ? ` (line ${e.line})` : ''}`, reason: `not valid MDX: ${e.message}`},
    ]);
  }

  const slug = frontMatter.success ? frontMatter.data.slug : 'release';
  const sections: ReleaseSection[] = [];
  const items: ReleaseItem[] = [];
  const anchors: string[] = [slug];
  let upgrade: Release['upgrade'];
  let operatorActions: string[] = [];
  /** Sections with an item somewhere inside them, and each section's text. */
  const sectionsWithItems = new Set<string>();
  const sectionTexts = new Map<string, string>();
  let sectionCount = -1;
  let itemCount = -1;

  const walk = (
    node: MdNode,
    section: ReleaseSection | undefined,
    parent: ReleaseItem | undefined,
    collapsible: string | undefined,
    enclosing: readonly ReleaseSection[],
  ) => {
    const line = node.position?.start.line;
    const at = line ? `${file}:${line}` : file;
    let nextEnclosing = enclosing;
    let nextSection = section;
    let nextParent = parent;
    let nextCollapsible = collapsible;

    if (node.type === 'heading') {
      const text = textOf(node);
      const {id} = parseMarkdownHeadingId(text);
      // Without {#id} the heading's anchor is its text slugged the way Docusaurus
      // does it (github-slugger). A fresh slugger gives the plain slug, without the
      // -1 Docusaurus appends to a repeated one, so a repeated heading is reported
      // as a duplicate instead of getting an anchor that moves when headings change.
      const slugged = id ?? createSlugger().slug(text.trim());
      if (slugged) anchors.push(slugged);
    } else if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const unsafe = node.url === undefined ? undefined : unsafeUrlReason(node.url);
      if (unsafe) {
        const what =
          node.type === 'image'
            ? 'Markdown image'
            : node.type === 'definition'
              ? 'Markdown link definition'
              : 'Markdown link';
        problems.push({
          file: line ? `${file}:${line}` : file,
          field: 'body',
          reason: `${what} is ${JSON.stringify(node.url)}: ${unsafe}; ${SAFE_URL_HINT}`,
        });
      }
    } else if (node.type === 'mdxjsEsm') {
      if (node.data?.estree) problems.push(...esmProblems(node.data.estree, at));
    } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      if (node.data?.estree) problems.push(...expressionProblems(node.data.estree, at));
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (node.name) problems.push(...elementProblems(node.name, mdxAttributes(node), at));
      for (const attribute of node.attributes ?? []) {
        const estree =
          (attribute.value as {data?: {estree?: EsNode}} | null | undefined)?.data?.estree ??
          (attribute as {data?: {estree?: EsNode}}).data?.estree;
        if (estree) problems.push(...expressionProblems(estree, at));
      }
      const attributes = attributesOf(node);
      if (node.name === 'Section') {
        sectionCount += 1;
        const parsed = sectionAttributesSchema.safeParse(attributes, {reportInput: true});
        if (!parsed.success) {
          problems.push(...zodProblems(file, parsed.error, `sections[${sectionCount}]`, line, sectionAttributesSchema));
        } else {
          const within = enclosing.at(-1)?.id;
          nextSection = within ? {...parsed.data, within} : parsed.data;
          nextEnclosing = [...enclosing, nextSection];
          sections.push(nextSection);
          sectionTexts.set(parsed.data.id, plainText(node));
          anchors.push(parsed.data.id);
        }
      } else if (node.name === 'Change') {
        itemCount += 1;
        const parsed = changeAttributesSchema.safeParse(attributes, {reportInput: true});
        if (!parsed.success) {
          problems.push(...zodProblems(file, parsed.error, `items[${itemCount}]`, line, changeAttributesSchema));
        } else {
          const {title, pr, href, audience, id, endpoints} = parsed.data;
          const item: ReleaseItem = {
            anchor: itemAnchor(id, pr),
            title,
            ...(pr ? {pr} : {}),
            href: href ?? pullRequestUrl(pr!),
            audience,
            kind: (section?.kind ?? 'changes') as SectionKind,
            ...(section ? {sectionId: section.id} : {}),
            ...(parent ? {parent: parent.anchor} : {}),
            ...(collapsible ? {collapsible} : {}),
            endpoints: endpointsOf(endpoints),
            text: plainText(node),
          };
          for (const around of enclosing) sectionsWithItems.add(around.id);
          items.push(item);
          anchors.push(item.anchor);
          nextParent = item;
        }
      } else if (node.name === 'OperatorActions') {
        const parsed = operatorActionsAttributesSchema.safeParse(attributes, {reportInput: true});
        if (!parsed.success)
          problems.push(...zodProblems(file, parsed.error, 'OperatorActions', line, operatorActionsAttributesSchema));
        else if (upgrade !== undefined || section !== undefined) {
          problems.push({
            file: line ? `${file}:${line}` : file,
            field: 'OperatorActions',
            reason: 'a release has one "what to do" block, before its first section',
          });
        } else {
          upgrade = parsed.data.upgrade;
          operatorActions = actionsOf(node);
          anchors.push(whatToDoAnchor(slug));
        }
      } else if (node.name === 'TerminalFigure') {
        const parsed = terminalFigureAttributesSchema.safeParse(attributes, {reportInput: true});
        if (!parsed.success)
          problems.push(...zodProblems(file, parsed.error, 'TerminalFigure', line, terminalFigureAttributesSchema));
      } else if (node.name === 'WalletMigrationDiagram') {
        const parsed = walletMigrationDiagramAttributesSchema.safeParse(attributes, {reportInput: true});
        if (!parsed.success)
          problems.push(
            ...zodProblems(file, parsed.error, 'WalletMigrationDiagram', line, walletMigrationDiagramAttributesSchema),
          );
      } else if (node.name === 'Collapsible') {
        const parsed = collapsibleAttributesSchema.safeParse(attributes, {reportInput: true});
        if (!parsed.success) {
          problems.push(...zodProblems(file, parsed.error, 'collapsible', line, collapsibleAttributesSchema));
        } else {
          nextCollapsible = parsed.data.title;
          if (parsed.data.id) anchors.push(parsed.data.id);
        }
      }
    }
    for (const child of node.children ?? []) walk(child, nextSection, nextParent, nextCollapsible, nextEnclosing);
  };
  walk(tree, undefined, undefined, undefined, []);
  const proseSections = sections
    .filter((section) => !sectionsWithItems.has(section.id))
    .map((section) => ({...section, text: sectionTexts.get(section.id) ?? ''}));

  if (upgrade === undefined && frontMatter.success) {
    problems.push({
      file,
      field: 'OperatorActions',
      reason: 'missing: a release opens with a <OperatorActions upgrade="…"> block saying what operators must do',
    });
  }

  const seen = new Set<string>();
  for (const id of anchors) {
    if (seen.has(id)) problems.push({file, field: 'anchors', reason: `duplicate anchor "${id}" within the release`});
    seen.add(id);
  }

  if (problems.length > 0 || !frontMatter.success) throw new ReleaseValidationError(problems);
  return {
    ...frontMatter.data,
    file,
    textLength: shownTextLength(tree, items),
    ...(upgrade ? {upgrade} : {}),
    operatorActions,
    sections,
    proseSections,
    items,
    anchors,
  };
}
