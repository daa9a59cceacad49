// Rust source as syntax trees, through tree-sitter's Rust grammar (WebAssembly, no native build). The record's
// extractors read routers, annotations and types from these trees rather than from regular expressions, so that
// comments, strings and nesting never confuse them.
import {createRequire} from 'node:module';
import {Language, Parser, type Node, type Tree} from 'web-tree-sitter';

export type {Node};

let parser: Parser | undefined;

/** Loads the grammar once; every other function of this module needs it loaded. */
export async function loadRustParser(): Promise<void> {
  if (parser) return;
  await Parser.init();
  const next = new Parser();
  const require = createRequire(import.meta.url);
  next.setLanguage(await Language.load(require.resolve('tree-sitter-rust/tree-sitter-rust.wasm')));
  parser = next;
}

/** Parses Rust source text; throws when the grammar has not been loaded. */
export function parseRust(text: string): Tree {
  if (!parser) throw new Error('parseRust: the Rust grammar is not loaded (await loadRustParser() first)');
  const tree = parser.parse(text);
  if (!tree) throw new Error('parseRust: tree-sitter returned no tree');
  return tree;
}

/** The named children of a node, comments left out. */
export function childrenOf(node: Node): Node[] {
  return node.namedChildren.filter(
    (child): child is Node => child !== null && child.type !== 'line_comment' && child.type !== 'block_comment',
  );
}

/** A string literal's value: its content with the common escapes undone; raw strings as written. */
export function stringValue(node: Node): string | undefined {
  if (node.type !== 'string_literal' && node.type !== 'raw_string_literal') return undefined;
  const content = childrenOf(node)
    .filter((child) => child.type === 'string_content' || child.type === 'escape_sequence')
    .map((child) => (child.type === 'escape_sequence' ? unescape(child.text) : child.text))
    .join('');
  return content;
}

function unescape(sequence: string): string {
  const simple: Record<string, string> = {'\\n': '\n', '\\t': '\t', '\\"': '"', '\\\\': '\\', "\\'": "'", '\\0': '\0'};
  return simple[sequence] ?? sequence;
}

/** The one-based line a node starts on. */
export function lineOf(node: Node): number {
  return node.startPosition.row + 1;
}

/** Text with its runs of whitespace made single spaces, for conditions and types shown as written. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Every descendant of a node of one type, in source order. */
export function descendantsOf(node: Node, type: string): Node[] {
  return node.descendantsOfType(type).filter((found): found is Node => found !== null);
}
