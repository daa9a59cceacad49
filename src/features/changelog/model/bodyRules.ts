import type {ReleaseProblem} from './errors';
import type {EsNode, MdNode} from './mdxTree';
import {RELEASE_IMPORTS, releaseBodyComponentSchemas} from './schema';
import {SAFE_URL_HINT, unsafeUrlReason} from './links';
import type {FrontMatter} from './frontMatter';
import {CONTINUE, SKIP, visit as visitEstree} from 'estree-util-visit';
import type {Node as EstreeNode} from 'estree-jsx';

/**
 * Characters no release file may contain, as written or once unescaped (YAML's "\x07", an HTML
 * character reference &#7;, a "\u0007" in an expression): C0 controls but tab, line feed and
 * carriage return; DEL; the C1 controls U+0080–U+009F; the noncharacters U+FFFE and U+FFFF.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/g;

/** U+0007, as an editor's search box takes it. */
function codePoint(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Every forbidden control character written into a source, with its line and column. */
export function controlCharacterProblems(file: string, source: string, frontMatterLines: number): ReleaseProblem[] {
  const problems: ReleaseProblem[] = [];
  source.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(CONTROL_CHARACTER)) {
      problems.push({
        file: `${file}:${index + 1}`,
        field: index < frontMatterLines ? '(front matter)' : 'body',
        reason: `contains the invisible control character ${codePoint(match[0])} at column ${match.index + 1}; delete it (only tabs and line breaks may appear)`,
      });
    }
  });
  return problems;
}

/** The first forbidden control character of a text, if any. */
function controlIn(text: string): string | undefined {
  CONTROL_CHARACTER.lastIndex = 0;
  const match = CONTROL_CHARACTER.exec(text);
  CONTROL_CHARACTER.lastIndex = 0;
  return match?.[0];
}

/**
 * Control characters that YAML escapes put into the front matter ("\x07", "\a", "\N"): the file's
 * text has none, but the value the site would show does.
 */
export function frontMatterControlProblems(file: string, frontMatter: FrontMatter): ReleaseProblem[] {
  const problems: ReleaseProblem[] = [];
  const visit = (node: unknown, path: string[]) => {
    if (typeof node === 'string') {
      const control = controlIn(node);
      if (control) {
        const line = frontMatter.lineOf(path);
        problems.push({
          file: line ? `${file}:${line}` : file,
          field: path.join('.') || '(front matter)',
          reason: `holds the invisible control character ${codePoint(control)} once its escapes are read; remove the escape (only tabs and line breaks may appear)`,
        });
      }
    } else {
      // Fields by name, list entries by index ("notes.1"); numbers, true/false and null hold nothing.
      for (const [key, child] of Object.entries(node ?? {})) visit(child, [...path, key]);
    }
  };
  visit(frontMatter.value, []);
  return problems;
}

/** Strings of an expression's syntax tree as they evaluate: literals and template parts, unescaped. */
function expressionStrings(program: EsNode, out: string[]): void {
  visitEstree(program as unknown as EstreeNode, (node) => {
    if (node.type === 'Literal' && typeof node.value === 'string') out.push(node.value);
    if (node.type === 'TemplateElement') out.push(node.value.cooked ?? '');
  });
}

/**
 * Control characters a body's text holds once read: a character reference (&#7;) in Markdown or
 * in an attribute, or an escape ("\u0007") in an expression's string.
 */
export function decodedControlProblems(node: MdNode, at: string): ReleaseProblem[] {
  // A node's own text needs no second look: Markdown reads a reference to a control character as
  // U+FFFD, and code and expressions keep their source as written, which the whole-file check cleared.
  const texts: string[] = [];
  if (node.data?.estree) expressionStrings(node.data.estree, texts);
  for (const attribute of node.attributes ?? []) {
    if (typeof attribute.value === 'string') texts.push(attribute.value);
    const estree = (attribute.value as {data?: {estree?: EsNode}} | null | undefined)?.data?.estree;
    if (estree) expressionStrings(estree, texts);
  }
  const control = texts.map(controlIn).find(Boolean);
  if (!control) return [];
  return [
    {
      file: at,
      field: 'body',
      reason: `holds the invisible control character ${codePoint(control)} once its character references or escapes are read; remove it (only tabs and line breaks may appear)`,
    },
  ];
}

const COMPONENT_NAMES = Object.keys(releaseBodyComponentSchemas);

/** Whether a name is one of the components a release body may hold. */
export function isReleaseBodyComponent(name: string): name is keyof typeof releaseBodyComponentSchemas {
  return Object.prototype.hasOwnProperty.call(releaseBodyComponentSchemas, name);
}

/**
 * Problems of one element of a body: an element that is not one of the release components (raw
 * HTML included: `<div>`, `<img>`, `<script>`), attributes spread from an expression, and script
 * attributes. The attributes of a release component are then its schema's to check.
 */
