import path from 'node:path';
import {serveBuild} from '../../scripts/site-server.mjs';

export const BUILD_DIR = path.resolve(__dirname, '../../build');

export interface SiteServer {
  /** Origin with the base path, e.g. http://127.0.0.1:40123/docs/ */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves build/ under /docs/ with the site's own server (scripts/site-server.mjs),
 * the one `npm run serve` runs: clean URLs, one address per page, the 404 page.
 */
export async function startSiteServer(options: {headers?: Record<string, string>} = {}): Promise<SiteServer> {
  return await serveBuild({root: BUILD_DIR, headers: options.headers ?? {}});
}
