import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The docs pages the record's changelog links to (a copy of
 * shared/data/link-targets.json): each route with its headings, the anchors
 * the changelog links to and the page's operator facts.
 */
export interface LinkTarget {
  route: string;
  title: string;
  headings: {level: number; text: string; slug: string | null}[];
  anchors_linked: string[];
  anchors_ok: string[];
  anchors_broken_on_real_site: string[];
  facts: {
    commands: {program: string; args: string[]}[];
    flags: string[];
    config_keys: string[];
    ports: string[];
    paths: string[];
    urls: string[];
    figures: string[];
    api_routes: string[];
  };
}

export const LINK_TARGETS: LinkTarget[] = JSON.parse(
  readFileSync(path.join(__dirname, '../fixtures/link-targets.json'), 'utf8'),
).targets;

/** A route of the record as a site path here: /docs/operators/nodes → /operators/nodes. */
export const sitePathOf = (route: string) => route.replace(/^\/docs(?=\/|$)/, '') || '/';

/** The headings of a public page that carry an anchor, below its title. */
export const anchoredHeadings = (target: LinkTarget) =>
  target.headings.filter((heading) => heading.level >= 2 && heading.slug);

/** The MDX file of this site that serves a site path, if any: by its own path or by a `slug:` in its front matter. */
export function docFileOf(sitePath: string, docsDir = path.join(__dirname, '../../docs')): string | undefined {
  for (const candidate of [`${sitePath}.mdx`, `${sitePath}/index.mdx`]) {
    const file = path.join(docsDir, candidate);
    if (existsSync(file)) {
      const slug = /^slug:\s*(\S+)/m.exec(readFileSync(file, 'utf8'))?.[1];
      if (!slug || slug === sitePath) return file;
    }
  }
  const files = (readdirSync(docsDir, {recursive: true}) as string[]).filter((file) => file.endsWith('.mdx'));
  return files
    .map((file) => path.join(docsDir, file))
    .find((file) => /^slug:\s*(\S+)/m.exec(readFileSync(file, 'utf8'))?.[1] === sitePath);
}
