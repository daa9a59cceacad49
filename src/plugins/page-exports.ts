import {execFile} from 'node:child_process';
import {mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {promisify} from 'node:util';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {site} from '../site/site';
import {pageToMarkdown, type MarkdownPage} from '../exports/markdown';
import {llmsFull, llmsIndex} from '../exports/llms';
import {changelogItemRecords} from '../exports/searchRecords';
import {CHANGELOG_PATH} from '../features/changelog/model/links';
import {itemIndexOfPlugins} from '../features/changelog/pluginContent';
import {UPGRADE_PATH} from '../features/upgradePlan/paths';
import {LANGUAGE_LABEL_CLASS} from '../theme/CodeBlock/classes';

const execFileAsync = promisify(execFile);

/** Built pages that are not content: the 404 page and the search page. */
const SKIPPED = new Set(['404.html', 'search.html']);

/** Where the search index is written, under the site's base URL. */
export const SEARCH_INDEX_DIR = 'pagefind';

/**
 * Parts of every page that the search index leaves out: navigation, controls, and changelog items (indexed one by one).
 */
const SEARCH_EXCLUDE = [
  'nav',
  'footer',
  '.theme-doc-sidebar-container',
  '.table-of-contents',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.pagination-nav',
  '.js-only',
  '.hash-link',
  '.change',
  // "Last checked against release …": a note about the page, not its text, which would open many excerpts.
  '.last-checked',
  // The theme's skip link: a control, not page text.
  'a[href="#__docusaurus_skipToContent_fallback"]',
  // A code block's language label ("sh"): a label, not page text.
  `.${LANGUAGE_LABEL_CLASS}`,
];

/**
 * The upgrade plans of each version (/operators/upgrade/1.28.0, …) say nearly the same thing; indexed one by one they
 * filled a results page with copies. Only their index page, /operators/upgrade, which lists every version, is indexed:
 * it stands for all of them, and the search results say how to reach one version's plan.
 */
function isVersionPlanFile(file: string): boolean {
  return file.startsWith(`${UPGRADE_PATH.slice(1)}/`);
}

/** A page that tells search engines to leave it out (redirects of moved pages, 404): the site's search does too. */
function asksNotToBeIndexed(html: string): boolean {
  return /<meta[^>]*name="?robots"?[^>]*content="?[^">]*noindex/.test(html);
}

interface SearchPlan {
  outDir: string;
  outputSubdir: string;
  excludeSelectors: string[];
  pages: {url: string; file: string}[];
  /** Changelog items, each as a small HTML page of its own (scripts/search-index.mjs adds them as HTML). */
  records: {url: string; html: string}[];
}

/**
 * Runs scripts/search-index.mjs in its own Node process: Pagefind is an ES
 * module only, and Docusaurus loads this plugin through a CommonJS
 * transpiler that cannot import it.
 */
async function buildSearchIndex(plan: SearchPlan, siteDir: string): Promise<void> {
  const directory = await mkdtemp(path.join(tmpdir(), 'search-plan-'));
  const planFile = path.join(directory, 'plan.json');
  await writeFile(planFile, JSON.stringify(plan));
  try {
    await execFileAsync(process.execPath, [path.join(siteDir, 'scripts/search-index.mjs'), planFile], {cwd: siteDir});
  } catch (error) {
    const {stderr} = error as {stderr?: string};
    throw new Error(`Building the search index failed: ${stderr?.trim() || String(error)}`);
  } finally {
    await rm(directory, {recursive: true, force: true});
  }
}

async function htmlFiles(directory: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(directory, prefix), {withFileTypes: true});
  const files: string[] = [];
  for (const entry of entries) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets' && entry.name !== SEARCH_INDEX_DIR)
        files.push(...(await htmlFiles(directory, relative)));
    } else if (entry.name.endsWith('.html') && !SKIPPED.has(relative)) {
      files.push(relative);
    }
  }
  return files.sort();
}

/** Site path of a built file: operators/changelog.html → /docs/operators/changelog, index.html → /docs/. */
function urlOf(file: string, baseUrl: string): string {
  const withoutExtension = file.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  return `${baseUrl}${withoutExtension}`;
}

/**
 * After the build: a Markdown copy of every page next to its HTML
 * (page.md), /llms.txt and /llms-full.txt for tools and assistants, and the
 * Pagefind full-text index with one record per page and one per changelog
 * item (so a search for a PR number lands on its item).
 */
export default function pageExportsPlugin(context: LoadContext): Plugin {
  const {baseUrl} = context;
  return {
    name: 'page-exports',
    async postBuild({outDir, plugins}) {
      const pages: MarkdownPage[] = [];
      const plan: SearchPlan = {
        outDir,
        outputSubdir: SEARCH_INDEX_DIR,
        excludeSelectors: SEARCH_EXCLUDE,
        pages: [],
        records: [],
      };
      for (const file of await htmlFiles(outDir)) {
        const html = await readFile(path.join(outDir, file), 'utf8');
        const url = urlOf(file, baseUrl);
        const page = pageToMarkdown(html, url, baseUrl);
        if (page) {
          pages.push(page);
          await writeFile(path.join(outDir, page.markdownUrl.slice(baseUrl.length)), page.markdown);
        }
        // Pagefind adds the base URL itself (it serves from /docs/pagefind/).
        if (!isVersionPlanFile(file) && !asksNotToBeIndexed(html))
          plan.pages.push({url: url.slice(baseUrl.length - 1), file});
      }
      // One record per changelog item, from the item index the release-notes
      // plugin derived (postBuild hands every plugin's content over), not from
      // the built changelog: it need not hold every release.
      const changelogUrl = `${baseUrl}${CHANGELOG_PATH.replace(/^\//, '')}`;
      for (const record of changelogItemRecords(itemIndexOfPlugins(plugins), changelogUrl)) {
        plan.records.push({url: record.url.slice(baseUrl.length - 1), html: record.html});
      }
      await buildSearchIndex(plan, context.siteDir);
      const summary = `The operators' documentation of the Nym mixnet and VPN network: ${site.tagline.toLowerCase()}, and the changelog of every release.`;
      await writeFile(
        path.join(outDir, 'llms.txt'),
        llmsIndex(pages, {title: site.title, summary, origin: site.origin, baseUrl}),
      );
      await writeFile(path.join(outDir, 'llms-full.txt'), llmsFull(pages, {title: site.title, origin: site.origin}));
    },
  };
}
