import type {ReleaseProblem} from './errors';

/**
 * The mark `npm run release:draft` leaves wherever a drafted release file needs a writer (a summary, a
 * description in our words, a "What to do" sentence, a title of our own, an audience). Validation refuses a file
 * that still holds one, listing each with its line, so a draft never publishes by accident.
 */
export const DRAFT_MARKER = 'WRITER-TODO';

/** What a mark asks for: the words after `WRITER-TODO:` up to the end of the line or of the quoted value. */
const MARK = new RegExp(`${DRAFT_MARKER}:?([^"\\n]*)`, 'g');

/** One problem per mark left in the file, each at its line, saying what is still to write. */
export function draftProblems(file: string, source: string): ReleaseProblem[] {
  const problems: ReleaseProblem[] = [];
  source.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(MARK)) {
      const what = match[1].trim().replace(/\s*(\*\/\}|\/?>)$/, '');
      problems.push({
        file: `${file}:${index + 1}`,
        field: 'draft',
        reason: `drafted, still to write: ${what || 'the text this mark stands for'}`,
      });
    }
  });
  return problems;
}
