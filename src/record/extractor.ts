import type {RecordRepository} from './git';

/** What one run of the sync gives an extractor besides the record. */
export interface SyncContext {
  /** The project's root. */
  readonly root: string;
  /**
   * The files the extractors before this one produced in this run, path → text, whether the run writes them or
   * only checks them: an extractor that reads the project reads these as they will be after the run.
   */
  readonly produced: ReadonlyMap<string, string>;
  /** Adds a line to the sync's report under this extractor, changed files or not (what it read but could not use). */
  note(line: string): void;
}

/**
 * One extractor of `npm run record:sync`: it reads the public record (a local checkout of nymtech/nym) at a tag and
 * returns the files the site derives from it. The same input gives byte-identical files.
 */
export interface RecordExtractor {
  /** Short name shown in the sync's report, e.g. 'api-routes'. */
  readonly name: string;
  /** Files it writes, relative to the project root. */
  readonly outputs: readonly string[];
  /**
   * Reads the record at `tag` (and earlier tags as it needs) and returns file path → exact file text. The sync passes
   * its context; an extractor that reads only the record ignores it.
   */
  extract(
    repo: RecordRepository,
    tag: string,
    context?: SyncContext,
  ): Promise<Record<string, string>> | Record<string, string>;
  /** What changed between the old text and the new text of one output, as report lines. */
  diff(outputPath: string, oldText: string | undefined, newText: string): string[];
}
