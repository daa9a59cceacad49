// A release file drafted from the record: every fact the record holds for the release written out (tag, date,
// node version, binaries link, build information, each item's PR number and title, the operator steps as
// `<Action>` skeletons, the record commit read), and a WRITER-TODO mark wherever the file needs our own words or a
// writer's judgement. Validation refuses the file while a mark is left (model/draftMarkers.ts).
import {createSlugger} from '@docusaurus/utils';
import {DRAFT_MARKER} from '../../features/changelog/model/draftMarkers';
import {AUDIENCE_NAMES, UPGRADE_NEEDS} from '../../features/changelog/model/kinds';
import {ACTION_TARGET_NAMES} from '../../features/changelog/model/actionVocabulary';
import {buildInfoSchema} from '../../features/changelog/model/schema';
import type {RecordItem, RecordRelease, RecordSection} from './parse';

export interface DraftInput {
  /** The release tag, e.g. `v2026.9-venaco`. */
  readonly tag: string;
  /** The git tag of the binaries, e.g. `nym-binaries-v2026.9-venaco`. */
  readonly binariesTag: string;
  /** The nym-node version of the crates at the tag (`nym-node/Cargo.toml`), or null when the tag has none. */
  readonly crateVersion: string | null;
  /** Day of the tag's commit, YYYY-MM-DD. */
  readonly tagDate: string;
  /** The record's changelog entry for the tag, or undefined when the changelog has none yet. */
  readonly record: RecordRelease | undefined;
  /** The commit that added the entry's heading to the changelog, and its author date (YYYY-MM-DD). */
  readonly publishedOn?: {readonly date: string; readonly commit: string};
  /** The ref and commit of the record whose changelog was read. */
  readonly recordRef: string;
  readonly recordCommit: string;
}

export interface DraftedRelease {
  /** `2026.9-venaco.mdx`: where the file goes under releases/. */
  readonly fileName: string;
  readonly text: string;
}

/**
 * A mark with what it asks for. The words stay plain text wherever the mark sits (a quoted value, a Markdown
 * line): no quotes, braces or angle brackets, which would end the value or start MDX.
 */
const todo = (what: string) =>
  `${DRAFT_MARKER}: ${what.replace(/"/g, "'").replace(/[{<]/g, '(').replace(/[}>]/g, ')')}`;
const AUDIENCE_TODO = todo(`one or more of ${AUDIENCE_NAMES.join(', ')}, separated by commas`);
const quoted = (value: string) => JSON.stringify(value);

/**
 * The release date: one the entry states, else the day the record's changelog published the entry, else the day
 * its build was made, else the day of the tag's commit.
 */
export function releaseDateOf(input: DraftInput): {date: string; source: string} {
  if (input.record?.date) return {date: input.record.date, source: "the date the record's entry states"};
  if (input.publishedOn)
    return {
      date: input.publishedOn.date,
      source: `the day commit ${input.publishedOn.commit.slice(0, 10)} added the entry`,
    };
  const built = input.record?.buildInfo?.build_timestamp?.slice(0, 10);
  if (built) return {date: built, source: "the build timestamp of the record's build information"};
  return {date: input.tagDate, source: `the commit date of ${input.binariesTag}`};
}

function frontMatter(input: DraftInput, slug: string): string[] {
  const {record} = input;
  const date = releaseDateOf(input);
  const lines = [
    '---',
    `# Drafted by npm run release:draft from ${input.binariesTag} and the record's changelog at ${input.recordCommit}`,
    `# (${input.recordRef}). Validation refuses the file until every mark below is written over.`,
    `heading: ${quoted(input.tag)}`,
    `tag: ${input.tag}`,
    `slug: ${slug}`,
    `release_date: ${date.date} # ${date.source}`,
  ];
  const version = input.crateVersion ?? record?.nodeVersion ?? null;
  if (version === null) {
    lines.push(
      'node_version: null',
      `node_version_note: ${quoted(todo('why this release names no nym-node version'))}`,
    );
  } else {
    lines.push(
      `node_version: ${quoted(version)} # ${input.crateVersion ? `nym-node/Cargo.toml at ${input.binariesTag}` : "the record's entry"}`,
    );
    if (record?.nodeVersion && input.crateVersion && record.nodeVersion !== input.crateVersion)
      lines.push(
        `# ${todo(`the record's entry says nym-node ${record.nodeVersion}, the crate at the tag ${input.crateVersion}: check which shipped`)}`,
      );
  }
  lines.push(
    `binaries_url: ${record?.binariesUrl ?? `https://github.com/nymtech/nym/releases/tag/${input.binariesTag}`}`,
  );
  const info = record?.buildInfo ? buildInfoSchema.safeParse(record.buildInfo) : undefined;
  if (info?.success) {
    lines.push('build_info:', ...Object.entries(info.data).map(([key, value]) => `  ${key}: ${quoted(value)}`));
  } else if (record?.buildInfo) {
    lines.push(
      `# ${todo(`the record's build information (line ${record.line}) is incomplete: copy what it gives into build_info`)}`,
    );
  } else lines.push("# The record's entry gives no build information.");
  lines.push(
    'archived: false',
    `summary: ${quoted(todo('one or two sentences in our words for feeds and the landing page'))}`,
    'record_check:',
    `  commit: ${quoted(input.recordCommit)}`,
    `  date: ${quoted(todo('the day you read this entry against the record, YYYY-MM-DD'))}`,
    '---',
  );
  return lines;
}

