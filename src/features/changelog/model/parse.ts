import {endpointsOf, itemAnchor} from './itemAttributes';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {releaseBodyComponentSchemas, releaseFrontMatterSchema} from './schema';
import type {Release, ReleaseItem, ReleaseSection} from './types';
import {ReleaseValidationError, type ReleaseProblem} from './errors';
import {pullRequestUrl, whatToDoAnchor} from './links';
import {actionAnchor, type OperatorAction} from './actionVocabulary';
import {actionsOf} from './actionBlock';
import {plainText, shownTextLength, textOf} from './bodyText';
import {fileNameProblems, releaseDateProblems} from './fileProblems';
import {attributesOf, parseReleaseTree, type EsNode, type MdNode} from './mdxTree';
import {FRONT_MATTER, FrontMatterSyntaxError, readFrontMatter, type FrontMatter} from './frontMatter';
import {parseWithProblems} from './zodProblems';
import {draftProblems} from './draftMarkers';
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

export {MAX_DAYS_AHEAD} from './fileProblems';

/**
 * Largest release body accepted, in characters. The largest body today
 * (releases/2024.13-magura.mdx) has about 34,000; every body is rendered into
 * the one changelog page each reader downloads, so a body six times that is
 * almost certainly a pasted log, listing or binary, which belongs on a docs
 * page the release links to.
 */
export const MAX_BODY_CHARACTERS = 200_000;

export interface ParseOptions {
  /** The day release dates are measured from (default: now). */
  today?: Date;
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
  // A drafted file (npm run release:draft) is refused with the list of what is still to write, and nothing else:
  // its placeholders are not mistakes to report one by one.
  const drafts = draftProblems(file, source);
  if (drafts.length > 0) throw new ReleaseValidationError(drafts);
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
