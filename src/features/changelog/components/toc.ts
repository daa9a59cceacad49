import toc from '@generated/release-notes/default/toc.json';

/** The changelog's table of contents, built from the release files by the release-notes plugin. */
export const changelogToc = toc;
