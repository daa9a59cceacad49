import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {Redirect} from './redirects';

/**
 * The Developers and Network sections, read from their pages: each page says
 * in its front matter which pages of the public documentation it covers
 * (`covers`), so the facts of those pages are checked on it and their public
 * addresses lead to it. A public page merged into a longer one names the
 * anchor it lands on: `developers/clients/socks5/config#configuration`.
 */

/** The folders of the two sections, one per item of the site map below them. */
const SECTION_DIRS = ['developers', 'network'] as const;

export interface SectionPage {
  /** The file, relative to the project (docs/developers/rust/index.mdx). */
  file: string;
  /** The site path it is served at, without the /docs base and without a trailing slash. */
  url: string;
  /** The public pages it covers: their route (under /docs/) and the anchor they land on here, if any. */
  covers: {route: string; anchor: string}[];
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

/** The site path of a doc: its absolute slug, else its file path without extension and index. */
export function urlOf(file: string, slug: unknown): string {
  if (typeof slug === 'string' && slug.startsWith('/')) return slug.replace(/\/$/, '') || '/';
  const relative = file.replace(/^docs\//, '').replace(/\.mdx?$/, '');
  return `/${relative.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
}

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** A `covers` entry as written: a route, with an optional #anchor. */
function parseCover(file: string, value: unknown): {route: string; anchor: string} {
  if (typeof value !== 'string' || !/^(developers|network)(\/[\w.-]+)*(#[\w-]+)?$/.test(value))
    throw new Error(
      `${file}: covers: ${JSON.stringify(value)} is not a public route such as developers/rust/tour or network/overview#anchor`,
    );
  const [route, anchor = ''] = value.split('#');
  return {route, anchor};
}

/** Every page of the two sections, sorted by file. `root` is the project folder. */
export function sectionPages(root: string): SectionPage[] {
  return SECTION_DIRS.flatMap((dir) => mdxFiles(path.join(root, 'docs', dir)))
    .map((full) => path.relative(root, full).split(path.sep).join('/'))
    .sort()
    .map((file) => {
      const source = readFileSync(path.join(root, file), 'utf8');
      const front = (yaml.load(FRONT_MATTER.exec(source)?.[1] ?? '') ?? {}) as Record<string, unknown>;
      const covers = front.covers ?? [];
      if (!Array.isArray(covers)) throw new Error(`${file}: covers must be a list of public routes`);
      return {file, url: urlOf(file, front.slug), covers: covers.map((cover) => parseCover(file, cover))};
    });
}

/**
 * The public addresses that are not pages of ours: each leads to the page
 * (and anchor) that covers it. A public route that is also our page's own
 * address needs none.
 */
export function sectionRedirects(pages: readonly SectionPage[]): Redirect[] {
  const served = new Set(pages.map((page) => page.url));
  return pages.flatMap((page) =>
    page.covers
      .filter((cover) => !served.has(`/${cover.route}`))
      .map((cover) => ({
        from: `/${cover.route}`,
        to: `${page.url}${cover.anchor ? `#${cover.anchor}` : ''}`,
        why: `the public page ${cover.route} is covered by ${page.url}`,
      })),
  );
}