export function elementProblems(node: MdNode, at: string): ReleaseProblem[] {
  const name = node.name ?? '';
  const problem = (reason: string): ReleaseProblem => ({file: at, field: 'body', reason});
  if (name.toLowerCase() === 'script') {
    return [
      problem(
        '<script> is not allowed: a release file may not run script; remove it (show code in a fenced code block)',
      ),
    ];
  }
  if (!isReleaseBodyComponent(name)) {
    return [
      problem(
        `<${name || '>'}${name ? '>' : ''} is not allowed in a release body: write Markdown (paragraphs, lists, tables, code blocks, links), or use one of the release components: ${COMPONENT_NAMES.join(', ')}`,
      ),
    ];
  }
  const problems: ReleaseProblem[] = [];
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute') {
      problems.push(
        problem(
          `<${name}> takes attributes spread from an expression ({...}), which cannot be checked; write each attribute as name="value"`,
        ),
      );
    } else if (/^on./i.test(attribute.name ?? '') || attribute.name === 'dangerouslySetInnerHTML') {
      const what =
        attribute.name === 'dangerouslySetInnerHTML' ? 'the raw-HTML attribute' : 'the event handler attribute';
      problems.push(
        problem(`<${name}> has ${what} ${attribute.name}: a release file may not run script; remove the attribute`),
      );
    }
  }
  return problems;
}

/**
 * A task list item (`- [x]`): GFM renders it as a checkbox without a label that nobody can tick, which
 * screen readers announce as an unnamed control. A plain list says the same.
 */
export function taskListProblems(node: MdNode, at: string): ReleaseProblem[] {
  // Only a list item has `checked`, and only a task list item has it true or false.
  if (typeof node.checked !== 'boolean') return [];
  return [
    {
      file: at,
      field: 'body',
      reason: `a task list item ("- [${node.checked ? 'x' : ' '}]") shows a checkbox without a label that nobody can tick; write a plain list item and say in words what was done`,
    },
  ];
}

/** Problems of a Markdown link, image or link definition (each has a url) whose address could run script. */
export function markdownUrlProblems(node: MdNode, at: string): ReleaseProblem[] {
  const unsafe = unsafeUrlReason(node.url!);
  if (!unsafe) return [];
  const what =
    node.type === 'image'
      ? 'Markdown image'
      : node.type === 'definition'
        ? 'Markdown link definition'
        : 'Markdown link';
  return [{file: at, field: 'body', reason: `${what} is ${JSON.stringify(node.url)}: ${unsafe}; ${SAFE_URL_HINT}`}];
}

/**
 * What an expression may be: constants from the site's rules and their formatting
 * ({PORTS.wireguard}, {MIN_OS.join(', ')}, {n.toLocaleString()}), literals and arithmetic. No
 * elements, other calls, functions, assignments or `new`: a release file runs no code, and its
 * markup is Markdown and the release components.
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
]);
/** Methods an expression may call: they format a value and do nothing else. */
const FORMATTING_METHODS = new Set(['toLocaleString', 'toString', 'toFixed', 'join']);

/** Problems of an expression's syntax tree (the braces of an MDX body or attribute). */
export function expressionProblems(program: EsNode, at: string): ReleaseProblem[] {
  const problems: ReleaseProblem[] = [];
  const forbidden = (what: string) =>
    problems.push({
      file: at,
      field: 'body',
      reason: `an expression in braces uses ${what}, which is not allowed: a release file may show constants ({PORTS.wireguard}) and format them (.toLocaleString(), .join()), but runs no code`,
    });
  visitEstree(program as unknown as EstreeNode, (node) => {
    if (node.type.startsWith('JSX')) {
      forbidden('an element; write it in the body, outside the braces');
      return SKIP;
    }
    if (!EXPRESSION_NODES.has(node.type)) {
      forbidden(`${node.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`);
      return SKIP;
    }
    if (node.type === 'CallExpression') {
      const callee = node.callee;
      const method =
        callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier'
          ? callee.property.name
          : undefined;
      if (!method || !FORMATTING_METHODS.has(method)) {
        forbidden(
          `a call to ${method ? `.${method}()` : callee.type === 'Identifier' ? `${callee.name}()` : 'a function'}`,
        );
        return SKIP;
      }
    }
    return CONTINUE;
  });
  return problems;
}

/** Imports only what RELEASE_IMPORTS names, and no exports or other statements. */
export function esmProblems(program: EsNode, at: string): ReleaseProblem[] {
  const problems: ReleaseProblem[] = [];
  const allowed = Object.keys(RELEASE_IMPORTS).join(', ');
  for (const statement of (program.body as EsNode[] | undefined) ?? []) {
    if (statement.type !== 'ImportDeclaration') {
      problems.push({
        file: at,
        field: 'imports',
        // MDX's ESM blocks hold import and export statements only.
        reason: `export is not allowed: a release file imports constants and components and declares nothing; put shared values in src/rules/constants.ts`,
      });
      continue;
    }
    const from = String((statement.source as EsNode).value);
    const rule = Object.prototype.hasOwnProperty.call(RELEASE_IMPORTS, from) ? RELEASE_IMPORTS[from] : undefined;
    if (!rule) {
      problems.push({
        file: at,
        field: 'imports',
        reason: `imports from ${JSON.stringify(from)}: a release file may import only from ${allowed}`,
      });
      continue;
    }
    for (const specifier of (statement.specifiers as EsNode[] | undefined) ?? []) {
      const local = String((specifier.local as EsNode).name);
      const fine =
        'names' in rule
          ? specifier.type === 'ImportSpecifier'
          : specifier.type === 'ImportDefaultSpecifier' && local === rule.default;
      if (!fine) {
        problems.push({
          file: at,
          field: 'imports',
          reason:
            'names' in rule
              ? `imports ${local} from ${JSON.stringify(from)} as a whole module: import the constants by name ({PORTS, REWARDED_SET_SIZE})`
              : `imports ${local} from ${JSON.stringify(from)}: import its default export as ${rule.default}`,
        });
      }
    }
  }
  return problems;
}
