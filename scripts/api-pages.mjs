// npm run api:pages: writes the API reference's group pages (src/api/groupPages.ts) under docs/apis/,
// and deletes those of groups the source no longer has.
import {mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createJiti} from 'jiti';

const root = path.join(import.meta.dirname, '..');
const jiti = createJiti(import.meta.url);
const {groupPages} = await jiti.import(path.join(root, 'src/api/groupPages.ts'));
const pages = groupPages();
const wanted = new Set(pages.map((page) => page.file));
for (const page of pages) {
  mkdirSync(path.dirname(path.join(root, page.file)), {recursive: true});
  writeFileSync(path.join(root, page.file), page.text);
}
const directories = new Set(pages.map((page) => path.dirname(page.file)));
for (const directory of directories) {
  for (const name of readdirSync(path.join(root, directory))) {
    const file = path.join(directory, name);
    if (name.endsWith('.mdx') && !wanted.has(file)) rmSync(path.join(root, file));
  }
}
console.log(`${pages.length} group pages written under docs/apis/`);