/** The `<OperatorActions>` block: the upgrade, each command of the record's steps, each operator link. */
function actions(input: DraftInput, operatorLinks: readonly RecordItem[]): string[] {
  const version = input.crateVersion ?? input.record?.nodeVersion ?? null;
  const bullets: string[] = [];
  if (version !== null)
    bullets.push(
      `- <Action id="upgrade" kind="upgrade" binary="nym-node" version=${quoted(version)} />${todo(`the sentence that asks operators to upgrade nym-node to ${version}`)}`,
    );
  const seen = new Set<string>();
  let count = 0;
  for (const step of input.record?.steps ?? []) {
    for (const command of step.commands) {
      count += 1;
      const key = JSON.stringify(command.argv);
      const flags = [command.root ? ' root' : '', seen.has(key) ? ' again' : ''].join('');
      seen.add(key);
      const where = [
        step.section && `section "${step.section}"`,
        step.title && `step "${step.title}"`,
        `line ${command.line}`,
      ]
        .filter(Boolean)
        .join(', ');
      bullets.push(
        `- <Action id="step-${count}" kind="command" argv={${JSON.stringify(command.argv)}}${flags} />${todo(`whom this is for (the for attribute: ${ACTION_TARGET_NAMES.join(', ')}) and when to run it; the record's ${where}`)}`,
      );
    }
  }
  operatorLinks.forEach((item, index) =>
    bullets.push(
      `- <Action id="link-${index + 1}" kind="read" />${todo(`what operators do about "${item.title}" (${item.url}, the record's line ${item.line}); the kind may be vote, deadline, check…`)}`,
    ),
  );
  if (bullets.length === 0)
    bullets.push(`- <Action id="read" kind="read" />${todo('what operators do for this release')}`);
  return [
    `<OperatorActions upgrade=${quoted(todo(UPGRADE_NEEDS.join(', ')))}>`,
    '',
    ...bullets,
    '',
    '</OperatorActions>',
  ];
}

/** An address a `<Change href>` accepts as it is: https:// or a site path. */
const usableHref = (url: string) => url.startsWith('https://') || url.startsWith('/');

function change(item: RecordItem, slug: string, index: number, seenPrs: Set<number>): string[] {
  if (item.pr !== null) {
    const repeated = seenPrs.has(item.pr);
    seenPrs.add(item.pr);
    const id = repeated ? ` id="${slug}-pr-${item.pr}-again"` : '';
    return [
      `<Change pr={${item.pr}} title={${quoted(item.title)}} audience=${quoted(AUDIENCE_TODO)}${id}>`,
      '',
      repeated
        ? todo(`#${item.pr} is listed twice in the record (line ${item.line}): keep one, or say what this one adds`)
        : todo(`what #${item.pr} changes, in our words (or make the element self-closing to list its title alone)`),
      '',
      '</Change>',
    ];
  }
  const href = usableHref(item.url) ? item.url : todo(`a site path or https:// address for ${item.url}`);
  return [
    `<Change title=${quoted(todo(`a title in our words for the record's link "${item.title}"`))} href=${quoted(href)} audience=${quoted(AUDIENCE_TODO)} id="${slug}-link-${index}">`,
    '',
    todo(`what the record's item at line ${item.line} tells operators, in our words`),
    '',
    '</Change>',
  ];
}

function section(
  entry: RecordSection,
  slug: string,
  slugger: ReturnType<typeof createSlugger>,
  seenPrs: Set<number>,
  counter: {links: number},
): string[] {
  const title = entry.heading ?? todo(`a title for the items before the record's first section (line ${entry.line})`);
  const id = `${slug}-${slugger.slug(entry.heading ?? 'changes')}`;
  const level = entry.level === 4 ? ' level={4}' : '';
  const lines = [`<Section kind="${entry.kind}" id="${id}" title={${quoted(title)}}${level}>`, ''];
  if (entry.items.length === 0)
    lines.push(todo(`what the record's section at line ${entry.line} says, in our words`), '');
  for (const item of entry.items) {
    if (item.pr === null) counter.links += 1;
    lines.push(...change(item, slug, counter.links, seenPrs), '');
  }
  lines.push('</Section>');
  return lines;
}

/** The release file for a tag, drafted from what the record holds. */
export function draftRelease(input: DraftInput): DraftedRelease {
  const slug = createSlugger().slug(input.tag);
  const {record} = input;
  const operatorLinks = (record?.sections ?? [])
    .filter((entry) => entry.kind === 'operators')
    .flatMap((entry) => entry.items.filter((item) => item.pr === null));
  const body: string[][] = [actions(input, operatorLinks)];
  if (record === undefined) {
    body.push([
      todo(
        `the record's changelog at ${input.recordRef} has no entry for ${input.tag} yet: write its sections and items, or draft again once it has one`,
      ),
    ]);
  } else {
    const slugger = createSlugger();
    const seenPrs = new Set<number>();
    const counter = {links: 0};
    for (const entry of record.sections) body.push(section(entry, slug, slugger, seenPrs, counter));
  }
  const text = [...frontMatter(input, slug), '', ...body.flatMap((block) => [...block, ''])].join('\n');
  return {fileName: `${input.tag.replace(/^v/, '')}.mdx`, text};
}
