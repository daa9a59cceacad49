// The operator facts of each entry of the record's changelog page that can be read off the page as written: the
// commands of its shell blocks and inline code, its links, images, command-line flags, API routes and hashes. Each
// fact sits in the section (`###`/`####` heading) it appears under, so a test can look for it in the same section of
// our page. Facts that need a reader's judgement (rules, steps, figures, what a port or key is for) are not read
// here: they stay in the hand-kept file in our words (tests/fixtures/release-details-own-words.json).
import {createSlugger} from '@docusaurus/utils';
import {parseReleaseTree, type MdNode} from '../../features/changelog/model/mdxTree';
import {commandsOf} from './commands';
import {
  buildInfoOf,
  hrefOf,
  lineOf,
  PULL_REQUEST,
  recordChunksOf,
  SHELL_LANGUAGES,
  TAG,
  textOf,
  type Chunk,
  type Definitions,
} from './parse';

/** Where on the page a fact is written; a command's decides whether a test looks in code blocks or inline code. */
type FactPlace = 'code block' | 'inline code' | 'link' | 'image' | 'text';

interface FactBase {
  readonly line: number;
  readonly where: FactPlace;
  /** The nearest `#####`/`######` heading above the fact in its section, when there is one. */
  readonly subheading?: string;
}

/** How a link is written: to another site, to a docs page (relative), to a heading of the page, or a host name. */
type UrlScope = 'external' | 'docs-relative' | 'anchor' | 'hostname-example';

export type RecordDetail =
  | (FactBase & {kind: 'command'; program: string; args: string[]; raw: string; sudo?: true})
  | (FactBase & {kind: 'url'; url: string; scope: UrlScope})
  | (FactBase & {kind: 'image'; file: string; alt: string})
  | (FactBase & {kind: 'flag'; flag: string})
  | (FactBase & {kind: 'route'; path: string; method?: string})
  | (FactBase & {kind: 'hash'; value: string});

interface DetailSection {
  /** The heading's text, or null for what comes before the entry's first `###`/`####` heading. */
  readonly heading: string | null;
  readonly facts: readonly RecordDetail[];
}

