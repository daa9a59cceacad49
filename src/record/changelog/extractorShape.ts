// The shape every extractor of `npm run record:sync` has. A local copy, so that the changelog's extractor can be
// written and tested before the sync command exists; the sync's own definition replaces this file at merge.
import type {RecordRepository} from '../git';

export interface RecordExtractor {
  /** The extractor's name, e.g. `changelog-record`. */
  readonly name: string;
  /** The files it writes, relative to the project root. */
  readonly outputs: readonly string[];
  /** Every output's text at the tag, by output path. */
  extract(repo: RecordRepository, tag: string): Promise<Record<string, string>> | Record<string, string>;
  /** What changed in one output between its old text (undefined when new) and the new one, one line each. */
  diff(outputPath: string, oldText: string | undefined, newText: string): string[];
}
