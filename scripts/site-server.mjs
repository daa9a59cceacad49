// Serves build/ under /docs/ the way the static host does: clean URLs, the
// site's 404 page, the headers file's security headers, gzip when asked, and
// one address per page (other spellings answer 301 to it). `npm run serve`,
// the browser tests and the benchmarks all use this one server.
//
// Written here rather than using `docusaurus serve`: that command strips the
// base path before serve-handler sees the URL, so serve-handler's own clean-URL
// redirects (…/changelog.html, trailing slashes) lose /docs/ and land outside
// the site.
import {existsSync, readFileSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';

export const BASE_PATH = '/docs/';

/**
 * The one address of a page, or null when `pathname` already is it:
 * repeated slashes collapse, `.html` and `/index` go, and no page ends in a
 * slash but the site's root.
 */
export function canonicalPathname(pathname, basePath = BASE_PATH) {
  let clean = pathname.replace(/\/{2,}/g, '/');
  clean = clean.replace(/\/index(\.html)?$/, '/').replace(/\.html$/, '');
  if (clean === basePath.slice(0, -1)) clean = basePath;
  if (clean.length > basePath.length && clean.endsWith('/')) clean = clean.replace(/\/+$/, '');
  return clean === pathname ? null : clean;
}

/** The headers the headers file (`_headers`) gives every page, as name → value. */
export function headersFromFile(text) {
  const headers = {};
  for (const line of text.split('\n')) {
    const match = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line);
    if (match) headers[match[1]] = match[2];
  }
  return headers;
}

/** The headers of `root`'s headers file, or none when the build wrote none. */
export function siteHeaders(root) {
  const file = path.join(root, '_headers');
  return existsSync(file) ? headersFromFile(readFileSync(file, 'utf8')) : {};
}

/**
 * Starts the server; `headers` are added to every answer (none unless given: tests inject scripts a policy would
 * refuse).
 */
export async function serveBuild({
  root = path.resolve('build'),
  headers = {},
  port = 0,
  host = '127.0.0.1',
  basePath = BASE_PATH,
} = {}) {
  const gzip = compression({threshold: 0});
  const server = http.createServer((request, response) => {
    const [pathname, query = ''] = (request.url ?? '/').split(/\?(.*)/s);
    if (!pathname.startsWith(basePath.slice(0, -1))) {
      response
        .writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'})
        .end(`Outside the site: it lives under ${basePath}\n`);
      return;
    }
    const canonical = canonicalPathname(pathname, basePath);
    if (canonical !== null) {
      response.writeHead(301, {Location: `${canonical}${query ? `?${query}` : ''}`}).end();
      return;
    }
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    request.url = `${pathname.slice(basePath.length - 1)}${query ? `?${query}` : ''}`;
    gzip(request, response, () =>
      handler(request, response, {public: root, cleanUrls: true, trailingSlash: false, directoryListing: false}),
    );
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    url: `http://${host}:${address.port}${basePath}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
