import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contentSecurityPolicy, headersFile, inlineContentOf, type InlineContent} from '../security/csp';

async function htmlFilesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, {withFileTypes: true, recursive: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * After the build, writes `_headers` (the headers file static hosts read)
 * with a Content-Security-Policy that allows exactly the inline script and
 * style attributes the built pages hold, by hash, and nothing else inline.
 */
export default function securityHeadersPlugin(context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const inline: Required<InlineContent> = {scripts: [], styleAttributes: [], styles: []};
      for (const file of await htmlFilesUnder(outDir)) {
        const found = inlineContentOf(await readFile(file, 'utf8'));
        inline.scripts.push(...found.scripts);
        inline.styleAttributes.push(...found.styleAttributes);
        inline.styles.push(...(found.styles ?? []));
      }
      await writeFile(path.join(outDir, '_headers'), headersFile(context.baseUrl, contentSecurityPolicy(inline)));
    },
  };
}
