import {describe, expect, it} from 'vitest';
import {markdownUrlOf, pageToMarkdown, parseHtml} from './markdown';
import {llmsFull, llmsIndex} from './llms';
import {changelogItemRecords} from './searchRecords';

const page = `<!doctype html><html><head><title>Ports | Nym</title><meta name="description" content="Which ports a node opens."></head>
<body><nav>Navbar</nav><main><article>
<nav class="theme-doc-breadcrumbs">Home</nav>
<h1>Ports<a class="hash-link" href="#">#</a></h1>
<p>Open <code>1789</code> for the mixnet<!-- --> and <strong>8080</strong> for the API.</p>
<button type="button">Copy</button><div class="js-only">controls</div>
<table><thead><tr><th>Port</th><th>Use</th></tr></thead><tbody><tr><td>1789</td><td>mixnet</td></tr></tbody></table>
</article></main><footer>Footer</footer></body></html>`;

const changelog = `<html><body><main><article><h1>Changelog</h1>
<article data-release="v202513-emmental" data-heading="v2025.13-emmental">
<div class="change" id="pr-5878" data-pr="5878" data-endpoints="/v1/nym-nodes/skimmed"><p class="change__title"><a href="https://github.com/nymtech/nym/pull/5878">Forbid mixnode + entry-gateway</a><span> #5878</span><a class="change__permalink" href="#pr-5878">¶</a><button class="copy-link">Copy link</button></p><div><p>Pick one mode.</p></div></div>
<div class="change" id="guide-x"><p class="change__title"><a href="/docs/operators/faq">FAQ update</a></p></div>
</article></article></main></body></html>`;

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
    for (const absent of ['Navbar', 'Home', 'Footer', 'Copy', 'controls', '<!--', '](#)']) expect(markdown).not.toContain(absent);
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
    {url: '/docs/apis/introduction', markdownUrl: '/docs/apis/introduction.md', title: 'API introduction', description: 'Formats.', markdown: '# API introduction\n'},
    {url: '/docs/operators/changelog', markdownUrl: '/docs/operators/changelog.md', title: 'Changelog', description: 'Every release.', markdown: '# Changelog\n'},
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
  it('one record per item, at its anchor, with its PR number and endpoints but no controls', () => {
    const records = changelogItemRecords(parseHtml(changelog), '/docs/operators/changelog');
    expect(records.map((record) => record.url)).toEqual(['/docs/operators/changelog#pr-5878', '/docs/operators/changelog#guide-x']);
    expect(records[0]).toMatchObject({title: 'Forbid mixnode + entry-gateway', release: 'v2025.13-emmental'});
    expect(records[0]!.content).toContain('5878');
    expect(records[0]!.content).toContain('/v1/nym-nodes/skimmed');
    expect(records[0]!.content).toContain('Pick one mode.');
    expect(records[0]!.content).not.toContain('Copy link');
  });
});
