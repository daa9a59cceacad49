import type {ReleaseFacts} from './model/types';

/** The changelog plugin's name: its data, content and routes are filed under it. */
export const RELEASE_NOTES_PLUGIN = 'release-notes';

/** What every page may read of the release notes (the landing page shows the latest). */
export interface ReleaseNotesGlobalData {
  latest: Pick<ReleaseFacts, 'heading' | 'slug' | 'node_version' | 'release_date' | 'summary'>;
  count: number;
  /** nym-node versions released, oldest first: the release chain the config score counts on. */
  releaseChain: string[];
  /** The newest release that ships nym-node, and its version (the last, when it ships several). */
  newestNode: Pick<ReleaseFacts, 'heading' | 'slug'> & {version: string};
  /** The newest release whose entry gives nym-node's build information, with it. */
  newestBuildInfo: (Pick<ReleaseFacts, 'heading' | 'slug'> & {info: NonNullable<ReleaseFacts['build_info']>}) | null;
}
