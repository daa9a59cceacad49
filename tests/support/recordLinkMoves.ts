import {readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Links of the public record that no longer resolve in it, and where the site links instead
 * (tests/fixtures/record-link-moves.json, each move with its reason): the fact checks read a record's link through
 * them, so a page that links the moved address shows the fact.
 */
const MOVES: readonly {from: string; to: string}[] = (
  JSON.parse(readFileSync(path.join(__dirname, '../fixtures/record-link-moves.json'), 'utf8')) as {
    moves: {from: string; to: string}[];
  }
).moves;

/** The address the site uses for a link of the record: moved when it starts with a move's `from`, else itself. */
export function movedRecordLink(url: string): string {
  const move = MOVES.find((candidate) => url.startsWith(candidate.from));
  return move ? move.to + url.slice(move.from.length) : url;
}
