import {describe, expect, it} from 'vitest';
import {readPage} from './page';

const FILE = 'documentation/docs/pages/developers/rust/importing.mdx';

const PAGE = `---
title: "Install it"
---

import { RUST_MSRV } from '../../../components/versions'
import Snippet from './snippet.mdx'

# Installation

Needs Rust {RUST_MSRV}+ and the [crate page](https://crates.io/crates/nym-sdk), see [tour](/developers/rust/tour).

![Diagram of it](/images/flow.png)

## Set up

\`\`\`toml
nym-sdk = "1.21.0"
\`\`\`

## Set up

<Snippet />
`;
const FILES: Record<string, string> = {
  'documentation/docs/components/versions.ts': "export const RUST_MSRV = '1.87';\n",
  'documentation/docs/pages/developers/rust/snippet.mdx':
    '### From the snippet\n\nTwo words.\n\n```sh\ncargo build\n```\n',
};
const load = (file: string) => FILES[file];

describe('a page of the record read from its source', () => {
  it('takes its title from the front matter before the H1', () => {
    expect(readPage(PAGE, FILE, load)).toMatchObject({
      title: 'Install it',
      title_source: 'frontmatter',
      h1: 'Installation',
    });
    expect(readPage('# Only a heading\n', 'a.md')).toMatchObject({title: 'Only a heading', title_source: 'h1'});
  });

  it('gives each heading the anchor github-slugger gives it, a repeated one numbered, snippets included', () => {
    expect(readPage(PAGE, FILE, load).headings).toEqual([
      {level: 1, text: 'Installation', slug: 'installation'},
      {level: 2, text: 'Set up', slug: 'set-up'},
      {level: 2, text: 'Set up', slug: 'set-up-1'},
      {
        level: 3,
        text: 'From the snippet',
        slug: 'from-the-snippet',
        via: 'documentation/docs/pages/developers/rust/snippet.mdx',
      },
    ]);
  });

  it('counts words of prose with an imported constant in its place, and a snippet’s words apart', () => {
    const page = readPage(PAGE, FILE, load);
    // Installation | Needs Rust 1.87+ and the crate page, see tour. | Diagram of it | Set up | Set up
    expect(page.words).toBe(1 + 9 + 3 + 2 + 2);
    expect(page.snippetWords).toBe(3 + 2);
  });

  it('lists code blocks (the snippet’s after the page’s), links to other sites, images and imported files', () => {
    const page = readPage(PAGE, FILE, load);
    expect(page.codeBlocks.map(({index, language, lines, via}) => ({index, language, lines, via}))).toEqual([
      {index: 1, language: 'toml', lines: 1, via: undefined},
      {index: 2, language: 'sh', lines: 1, via: 'documentation/docs/pages/developers/rust/snippet.mdx'},
    ]);
    expect(page.links).toEqual([{href: 'https://crates.io/crates/nym-sdk', text: 'crate page'}]);
    expect(page.internalLinks).toEqual(['/developers/rust/tour']);
    expect(page.images).toEqual([{file: '/images/flow.png', alt: 'Diagram of it'}]);
    expect(page.imported).toEqual([
      'documentation/docs/components/versions.ts',
      'documentation/docs/pages/developers/rust/snippet.mdx',
    ]);
  });

  it('reads .md files as Markdown, where an HTML comment is no JSX', () => {
    expect(readPage('# Title\n\n<!-- a note -->\n\nText.\n', 'page.md').words).toBe(2);
  });

  it('refuses invalid MDX naming the file, and a snippet the record lacks', () => {
    expect(() => readPage('# Title\n\n<!-- a note -->\n', 'page.mdx')).toThrow(/^page\.mdx: not valid MDX: /);
    expect(() => readPage("import S from './gone.mdx'\n\n<S />\n", FILE, load)).toThrow(
      `${FILE}: imports ./gone.mdx, which the record does not have`,
    );
  });
});
