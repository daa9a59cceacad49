// Synthetic releases for `npm run bench -- --scale N`: the changelog as it
// would be with N times its history. Every real release file is copied N − 1
// times, each copy under a new tag, slug, file name and anchors, dated whole
// years before every real release (the page grows with history: new releases
// push the old ones down). The copies are written into a temporary copy of the
// site only (bench/scaledSite.mjs), never into the repository's releases/.
//
// How a copy differs from its original, so that the site still validates and
// builds (the rules are those of src/features/changelog/model/):
// - years: the tag's, the release date's, the build timestamps', the
//   corrections' and the file name's year go back by `copy × shift` years,
//   where `shift` covers every year the real releases span (so no copy meets
//   a real release or another copy) and is a multiple of four (so 29 February
//   stays a real date between 1901 and 2099);
// - tag and file name follow the new year (releases/<tag without v>.mdx; a
//   tagless release keeps its name pattern, a news entry is news-<slug>.mdx);
// - heading: the original tag inside it becomes the new tag, otherwise the new
//   year is appended in brackets (headings are unique across the page);
// - slug: the tag's year inside it becomes the new one, otherwise the new year
//   is appended; the "what to do" anchor derives from it;
// - every other anchor (a JSX element's `id`, an item's `pr-<number>`, a
//   heading's slug or explicit `{#id}`) becomes `<new slug>--<anchor>`: items
//   without an id get an explicit one and keep their PR number (and link);
//   headings without `{#id}` get one;
// - links to an anchor of the same release (`#x`, `/operators/changelog#x`, in
//   Markdown or in an `href`) follow the rename; links to other releases keep
//   pointing at the real ones, which stay;
// - archived: true. The page shows its current releases, then the archive, and
//   its table of contents opens the archive at the first archived release in
//   date order: copies older than every real release belong in the archive.
//   An archived release sits one heading level lower, so the Markdown headings
//   of a copy of a current release go one level down too (at most h6).
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import yaml from 'js-yaml';
import {createSlugger, escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';

/** Path of the changelog inside the site, as release files link to it (CHANGELOG_PATH in the model's links.ts). */
export const CHANGELOG_PATH = '/operators/changelog';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** The release files of a folder, as the loader picks them: regular `.mdx` files not starting with `_` or `.`. */
export function readReleaseFiles(directory) {
  return readdirSync(directory, {withFileTypes: true})
    .filter(
      (entry) =>
        entry.isFile() && !entry.name.startsWith('_') && !entry.name.startsWith('.') && entry.name.endsWith('.mdx'),
    )
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({name, source: readFileSync(path.join(directory, name), 'utf8')}));
}

function frontMatterOf(file) {
  const match = FRONT_MATTER.exec(file.source);
  if (!match) throw new Error(`${file.name}: no front matter`);
  const data = yaml.load(match[1], {schema: yaml.CORE_SCHEMA}) ?? {};
  return {match, data};
}

/** Every year a release file names in its tag, release date and file name. */
function yearsOf(file) {
  const {data} = frontMatterOf(file);
  const years = [Number(String(data.release_date).slice(0, 4))];
  const tagYear = /^v(\d{4})\./.exec(data.tag ?? '');
  if (tagYear) years.push(Number(tagYear[1]));
  const nameYear = /^(\d{4})\./.exec(file.name);
  if (nameYear) years.push(Number(nameYear[1]));
  return years.filter((year) => Number.isInteger(year));
}

/**
 * Years one copy lies before the previous one: at least the span of years the
 * real releases cover, rounded up to a multiple of four.
 */
export function yearShift(files) {
  const years = files.flatMap(yearsOf);
  const span = Math.max(...years) - Math.min(...years) + 1;
  return Math.ceil(span / 4) * 4;
}

