import {describe, expect, it} from 'vitest';
import {markdownUrlOf, pageToMarkdown} from './markdown';
import {llmsFull, llmsIndex} from './llms';
import {changelogItemRecords, ITEM_WEIGHTS} from './searchRecords';
import type {ChangelogItemIndex} from '../features/changelog/model/itemIndex';

const page = `<!doctype html><html><head><title>Ports | Nym</title><meta name="description" content="Which ports a node opens."></head>
<body><nav>Navbar</nav><main><article>
<nav class="theme-doc-breadcrumbs">Home</nav>
<h1>Ports<a class="hash-link" href="#">#</a></h1>
<p>Open <code>1789</code> for the mixnet<!-- --> and <strong>8080</strong> for the API.</p>
<button type="button">Copy</button><div class="js-only">controls</div>
<table><thead><tr><th>Port</th><th>Use</th></tr></thead><tbody><tr><td>1789</td><td>mixnet</td></tr></tbody></table>
</article></main><footer>Footer</footer></body></html>`;

const index: ChangelogItemIndex = {
  releases: [
    {
      slug: 'v202513-emmental',
      tag: 'v2025.13-emmental',
      heading: 'v2025.13-emmental',
      date: '2099-01-01',
      versions: ['1.15.0'],
      archived: false,
      whatToDo: 'v202513-emmental-what-to-do',
      operatorActions: [],
      sections: [{id: 'features-emmental', kind: 'features'}],
      proseSections: [],
    },
  ],
  items: [
    {
      id: 'pr-5878',
      release: 'v202513-emmental',
      section: 'features-emmental',
      kind: 'features',
      audiences: ['operators'],
      endpoints: ['/v1/nym-nodes/skimmed'],
      configurationChange: false,
      title: 'Forbid mixnode + entry-gateway',
      pr: 5878,
      text: 'Forbid mixnode + entry-gateway Pick one mode.',
    },
    {
      id: 'guide-x',
      release: 'v202513-emmental',
      section: 'features-emmental',
      kind: 'features',
      audiences: ['operators'],
      endpoints: [],
      configurationChange: false,
      title: 'FAQ update',
      href: '/operators/faq',
      text: 'FAQ update',
    },
  ],
};

describe('a page as Markdown', () => {
  it('keeps the article: title, text, code and tables', () => {
    const result = pageToMarkdown(page, '/docs/operators/ports', '/docs/')!;
    expect(result.title).toBe('Ports');
    expect(result.description).toBe('Which ports a node opens.');
    expect(result.markdownUrl).toBe('/docs/operators/ports.md');
    expect(result.markdown).toContain('# Ports');
    expect(result.markdown).toContain('Open `1789` for the mixnet and **8080** for the API.');
    expect(result.markdown).toMatch(/\| Port +\| Use +\|/);
  });

  it('leaves out navigation, controls, anchors and React comments', () => {
    const {markdown} = pageToMarkdown(page, '/docs/operators/ports', '/docs/')!;
    for (const absent of ['Navbar', 'Home', 'Footer', 'Copy', 'controls', '<!--', '](#)'])
      expect(markdown).not.toContain(absent);
  });

  it('has no Markdown for a page without content', () => {
    expect(pageToMarkdown('<html><body><p>x</p></body></html>', '/docs/x', '/docs/')).toBeUndefined();
  });

  it('puts the Markdown copy beside the page, the root at index.md', () => {
    expect(markdownUrlOf('/docs/', '/docs/')).toBe('/docs/index.md');
    expect(markdownUrlOf('/docs/apis', '/docs/')).toBe('/docs/apis.md');
  });
});

describe('llms.txt and llms-full.txt', () => {
  const pages = [
    {
      url: '/docs/apis/introduction',
      markdownUrl: '/docs/apis/introduction.md',
      title: 'API introduction',
      description: 'Formats.',
      markdown: '# API introduction\n',
    },
    {
      url: '/docs/operators/changelog',
      markdownUrl: '/docs/operators/changelog.md',
      title: 'Changelog',
      description: 'Every release.',
      markdown: '# Changelog\n',
    },
  ];
  const site = {title: 'Docs', summary: 'About the docs.', origin: 'https://example.org', baseUrl: '/docs/'};

  it('the index has a title, a summary and one list per section, operators first', () => {
    const text = llmsIndex(pages, site);
    expect(text.startsWith('# Docs\n\n> About the docs.\n')).toBe(true);
    expect(text.indexOf('## Operators')).toBeLessThan(text.indexOf('## APIs'));
    expect(text).toContain('- [Changelog](https://example.org/docs/operators/changelog.md): Every release.');
  });

  it('the full file holds every page with its address', () => {
    const text = llmsFull(pages, site);
    expect(text).toContain('# Changelog');
    expect(text).toContain('Page: https://example.org/docs/apis/introduction');
  });
});

describe('search records for changelog items', () => {
  const records = changelogItemRecords(index, '/docs/operators/changelog');

  it('one record per item of the index, at its anchor on the changelog, titled by the item, with its release heading', () => {
    expect(records.map((record) => record.url)).toEqual([
      '/docs/operators/changelog#pr-5878',
      '/docs/operators/changelog#guide-x',
    ]);
    expect(records.map(({title, release}) => ({title, release}))).toEqual([
      {title: 'Forbid mixnode + entry-gateway', release: 'v2025.13-emmental'},
      {title: 'FAQ update', release: 'v2025.13-emmental'},
    ]);
  });

  it('HTML: title, PR number, endpoints and text once each, each at its weight', () => {
    const {title, pr, text} = ITEM_WEIGHTS;
    expect(records[0].html).toContain(
      `<p data-pagefind-weight="${title}">Forbid mixnode + entry-gateway</p>` +
        `<p data-pagefind-weight="${pr}">#5878</p>` +
        `<p data-pagefind-weight="${text}">/v1/nym-nodes/skimmed Pick one mode.</p>`,
    );
    expect(records[0].html.match(/5878/g)).toHaveLength(1);
    expect(records[1].html).not.toContain(`data-pagefind-weight="${text}"`);
  });

  it('HTML: the title shown in results names the release, as metadata kept out of the text', () => {
    expect(records[0].html).toContain(
      '<p data-pagefind-ignore data-pagefind-meta="label">Forbid mixnode + entry-gateway (v2025.13-emmental)</p>',
    );
    expect(records[0].html).not.toContain('data-pagefind-meta="title"');
  });

  it('HTML: text is escaped', () => {
    const [record] = changelogItemRecords(
      {...index, items: [{...index.items[1], title: 'a <b> & "c"', text: 'a <b> & "c"'}]},
      '/docs/operators/changelog',
    );
    expect(record.html).toContain('>a &lt;b&gt; &amp; &quot;c&quot;</p>');
  });

  it('covers every release of the index, whatever page shows it', () => {
    const older: ChangelogItemIndex = {
      releases: [...index.releases, {...index.releases[0], slug: 'v2024-old', heading: 'v2024.1-old', archived: true}],
      items: [...index.items, {...index.items[1], id: 'old-item', release: 'v2024-old'}],
    };
    expect(changelogItemRecords(older, '/docs/operators/changelog').at(-1)).toMatchObject({
      url: '/docs/operators/changelog#old-item',
      release: 'v2024.1-old',
    });
  });
});
