import {LineCounter, isMap, isScalar, isSeq, parseDocument, type Node} from 'yaml';

/** The front matter block of a release file: its YAML text and how many lines the block spans. */
export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** The front matter's YAML starts on the file's second line, below the opening ---. */
const FIRST_YAML_LINE = 2;

/** The front matter as read, and where each of its fields is written. */
export interface FrontMatter {
  value: unknown;
  /**
   * The file's line (1-based) of the field at a path of keys and list indexes; for a field that is
   * not written (a missing required field), the line of its nearest written parent; undefined for
   * the front matter as a whole.
   */
  lineOf: (path: readonly PropertyKey[]) => number | undefined;
}

/** YAML the front matter cannot be read from: the parser's complaint and the file's line. */
export class FrontMatterSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/**
 * Reads front matter YAML the way the build does. YAML 1.2's core schema keeps dates and timestamps
 * as the strings written, so they can be checked exactly (a timestamp type would drop nanoseconds).
 * The `yaml` library keeps each node's place in the text, which is how every problem with a field
 * names its line.
 */
export function readFrontMatter(text: string): FrontMatter {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, {schema: 'core', lineCounter, prettyErrors: false});
  const fileLine = (offset: number) => lineCounter.linePos(offset).line + FIRST_YAML_LINE - 1;
  const [error] = document.errors;
  if (error) throw new FrontMatterSyntaxError(error.message, fileLine(error.pos[0]));
  return {
    value: document.toJS() ?? {},
    lineOf: (path) => {
      let node: unknown = document.contents;
      let line: number | undefined;
      for (const key of path) {
        let child: {at: Node | null; value: unknown} | undefined;
        if (isMap(node)) {
          // Zod names a key as text; YAML may have read it as a number (`12:`).
          const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key));
          if (pair) child = {at: pair.key as Node, value: pair.value};
        } else if (isSeq(node)) {
          const item = node.items[Number(key)] as Node | undefined;
          child = {at: item ?? null, value: item};
        }
        if (!child?.at?.range) break;
        line = fileLine(child.at.range[0]);
        node = child.value;
      }
      return line;
    },
  };
}
