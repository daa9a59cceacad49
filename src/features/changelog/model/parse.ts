import {endpointsOf, itemAnchor} from './itemAttributes';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {releaseBodyComponentSchemas, releaseFrontMatterSchema} from './schema';
import type {Release, ReleaseItem, ReleaseSection} from './types';
import type {ReleaseFrontMatter} from './schema';
import {ReleaseValidationError, type ReleaseProblem} from './errors';
import {pullRequestUrl, whatToDoAnchor} from './links';
import {actionAttributesSchema} from './actions';
import {actionAnchor, type OperatorAction} from './actionVocabulary';
import {expressionValue} from './expressionValue';
import * as RULE_CONSTANTS from '../../../rules/constants';
import {attributesOf, parseReleaseTree, type EsNode, type MdNode} from './mdxTree';
import {FRONT_MATTER, FrontMatterSyntaxError, readFrontMatter, type FrontMatter} from './frontMatter';
import {parseWithProblems} from './zodProblems';
import {
  controlCharacterProblems,
  decodedControlProblems,
  elementProblems,
  esmProblems,
  expressionProblems,
  frontMatterControlProblems,
  isReleaseBodyComponent,
  markdownUrlProblems,
  taskListProblems,
} from './bodyRules';

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

/** A Markdown release name without a tag: named after the release it belongs to (2024.13-magura-drift). */
const TAGLESS_RELEASE_FILE = /^\d{4}\.\d+(?:\.\d+)?-[a-z][a-z0-9-]*$/;

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
function plainText(node: MdNode, scope?: Readonly<Record<string, unknown>>): string {
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
 * The actions of a "what to do" block: each bullet of its list, typed by the `<Action …/>` elements that
 * open it, one per step it asks for (model/actions.ts). A bullet without one, an action whose attributes
 * do not check, or two actions with one id are problems named by the bullet's line.
 */
function actionsOf(
  block: MdNode,
  file: string,
): {actions: OperatorAction[]; elements: Set<MdNode>; problems: ReleaseProblem[]} {
  const actions: OperatorAction[] = [];
  const elements = new Set<MdNode>();
  const problems: ReleaseProblem[] = [];
  const bullets = (block.children ?? [])
    .filter((child) => child.type === 'list')
    .flatMap((list) => (list.children ?? []).filter((child) => child.type === 'listItem'));
  if (bullets.length === 0)
    problems.push({
      file: block.position ? `${file}:${block.position.start.line}` : file,
      field: 'OperatorActions',
      reason: 'the block lists what to do as bullets, each opening with <Action id="…" kind="…" />',
    });
  const ids = new Set<string>();
  bullets.forEach((bullet, index) => {
    const line = bullet.position?.start.line;
    const at = line ? `${file}:${line}` : file;
    // The <Action> elements at the start of the bullet's first paragraph: one per step the bullet asks for.
    const opening: MdNode[] = [];
    for (const child of bullet.children?.[0]?.children ?? []) {
      if (child.type === 'mdxJsxTextElement' && child.name === 'Action') opening.push(child);
      else if (!(child.type === 'text' && child.value?.trim() === '')) break;
    }
    if (opening.length === 0) {
      problems.push({
        file: at,
        field: `OperatorActions[${index}]`,
        reason: 'the bullet opens with <Action id="…" kind="…" /> saying what kind of step it is and whom it is for',
      });
      return;
    }
    for (const element of opening) {
      elements.add(element);
      const parsed = parseWithProblems(actionAttributesSchema, attributesOf(element), {
        file,
        line,
        prefix: `OperatorActions[${index}]`,
      });
      problems.push(...parsed.problems);
      if (!parsed.data) continue;
      if (ids.has(parsed.data.id))
        problems.push({file: at, field: `OperatorActions[${index}].id`, reason: `"${parsed.data.id}" is used twice`});
      ids.add(parsed.data.id);
      actions.push({...parsed.data, text: plainText(bullet, RULE_CONSTANTS)});
    }
  });
  return {actions, elements, problems};
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
  let read: FrontMatter;
  try {
    read = readFrontMatter(match[1]);
  } catch (error) {
    if (!(error instanceof FrontMatterSyntaxError)) throw error;
    throw new ReleaseValidationError([
      {
        file: `${file}:${error.line}`,
        field: '(front matter)',
        reason: `not valid YAML: ${error.message.split('\n')[0]}`,
      },
    ]);
  }
  problems.push(...frontMatterControlProblems(file, read));
  const frontMatter = parseWithProblems(releaseFrontMatterSchema, read.value, {file, lineOf: read.lineOf});
  problems.push(...frontMatter.problems);
  if (frontMatter.data) {
    problems.push(
      ...fileNameProblems(file, frontMatter.data),
      ...releaseDateProblems(file, frontMatter.data.release_date, options.today ?? new Date()),
    );
  }

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
    tree = parseReleaseTree(source);
  } catch (error) {
    const e = error as {message: string; line?: number};
    throw new ReleaseValidationError([
      ...problems,
      {file, field: `body${e.line ? ` (line ${e.line})` : ''}`, reason: `not valid MDX: ${e.message}`},
    ]);
  }

  const slug = frontMatter.data ? frontMatter.data.slug : 'release';
  const sections: ReleaseSection[] = [];
  const items: ReleaseItem[] = [];
  const anchors: string[] = [slug];
  let upgrade: Release['upgrade'];
  let operatorActions: OperatorAction[] = [];
  /** The <Action> elements that open a bullet of the "what to do" block; any other is misplaced. */
  let actionElements = new Set<MdNode>();
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

    problems.push(...decodedControlProblems(node, at), ...taskListProblems(node, at));
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
      problems.push(...markdownUrlProblems(node, at));
    } else if (node.type === 'mdxjsEsm') {
      if (node.data?.estree) problems.push(...esmProblems(node.data.estree, at));
    } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      if (node.data?.estree) problems.push(...expressionProblems(node.data.estree, at));
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const elementIssues = elementProblems(node, at);
      problems.push(...elementIssues);
      for (const attribute of node.attributes ?? []) {
        const estree =
          (attribute.value as {data?: {estree?: EsNode}} | null | undefined)?.data?.estree ?? attribute.data?.estree;
        if (estree) problems.push(...expressionProblems(estree, at));
      }
      const attributes = attributesOf(node);
      const name = node.name ?? '';
      /** The element's attributes, checked by its schema; problems are named after the element. */
      const checked = <Name extends keyof typeof releaseBodyComponentSchemas>(component: Name, prefix: string) => {
        const parsed = parseWithProblems(releaseBodyComponentSchemas[component], attributes, {file, line, prefix});
        problems.push(...parsed.problems);
        return parsed.data as ReturnType<(typeof releaseBodyComponentSchemas)[Name]['parse']> | undefined;
      };
      if (name === 'Section') {
        sectionCount += 1;
        const parsed = checked('Section', `sections[${sectionCount}]`);
        if (parsed) {
          const within = enclosing.at(-1)?.id;
          nextSection = within ? {...parsed, within} : parsed;
          nextEnclosing = [...enclosing, nextSection];
          sections.push(nextSection);
          sectionTexts.set(parsed.id, plainText(node));
          anchors.push(parsed.id);
        }
      } else if (name === 'Change') {
        itemCount += 1;
        const parsed = checked('Change', `items[${itemCount}]`);
        if (parsed) {
          const {title, pr, href, audience, id, endpoints} = parsed;
          const item: ReleaseItem = {
            anchor: itemAnchor(id, pr),
            title,
            ...(pr ? {pr} : {}),
            href: href ?? pullRequestUrl(pr!),
            audience,
            kind: section?.kind ?? 'changes',
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
      } else if (name === 'OperatorActions') {
        const parsed = checked('OperatorActions', 'OperatorActions');
        if (parsed && (upgrade !== undefined || section !== undefined)) {
          problems.push({
            file: at,
            field: 'OperatorActions',
            reason: 'a release has one "what to do" block, before its first section',
          });
        } else if (parsed) {
          upgrade = parsed.upgrade;
          const typed = actionsOf(node, file);
          problems.push(...typed.problems);
          operatorActions = typed.actions;
          actionElements = typed.elements;
          anchors.push(whatToDoAnchor(slug), ...typed.actions.map((action) => actionAnchor(slug, action.id)));
        }
      } else if (name === 'Collapsible') {
        const parsed = checked('Collapsible', 'collapsible');
        if (parsed) {
          nextCollapsible = parsed.title;
          if (parsed.id) anchors.push(parsed.id);
        }
      } else if (name === 'Action') {
        if (!actionElements.has(node))
          problems.push({
            file: at,
            field: 'Action',
            reason: 'an <Action> opens a bullet of the "what to do" block (<OperatorActions>), and only there',
          });
      } else if (isReleaseBodyComponent(name) && elementIssues.length === 0) {
        checked(name, name);
      }
    }
    for (const child of node.children ?? []) walk(child, nextSection, nextParent, nextCollapsible, nextEnclosing);
  };
  walk(tree, undefined, undefined, undefined, []);
  const proseSections = sections
    .filter((section) => !sectionsWithItems.has(section.id))
    .map((section) => ({...section, text: sectionTexts.get(section.id) ?? ''}));

  if (upgrade === undefined && frontMatter.data) {
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

  if (problems.length > 0 || !frontMatter.data) throw new ReleaseValidationError(problems);
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
