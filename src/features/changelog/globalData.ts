import {usePluginData} from '@docusaurus/useGlobalData';
import type {ReleaseFacts} from './model/types';

/** The changelog plugin's name: its data, content and routes are filed under it. */
export const RELEASE_NOTES_PLUGIN = 'release-notes';

/** What every page may read of the release notes (the landing page shows the latest). */
export interface ReleaseNotesGlobalData {
  latest: Pick<ReleaseFacts, 'heading' | 'slug' | 'node_version' | 'release_date' | 'summary'>;
  count: number;
  /** nym-node versions released, oldest first: the release chain the config score counts on. */
  releaseChain: string[];
}

/**
 * The release notes' global data, typed: the one place that reads the plugin's data (the plugin writes it
 * with `setGlobalData(… satisfies ReleaseNotesGlobalData)`).
 */
export function useReleaseNotesData(): ReleaseNotesGlobalData {
  return usePluginData(RELEASE_NOTES_PLUGIN) as ReleaseNotesGlobalData;
}
