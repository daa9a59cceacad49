// npm run serve: the built site on http://localhost:3000/docs/ (PORT changes the port).
import path from 'node:path';
import {existsSync} from 'node:fs';
import {serveBuild, siteHeaders} from './site-server.mjs';

const root = path.resolve('build');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error('No built site in build/: run `npm run build` first.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
// With the headers file's policy, as the static host sends it.
const server = await serveBuild({root, port, host: process.env.HOST ?? 'localhost', headers: siteHeaders(root)});
console.log(`Serving build/ at ${server.url} (Ctrl+C stops it)`);
