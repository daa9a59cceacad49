import {usePluginData} from '@docusaurus/useGlobalData';
import {RELEASE_NOTES_PLUGIN, type ReleaseNotesGlobalData} from './pluginData';

/**
 * The release notes' global data, typed: the one place that reads the plugin's data (the plugin writes it
 * with `setGlobalData(… satisfies ReleaseNotesGlobalData)`).
 */
export function useReleaseNotesData(): ReleaseNotesGlobalData {
  return usePluginData(RELEASE_NOTES_PLUGIN) as ReleaseNotesGlobalData;
}
