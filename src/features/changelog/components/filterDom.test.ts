import {readFileSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {applyFilterView} from './filterDom';
import {changelogFilterView} from '../model/filterView';
import {EMPTY_FILTER, type ChangelogFilter} from '../model/filter';
import type {ChangelogItemIndex} from '../model/itemIndex';

/**
 * The applier on a small stand-in for the page: just what it may touch
 * (ids, the <section> and <details> around an element, `hidden`, `open`,
 * the release articles). The unit tests run without a browser; the browser
 * tests cover the real page.
 */
class FakeElement {
  parentElement: FakeElement | null = null;
  readonly children: FakeElement[] = [];
  readonly attributes = new Map<string, string>();
  hidden = false;
  open = false;
  readonly classList = {contains: (name: string) => (this.attributes.get('class') ?? '').split(' ').includes(name)};
  constructor(
    readonly tagName: string,
    readonly ownerDocument: FakeDocument,
    attributes: Record<string, string> = {},
  ) {
    for (const [name, value] of Object.entries(attributes)) this.attributes.set(name, value);
  }
  append(...children: FakeElement[]): this {
    for (const child of children) {
      child.parentElement = this;
      this.children.push(child);
    }
    return this;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  contains(other: FakeElement): boolean {
    for (let node: FakeElement | null = other; node; node = node.parentElement) if (node === this) return true;
    return false;
  }
  closest(tag: string): FakeElement | null {
    return this.tagName === tag.toUpperCase() ? this : (this.parentElement?.closest(tag) ?? null);
  }
  descendants(): FakeElement[] {
    return this.children.flatMap((child) => [child, ...child.descendants()]);
  }
  querySelector(selector: string): FakeElement | null {
    const release = /^article\[data-release="(.+)"\]$/.exec(selector);
    if (!release) throw new Error(`the applier asked for ${selector}`);
    return (
      this.descendants().find(
        (node) => node.tagName === 'ARTICLE' && node.attributes.get('data-release') === release[1],
      ) ?? null
    );
  }
  querySelectorAll(selector: string): FakeElement[] {
    if (selector !== 'details[data-filter-opened]') throw new Error(`the applier asked for ${selector}`);
    return this.descendants().filter((node) => node.tagName === 'DETAILS' && node.attributes.has('data-filter-opened'));
  }
}

class FakeDocument {
  body = new FakeElement('BODY', this);
  getElementById(id: string): FakeElement | null {
    return this.body.descendants().find((node) => node.attributes.get('id') === id) ?? null;
  }
  element(tag: string, attributes: Record<string, string> = {}, ...children: FakeElement[]): FakeElement {
    return new FakeElement(tag.toUpperCase(), this, attributes).append(...children);
  }
}

const INDEX: ChangelogItemIndex = {
  releases: [
    {
      slug: 'r2',
      tag: 'v2',
      heading: 'v2',
      date: '2099-01-01',
      versions: ['1.2.0'],
      archived: false,
      whatToDo: 'r2-what-to-do',
      operatorActions: [],
      sections: [
        {id: 'r2-bugs', kind: 'bugfixes'},
        {id: 'r2-features', kind: 'features'},
      ],
      proseSections: [],
    },
    {
      slug: 'r1',
      tag: 'v1',
      heading: 'v1',
      date: '2099-01-01',
      versions: ['1.1.0'],
      archived: true,
      whatToDo: 'r1-what-to-do',
      operatorActions: [],
      sections: [{id: 'r1-features', kind: 'features'}],
      proseSections: [],
    },
    {
      slug: 'r0',
      tag: 'v0',
      heading: 'v0',
      date: '2099-01-01',
      versions: ['1.0.0'],
      archived: true,
      whatToDo: 'r0-what-to-do',
      operatorActions: [],
      sections: [{id: 'r0-features', kind: 'features'}],
      proseSections: [],
    },
  ],
  items: [
    {
      id: 'bug',
      release: 'r2',
      section: 'r2-bugs',
      kind: 'bugfixes',
      audiences: ['operators'],
      endpoints: [],
      configurationChange: false,
      title: 'Bug',
      text: 'Bug fixed',
    },
    {
      id: 'feature',
      release: 'r2',
      section: 'r2-features',
      kind: 'features',
      audiences: ['operators'],
      endpoints: [],
      configurationChange: false,
      title: 'Feature',
      text: 'Feature added',
    },
    {
      id: 'nested',
      release: 'r2',
      section: 'r2-features',
      parent: 'feature',
      kind: 'features',
      audiences: ['operators'],
      endpoints: [],
      configurationChange: false,
      title: 'Tucked',
      text: 'Tucked away wireguard',
    },
    {
      id: 'old',
      release: 'r1',
      section: 'r1-features',
      kind: 'features',
      audiences: ['operators'],
      endpoints: [],
      configurationChange: false,
      title: 'Old',
      text: 'Old feature',
    },
    {
      id: 'missing',
      release: 'r0',
      section: 'r0-features',
      kind: 'features',
      audiences: ['operators'],
      endpoints: [],
      configurationChange: false,
      title: 'Not here',
      text: 'Not in the page yet',
    },
  ],
};

/** The page: r2 in full (its nested item inside a closed block), r1 in the closed archive; r0 has not arrived. */
function page() {
  const doc = new FakeDocument();
  const e = doc.element.bind(doc);
  const collapsed = e('details', {}, e('summary'), e('div', {class: 'change', id: 'nested'}));
  const archive = e(
    'details',
    {class: 'release-archive'},
    e(
      'article',
      {'data-release': 'r1'},
      e('section', {}, e('h3', {id: 'r1-features'}), e('div', {class: 'change', id: 'old'})),
    ),
  );
  const root = e(
    'div',
    {},
    e(
      'article',
      {'data-release': 'r2'},
      e('section', {}, e('h3', {id: 'r2-bugs'}), e('div', {class: 'change', id: 'bug'})),
      e('section', {}, e('h3', {id: 'r2-features'}), e('div', {class: 'change', id: 'feature'}, collapsed)),
    ),
    archive,
  );
  doc.body.append(root);
  const byId = (id: string) => doc.getElementById(id)!;
  return {
    root,
    byId,
    collapsed,
    archive,
    apply: (filter: Partial<ChangelogFilter>) =>
      applyFilterView(root as unknown as HTMLElement, INDEX, changelogFilterView(INDEX, {...EMPTY_FILTER, ...filter})),
  };
}

const hiddenOf = (element: FakeElement) => element.hidden;

describe('putting a filter view on the page', () => {
  const css = (globalThis as {CSS?: unknown}).CSS;
  beforeAll(() => {
    (globalThis as {CSS?: unknown}).CSS = {escape: (value: string) => value};
  });
  afterAll(() => {
    (globalThis as {CSS?: unknown}).CSS = css;
  });

  it('leaves a page nobody filtered untouched', () => {
    const {apply, byId, collapsed} = page();
    apply({});
    expect(byId('bug').hidden).toBe(false);
    expect(collapsed.attributes.has('data-filter-opened')).toBe(false);
  });

  it('hides by id the releases, sections and items the view does not show, and skips what is not in the page', () => {
    const {apply, byId, root} = page();
    apply({kinds: ['bugfixes']});
    expect(hiddenOf(byId('bug'))).toBe(false);
    expect(byId('r2-bugs').parentElement!.hidden).toBe(false);
    expect(byId('r2-features').parentElement!.hidden).toBe(true);
    expect(root.querySelector('article[data-release="r1"]')!.hidden).toBe(true);
    expect(root.querySelector('article[data-release="r2"]')!.hidden).toBe(false);
  });

  it('opens the closed blocks around a shown item, and closes them again when the filter clears', () => {
    const {apply, byId, collapsed} = page();
    apply({query: 'wireguard'});
    expect(byId('nested').hidden).toBe(false);
    expect(byId('feature').hidden).toBe(false);
    expect(collapsed.open).toBe(true);
    apply({});
    expect(collapsed.open).toBe(false);
    expect(collapsed.attributes.has('data-filter-opened')).toBe(false);
    expect(byId('r2-bugs').parentElement!.hidden).toBe(false);
  });

  it('leaves open a block the reader opened', () => {
    const {apply, collapsed} = page();
    collapsed.open = true;
    apply({query: 'wireguard'});
    apply({});
    expect(collapsed.open).toBe(true);
  });

  it('for a ?since= range alone, opens the archive around a shown item but no other block', () => {
    const {apply, archive, collapsed, root} = page();
    apply({since: '1.0.0'});
    expect(archive.open).toBe(true);
    expect(collapsed.open).toBe(false);
    expect(root.querySelector('article[data-release="r1"]')!.hidden).toBe(false);
    apply({since: '1.1.0'});
    expect(archive.open).toBe(false);
    expect(root.querySelector('article[data-release="r1"]')!.hidden).toBe(true);
  });

  it('puts the view on a release that arrives after it, touching nothing else', () => {
    const {apply, byId, root, collapsed} = page();
    apply({kinds: ['bugfixes']});
    collapsed.open = true; // opened by the reader since
    const doc = root.ownerDocument;
    const arrived = doc.element(
      'article',
      {'data-release': 'r0'},
      doc.element(
        'section',
        {},
        doc.element('h3', {id: 'r0-features'}),
        doc.element('div', {class: 'change', id: 'missing'}),
      ),
    );
    root.append(arrived);
    applyFilterView(
      root as unknown as HTMLElement,
      INDEX,
      changelogFilterView(INDEX, {...EMPTY_FILTER, kinds: ['bugfixes']}),
      'r0',
    );
    expect(arrived.hidden).toBe(true);
    expect(collapsed.open).toBe(true);
    expect(byId('r2-features').parentElement!.hidden).toBe(true);
    // The same release, arriving under a view that shows it, opens the archive around it as a whole-page view does.
    arrived.hidden = false;
    applyFilterView(
      root as unknown as HTMLElement,
      INDEX,
      changelogFilterView(INDEX, {...EMPTY_FILTER, since: '0.9.0'}),
      'r0',
    );
    expect(arrived.hidden).toBe(false);
    expect(byId('missing').hidden).toBe(false);
  });

  it('shows everything again when cleared', () => {
    const {apply, byId, root} = page();
    apply({kinds: ['crypto']});
    expect(['bug', 'feature'].map((id) => byId(id).parentElement!.parentElement!.hidden)).toEqual([true, true]);
    apply({});
    for (const node of root.descendants()) expect(node.hidden).toBe(false);
  });
});

describe('the applier reads no fact from the page', () => {
  const source = readFileSync(new URL('./filterDom.ts', import.meta.url), 'utf8');

  it("reads no data attribute other than the release articles' and no text", () => {
    expect(source).not.toMatch(
      /dataset|getAttribute|textContent|innerText|data-(kind|audience|versions|tag|pr|endpoints|heading|entry)\b/,
    );
  });
});
