import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadReleases} from './model/load';
import {changelogToc} from './model/toc';
import {changelogItemIndex} from './model/itemIndex';
import {compareSemver, parseSemver} from '../../rules/version';
import {changelogAtom, changelogJsonFeed, changelogRss, releaseIndex} from './model/feeds';
import {FEED_PATHS} from './model/links';
import type {Release, ReleaseFacts} from './model/types';

/** What every page may read of the release notes (the landing page shows the latest). */
export interface ReleaseNotesGlobalData {
  latest: Pick<ReleaseFacts, 'heading' | 'slug' | 'node_version' | 'release_date' | 'summary'>;
  count: number;
  /** nym-node versions released, oldest first: the release chain the config score counts on. */
  releaseChain: string[];
}

/** Every node version of the releases, in version order, without duplicates or build suffixes. */
export function releaseChain(releases: readonly Release[]): string[] {
  const versions = releases
    .flatMap((release) => (release.node_version === null ? [] : [release.node_version].flat()))
    .map((version) => version.split('+')[0]!);
  return [...new Set(versions)].sort((a, b) => compareSemver(parseSemver(a), parseSemver(b)));
}

/** Anchor of the collapsible block that holds the 2024 releases. */
export const ARCHIVE_ID = 'archived-changelog';

/**
 * Reads every file of releases/, validates it (a malformed file fails the
 * build with file, field and reason) and publishes, for the changelog page:
 * the release facts, its table of contents and a module that imports each
 * release body compiled by the MDX loader; after the build, the feeds (RSS,
 * Atom, JSON Feed) and the release index for tools.
 */
export default function releaseNotesPlugin(context: LoadContext): Plugin<Release[]> {
  const directory = path.join(context.siteDir, 'releases');
  return {
    name: 'release-notes',
    getPathsToWatch() {
      return [path.join(directory, '*.mdx')];
    },
    configureWebpack(_config, isServer, utils) {
      // Production browser bundles get the release notes as an island that
      // keeps the prerendered HTML; the server bundle renders them in full.
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const clientVersion = path.join(context.siteDir, 'src/features/changelog/components/ReleaseNotes.client.tsx');
      // The components only release bodies use (registered for MDX) never
      // render in the browser either: a stub keeps them, and the API
      // registry they link to, out of every page's JavaScript.
      const serverOnly = path.join(context.siteDir, 'src/features/changelog/components/ServerOnly.tsx');
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/features\/changelog\/components\/ReleaseNotes$/, clientVersion),
          new NormalModuleReplacementPlugin(/features\/changelog\/components\/(Change|Section|Collapsible|OperatorActions|TerminalFigure)$/, serverOnly),
        ],
      };
    },
    async loadContent() {
      return loadReleases(directory, context.siteDir);
    },
    async contentLoaded({content: releases, actions}) {
      // What the page renders around each body: the front-matter facts only.
      const facts = releases.map(({sections, items, anchors, operatorActions, proseSections, ...releaseFacts}) => releaseFacts);
      await actions.createData('release-facts.json', JSON.stringify(facts));
      const latest = releases[0];
      if (latest) {
        actions.setGlobalData({
          latest: {heading: latest.heading, slug: latest.slug, node_version: latest.node_version, release_date: latest.release_date, summary: latest.summary},
          count: releases.length,
          releaseChain: releaseChain(releases),
        } satisfies ReleaseNotesGlobalData);
      }
      await actions.createData('toc.json', JSON.stringify(changelogToc(releases, ARCHIVE_ID)));
      // The item index, derived once from the parsed releases (changelogItemIndex keeps it for
      // this list of releases, so other plugins reading allContent['release-notes'].default get
      // the same one). The changelog's filters load it when a reader first filters, not with the page.
      await actions.createData('item-index.json', JSON.stringify(changelogItemIndex(releases)));
      const imports = releases
        .map((release, index) => `import Body${index} from '@site/${release.file}';`)
        .join('\n');
      const table = releases.map((release, index) => `  ${JSON.stringify(release.slug)}: Body${index},`).join('\n');
      await actions.createData('bodies.js', `${imports}\n\nexport default {\n${table}\n};\n`);
    },
    async postBuild({content: releases, outDir}) {
      const files: [string, string][] = [
        [FEED_PATHS.rss, changelogRss(releases)],
        [FEED_PATHS.atom, changelogAtom(releases)],
        [FEED_PATHS.json, changelogJsonFeed(releases)],
        [FEED_PATHS.index, JSON.stringify(releaseIndex(releases), null, 2)],
      ];
      for (const [sitePath, text] of files) {
        const file = path.join(outDir, sitePath);
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, text);
      }
    },
  };
}
