import Head from '@docusaurus/Head';
import {usePluginData} from '@docusaurus/useGlobalData';
import {SITE_SCRIPT_PLUGIN, type SiteScriptGlobalData} from '@site/src/plugins/siteScriptData';

/**
 * The changelog pages' own script (client/changelogPage.ts: the releases' element, the items' copy links) in
 * the page's <head>, where the site script is: in the built HTML, and put in by the framework after a
 * client-side navigation to the page. Rendered by both versions of the releases (ReleaseNotes.tsx at build
 * time, ReleaseNotes.client.tsx in the browser).
 */
export default function ChangelogScript() {
  const {changelogScript} = usePluginData(SITE_SCRIPT_PLUGIN) as SiteScriptGlobalData;
  return (
    <Head>
      <script type="module" src={changelogScript} />
    </Head>
  );
}
