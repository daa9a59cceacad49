import {readFileSync} from 'node:fs';
import path from 'node:path';
import {releasesOfPage} from '../../src/features/changelog/client/deferredReleases';
import {BUILD_DIR} from './server';

/** The built changelog as its HTML arrives: the newest releases in full, older ones as short entries. */
export function changelogFirstViewHtml(): string {
  return readFileSync(path.join(BUILD_DIR, 'operators/changelog.html'), 'utf8');
}

/** The built older-releases page. */
export function olderReleasesHtml(): string {
  return readFileSync(path.join(BUILD_DIR, 'operators/changelog/older.html'), 'utf8');
}

/**
 * The changelog as a reader has it once its older releases have arrived: each
 * short entry replaced by its release from the older-releases page, the way
 * the page's script does it (client/deferredReleases.ts, whose cutting it
 * reuses). A short entry with no release to take its place stays, so a test
 * of that release's content fails on it.
 */
export function changelogHtml(): string {
  const page = changelogFirstViewHtml();
  const older = releasesOfPage(olderReleasesHtml());
  let html = page;
  for (const [slug, entry] of releasesOfPage(page)) {
    if (!/\sdata-deferred[\s=>]/.test(entry.slice(0, entry.indexOf('>') + 1))) continue;
    const full = older.get(slug);
    if (full) html = html.replace(entry, () => full);
  }
  return html;
}
