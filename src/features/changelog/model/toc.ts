import type {Release} from './types';

/** An entry of Docusaurus's table of contents; `value` is HTML. */
export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Anchor of the archive block (the 2024 releases): its heading and its table-of-contents entry. */
export const ARCHIVE_ID = 'archived-changelog';

/** The year a release came out, from its date (YYYY-MM-DD). */
export function releaseYear(release: Pick<Release, 'release_date'>): string {
  return release.release_date.slice(0, 4);
}

/** Anchor of the marker that opens a year's releases on the changelog (`releases-2026`). */
export function yearId(year: string): string {
  return `releases-${year}`;
}

/** The day and month of a release, as the contents list shows it beside the heading (`6 May`). */
function shortDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {day: 'numeric', month: 'short', timeZone: 'UTC'});
}

/**
 * The changelog's table of contents, grouped by year: each year of current
 * releases (h2 level), its releases one level down with their day and month,
 * and their sections below them; the archive (the 2024 releases) is the last
 * group. A release the page does not carry in full (`inFull` false: it
 * arrives after the first view) is listed without its sections, whose
 * headings are not on the page until it arrives.
 */
export function changelogToc(
  releases: readonly Release[],
  archiveId: string,
  inFull: (release: Release) => boolean = () => true,
): TocEntry[] {
  const entries: TocEntry[] = [];
  let group: string | undefined;
  for (const release of releases) {
    const year = release.archived ? archiveId : releaseYear(release);
    if (year !== group) {
      group = year;
      entries.push(
        release.archived
          ? {value: 'Archived changelog', id: archiveId, level: 2}
          : {value: year, id: yearId(year), level: 2},
      );
    }
    const heading = escapeHtml(release.heading);
    const date = `<span class="toc-release-date">${shortDate(release.release_date)}</span>`;
    entries.push({value: `${heading} ${date}`, id: release.slug, level: 3});
    if (!inFull(release)) continue;
    for (const section of release.sections) {
      if (section.level === 3) entries.push({value: escapeHtml(section.title), id: section.id, level: 4});
    }
  }
  return entries;
}
