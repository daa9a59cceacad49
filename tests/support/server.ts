import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import handler from 'serve-handler';

export const BUILD_DIR = path.resolve(__dirname, '../../build');
export const BASE_PATH = '/docs/';

export interface SiteServer {
  /** Origin with the base path, e.g. http://127.0.0.1:40123/docs/ */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves build/ under /docs/ on 127.0.0.1 the way a static host would:
 * clean URLs (/docs/operators/changelog → operators/changelog.html) and the
 * site's 404 page for unknown paths.
 */
export async function startSiteServer(options: {headers?: Record<string, string>} = {}): Promise<SiteServer> {
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (!url.startsWith(BASE_PATH) && url !== BASE_PATH.slice(0, -1)) {
      response.writeHead(404).end('outside the site');
      return;
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) response.setHeader(name, value);
    request.url = url.slice(BASE_PATH.length - 1) || '/';
    void handler(request, response, {public: BUILD_DIR, cleanUrls: true, trailingSlash: false, directoryListing: false});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${BASE_PATH}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
