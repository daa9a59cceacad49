import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseRelease} from './parse';
import {ReleaseValidationError, type ReleaseProblem} from './errors';
import type {Release} from './types';

/** Newest first: by release date, then by build time, then by heading. */
export function compareNewestFirst(a: Release, b: Release): number {
  return (
    b.release_date.localeCompare(a.release_date) ||
    (b.build_info?.build_timestamp ?? '').localeCompare(a.build_info?.build_timestamp ?? '') ||
    b.heading.localeCompare(a.heading)
  );
}

/**
 * Checks what no single file can: tags, headings and anchors are unique across
 * the page. Returns the releases newest first.
 */
export function assembleReleases(releases: Release[]): Release[] {
  const problems: ReleaseProblem[] = [];
  const firstWith = new Map<string, string>();
  const claim = (key: string, file: string, field: string, what: string) => {
    const other = firstWith.get(key);
    if (other !== undefined) problems.push({file, field, reason: `duplicate ${what}, also in ${other}`});
    else firstWith.set(key, file);
  };
  for (const release of releases) {
    if (release.tag) claim(`tag:${release.tag}`, release.file, 'tag', `tag "${release.tag}"`);
    claim(`heading:${release.heading}`, release.file, 'heading', `heading "${release.heading}"`);
    release.anchors.forEach((anchor, index) =>
      claim(
        `anchor:${anchor}`,
        release.file,
        index === 0 ? 'slug' : 'anchors',
        `anchor "${anchor}" (give one of them an explicit id)`,
      ),
    );
  }
  if (problems.length > 0) throw new ReleaseValidationError(problems);
  return [...releases].sort(compareNewestFirst);
}

/** Reads, validates and orders every release file of a folder. */
export function loadReleases(directory: string, siteDir = path.dirname(directory)): Release[] {
  // Files starting with _ are drafts and notes; hidden files (.DS_Store, an
  // editor's .swp) are no one's content. Any other file must be a release: a
  // 2099.1-new.md or a .mdx.bak left beside them would otherwise vanish unseen.
  const files = readdirSync(directory, {withFileTypes: true})
    .filter((entry) => entry.isFile() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  const problems: ReleaseProblem[] = [];
  const releases: Release[] = [];
  for (const name of files) {
    const absolute = path.join(directory, name);
    const file = path.relative(siteDir, absolute).split(path.sep).join('/');
    if (!name.endsWith('.mdx')) {
      const extension = path.extname(name);
      problems.push({
        file,
        field: '(file name)',
        reason: `${extension ? `unknown extension "${extension}"` : 'no extension'}: a release file ends in .mdx (rename it, or start its name with _ to keep it out of the changelog)`,
      });
      continue;
    }
    try {
      releases.push(parseRelease(file, readFileSync(absolute, 'utf8')));
    } catch (error) {
      if (error instanceof ReleaseValidationError) problems.push(...error.problems);
      else throw error;
    }
  }
  if (problems.length > 0) throw new ReleaseValidationError(problems);
  return assembleReleases(releases);
}
