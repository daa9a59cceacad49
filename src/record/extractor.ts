import type {RecordRepository} from './git';

/**
 * One extractor of `npm run record:sync`: it reads the public record (a local checkout of nymtech/nym) at a tag and
 * returns the files the site derives from it. The same input gives byte-identical files.
 */
export interface RecordExtractor {
  /** Short name shown in the sync's report, e.g. 'api-routes'. */
  readonly name: string;
  /** Files it writes, relative to the project root. */
  readonly outputs: readonly string[];
  /** Reads the record at `tag` (and earlier tags as it needs) and returns file path → exact file text. */
  extract(repo: RecordRepository, tag: string): Promise<Record<string, string>> | Record<string, string>;
  /** What changed between the old text and the new text of one output, as report lines. */
  diff(outputPath: string, oldText: string | undefined, newText: string): string[];
}
