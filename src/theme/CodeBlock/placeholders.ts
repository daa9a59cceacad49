import {createElement, type ReactNode} from 'react';

/** A placeholder the reader replaces: `<NODE_ID>`, `<custom>`. */
const PLACEHOLDER = /(<[A-Za-z][A-Za-z0-9_.-]*>)/;
/**
 * Languages in which angle brackets belong to the code, not to a placeholder: markup (<div>), and generics or
 * comparisons in programming languages (Promise<string>, Vec<u8>).
 */
const CODE_BRACKETS = new Set([
  ...['html', 'xml', 'jsx', 'tsx', 'mdx', 'svg'],
  ...['ts', 'typescript', 'js', 'javascript', 'rust', 'rs', 'go', 'c', 'cpp', 'java', 'kotlin', 'swift'],
]);

/** Where the placeholders of a code block start and end (offsets into the code, end excluded). */
export function placeholderRanges(code: string, lang?: string): [start: number, end: number][] {
  if (lang && CODE_BRACKETS.has(lang)) return [];
  return [...code.matchAll(new RegExp(PLACEHOLDER.source, 'g'))].map((match) => [
    match.index,
    match.index + match[0].length,
  ]);
}

/** The code with each placeholder marked as a variable (`<var>`), so it shows as one; the copied text is unchanged. */
export function markPlaceholders(code: string, lang?: string): ReactNode[] {
  if (lang && CODE_BRACKETS.has(lang)) return [code];
  return code
    .split(PLACEHOLDER)
    .map((part, index) =>
      index % 2 === 1 ? createElement('var', {key: index, className: 'code-placeholder'}, part) : part,
    );
}
