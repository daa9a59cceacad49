/**
 * The plain text the parser reads out of a release: the actions of its "what
 * to do" block, the text of each item and of each section without items, the
 * length of text it shows, and the anchors its headings and blocks declare.
 */
import {describe, expect, it} from 'vitest';
import {parseRelease} from './parse';
import {FILE, defaultBody, lineOf, problemsOf, release} from './releaseFixtures';

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
  it('are its bullets, each typed by the <Action> it opens with, its nested bullets part of its text, the prose around the list left out', () => {
    expect(
      withActions(
        [
          'Intro para.',
          '',
          '- <Action id="stop" kind="check" />Stop the node.',
          '  - Wait a bit.',
          '- <Action id="start" kind="check" for="mixnode" />Start it with `nym-node run`.',
          '',
          'Closing para.',
        ].join('\n'),
      ).operatorActions,
    ).toEqual([
      {id: 'stop', kind: 'check', for: ['all'], text: 'Stop the node. Wait a bit.'},
      {id: 'start', kind: 'check', for: ['mixnode'], text: 'Start it with nym-node run.'},
    ]);
  });

  it('read their text without inline markup or runs of spaces', () => {
    expect(
      withActions(
        '- <Action id="first" kind="read" />First  para.\n- <Action id="second" kind="read" />Second **bold**para.',
      ).operatorActions.map((action) => action.text),
    ).toEqual(['First para.', 'Second boldpara.']);
  });

  it('carry the facts of their kind: an upgrade its binary and version, a deadline its date', () => {
    expect(
      withActions(
        '- <Action id="upgrade" kind="upgrade" binary="nym-node" version="1.2.0" />Upgrade now.\n' +
          '- <Action id="cut-off" kind="deadline" date="2099-03-01" for="legacy-mixnode" />Migrate before March.',
      ).operatorActions,
    ).toEqual([
      {id: 'upgrade', kind: 'upgrade', binary: 'nym-node', version: '1.2.0', for: ['all'], text: 'Upgrade now.'},
      {id: 'cut-off', kind: 'deadline', date: '2099-03-01', for: ['legacy-mixnode'], text: 'Migrate before March.'},
    ]);
  });

  it('are two when a bullet opens with two <Action>s, both with its text and each with its anchor, in order', () => {
    const parsed = withActions(
      '- <Action id="upgrade" kind="upgrade" binary="nym-node" version="1.2.0" /> <Action id="restart" kind="check" />Upgrade, then restart.',
    );
    expect(parsed.operatorActions).toEqual([
      {
        id: 'upgrade',
        kind: 'upgrade',
        binary: 'nym-node',
        version: '1.2.0',
        for: ['all'],
        text: 'Upgrade, then restart.',
      },
      {id: 'restart', kind: 'check', for: ['all'], text: 'Upgrade, then restart.'},
    ]);
    expect(parsed.anchors.slice(0, 4)).toEqual([
      'v20991-test',
      'v20991-test-what-to-do',
      'v20991-test-do-upgrade',
      'v20991-test-do-restart',
    ]);
  });

  it('are refused when the block has paragraphs and no list, at the line of the block', () => {
    const source = release(
      {},
      `<OperatorActions upgrade="required">\n\nFirst  para.\n\n\`\`\`sh\nnym-node run\n\`\`\`\n\nSecond **bold**para.\n\n</OperatorActions>\n\n${defaultBody}`,
    );
    expect(problemsOf(source)).toEqual([
      {
        file: `${FILE}:${lineOf(source, '<OperatorActions')}`,
        field: 'OperatorActions',
        reason: 'the block lists what to do as bullets, each opening with <Action id="…" kind="…" />',
      },
    ]);
  });

  it('are refused when a bullet does not open with an <Action>, an empty bullet too, each at its line', () => {
    const source = release(
      {},
      `<OperatorActions upgrade="required">\n\n- <Action id="stop" kind="check" />Stop the node.\n- Then start it.\n-\n\n</OperatorActions>\n\n${defaultBody}`,
    );
    const reason = 'the bullet opens with <Action id="…" kind="…" /> saying what kind of step it is and whom it is for';
    expect(problemsOf(source)).toEqual([
      {file: `${FILE}:${lineOf(source, '- Then')}`, field: 'OperatorActions[1]', reason},
      {file: `${FILE}:${lineOf(source, '- Then') + 1}`, field: 'OperatorActions[2]', reason},
    ]);
  });

  it('are the one bullet of the default block', () => {
    expect(parse(release()).operatorActions).toEqual([{id: 'nothing', kind: 'read', for: ['all'], text: 'Nothing.'}]);
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
  it("are the release, its block, the block's actions, its sections, items and named collapsible blocks, in order", () => {
    expect(parse(release({}, NESTED)).anchors).toEqual([
      'v20991-test',
      'v20991-test-what-to-do',
      'v20991-test-do-nothing',
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
      'v20991-test-do-nothing',
      'features-test',
      'pr-5898',
      'setup-guide',
      'steps',
      'logo',
    ]);
  });
});
