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

/**
 * The changelog's table of contents: every release (h2) and its sections
 * (h3). The 2024 releases follow the "Archived changelog" entry, one level
 * down: releases h3, their sections h4. A release the page does not carry in
 * full (`inFull` false: it arrives after the first view) is listed without
 * its sections, whose headings are not on the page until it arrives.
 */
export function changelogToc(
  releases: readonly Release[],
  archiveId: string,
  inFull: (release: Release) => boolean = () => true,
): TocEntry[] {
  const entries: TocEntry[] = [];
  let archiveOpened = false;
  for (const release of releases) {
    if (release.archived && !archiveOpened) {
      entries.push({value: 'Archived changelog', id: archiveId, level: 2});
      archiveOpened = true;
    }
    const releaseLevel = archiveOpened ? 3 : 2;
    entries.push({value: escapeHtml(release.heading), id: release.slug, level: releaseLevel});
    if (!inFull(release)) continue;
    for (const section of release.sections) {
      if (section.level === 3)
        entries.push({value: escapeHtml(section.title), id: section.id, level: releaseLevel + 1});
    }
  }
  return entries;
}
