// The `sitemap-pages` extractor: the public Developers and Network pages of the record's documentation
// (documentation/docs/pages/{developers,network}) as the facts the site's own pages are checked against
// (tests/content/sections.test.ts). What the pages' source gives is read from it (titles, headings and their
// anchors, words, code blocks, links, images); what only a reader can say (the site-map item a page belongs
// under, what a code block or image shows, the commands, identifiers, figures, terms and steps a page states)
// is kept in notes.json, written by hand, and checked against the page at each run.
import type {RecordExtractor} from '../extractor';
import type {RecordRepository} from '../git';
import {stableJson} from '../json';
import notesFile from './notes.json';
import {readPage, type PageHeading, type ReadPage} from './page';

/** The file this extractor writes. */
export const SITEMAP_PAGES_OUTPUT = 'tests/fixtures/sitemap-pages.json';
const NOTES = 'src/record/sitemapPages/notes.json';

const DOCS_ROOT = 'documentation/docs/pages';
const SECTIONS = ['developers', 'network'] as const;
type Section = (typeof SECTIONS)[number];

/** A fact a page states; each kind has its own fields (tests/support/sectionFacts.ts reads them by name). */
type Fact = {kind: string} & Record<string, unknown>;

interface PageNotes {
  /** The site-map item of the re-created site the page belongs under. */
  item: string;
  /** The facts only a reader states; `seen_as` gives the page's own writing of one the page words differently. */
  facts: Fact[];
  /** What each code block shows (by its index on the page), and the file name it is given. */
  code_blocks?: Record<string, {demonstrates: string; filename?: string}>;
  /** What each image shows, by its file. */
  images?: Record<string, string>;
}
export interface Notes {
  sitemap_items: Record<Section, Record<string, string>>;
  pages: Record<string, PageNotes>;
}
const NOTES_DATA = notesFile as unknown as Notes;

interface SitemapPage {
  route: string;
  source: string;
  section: Section;
  title: string | null;
  title_source: 'frontmatter' | 'h1' | null;
  h1: string | null;
  sitemap_item: {section: Section; item: string; site_route: string};
  words: number;
  snippet_words?: number;
  code_blocks: number;
  code_lines: number;
  headings: PageHeading[];
  facts: Fact[];
}

export interface SitemapPages {
  _meta: {
    repository: string;
    commit: string;
    commit_date: string;
    docs_root: string;
    sections: readonly Section[];
    sitemap_items: Notes['sitemap_items'];
    counts: {
      pages: number;
      per_section: Record<string, {pages: number; words: number; headings: number; facts: number}>;
    };
    method: string;
  };
  pages: SitemapPage[];
}

/** `developers/rust/index.mdx` → `developers/rust`. */
function routeOf(file: string): string {
  return file
    .slice(DOCS_ROOT.length + 1)
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '');
}

/** The page files of the two sections at a commit: every `.md` and `.mdx` file under them. */
function sectionPageFiles(repo: RecordRepository, commit: string): string[] {
  return SECTIONS.flatMap((section) => repo.files(commit, `${DOCS_ROOT}/${section}`)).filter((file) =>
    /\.mdx?$/.test(file),
  );
}

/** The route of every page this extractor lists at a commit (`developers/rust`, `network`). */
export function sectionPageRoutes(repo: RecordRepository, commit: string): string[] {
  return sectionPageFiles(repo, commit).map(routeOf);
}

/**
 * The words of a hand-written fact the page's source (with the files it imports) must still hold for the fact to
 * stand, per kind: a config key's last segment (`Service.User` → `User`), a term without its gloss in brackets, each
 * of a figure's comma-separated values.
 */
const ANCHORS: Readonly<Record<string, (fact: Fact) => string[]>> = {
  package: (fact) => [String(fact.name)],
  code_identifier: (fact) => [String(fact.name)],
  install: (fact) => [String(fact.package)],
  url: (fact) => [String(fact.href)],
  port: (fact) => [String(fact.port)],
  config_key: (fact) => [String(fact.key).split(/[.\s]/).at(-1) ?? ''],
  definition: (fact) => [
    String(fact.term)
      .replace(/\s*\(.*\)$/, '')
      .toLowerCase(),
  ],
  figure: (fact) => String(fact.value).split(/,\s*/),
};

