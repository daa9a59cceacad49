/**
 * The plain text the parser reads out of a release: the actions of its "what
 * to do" block, the text of each item and of each section without items, the
 * length of text it shows, and the anchors its headings and blocks declare.
 */
import {describe, expect, it} from 'vitest';
import {parseRelease} from './parse';
import {FILE, defaultBody, release} from './releaseFixtures';

const TODAY = new Date('2026-11-23T12:00:00Z');
const parse = (source: string) => parseRelease(FILE, source, {today: TODAY});

/** A release whose "what to do" block holds the given Markdown. */
function withActions(markdown: string) {
  return parse(
    release({}, `<OperatorActions upgrade="required">\n\n${markdown}\n\n</OperatorActions>\n\n${defaultBody}`),
  );
}

const NESTED = `<Section kind="features" id="outer" title="Outer">

<Section kind="bugfixes" id="inner" title="Inner" level={4}>

<Change pr={1} title="Parent item" audience="operators">

Parent text with {PORTS.x} and ![shot](/img/a.png) here.

<Collapsible title="Details" id="details">

<Change pr={2} title="Child" audience="wallet" endpoints="/v1/a, /v1/b  /v1/c">

- a
- b

</Change>

</Collapsible>

</Change>

</Section>

</Section>

<Section kind="operators" id="prose" title="Prose">

Just   words, **bold**and plain.

<Collapsible title="More">

Hidden
text.

</Collapsible>

***

</Section>
`;

describe('the actions of the "what to do" block', () => {
  it('are its list items, each with its nested items, leaving out empty ones and the prose around the list', () => {
    expect(
      withActions('Intro para.\n\n- Stop the node.\n  - Wait a bit.\n- \n- Start it with `nym-node run`.')
        .operatorActions,
    ).toEqual(['Stop the node. Wait a bit.', 'Start it with nym-node run.']);
  });

  it('are its paragraphs when it has no list, without code blocks, inline markup or runs of spaces', () => {
    expect(withActions('First  para.\n\n```sh\nnym-node run\n```\n\nSecond **bold**para.').operatorActions).toEqual([
      'First para.',
      'Second boldpara.',
    ]);
  });

  it('are the one list item of the default block', () => {
    expect(parse(release()).operatorActions).toEqual(['Nothing.']);
  });
});

describe('the items of a release', () => {
  const parsed = parse(release({}, NESTED));

  it('carry their section, parent item, collapsible block, endpoints and text', () => {
    expect(parsed.items).toEqual([
      {
        anchor: 'pr-1',
        title: 'Parent item',
        pr: 1,
        href: 'https://github.com/nymtech/nym/pull/1',
        audience: ['operators'],
        kind: 'bugfixes',
        sectionId: 'inner',
        endpoints: [],
        text: 'Parent item Parent text with and here. Details Child a b',
      },
      {
        anchor: 'pr-2',
        title: 'Child',
        pr: 2,
        href: 'https://github.com/nymtech/nym/pull/2',
        audience: ['wallet'],
        kind: 'bugfixes',
        sectionId: 'inner',
        parent: 'pr-1',
        collapsible: 'Details',
        endpoints: ['/v1/a', '/v1/b', '/v1/c'],
        text: 'Child a b',
      },
    ]);
  });

  it('read blocks as separated by one space and inline markup as joined', () => {
    const source = release(
      {},
      defaultBody.replace(
        'A node can no longer combine the mixnode mode with exit mode.',
        'One **bold**word.\n\nTwo.\n\n- x\n- y',
      ),
    );
    expect(parse(source).items[0].text).toBe('Do not run mixnode in exit mode One boldword. Two. x y');
  });

  it('of the default release sit in their section, with no endpoints', () => {
    expect(parse(release()).items.map(({sectionId, endpoints, text}) => ({sectionId, endpoints, text}))).toEqual([
      {
        sectionId: 'features-test',
        endpoints: [],
        text: 'Do not run mixnode in exit mode A node can no longer combine the mixnode mode with exit mode.',
      },
      {sectionId: 'features-test', endpoints: [], text: 'Setup guide'},
    ]);
  });
});

describe('sections inside sections', () => {
  it('name the section they sit in; a section at the top of the release names none', () => {
    expect(parse(release({}, NESTED)).sections.map(({id, within}) => ({id, within}))).toEqual([
      {id: 'outer', within: undefined},
      {id: 'inner', within: 'outer'},
      {id: 'prose', within: undefined},
    ]);
    expect(parse(release({}, NESTED)).sections.find((section) => section.id === 'outer')).not.toHaveProperty('within');
  });
});

describe('sections without items', () => {
  it('are the prose sections, with their title, prose and block titles as text; a section around an item section is not one', () => {
    expect(parse(release({}, NESTED)).proseSections).toEqual([
      {
        kind: 'operators',
        title: 'Prose',
        id: 'prose',
        level: 3,
        text: 'Prose Just words, boldand plain. More Hidden text.',
      },
    ]);
  });

  it('leave imports out of their text', () => {
    const source = release(
      {},
      `<Section kind="features" id="sec" title="S">\n\nimport {PORTS} from '@site/src/rules/constants';\n\nHi\n\n</Section>\n`,
    );
    expect(parse(source).proseSections).toEqual([{kind: 'features', title: 'S', id: 'sec', level: 3, text: 'S Hi'}]);
  });

  it('are none when every section has an item', () => {
    expect(parse(release()).proseSections).toEqual([]);
  });
});

describe('the length of text a release shows', () => {
  it('counts prose, code and item titles, not images, rules, imports, expressions or block titles', () => {
    const shown = [
      'Nothing.',
      'Parent item',
      'Parent text with ',
      ' and ',
      ' here.',
      'Child',
      'a',
      'b',
      'Just   words, ',
      'bold',
      'and plain.',
      'Hidden\ntext.',
    ];
    expect(parse(release({}, NESTED)).textLength).toBe(shown.join('').length);
  });

  it('leaves imports inside a section out', () => {
    const source = release(
      {},
      `<Section kind="features" id="sec" title="S">\n\nimport {PORTS} from '@site/src/rules/constants';\n\nHi\n\n</Section>\n`,
    );
    expect(parse(source).textLength).toBe('Nothing.Hi'.length);
  });
});

describe('anchors', () => {
  it('are the release, its block, its sections, items and named collapsible blocks, in order', () => {
    expect(parse(release({}, NESTED)).anchors).toEqual([
      'v20991-test',
      'v20991-test-what-to-do',
      'outer',
      'inner',
      'pr-1',
      'details',
      'pr-2',
      'prose',
    ]);
  });

  it('of a heading are its slug without the spaces around it; a heading with nothing to slug gives none', () => {
    const parsed = parse(
      release({}, `${defaultBody}\n### Steps&#x20;\n\nx\n\n### !!!\n\ny\n\n### Logo ![logo](/img/logo.png)\n\nz\n`),
    );
    expect(parsed.anchors).toEqual([
      'v20991-test',
      'v20991-test-what-to-do',
      'features-test',
      'pr-5898',
      'setup-guide',
      'steps',
      'logo',
    ]);
  });
});
