import {Fragment, type ReactNode} from 'react';

/**
 * Sentences of an API page made of text and elements: how a value is printed, pieces joined without the
 * comments React would put between neighbouring strings, lists, and names in backticks set as code.
 */

/** A value of a schema (a default, an enum member) as the page prints it. */
export function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The pieces of a sentence (text, elements, lists of them, nothing) as children, with neighbouring strings
 * joined into one: React writes a comment (`<!-- -->`) between two strings side by side so that hydration can
 * tell them apart, and these pages are rendered once and never hydrated; on a page of a hundred routes the
 * comments added up. Each element is keyed by its place.
 */
export function sentence(...pieces: ReactNode[]): ReactNode[] {
  const out: ReactNode[] = [];
  const add = (piece: ReactNode): void => {
    if (piece === null || piece === undefined || typeof piece === 'boolean' || piece === '') return;
    if (Array.isArray(piece)) {
      for (const part of piece as ReactNode[]) add(part);
      return;
    }
    const last = out.at(-1);
    if (typeof piece === 'string' && typeof last === 'string') out[out.length - 1] = last + piece;
    else out.push(piece);
  };
  for (const piece of pieces) add(piece);
  return out.map((piece, index) => (typeof piece === 'string' ? piece : <Fragment key={index}>{piece}</Fragment>));
}

/** Items as pieces of a sentence, `separator` between them. */
export function joined<T>(items: readonly T[], render: (item: T) => ReactNode, separator = ', '): ReactNode[] {
  return items.flatMap((item, index) => (index > 0 ? [separator, render(item)] : [render(item)]));
}

/** A text whose names are in backticks, with each name as code. */
export function withCode(text: string): ReactNode[] {
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code>{part}</code> : part));
}
