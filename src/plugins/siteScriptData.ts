/** The site-script plugin's name (src/plugins/site-script.ts): its content and global data are filed under it. */
export const SITE_SCRIPT_PLUGIN = 'site-script';

/** What pages may read of it: the address of the changelog pages' own script, for their <head>. */
export interface SiteScriptGlobalData {
  changelogScript: string;
}
