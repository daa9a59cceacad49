import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {withoutOwnAddress} from '../site/notFoundPage';

/** After the build, takes the 404 page's own address out of its head (see src/site/notFoundPage.ts). */
export default function notFoundPagePlugin(): Plugin {
  return {
    name: 'not-found-page',
    async postBuild({outDir}) {
      const file = path.join(outDir, '404.html');
      await writeFile(file, withoutOwnAddress(await readFile(file, 'utf8')));
    },
  };
}