/** A hand-written fact as the site reads it: `seen_as` (how the page writes it, when that differs) left out. */
function published(fact: Fact): Fact {
  const {seen_as: _seenAs, ...rest} = fact;
  return rest;
}

/** Problems of one page's notes against its source: a fact whose words the page no longer has, a block it lacks. */
function notesProblems(route: string, notes: PageNotes, text: string, read: ReadPage): string[] {
  const problems: string[] = [];
  const folded = text.toLowerCase();
  notes.facts.forEach((fact, index) => {
    const anchors = typeof fact.seen_as === 'string' ? [fact.seen_as] : (ANCHORS[fact.kind]?.(fact) ?? []);
    const missing = anchors.filter((words) => !(fact.kind === 'definition' ? folded : text).includes(words));
    if (missing.length > 0)
      problems.push(`pages.${route}.facts[${index}] (${fact.kind}): "${missing.join('", "')}" is not on the page`);
  });
  const blocks = new Set(read.codeBlocks.map((block) => String(block.index)));
  for (const index of Object.keys(notes.code_blocks ?? {}))
    if (!blocks.has(index)) problems.push(`pages.${route}.code_blocks.${index}: the page has no code block ${index}`);
  for (const fact of notes.facts)
    if (fact.kind === 'diagram' && !blocks.has(String(fact.index)))
      problems.push(`pages.${route}: diagram ${String(fact.index)} is no code block of the page`);
  return problems;
}

/** One page: what its source gives, with the notes' facts. */
function pageOf(file: string, read: ReadPage, notes: PageNotes, items: Notes['sitemap_items']): SitemapPage {
  const route = routeOf(file);
  const section = route.split('/')[0] as Section;
  const site_route = items[section][notes.item];
  if (site_route === undefined)
    throw new Error(`${NOTES}: pages.${route}.item: no site-map item ${notes.item} in ${section}`);
  const diagrams = new Set(notes.facts.filter((fact) => fact.kind === 'diagram').map((fact) => String(fact.index)));
  const hrefs = new Set<string>();
  const links: Fact[] = [];
  for (const link of read.links) {
    if (hrefs.has(link.href)) continue;
    hrefs.add(link.href);
    const words = link.text.split(/\s+/).filter(Boolean).length;
    links.push({kind: 'url', href: link.href, ...(words > 0 && words <= 6 ? {text: link.text} : {})});
  }
  const images: Fact[] = read.images.map((image) => ({
    kind: 'image',
    file: image.file,
    alt: image.alt,
    ...(notes.images?.[image.file] ? {depicts: notes.images[image.file]} : {}),
  }));
  const blocks: Fact[] = read.codeBlocks
    .filter((block) => !diagrams.has(String(block.index)))
    .map((block) => ({
      kind: 'code_block',
      index: block.index,
      language: block.language,
      lines: block.lines,
      ...(block.via ? {via: block.via} : {}),
      ...notes.code_blocks?.[String(block.index)],
    }));
  return {
    route,
    source: file,
    section,
    title: read.title,
    title_source: read.title_source,
    h1: read.h1,
    sitemap_item: {section, item: notes.item, site_route},
    words: read.words,
    ...(read.snippetWords > 0 ? {snippet_words: read.snippetWords} : {}),
    code_blocks: read.codeBlocks.length,
    code_lines: read.codeBlocks.reduce((sum, block) => sum + block.lines, 0),
    headings: read.headings,
    facts: [
      ...links,
      ...images,
      ...blocks,
      ...notes.facts.filter((fact) => fact.kind !== 'url' || !hrefs.has(String(fact.href))).map(published),
    ],
  };
}