function textOf(node) {
  if (typeof node.value === 'string' && node.type !== 'mdxjsEsm') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** A JSX attribute's value when it is a string or a literal in braces, else undefined. */
function literalValue(attribute) {
  const value = attribute.value;
  if (typeof value === 'string') return value;
  const expression = value?.data?.estree?.body?.[0]?.expression;
  return expression?.type === 'Literal' ? expression.value : undefined;
}

/**
 * Maps offsets of the escaped source (escapeMarkdownHeadingIds inserts a
 * backslash before each heading's `{#id}`, which MDX would otherwise read as
 * an expression) back to offsets of the source as written.
 */
function offsetMapper(source, escaped) {
  const inserted = [];
  let j = 0;
  for (let i = 0; i < escaped.length; i += 1) {
    if (escaped[i] === source[j]) j += 1;
    else inserted.push(i);
  }
  if (j !== source.length) throw new Error('escaping the heading ids did more than insert characters');
  return (offset) => {
    let before = 0;
    while (before < inserted.length && inserted[before] < offset) before += 1;
    return offset - before;
  };
}

/** The syntax tree of a release file with positions in the source as written. */
function parseBody(source) {
  const escaped = escapeMarkdownHeadingIds(source);
  const tree = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx).parse(escaped);
  const toSource = offsetMapper(source, escaped);
  const span = (node) => ({start: toSource(node.position.start.offset), end: toSource(node.position.end.offset)});
  const nodes = [];
  const visit = (node) => {
    nodes.push(node);
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return {nodes, span};
}

const isJsx = (node) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const jsxAttributes = (node) =>
  (node.attributes ?? []).filter((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name);

/** The anchors a release file's body defines, in the order found (slug and "what to do" block excluded). */
function bodyAnchors(nodes) {
  const anchors = [];
  for (const node of nodes) {
    if (node.type === 'heading') {
      const text = textOf(node);
      const anchor = parseMarkdownHeadingId(text).id ?? createSlugger().slug(text.trim());
      if (anchor) anchors.push(anchor);
    } else if (isJsx(node) && node.name !== 'Action') {
      // An <Action>'s id is its own within the release: its anchor is the release's slug, -do-, then the id.
      const attributes = jsxAttributes(node);
      const id = attributes.find((attribute) => attribute.name === 'id');
      const pr = attributes.find((attribute) => attribute.name === 'pr');
      if (id && typeof literalValue(id) === 'string') anchors.push(literalValue(id));
      else if (node.name === 'Change' && pr && literalValue(pr) !== undefined) anchors.push(`pr-${literalValue(pr)}`);
    }
  }
  return anchors;
}

function shiftYear(text, by) {
  return String(Number(text) - by).padStart(4, '0');
}

/**
 * One synthetic copy of a release file: copy 1 lies `shift` years before the
 * original, copy 2 twice as far back, and so on. Returns the new file's name
 * and source, the anchors it defines and its tag, heading and slug.
 */
export function syntheticCopy(file, copy, shift, parse = parseBody) {
  const by = copy * shift;
  const {match, data} = frontMatterOf(file);
  const year = (text) => shiftYear(text, by);
  const dateYear = year(String(data.release_date).slice(0, 4));
  if (Number(dateYear) <= 1900)
    throw new Error(`copy ${copy} of ${file.name} would be dated ${dateYear}: too many copies`);

  const tag = data.tag ? data.tag.replace(/^v(\d{4})\./, (_, y) => `v${year(y)}.`) : null;
  const tagYear = data.tag ? /^v(\d{4})\./.exec(data.tag)?.[1] : undefined;
  const slug =
    tagYear && data.slug.includes(tagYear) ? data.slug.replace(tagYear, year(tagYear)) : `${data.slug}-${dateYear}`;
  const heading =
    data.tag && data.heading.includes(data.tag) ? data.heading.replace(data.tag, tag) : `${data.heading} (${dateYear})`;
  const base = file.name.replace(/\.mdx$/, '');
  const name =
    data.kind === 'news'
      ? `news-${slug}.mdx`
      : tag
        ? `${tag.slice(1)}.mdx`
        : `${base.replace(/^(\d{4})\./, (_, y) => `${year(y)}.`)}.mdx`;

  // Front matter: only the lines that must change, the rest as written.
  const yearOfValue = (line) =>
    line.replace(/^(\s*(?:-\s*)?[a-z_]+:\s*["']?)(\d{4})(?=-)/, (_, key, y) => `${key}${year(y)}`);
  const frontMatter = match[1]
    .split('\n')
    .map((line) => {
      if (/^tag:/.test(line) && tag) return `tag: ${tag}`;
      if (/^heading:/.test(line)) return `heading: ${JSON.stringify(heading)}`;
      if (/^slug:/.test(line)) return `slug: ${slug}`;
      if (/^archived:/.test(line)) return 'archived: true';
      if (/^(release_date|\s+build_timestamp|\s+commit_date|\s*-\s*date|\s+date):/.test(line)) return yearOfValue(line);
      return line;
    })
    .join('\n');

  // Body: anchors, anchor links and heading levels, edited at their offsets in the source.
  const {nodes, span} = parse(file.source);
  const renamed = new Map([
    [data.slug, slug],
    [`${data.slug}-what-to-do`, `${slug}-what-to-do`],
  ]);
  for (const anchor of bodyAnchors(nodes)) renamed.set(anchor, `${slug}--${anchor}`);
  const newTarget = (url) => {
    const hash = /^([^#]*#)([^#?]+)$/.exec(url ?? '');
    if (!hash || (hash[1] !== '#' && hash[1] !== `${CHANGELOG_PATH}#`)) return undefined;
    const anchor = renamed.get(hash[2]);
    return anchor === undefined ? undefined : `${hash[1]}${anchor}`;
  };
  const lowerHeadings = data.archived !== true;
  const edits = [];
  const bodyStart = match[0].length;
  for (const node of nodes) {
    if (!node.position || node.type === 'yaml') continue;
    const {start, end} = span(node);
    if (start < bodyStart) continue;
    const text = file.source.slice(start, end);
    if (node.type === 'heading') {
      const written = textOf(node);
      const {id} = parseMarkdownHeadingId(written);
      const anchor = renamed.get(id ?? createSlugger().slug(written.trim()));
      if (anchor === undefined) continue;
      // Small edits (level, id), so that a link inside the heading keeps its own edit.
      const firstLine = text.split('\n')[0];
      if (lowerHeadings && /^#{1,5}[ \t]/.test(firstLine)) edits.push({start, end: start, text: '#'});
      if (id) {
        const at = start + firstLine.lastIndexOf(`{#${id}}`) + 2;
        edits.push({start: at, end: at + id.length, text: anchor});
      } else {
        const tail = /(?:\s+#+)?\s*$/.exec(firstLine);
        edits.push({start: start + tail.index, end: start + firstLine.length, text: ` {#${anchor}}`});
      }
    } else if ((node.type === 'link' || node.type === 'definition') && newTarget(node.url)) {
      const at = text.lastIndexOf(node.url);
      if (at >= 0) edits.push({start: start + at, end: start + at + node.url.length, text: newTarget(node.url)});
    } else if (isJsx(node)) {
      const attributes = jsxAttributes(node);
      const id = attributes.find((attribute) => attribute.name === 'id');
      const pr = attributes.find((attribute) => attribute.name === 'pr');
      for (const attribute of attributes) {
        const value = literalValue(attribute);
        const replacement =
          attribute.name === 'id' && typeof value === 'string'
            ? renamed.get(value)
            : attribute.name === 'href'
              ? newTarget(value)
              : undefined;
        if (replacement !== undefined) {
          const at = span(attribute);
          edits.push({start: at.start, end: at.end, text: `${attribute.name}=${JSON.stringify(replacement)}`});
        }
      }
      if (node.name === 'Change' && !id && pr && literalValue(pr) !== undefined) {
        const at = span(pr);
        edits.push({start: at.end, end: at.end, text: ` id=${JSON.stringify(renamed.get(`pr-${literalValue(pr)}`))}`});
      }
    }
  }
  let body = file.source;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    body = body.slice(0, edit.start) + edit.text + body.slice(edit.end);
  const source = `---\n${frontMatter}\n---\n${body.slice(bodyStart)}`;
  return {name, source, tag, heading, slug, anchors: [...renamed.values()]};
}

/** The anchors, tag, heading and file name a real release file claims on the page. */
function claimsOf(file, parse = parseBody) {
  const {data} = frontMatterOf(file);
  return {
    name: file.name,
    tag: data.tag ?? null,
    heading: data.heading,
    anchors: [data.slug, `${data.slug}-what-to-do`, ...bodyAnchors(parse(file.source).nodes)],
  };
}

/**
 * The synthetic files that make the changelog `scale` times its size: scale − 1
 * copies of every real release file. Throws when a copy would claim a file
 * name, tag, heading or anchor that a real release or another copy claims.
 */
export function syntheticReleases(files, scale) {
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`scale must be a whole number of at least 1, got ${scale}`);
  if (scale === 1 || files.length === 0) return [];
  const shift = yearShift(files);
  // Every copy of a file reads the same tree: parse each source once.
  const trees = new Map();
  const parse = (source) => {
    if (!trees.has(source)) trees.set(source, parseBody(source));
    return trees.get(source);
  };
  const copies = [];
  for (let copy = 1; copy < scale; copy += 1)
    for (const file of files) copies.push(syntheticCopy(file, copy, shift, parse));

  const owner = new Map();
  const claim = (key, who) => {
    if (owner.has(key)) throw new Error(`synthetic release ${who} claims ${key}, also claimed by ${owner.get(key)}`);
    owner.set(key, who);
  };
  for (const entry of [...files.map((file) => claimsOf(file, parse)), ...copies]) {
    claim(`file ${entry.name}`, entry.name);
    if (entry.tag) claim(`tag ${entry.tag}`, entry.name);
    claim(`heading ${entry.heading}`, entry.name);
    for (const anchor of new Set(entry.anchors)) claim(`anchor ${anchor}`, entry.name);
  }
  return copies.map(({name, source}) => ({name, source}));
}

/** Writes the synthetic copies of the release files of `from` into `to`; returns their file names. */
export function writeSyntheticReleases({from, to, scale}) {
  const copies = syntheticReleases(readReleaseFiles(from), scale);
  for (const copy of copies) writeFileSync(path.join(to, copy.name), copy.source);
  return copies.map((copy) => copy.name);
}
