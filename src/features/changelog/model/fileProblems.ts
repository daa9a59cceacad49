import type {ReleaseProblem} from './errors';
import type {ReleaseFrontMatter} from './schema';

/** What a release file's name and date must be: the problems parseRelease reports about them. */

/**
 * How many days after today a release_date may lie. A release is written up
 * when it ships, or at most a release cycle (about two weeks) ahead when its
 * date is planned; a date further out is a typo in its year or month. A date
 * accepted today stays accepted: dates only come closer.
 */
export const MAX_DAYS_AHEAD = 31;

/** A Markdown release name without a tag: named after the release it belongs to (2024.13-magura-drift). */
const TAGLESS_RELEASE_FILE = /^\d{4}\.\d+(?:\.\d+)?-[a-z][a-z0-9-]*$/;

/**
 * The file name and the front matter must agree: releases/2025.13-emmental.mdx
 * holds tag v2025.13-emmental, releases/news-<slug>.mdx a news entry with that
 * slug, and a release without a tag sits in a file named after the release it
 * belongs to (releases/2024.13-magura-drift.mdx).
 */
export function fileNameProblems(file: string, entry: ReleaseFrontMatter): ReleaseProblem[] {
  const name = file.split('/').pop() ?? file;
  const base = name.replace(/\.mdx$/, '');
  if (entry.kind === 'news') {
    if (!base.startsWith('news-')) {
      return [
        {
          file,
          field: 'kind',
          reason: `is news but the file is named ${name}: a news file is named news-<slug>.mdx (rename it news-${entry.slug}.mdx)`,
        },
      ];
    }
    if (base !== `news-${entry.slug}`) {
      return [
        {
          file,
          field: 'slug',
          reason: `is ${entry.slug} but the file is named ${name}: a news file is named news-<slug>.mdx (expected slug ${base.slice('news-'.length)}, or rename the file news-${entry.slug}.mdx)`,
        },
      ];
    }
    return [];
  }
  if (base.startsWith('news-')) {
    return [
      {
        file,
        field: 'kind',
        reason: `is release but the file is named ${name}: files named news-….mdx hold news entries (write kind: news, or name the file after the release's tag without the v)`,
      },
    ];
  }
  if (entry.tag !== null) {
    if (base !== entry.tag.slice(1)) {
      return [
        {
          file,
          field: 'tag',
          reason: `is ${entry.tag} but the file is named ${name}: a release file is named after its tag without the v (expected tag v${base}, or rename the file ${entry.tag.slice(1)}.mdx)`,
        },
      ];
    }
    return [];
  }
  if (!TAGLESS_RELEASE_FILE.test(base)) {
    return [
      {
        file,
        field: 'tag',
        reason: `is null but the file is named ${name}: a release without a tag is named after the release it belongs to, such as 2024.13-magura-drift.mdx`,
      },
    ];
  }
  return [];
}

/** A release_date at most MAX_DAYS_AHEAD days after today (real calendar dates are the schema's work). */
export function releaseDateProblems(file: string, date: string, today: Date): ReleaseProblem[] {
  const day = today.toISOString().slice(0, 10);
  const ahead = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
  if (ahead <= MAX_DAYS_AHEAD) return [];
  return [
    {
      file,
      field: 'release_date',
      reason: `is ${date}, ${ahead} days after today (${day}): a release may be dated at most ${MAX_DAYS_AHEAD} days ahead; check the year and month`,
    },
  ];
}
