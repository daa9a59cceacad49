// Builds the Pagefind full-text index of the built site. Run by the
// page-exports plugin after each build (Pagefind is an ES module only, which
// the plugin's CommonJS loader cannot import).
// Usage: node scripts/search-index.mjs <plan.json>
// The plan holds {outDir, outputSubdir, excludeSelectors, pages: [{url, file}], records: [{url, html}]}.
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {createIndex, close} from 'pagefind';

const plan = JSON.parse(await readFile(process.argv[2], 'utf8'));
// Slashes stay inside words, so an endpoint path such as /v1/nym-nodes/skimmed
// is found as written.
const {index, errors} = await createIndex({
  excludeSelectors: plan.excludeSelectors,
  forceLanguage: 'en',
  includeCharacters: '/',
});
if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
const fail = (where, problems) => {
  if (problems.length > 0) throw new Error(`search index, ${where}: ${problems.join('; ')}`);
};
try {
  for (const page of plan.pages) {
    const content = await readFile(path.join(plan.outDir, page.file), 'utf8');
    fail(page.url, (await index.addHTMLFile({url: page.url, content})).errors);
  }
  // Changelog items come as HTML, not as custom records, so that their words carry weights
  // (data-pagefind-weight) like the pages' headings and text do.
  for (const record of plan.records) {
    fail(record.url, (await index.addHTMLFile({url: record.url, content: record.html})).errors);
  }
  // The index's files are taken from Pagefind and written here, not with
  // index.writeFiles(): in Pagefind 1.5 that call can answer before its
  // backend's writes reach the disk, and close() then kills the backend, so
  // under CPU load a file is left cut short (seen here: pagefind.js cut at
  // 32 KiB, which broke search; upstream issue Pagefind/pagefind#1271).
  // Node's writeFile resolves only once the bytes are written.
  const {files, errors} = await index.getFiles();
  fail('reading the index', errors);
  if (files.length === 0) throw new Error('search index: Pagefind returned no files');
  const outputPath = path.join(plan.outDir, plan.outputSubdir);
  for (const file of files) {
    const target = path.join(outputPath, file.path);
    await mkdir(path.dirname(target), {recursive: true});
    await writeFile(target, file.content);
  }
} finally {
  await close();
}