export interface EntryDetails {
  /** The entry's anchor, as `parse.ts` gives it. */
  readonly slug: string;
  readonly sections: readonly DetailSection[];
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"'`)\]]+[^\s<>"'`)\].,;:!?]/g;
/** Inline code that opens with a long option (`--mode exit-gateway`). */
const FLAG = /^(--[a-z][a-z0-9-]*)(?:[ =]|$)/;
/** Inline code that is a path, with an HTTP method or not (`GET /v1/load`). */
const ROUTE = /^(?:(GET|POST|PUT|PATCH|DELETE)\s+)?((?:\/[\w{}:<>.-]+)+\/?)$/;
/** Folders of a file system: a path under one is a file, not a route. */
const FILE_SYSTEM = /^\/(root|etc|home|var|usr|tmp|opt|dev|proc|sys|lib|bin|run|srv|mnt)(\/|$)|\.\w{1,4}$/;
const HASH = /\b(?:[0-9a-f]{64}|[0-9a-f]{40})\b/g;
/** A link to the changelog page itself, written as a docs path. */
const SELF_LINK = /^(\.\/)?changelog(\.mdx?)?(#|$)/;
/** The page's collapsible block. */
const COLLAPSIBLE = 'AccordionTemplate';
const BINARIES_RELEASE = 'https://github.com/nymtech/nym/releases/tag/nym-binaries-';
const HOSTNAME = /^[\w-]+(\.[\w-]+)+(\/|$)/;
/** Links an entry's header gives (its binaries, the nym-node docs page), which every entry repeats. */
const HEADER_LINK = /^release binaries$|^nym-node$/i;

/** How a link is written (`nym-exit.example.org` is a host name given as an example, not a docs page). */
function urlScopeOf(url: string): UrlScope {
  if (/^https?:\/\//.test(url)) return 'external';
  if (url.startsWith('#')) return 'anchor';
  if (HOSTNAME.test(url) && !/\.(mdx?|html)(#|$)/.test(url)) return 'hostname-example';
  return 'docs-relative';
}

/** The string value of a JSX attribute (`<img src="…">`), or undefined. */
function attribute(node: MdNode, name: string): string | undefined {
  const found = node.attributes?.find((each) => each.type === 'mdxJsxAttribute' && each.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** Words that open or close a shell construct rather than run a program. */
const SHELL_SYNTAX = new Set([
  'for',
  'do',
  'done',
  'if',
  'then',
  'else',
  'elif',
  'fi',
  'while',
  'until',
  'case',
  'esac',
  '{',
  '}',
]);
/** A line of program output: its first word or the line itself ends in a colon (`Crate:`, `…rs:9:64:`). */
const OUTPUT_LINE = /^\S*:(\s|$)|:\s*$/;
/** A shell prompt with user and host, `root@localhost:~# `. */
const PROMPT = /^\s*[\w.-]+@[\w.-]+:[^#$\s]*[#$]\s+/;
/** A here-document's opening (`cat <<'EOL' > file`), with its end word. */
const HEREDOC = /<<-?\s*['"]?(\w+)['"]?/;
/** A comment that says the lines below are what the commands print (`# outcome`, `# output:`). */
const OUTPUT_FOLLOWS = /^\s*#\s*(outcome|output|result|returns?)\b/i;
/** `nym-node v1.3.0`: a program named with its version, in prose. */
const VERSION_WORD = /^v?\d+\.\d+/;

type CommandFact = Extract<RecordDetail, {kind: 'command'}>;

/**
 * The commands of a shell block: `commandsOf`'s, with what it reads as commands but an operator does not run left
 * out: a block that is mostly program output, a here-document and its body (a script written to a file), shell
 * syntax (`for`, `do`, `fi`…), variable assignments and function definitions, and in a terminal session every line
 * without a prompt. `sudo`'s own options are dropped and a pipe ends the command.
 */
function shellBlockCommands(block: string, firstLine: number): Omit<CommandFact, 'where'>[] {
  // A terminal session (`root@host:~# ./tool.sh` and what it prints): the prompted lines are the commands.
  const session = block.split('\n').some((line) => PROMPT.test(line));
  const code = session
    ? block
        .split('\n')
        .map((line) => (PROMPT.test(line) ? line.replace(PROMPT, '') : ''))
        .join('\n')
    : block;
  const lines = code.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));
  if (lines.filter((line) => OUTPUT_LINE.test(line.trim())).length * 2 >= lines.length) return [];
  const skipped = new Set<number>();
  const all = code.split('\n');
  const outputFrom = all.findIndex((text) => OUTPUT_FOLLOWS.test(text));
  if (outputFrom >= 0) for (let at = outputFrom; at < all.length; at += 1) skipped.add(at);
  all.forEach((text, index) => {
    const heredoc = HEREDOC.exec(text);
    if (!heredoc || skipped.has(index)) return;
    const end = all.findIndex((other, at) => at > index && other.trim() === heredoc[1]);
    for (let at = index; at <= (end < 0 ? all.length - 1 : end); at += 1) skipped.add(at);
  });
  return commandsOf(code, firstLine).flatMap((command) => {
    if (skipped.has(command.line - firstLine)) return [];
    let argv = [...command.argv];
    if (command.root) while (argv[0]?.startsWith('-')) argv = argv.slice(1);
    const pipe = argv.indexOf('|');
    if (pipe >= 0) argv = argv.slice(0, pipe);
    const [program, ...args] = argv;
    if (
      !program ||
      OUTPUT_LINE.test(command.raw) ||
      SHELL_SYNTAX.has(program) ||
      /^\w+=/.test(program) ||
      /\)$/.test(program) ||
      OUTPUT_LINE.test(program)
    )
      return [];
    return [
      {
        kind: 'command' as const,
        program,
        args,
        raw: command.raw,
        ...(command.root ? {sudo: true as const} : {}),
        line: command.line,
      },
    ];
  });
}

/** A program's name without the folder it was run from (`./nym-node`, `$HOME/nym-binaries/nym-node`). */
const programName = (program: string) => program.replace(/^.*\//, '');

/** The names of the programs the page's shell blocks run. */
function programsOf(chunks: readonly Chunk[]): Set<string> {
  const programs = new Set<string>();
  const visit = (node: MdNode) => {
    if (node.type === 'code' && SHELL_LANGUAGES.has((node as {lang?: string | null}).lang ?? ''))
      for (const command of shellBlockCommands(node.value ?? '', 0)) programs.add(programName(command.program));
    for (const child of node.children ?? []) visit(child);
  };
  for (const chunk of chunks) chunk.nodes.forEach(visit);
  return programs;
}

/** The facts of one entry, section by section, with every section listed (empty or not) in the page's order. */
function entryDetailsOf(
  chunk: Chunk,
  slugger: ReturnType<typeof createSlugger>,
  definitions: Definitions,
  context: {programs: ReadonlySet<string>; folders: ReadonlySet<string>},
): EntryDetails {
  const {programs, folders} = context;
  const slug = slugger.slug(textOf(chunk.heading));
  const sections: {heading: string | null; facts: RecordDetail[]}[] = [];
  let current = {heading: null as string | null, facts: [] as RecordDetail[]};
  sections.push(current);
  let inHeader = true;
  let subheading: string | null = null;
  const add = (fact: RecordDetail) => current.facts.push(subheading === null ? fact : {...fact, subheading});
  const tag = TAG.exec(textOf(chunk.heading))?.[0];
  const ownBinaries = tag === undefined ? undefined : `${BINARIES_RELEASE}${tag}`;

  const addUrl = (url: string, line: number, where: FactPlace) => {
    // Pull requests are the entry's items; its own binaries are its header's link, wherever the page repeats it.
    if (PULL_REQUEST.test(url) || url.replace(/\/$/, '') === ownBinaries) return;
    // A link to the changelog page itself (`changelog#operators-updates--tools`) is an entry's table of contents.
    if (SELF_LINK.test(url)) return;
    add({kind: 'url', url, scope: urlScopeOf(url), line, where});
  };

  const addInlineCode = (value: string, line: number, inLink: boolean) => {
    const text = value.trim();
    const flag = FLAG.exec(text);
    if (flag) add({kind: 'flag', flag: flag[1], line, where: 'inline code'});
    const route = ROUTE.exec(text);
    // A path under a folder of the file system or of the record's own tree is a path, not a route.
    if (route && !FILE_SYSTEM.test(route[2]) && !folders.has(route[2].split('/')[1]))
      add({kind: 'route', path: route[2], ...(route[1] ? {method: route[1]} : {}), line, where: 'inline code'});
    for (const value of text.match(HASH) ?? []) add({kind: 'hash', value, line, where: 'inline code'});
    // A command written inline: two words or more, opening with a program the page's shell blocks run.
    const [command] = commandsOf(text, line);
    // In a link's text (a PR's title) a command is named, not given to run.
    if (
      !inLink &&
      command &&
      command.argv.length > 1 &&
      !VERSION_WORD.test(command.argv[1]) &&
      programs.has(programName(command.argv[0]))
    )
      add({
        kind: 'command',
        program: command.argv[0],
        args: command.argv.slice(1),
        raw: command.raw,
        ...(command.root ? {sudo: true as const} : {}),
        line,
        where: 'inline code',
      });
  };

  const addCodeBlock = (node: MdNode) => {
    const code = node.value ?? '';
    if (buildInfoOf(code)) return;
    const line = lineOf(node);
    // Only a shell block's addresses are facts (what its commands fetch); others are sample output or data.
    if (!SHELL_LANGUAGES.has((node as {lang?: string | null}).lang ?? '')) return;
    for (const command of shellBlockCommands(code, line + 1)) add({...command, where: 'code block'});
    for (const url of code.match(URL_IN_TEXT) ?? []) addUrl(url, line, 'code block');
  };

  const visit = (node: MdNode, inCollapsible = false, inLink = false) => {
    const line = lineOf(node);
    switch (node.type) {
      case 'code':
        addCodeBlock(node);
        return;
      case 'inlineCode':
        addInlineCode(node.value ?? '', line, inLink);
        return;
      case 'image':
        add({kind: 'image', file: node.url ?? '', alt: (node as {alt?: string}).alt ?? '', line, where: 'image'});
        return;
      case 'link':
      case 'linkReference': {
        const url = hrefOf(node, definitions);
        // The entry's header (binaries, nym-node version) is no operator fact: every entry has one.
        if (url !== undefined && !(inHeader && HEADER_LINK.test(textOf(node)))) addUrl(url, line, 'link');
        break;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        if (node.name === 'img') {
          add({
            kind: 'image',
            file: attribute(node, 'src') ?? '',
            alt: attribute(node, 'alt') ?? '',
            line,
            where: 'image',
          });
          return;
        }
        if (node.name === 'a' && attribute(node, 'href')) addUrl(attribute(node, 'href')!, line, 'link');
        break;
      case 'text':
        for (const value of node.value?.match(HASH) ?? []) add({kind: 'hash', value, line, where: 'text'});
        return;
      case 'heading': {
        // A `###`/`####` heading opens a section wherever it is (inside tabs too), unless a collapsible holds it: there
        // it titles part of the collapsible's content, as a deeper heading does.
        const text = textOf(node);
        if ((node.depth === 3 || node.depth === 4) && !inCollapsible) {
          current = {heading: text, facts: []};
          sections.push(current);
          subheading = null;
        } else subheading = text;
        inHeader = false;
        break;
      }
    }
    const collapsible = inCollapsible || (node.type === 'mdxJsxFlowElement' && node.name === COLLAPSIBLE);
    const link = inLink || node.type === 'link' || node.type === 'linkReference';
    for (const child of node.children ?? []) visit(child, collapsible, link);
  };

  for (const node of chunk.nodes) {
    if (node.type === 'code' && buildInfoOf(node.value ?? '')) inHeader = false;
    visit(node);
  }
  return {slug, sections};
}

/** `import Steps from 'components/…/steps.mdx'`: a component the page writes as `<Steps />`, from an MDX file. */
const SNIPPET_IMPORT = /^import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx)['"]/gm;

/** The node and every node under it, placed at `line` of the page. */
function placedAt(node: MdNode, line: number): MdNode {
  return {
    ...node,
    position: {start: {line}},
    ...(node.children ? {children: node.children.map((child) => placedAt(child, line))} : {}),
  };
}

/**
 * The entries with each imported MDX snippet (`<QuicDeploymentSteps />`) replaced by the snippet's content, placed at
 * the line of the page that shows it: the page gives those facts through the snippet.
 */
function withSnippets(chunks: Chunk[], source: string, snippet: (importPath: string) => string | undefined): Chunk[] {
  const imports = new Map([...source.matchAll(SNIPPET_IMPORT)].map((match) => [match[1], match[2]]));
  const trees = new Map<string, MdNode[]>();
  const contentOf = (name: string): MdNode[] | undefined => {
    const importPath = imports.get(name);
    if (importPath === undefined) return undefined;
    if (!trees.has(importPath)) {
      const text = snippet(importPath);
      if (text === undefined) return undefined;
      try {
        trees.set(importPath, parseReleaseTree(text).children ?? []);
      } catch (error) {
        const e = error as {message: string; line?: number};
        throw new Error(
          `${importPath}${e.line ? `:${e.line}` : ''}: the record's snippet is not valid MDX: ${e.message}`,
        );
      }
    }
    return trees.get(importPath);
  };
  const expand = (nodes: readonly MdNode[]): MdNode[] =>
    nodes.flatMap((node) => {
      const content = node.type === 'mdxJsxFlowElement' && node.name ? contentOf(node.name) : undefined;
      if (content) return content.map((child) => placedAt(child, lineOf(node)));
      return [node.children ? {...node, children: expand(node.children)} : node];
    });
  return chunks.map((chunk) => ({...chunk, nodes: expand(chunk.nodes)}));
}

/**
 * Every entry of the record's changelog page with its facts, in the page's order, each entry slugged as `parse.ts`
 * slugs it. `folders`: the names at the root of the record's tree, so that `/sdk/typescript` is not read as a route.
 */
export function recordDetailsOf(
  source: string,
  options: {
    file?: string;
    folders?: ReadonlySet<string>;
    /** The text of an MDX file the page imports (`components/…/snippet.mdx`), or undefined when there is none. */
    snippet?: (importPath: string) => string | undefined;
  } = {},
): EntryDetails[] {
  const {chunks: parsed, definitions} = recordChunksOf(source, options.file);
  const chunks = options.snippet ? withSnippets(parsed, source, options.snippet) : parsed;
  const slugger = createSlugger();
  const context = {programs: programsOf(chunks), folders: options.folders ?? new Set<string>()};
  return chunks.map((chunk) => entryDetailsOf(chunk, slugger, definitions, context));
}
