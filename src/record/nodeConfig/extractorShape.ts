// The contract between `npm run record:sync` and each extractor of facts from the record. A copy: the sync
// command's own definition replaces this file when the two branches meet.
import type {RecordRepository} from '../git';

export interface RecordExtractor {
  /** The extractor's name on the command line and in reports, e.g. `node-config`. */
  readonly name: string;
  /** Repository paths of the files it writes. */
  readonly outputs: readonly string[];
  /** Every output file's text, from the record at the tag. */
  extract(repo: RecordRepository, tag: string): Promise<Record<string, string>> | Record<string, string>;
  /** One line per fact that changed between an output's old and new text (keys or flags added, removed, changed). */
  diff(outputPath: string, oldText: string | undefined, newText: string): string[];
}
