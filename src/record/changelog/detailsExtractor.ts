// The `release-details` extractor of `npm run record:sync`: the operator facts of every entry of the record's
// changelog up to a release tag that can be read off the page as written (details.ts), section by section. The
// content tests look for each one in the same entry and section of our changelog; a sync at a new tag adds the new
// entry's facts, and no one writes them by hand.
import type {RecordRepository} from '../git';
import {stableJson} from '../json';
import type {RecordExtractor} from '../extractor';
import {recordDetailsOf, type RecordDetail} from './details';
import {changelogPageFor} from './extractor';
import {BINARIES_TAG_PREFIX} from './fromRepo';
import {findRecordRelease, parseRecordChangelog, RECORD_CHANGELOG_PATH} from './parse';

/** The root of the record's docs, which their imports (`components/…`) start from. */
const DOCS_ROOT = 'documentation/docs';

/** Where the extractor writes, relative to the project root. */
export const RELEASE_DETAILS_OUTPUT = 'tests/fixtures/release-details.json';

/**
 * A fact with its id: `entry#section.kind-n`, the section by its index in the entry (0 is what comes before the first
 * heading), n counted from 1 among the section's facts of that kind.
 */
type IdentifiedDetail = RecordDetail & {readonly id: string};

export interface ReleaseDetailsFile {
  readonly _meta: {
    readonly source: string;
    readonly tag: string;
    readonly changelog_commit: string;
    readonly generated_by: string;
    /** Facts per kind over every entry. */
    readonly counts: Readonly<Record<string, number>>;
  };
  readonly entries: readonly {
    readonly slug: string;
    /**
     * Every section of the entry in the page's order, the first one what comes before its first heading. Sections
     * are found by heading (the nth of that heading in the entry): the page's anchors change as entries are added
     * above, so they are not kept.
     */
    readonly sections: readonly {
      readonly heading: string | null;
      readonly facts: readonly IdentifiedDetail[];
    }[];
  }[];
}

/**
 * The names at the root of the record's tree at the ref and at every release tag before it: an entry's PR notes name
 * folders of their day (`/explorer-nextjs`), some since removed.
 */
function rootNamesUpTo(repo: RecordRepository, ref: string): Set<string> {
  const date = repo.commitDate(ref);
  const tags = repo.tags(BINARIES_TAG_PREFIX).filter((tag) => Date.parse(tag.date) <= Date.parse(date));
  return new Set([ref, ...tags.map((tag) => tag.name)].flatMap((each) => repo.rootNames(each)));
}

function releaseDetailsFile(repo: RecordRepository, tag: string): ReleaseDetailsFile {
  const {ref, source, names} = changelogPageFor(repo, tag);
  const all = recordDetailsOf(source, {
    file: `${RECORD_CHANGELOG_PATH}@${ref}`,
    folders: rootNamesUpTo(repo, ref),
    // The docs resolve `components/…` from their own root.
    snippet: (importPath) =>
      importPath.startsWith('components/') ? repo.show(ref, `${DOCS_ROOT}/${importPath}`) : undefined,
  });
  // The tag's own entry and every older one, as the changelog-record extractor keeps them.
  const ownSlug = findRecordRelease(parseRecordChangelog(source), names.tag)!.slug;
  const entries = all.slice(all.findIndex((entry) => entry.slug === ownSlug)).map((entry) => ({
    slug: entry.slug,
    sections: entry.sections.map((section, index) => {
      const seen = new Map<string, number>();
      return {
        heading: section.heading,
        facts: section.facts.map((fact) => {
          const n = (seen.get(fact.kind) ?? 0) + 1;
          seen.set(fact.kind, n);
          return {...fact, id: `${entry.slug}#${index}.${fact.kind}-${n}`};
        }),
      };
    }),
  }));
  const counts: Record<string, number> = {};
  for (const fact of entries.flatMap((entry) => entry.sections.flatMap((section) => section.facts)))
    counts[fact.kind] = (counts[fact.kind] ?? 0) + 1;
  return {
    _meta: {
      source: `nymtech/nym ${RECORD_CHANGELOG_PATH}`,
      tag: `${BINARIES_TAG_PREFIX}${names.tag}`,
      changelog_commit: repo.commitOf(ref),
      generated_by: 'the release-details extractor of npm run record:sync (src/record/changelog/detailsExtractor.ts)',
      counts,
    },
    entries,
  };
}

const countsOf = (text: string | undefined): Record<string, number> =>
  text === undefined ? {} : (JSON.parse(text) as ReleaseDetailsFile)._meta.counts;

export const releaseDetailsExtractor: RecordExtractor = {
  name: 'release-details',
  outputs: [RELEASE_DETAILS_OUTPUT],
  extract(repo, tag) {
    return {[RELEASE_DETAILS_OUTPUT]: stableJson(releaseDetailsFile(repo, tag))};
  },
  diff(outputPath, oldText, newText) {
    if (oldText === newText) return [];
    const before = countsOf(oldText);
    const after = countsOf(newText);
    const kinds = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    const changed = kinds
      .filter((kind) => (before[kind] ?? 0) !== (after[kind] ?? 0))
      .map((kind) => `${kind} ${before[kind] ?? 0} → ${after[kind] ?? 0}`);
    return [`${outputPath}: facts changed${changed.length > 0 ? `: ${changed.join(', ')}` : ', same counts per kind'}`];
  },
};