/**
 * The ref the pages are read at, the record's `HEAD`, whatever the sync's tag: the documentation is edited on the
 * main branch after a release is tagged (at nym-binaries-v2026.9-venaco, 98 of these files differ from its merge
 * into develop, daed9cd15b), so the pages the public site shows are those of the newest commit, as the changelog
 * extractor reads the changelog. record-links lists the record's files at the same commit.
 */
export const PAGES_REF = 'HEAD';

/** Reads the two sections at `ref` (default PAGES_REF). */
export function extractSitemapPages(
  repo: RecordRepository,
  ref = PAGES_REF,
  notesData: Notes = NOTES_DATA,
): SitemapPages {
  const commit = repo.commitOf(ref);
  const files = sectionPageFiles(repo, commit);
  const load = (file: string) => repo.show(commit, file);
  const problems: string[] = [];
  const pages: SitemapPage[] = [];
  const routes = new Set<string>();
  for (const file of files) {
    const route = routeOf(file);
    routes.add(route);
    const notes = notesData.pages[route];
    if (!notes) {
      problems.push(`pages.${route}: a page of the record (${file}) without notes: give it its site-map item`);
      continue;
    }
    const text = load(file) ?? '';
    const read = readPage(text, file, load);
    const withImports = [text, ...read.imported.map((imported) => load(imported) ?? '')].join('\n');
    const problemsOfPage = notesProblems(route, notes, withImports, read);
    problems.push(...problemsOfPage);
    if (problemsOfPage.length === 0) pages.push(pageOf(file, read, notes, notesData.sitemap_items));
  }
  for (const route of Object.keys(notesData.pages))
    if (!routes.has(route)) problems.push(`pages.${route}: no such page in the record at ${commit.slice(0, 12)}`);
  if (problems.length > 0)
    throw new Error(`${NOTES}, against the record at ${commit.slice(0, 12)}:\n  ${problems.join('\n  ')}`);
  const per_section = Object.fromEntries(
    SECTIONS.map((section) => {
      const ofSection = pages.filter((page) => page.section === section);
      const sum = (of: (page: SitemapPage) => number) => ofSection.reduce((total, page) => total + of(page), 0);
      return [
        section,
        {
          pages: ofSection.length,
          words: sum((page) => page.words),
          headings: sum((page) => page.headings.length),
          facts: sum((page) => page.facts.length),
        },
      ];
    }),
  );
  return {
    _meta: {
      repository: 'nymtech/nym',
      commit,
      commit_date: repo.commitDate(commit),
      docs_root: DOCS_ROOT,
      sections: SECTIONS,
      sitemap_items: notesData.sitemap_items,
      counts: {pages: pages.length, per_section},
      method:
        'npm run record:sync (src/record/sitemapPages): every .md/.mdx page under developers/ and network/ at the ' +
        "record's HEAD, parsed with remark (MDX for .mdx); titles, headings (github-slugger anchors), words, code " +
        'blocks, links and images from the source, imported snippets followed; the site-map item and the facts only ' +
        'a reader can state from notes.json, each checked against the page.',
    },
    pages,
  };
}

export const sitemapPagesExtractor: RecordExtractor = {
  name: 'sitemap-pages',
  outputs: [SITEMAP_PAGES_OUTPUT],
  extract(repo) {
    return {[SITEMAP_PAGES_OUTPUT]: stableJson(extractSitemapPages(repo))};
  },
  diff(_outputPath, oldText, newText) {
    const routes = (text: string | undefined) => {
      try {
        return new Map(
          (JSON.parse(text ?? '') as SitemapPages).pages.map((page) => [page.route, JSON.stringify(page)]),
        );
      } catch {
        return new Map<string, string>();
      }
    };
    const before = routes(oldText);
    const after = routes(newText);
    return [
      ...[...after.keys()].filter((route) => !before.has(route)).map((route) => `page added: ${route}`),
      ...[...before.keys()].filter((route) => !after.has(route)).map((route) => `page removed: ${route}`),
      ...[...after]
        .filter(([route, page]) => before.has(route) && before.get(route) !== page)
        .map(([route]) => `page changed: ${route}`),
    ];
  },
};
