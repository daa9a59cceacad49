import {access, mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Redirect} from '../site/redirects';
import {siteRedirects} from '../site/siteRedirects';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page an old path answers with: a meta refresh and a visible link (both
 * work without JavaScript), and a small script that keeps the anchor on the
 * way. Written by hand: the framework's client-redirects plugin writes a page
 * with no body (nothing to read or follow without JavaScript) and an inline
 * script, which the site's Content-Security-Policy would have to allow.
 */
export function redirectPage(redirect: Redirect, baseUrl: string, siteUrl: string): string {
  const to = `${baseUrl}${redirect.to.replace(/^\//, '')}`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved to ${escapeHtml(to)}</title>
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="${escapeHtml(siteUrl + to)}">
<meta name="redirect-to" content="${escapeHtml(to)}">
<script src="${baseUrl}js/redirect.js"></script>
<meta http-equiv="refresh" content="0; url=${escapeHtml(to)}">
</head>
<body>
<p>This page has moved to <a href="${escapeHtml(to)}">${escapeHtml(to)}</a>.</p>
</body>
</html>
`;
}

/** The file a site path is served from (trailing slashes off: /a/b → a/b.html). */
export const redirectFile = (from: string) => `${from.replace(/^\//, '')}.html`;

/** Writes a page for every old path (src/site/siteRedirects.ts) after the build. */
export default function redirectsPlugin(context: LoadContext): Plugin {
  return {
    name: 'redirects',
    async postBuild({outDir}) {
      for (const redirect of siteRedirects(context.siteDir)) {
        const file = path.join(outDir, redirectFile(redirect.from));
        const taken = await access(file).then(
          () => true,
          () => false,
        );
        // A page of the site already answers there: a redirect must never hide it.
        if (taken)
          throw new Error(
            `redirect from ${redirect.from}: ${redirectFile(redirect.from)} is a page of the site; remove the redirect or move the page`,
          );
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, redirectPage(redirect, context.baseUrl, context.siteConfig.url));
      }
    },
  };
}
