import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contentSecurityPolicy, headersFile, inlineContentOf, type InlineContent} from '../security/csp';
import {tryItOrigins} from '../api/tryItHosts';
import {unlistedInline, unlistedInlineMessage, type UnlistedInline} from '../security/inlineAllowList';

async function htmlFilesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * After the build, writes `_headers` (the headers file static hosts read)
 * with a Content-Security-Policy that allows exactly the inline script and
 * style attributes the built pages hold, by hash, and nothing else inline.
 * Inline scripts and <style> elements must also be on the allow-list
 * (src/security/inlineAllowList.ts): one that is not fails the build, so the
 * policy never hashes a script the site did not mean to ship.
 */
export default function securityHeadersPlugin(context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const inline: Required<InlineContent> = {scripts: [], styleAttributes: [], styles: []};
      const unlisted: UnlistedInline[] = [];
      for (const file of await htmlFilesUnder(outDir)) {
        const found = inlineContentOf(await readFile(file, 'utf8'));
        unlisted.push(...unlistedInline(path.relative(outDir, file), found));
        inline.scripts.push(...found.scripts);
        inline.styleAttributes.push(...found.styleAttributes);
        inline.styles.push(...(found.styles ?? []));
      }
      if (unlisted.length > 0) throw new Error(unlistedInlineMessage(unlisted));
      await writeFile(
        path.join(outDir, '_headers'),
        headersFile(context.baseUrl, contentSecurityPolicy(inline, tryItOrigins())),
      );
    },
  };
}
