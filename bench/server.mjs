// Serves build/ under /docs/ on 127.0.0.1 the way a static host does:
// clean URLs and gzip when the browser asks (the `compression` middleware
// in front of serve-handler), optionally with extra headers (a CSP).
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';

export async function serveBuild({root = path.resolve('build'), headers = {}} = {}) {
  const gzip = compression({threshold: 0});
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (!url.startsWith('/docs')) {
      response.writeHead(404).end('outside the site');
      return;
    }
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    request.url = url.slice('/docs'.length) || '/';
    gzip(request, response, () => handler(request, response, {public: root, cleanUrls: true, trailingSlash: false, directoryListing: false}));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address();
  return {url: `http://127.0.0.1:${port}/docs/`, close: () => new Promise((resolve) => server.close(resolve))};
}
