import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadReleases} from '../releases/load';
import {changelogToc} from '../releases/toc';
import type {Release} from '../releases/types';

/** Anchor of the collapsible block that holds the 2024 releases. */
export const ARCHIVE_ID = 'archived-changelog';

/**
 * Reads every file of releases/, validates it (a malformed file fails the
 * build with file, field and reason) and publishes, for the changelog page:
 * the release index, its table of contents and a module that imports each
 * release body compiled by the MDX loader.
 */
export default function releaseNotesPlugin(context: LoadContext): Plugin<Release[]> {
  const directory = path.join(context.siteDir, 'releases');
  return {
    name: 'release-notes',
    getPathsToWatch() {
      return [path.join(directory, '*.mdx')];
    },
    async loadContent() {
      return loadReleases(directory, context.siteDir);
    },
    async contentLoaded({content: releases, actions}) {
      await actions.createData('releases.json', JSON.stringify(releases));
      await actions.createData('toc.json', JSON.stringify(changelogToc(releases, ARCHIVE_ID)));
      const imports = releases
        .map((release, index) => `import Body${index} from '@site/${release.file}';`)
        .join('\n');
      const table = releases.map((release, index) => `  ${JSON.stringify(release.slug)}: Body${index},`).join('\n');
      await actions.createData('bodies.js', `${imports}\n\nexport default {\n${table}\n};\n`);
    },
  };
}
