/**
 * Malformed release files the validator must reject: script in a body, unsafe
 * URLs, stray files, invisible characters, oversized bodies, a tag or slug that
 * contradicts the file name, dates far ahead, duplicate heading anchors, and the
 * messages an editor reads for the commonest slips.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {MAX_BODY_CHARACTERS, MAX_DAYS_AHEAD, parseRelease} from './parse';
import {assembleReleases, loadReleases} from './load';
import {ReleaseValidationError, type ReleaseProblem} from './errors';
import {parseReleaseTree} from './mdxTree';
import {CONTROL_CHARACTER} from './bodyRules';
import {FILE, buildInfo, defaultBody, lineOf, problemsOf, release, TODAY} from './releaseFixtures';

/** A release whose body is the default one plus some text at its end. */
function withBody(extra: string, overrides: Record<string, string | null> = {}): string {
  return release(overrides, `${defaultBody}\n${extra}\n`);
}

/** The one problem at a line of the source, checked for file:line and field; returns its reason. */
function reasonAt(source: string, text: string, field: string): string {
  const problems = problemsOf(source);
  const at = `${FILE}:${lineOf(source, text)}`;
  const problem = problems.find((p) => p.file === at && p.field === field);
  expect(problem, `no problem at ${at} in ${field}; got ${JSON.stringify(problems)}`).toBeDefined();
  return problem!.reason;
}

/** The reason a body element gets when it is not one of the release components. */
const NOT_A_COMPONENT =
  /^<[^>]+> is not allowed in a release body: write Markdown .*one of the release components: Section, Change/;

describe('a release body holds only Markdown and the components the release schema names', () => {
  it.each([
    ['a raw HTML block element', '<div>Text</div>', '<div'],
    ['a raw HTML inline element', 'Some <b>bold</b> text.', 'Some <b>'],
    ['an image element that runs nothing', '<img src="/img/x.png" alt="x" />', '<img'],
    ['a link element', '<a href="/operators">page</a>', '<a href'],
    ['a native details block', '<details>\n<summary>More</summary>\n\nText.\n\n</details>', '<details>'],
    ['an iframe', '<iframe src="https://example.org" title="x"></iframe>', '<iframe'],
    ['a style element', '<style>{"body {display: none}"}</style>', '<style>'],
    ['a namespaced element', '<svg:rect width="1" />', '<svg:rect'],
    ['a component named with a dot', '<Foo.Bar>x</Foo.Bar>', '<Foo.Bar>'],
    ['an unknown capitalised component', '<Banner>x</Banner>', '<Banner>'],
    ['a custom element', '<nym-node-card>x</nym-node-card>', '<nym-node-card>'],
  ])('rejects %s, at its line', (_kind, markup, lineText) => {
    expect(reasonAt(withBody(markup), lineText, 'body')).toMatch(NOT_A_COMPONENT);
  });

  it('rejects a <script> element whatever its case, with the message that names script', () => {
    expect(reasonAt(withBody('<SCRIPT>alert(1)</SCRIPT>'), '<SCRIPT>', 'body')).toBe(
      '<script> is not allowed: a release file may not run script; remove it (show code in a fenced code block)',
    );
  });

  it('rejects a <script> element anywhere: in the body and nested in an item', () => {
    expect(reasonAt(withBody('<script>alert(1)</script>'), '<script>', 'body')).toMatch(/^<script> is not allowed/);
    const nested = release(
      {},
      defaultBody.replace(
        'A node can no longer',
        'A node <script src="https://example.org/x.js"></script> can no longer',
      ),
    );
    expect(reasonAt(nested, '<script', 'body')).toMatch(/^<script> is not allowed/);
  });

  it('rejects an element written inside braces, in the body or in an attribute', () => {
    expect(reasonAt(withBody('{<b>x</b>}'), '{<b>', 'body')).toMatch(/^an expression in braces uses an element/);
    const inAttribute = withBody('<Collapsible title="More" summary={<b>x</b>}>\n\nText.\n\n</Collapsible>');
    expect(problemsOf(inAttribute)).toContainEqual(
      expect.objectContaining({
        field: 'body',
        reason: expect.stringMatching(/^an expression in braces uses an element/),
      }),
    );
  });

  it('accepts every release component, each with its attributes', () => {
    const source = withBody(
      [
        "import CalculatorSlot from '@site/src/components/calculators/CalculatorSlot';",
        '',
        '<Collapsible title="More">\n\nText.\n\n</Collapsible>',
        '<TerminalFigure caption="nym-node --version">\n\nIt printed 1.15.0.\n\n</TerminalFigure>',
        '<WalletMigrationDiagram view="button" />',
        '<CalculatorSlot name="node-load" />',
        '<ResponseSizeTable />',
        '<LoadTierTable />',
        '<ExitPolicyPorts />',
        '<HardwareTable server="vps" />',
        '<ServiceSettings />',
      ].join('\n\n'),
    );
    expect(() => parseRelease(FILE, source, {today: TODAY})).not.toThrow();
  });

  it("checks a release component's attributes against its schema", () => {
    expect(reasonAt(withBody('<HardwareTable server="laptop" />'), '<HardwareTable', 'HardwareTable.server')).toBe(
      'must be vps or dedicated; found "laptop"',
    );
    expect(reasonAt(withBody('<LoadTierTable rows="3" />'), '<LoadTierTable', 'LoadTierTable.rows')).toBe(
      'unknown attribute rows',
    );
  });

  it('rejects an event handler, a raw-HTML attribute and spread attributes on a release component', () => {
    const handler = release({}, defaultBody.replace('<Section kind', '<Section onMouseOver="alert(1)" kind'));
    expect(reasonAt(handler, '<Section', 'body')).toBe(
      '<Section> has the event handler attribute onMouseOver: a release file may not run script; remove the attribute',
    );
    expect(reasonAt(withBody('<LoadTierTable dangerouslySetInnerHTML={{__html: "x"}} />'), '<LoadTier', 'body')).toBe(
      '<LoadTierTable> has the raw-HTML attribute dangerouslySetInnerHTML: a release file may not run script; remove the attribute',
    );
    expect(reasonAt(withBody('<LoadTierTable {...{onClick: f}} />'), '<LoadTier', 'body')).toMatch(
      /^<LoadTierTable> takes attributes spread from an expression/,
    );
    // An event handler's name starts with "on"; one that holds it further in is only unknown.
    expect(reasonAt(withBody('<LoadTierTable iconic="1" />'), '<LoadTier', 'LoadTierTable.iconic')).toBe(
      'unknown attribute iconic',
    );
  });

  it.each([
    ['ticked', '- [x] `cd-docs`', 'x'],
    ['unticked', '- [ ] `publish-sdk-npm`', ' '],
  ])('rejects a %s task list item, which renders an unlabelled checkbox', (_kind, markup, mark) => {
    expect(reasonAt(withBody(markup), markup, 'body')).toBe(
      `a task list item ("- [${mark}]") shows a checkbox without a label that nobody can tick; write a plain list item and say in words what was done`,
    );
  });

  it('rejects a javascript: or protocol-relative Markdown link, image and link definition', () => {
    expect(reasonAt(withBody('Read [the guide](javascript:alert(1)).'), 'Read [the guide]', 'body')).toMatch(
      /^Markdown link is "javascript:alert\(1\)": javascript: URLs run script/,
    );
    expect(reasonAt(withBody('See [here](//evil.example/a).'), 'See [here]', 'body')).toMatch(/protocol-relative URLs/);
    expect(reasonAt(withBody('![shot](//evil.example/a.png)'), '![shot]', 'body')).toMatch(
      /^Markdown image is "\/\/evil\.example\/a\.png": protocol-relative/,
    );
    const definition = withBody('See [the guide][g].\n\n[g]: javascript:alert(1)');
    expect(reasonAt(definition, '[g]: javascript', 'body')).toMatch(/javascript: URLs run script/);
  });

  it('rejects a javascript: or protocol-relative <Change href>', () => {
    const at = '<Change title="Setup guide"';
    const href = (url: string) =>
      release({}, defaultBody.replace('href="/operators/nodes/nym-node/setup"', `href="${url}"`));
    expect(reasonAt(href('//evil.example/setup'), at, 'items[1].href')).toMatch(
      /protocol-relative URLs .* not allowed/,
    );
    expect(reasonAt(href('javascript:alert(1)'), at, 'items[1].href')).toMatch(/javascript: URLs run script/);
  });

  it('rejects an expression that calls a function, and accepts constants and their formatting', () => {
    expect(reasonAt(withBody('The port is {fetch("/steal")}.'), 'The port is', 'body')).toMatch(
      /^an expression in braces uses a call to fetch\(\), which is not allowed/,
    );
    const source = withBody(
      "import {PORTS, MIN_OS} from '@site/src/rules/constants';\n\nPorts {PORTS.wireguard} and {MIN_OS.join(', ')}, {(1500).toLocaleString()} bytes.",
    );
    expect(() => parseRelease(FILE, source, {today: TODAY})).not.toThrow();
  });

  it('imports only what the schema names: constants by name and the calculator slot', () => {
    expect(reasonAt(withBody('export const steal = 1;'), 'export const', 'imports')).toMatch(/^export is not allowed/);
    expect(reasonAt(withBody("import evil from 'evil-package';"), 'import evil', 'imports')).toBe(
      'imports from "evil-package": a release file may import only from @site/src/rules/constants, @site/src/components/calculators/CalculatorSlot',
    );
    expect(
      reasonAt(withBody("import Table from '@site/src/components/rules/tables';"), 'import Table', 'imports'),
    ).toMatch(/^imports from "@site\/src\/components\/rules\/tables": a release file may import only from/);
    expect(reasonAt(withBody("import * as all from '@site/src/rules/constants';"), 'import * as', 'imports')).toMatch(
      /^imports all from "@site\/src\/rules\/constants" as a whole module/,
    );
    expect(
      reasonAt(
        withBody("import Other from '@site/src/components/calculators/CalculatorSlot';"),
        'import Other',
        'imports',
      ),
    ).toBe(
      'imports Other from "@site/src/components/calculators/CalculatorSlot": import its default export as CalculatorSlot',
    );
    // The right name is not enough: the whole module under it is not the component.
    const whole = "import * as CalculatorSlot from '@site/src/components/calculators/CalculatorSlot';";
    expect(reasonAt(withBody(whole), 'import * as', 'imports')).toBe(
      'imports CalculatorSlot from "@site/src/components/calculators/CalculatorSlot": import its default export as CalculatorSlot',
    );
  });
});

describe('a release file holds no control character, as written or once its escapes are read', () => {
  it.each([
    ['a YAML \\x escape', '"Fixes \\x07 the bell."', 'U+0007'],
    ['a YAML \\u escape', '"Fixes \\u001b the escape."', 'U+001B'],
    ['a YAML \\a escape', '"Fixes \\a the bell again."', 'U+0007'],
    ['a YAML \\e escape', '"Fixes \\e the escape again."', 'U+001B'],
    ['a YAML \\N escape (C1 next line)', '"Fixes \\N the next line."', 'U+0085'],
    ['a YAML \\0 escape', '"Fixes \\0 the null character."', 'U+0000'],
  ])('rejects %s in a front matter value, with its line and field', (_kind, summary, codePoint) => {
    const source = release({summary});
    const problems = problemsOf(source);
    expect(problems).toContainEqual({
      file: `${FILE}:${lineOf(source, 'summary:')}`,
      field: 'summary',
      reason: `holds the invisible control character ${codePoint} once its escapes are read; remove the escape (only tabs and line breaks may appear)`,
    });
  });

  it('names the field of an escape inside a nested block', () => {
    const source = release({build_info: buildInfo.replace('binary_name: "nym-node"', 'binary_name: "nym-node\\x01"')});
    expect(problemsOf(source)).toContainEqual(
      expect.objectContaining({
        file: `${FILE}:${lineOf(source, 'binary_name:')}`,
        field: 'build_info.binary_name',
        reason: expect.stringMatching(/^holds the invisible control character U\+0001/),
      }),
    );
  });

  it('names an escape inside a list by the line of its entry, and each escape of a file once', () => {
    const source = release({
      notes: '["fine", "bell \\a here"]',
      summary: '"A summary with a \\x07 bell and more words."',
    });
    const problems = problemsOf(source).filter((problem) => problem.reason.startsWith('holds the invisible'));
    expect(problems.map(({file, field}) => ({file, field}))).toEqual([
      {file: `${FILE}:${lineOf(source, 'summary:')}`, field: 'summary'},
      {file: `${FILE}:${lineOf(source, 'notes:')}`, field: 'notes.1'},
    ]);
    const block = release({notes: '\n  - "fine"\n  - "bell \\a here"'});
    expect(problemsOf(block)).toContainEqual(
      expect.objectContaining({file: `${FILE}:${lineOf(block, '  - "bell')}`, field: 'notes.1'}),
    );
  });

  it.each([
    [
      'a character reference in a component attribute',
      '<Collapsible title="Bell &#7;">\n\nx\n\n</Collapsible>',
      '<Collapsible',
      'U+0007',
    ],
    ['an escape in a string inside braces', 'Bell {"\\u0007"} here.', 'Bell', 'U+0007'],
    [
      'an escape in a braced attribute',
      '<Collapsible title={"Bell \\x07"}>\n\nx\n\n</Collapsible>',
      '<Collapsible',
      'U+0007',
    ],
    ['an escape in a template literal', 'Bell {`\\u0007`} here.', 'Bell', 'U+0007'],
  ])('rejects %s in the body, at its line', (_kind, markup, lineText, codePoint) => {
    expect(reasonAt(withBody(markup), lineText, 'body')).toBe(
      `holds the invisible control character ${codePoint} once its character references or escapes are read; remove it (only tabs and line breaks may appear)`,
    );
  });

  it('rejects a C1 control character written as is', () => {
    const source = withBody('Next\u0085line.');
    expect(reasonAt(source, 'Next', 'body')).toMatch(/^contains the invisible control character U\+0085 at column 5/);
  });

  it('accepts tabs, line breaks and ordinary character references', () => {
    expect(() => parseRelease(FILE, withBody('A&nbsp;B &amp; C &#8212; D\tE.'), {today: TODAY})).not.toThrow();
  });

  it('reads a character reference to a control character in Markdown text as U+FFFD, never as the control', () => {
    // CommonMark replaces references to controls with the replacement character: nothing to reject there.
    const text = JSON.stringify(parseReleaseTree('Bell &#7;, delete &#x7F;, next line &#x85;.'));
    expect(text).toContain('Bell \uFFFD, delete \uFFFD, next line \uFFFD.');
    expect(text).not.toMatch(CONTROL_CHARACTER);
  });
});

describe('files in releases/', () => {
  let directory: string | undefined;
  afterEach(() => {
    if (directory) rmSync(directory, {recursive: true, force: true});
    directory = undefined;
  });

  it('rejects a file with an unknown extension, naming it; files starting with _ stay ignored', () => {
    directory = mkdtempSync(path.join(tmpdir(), 'releases-'));
    const releases = path.join(directory, 'releases');
    mkdirSync(releases);
    writeFileSync(path.join(releases, '2099.1-test.mdx'), release());
    writeFileSync(path.join(releases, '2099.1-new.md'), release());
    writeFileSync(path.join(releases, '2099.1-test.mdx.bak'), release());
    writeFileSync(path.join(releases, '_draft.md'), 'not a release');
    let problems: ReleaseProblem[] = [];
    try {
      loadReleases(releases, directory);
    } catch (error) {
      expect(error).toBeInstanceOf(ReleaseValidationError);
      problems = [...(error as ReleaseValidationError).problems];
    }
    expect(problems).toEqual([
      {
        file: 'releases/2099.1-new.md',
        field: '(file name)',
        reason:
          'unknown extension ".md": a release file ends in .mdx (rename it, or start its name with _ to keep it out of the changelog)',
      },
      {
        file: 'releases/2099.1-test.mdx.bak',
        field: '(file name)',
        reason:
          'unknown extension ".bak": a release file ends in .mdx (rename it, or start its name with _ to keep it out of the changelog)',
      },
    ]);
  });
});

describe('characters and size', () => {
  it('rejects a control character in the body, with its line and code', () => {
    const source = withBody('A bell \u0007 rings.');
    expect(reasonAt(source, 'A bell', 'body')).toBe(
      'contains the invisible control character U+0007 at column 8; delete it (only tabs and line breaks may appear)',
    );
  });

  it('rejects a control character in the front matter', () => {
    const source = release({summary: '"A release used to test\u0000 the release-file validation."'});
    expect(reasonAt(source, 'summary:', '(front matter)')).toMatch(/control character U\+0000/);
  });

  it('rejects DEL, a form feed and the noncharacter U+FFFE', () => {
    expect(reasonAt(withBody('x\u007Fy'), 'x\u007Fy', 'body')).toMatch(/U\+007F/);
    expect(reasonAt(withBody('x\u000Cy'), 'x\u000Cy', 'body')).toMatch(/U\+000C/);
    expect(reasonAt(withBody('x\uFFFEy'), 'x\uFFFEy', 'body')).toMatch(/U\+FFFE/);
  });

  it('rejects a body larger than the limit', () => {
    const source = withBody('a'.repeat(MAX_BODY_CHARACTERS));
    expect(problemsOf(source)).toContainEqual({
      file: FILE,
      field: 'body',
      reason: expect.stringMatching(/^the body has [\d,]+ characters; a release body may have at most 200,000/),
    });
  });

  it('rejects a file that starts with a byte-order mark', () => {
    expect(problemsOf(`\uFEFF${release()}`)).toEqual([
      {
        file: FILE,
        field: '(file)',
        reason: 'the file starts with a byte-order mark (U+FEFF): save it as UTF-8 without BOM',
      },
    ]);
  });
});

describe('the file name agrees with the front matter', () => {
  it('rejects a tag that contradicts the file name', () => {
    expect(problemsOf(release({tag: 'v2099.2-test', heading: '"v2099.2-test"'}))).toContainEqual({
      file: FILE,
      field: 'tag',
      reason:
        'is v2099.2-test but the file is named 2099.1-test.mdx: a release file is named after its tag without the v (expected tag v2099.1-test, or rename the file 2099.2-test.mdx)',
    });
  });

  it('rejects a news entry whose file is not news-<slug>.mdx', () => {
    const news = {kind: 'news', tag: 'null', node_version: 'null', binaries_url: 'null'};
    expect(problemsOf(release(news), 'releases/news-other.mdx')).toContainEqual({
      file: 'releases/news-other.mdx',
      field: 'slug',
      reason:
        'is v20991-test but the file is named news-other.mdx: a news file is named news-<slug>.mdx (expected slug other, or rename the file news-v20991-test.mdx)',
    });
  });

  it('rejects a release in a file named like news', () => {
    const tagless = {tag: 'null', node_version: 'null', node_version_note: '"The record gives no version line."'};
    expect(problemsOf(release(tagless), 'releases/news-v20991-test.mdx')).toContainEqual(
      expect.objectContaining({
        field: 'kind',
        reason: expect.stringMatching(/^is release but the file is named news-v20991-test\.mdx/),
      }),
    );
  });

  it('rejects a tagless release in a file not named after a release', () => {
    const tagless = {tag: 'null', node_version: 'null', node_version_note: '"The record gives no version line."'};
    expect(problemsOf(release(tagless), 'releases/drift.mdx')).toContainEqual(
      expect.objectContaining({
        field: 'tag',
        reason: expect.stringMatching(/^is null but the file is named drift\.mdx/),
      }),
    );
    expect(parseRelease('releases/2099.1-test-drift.mdx', release(tagless), {today: TODAY}).tag).toBeNull();
  });
});

describe('release dates', () => {
  it(`rejects a release_date more than ${MAX_DAYS_AHEAD} days ahead, accepts one within`, () => {
    expect(problemsOf(release({release_date: '2026-12-25'}))).toContainEqual({
      file: FILE,
      field: 'release_date',
      reason:
        'is 2026-12-25, 32 days after today (2026-11-23): a release may be dated at most 31 days ahead; check the year and month',
    });
    expect(parseRelease(FILE, release({release_date: '2026-12-24'}), {today: TODAY}).release_date).toBe('2026-12-24');
  });

  it('still rejects an impossible date', () => {
    const source = release({release_date: '2025-13-01'});
    expect(problemsOf(source)).toContainEqual({
      file: `${FILE}:${lineOf(source, 'release_date:')}`,
      field: 'release_date',
      reason: 'must be a real calendar date written YYYY-MM-DD; found "2025-13-01"',
    });
  });
});

describe('anchors of plain Markdown headings', () => {
  it('gives a heading without {#id} its slug as an anchor', () => {
    const parsed = parseRelease(FILE, withBody('### Upgrade steps for `nym-node`\n\nText.'), {today: TODAY});
    expect(parsed.anchors).toContain('upgrade-steps-for-nym-node');
  });

  it('rejects two plain headings with the same text in a release', () => {
    const problems = problemsOf(withBody('### Steps\n\nOne.\n\n### Steps\n\nTwo.'));
    expect(problems).toContainEqual({
      file: FILE,
      field: 'anchors',
      reason: 'duplicate anchor "steps" within the release',
    });
  });

  it('rejects a plain heading whose slug is a section id', () => {
    const problems = problemsOf(withBody('### Features test\n\nText.'));
    expect(problems).toContainEqual({
      file: FILE,
      field: 'anchors',
      reason: 'duplicate anchor "features-test" within the release',
    });
  });

  it('rejects the same plain heading in two releases', () => {
    const one = parseRelease(FILE, withBody('### Upgrade steps\n\nOne.'), {today: TODAY});
    const other = parseRelease(
      'releases/2099.2-other.mdx',
      release(
        {tag: 'v2099.2-other', slug: 'other', heading: '"other"'},
        '<Section kind="features" id="features-other" title="Features">\n\n### Upgrade steps\n\nTwo.\n\n</Section>\n',
      ),
      {today: TODAY},
    );
    expect(() => assembleReleases([one, other])).toThrowError(
      /releases\/2099\.2-other\.mdx: anchors: duplicate anchor "upgrade-steps"/,
    );
  });
});

describe('messages an editor understands', () => {
  it('node_version read by YAML as a number', () => {
    const source = release({node_version: '1.15'});
    expect(problemsOf(source)).toContainEqual({
      file: `${FILE}:${lineOf(source, 'node_version:')}`,
      field: 'node_version',
      reason:
        'must be a version written MAJOR.MINOR.PATCH such as 1.15.0; found the number 1.15 (YAML reads an unquoted 1.15 as a number): write it in quotes, e.g. node_version: "1.15.0"',
    });
  });

  it('node_version with two parts', () => {
    const source = release({node_version: '"1.15"'});
    expect(problemsOf(source)).toContainEqual({
      file: `${FILE}:${lineOf(source, 'node_version:')}`,
      field: 'node_version',
      reason: 'must be a semantic version written MAJOR.MINOR.PATCH such as 1.15.0; found "1.15"',
    });
  });

  it('a build_info version read as a number', () => {
    const source = release({build_info: buildInfo.replace('rustc_version: "1.86.0"', 'rustc_version: 1.86')});
    expect(problemsOf(source)).toContainEqual({
      file: `${FILE}:${lineOf(source, 'rustc_version:')}`,
      field: 'build_info.rustc_version',
      reason:
        'must be text (a version written MAJOR.MINOR.PATCH such as 1.15.0); found the number 1.86 (YAML reads it as a number): write it in quotes',
    });
  });

  it('a missing build_info field', () => {
    const source = release({build_info: buildInfo.replace('\n  cargo_profile: "release"', '')});
    // A field that is not written is reported at the block that lacks it.
    expect(problemsOf(source)).toContainEqual({
      file: `${FILE}:${lineOf(source, 'build_info:')}`,
      field: 'build_info.cargo_profile',
      reason: 'missing required field build_info.cargo_profile (one of release, debug)',
    });
  });

  it('an unknown enum value lists the allowed ones', () => {
    const source = release({build_info: buildInfo.replace('"stable"', '"unstable"')});
    expect(problemsOf(source)).toContainEqual({
      file: `${FILE}:${lineOf(source, 'rustc_channel:')}`,
      field: 'build_info.rustc_channel',
      reason: 'must be one of stable, beta, nightly; found "unstable"',
    });
  });

  it('an unknown audience lists the allowed ones', () => {
    const source = release({}, defaultBody.replace('audience="operators">', 'audience="operators,miners">'));
    expect(reasonAt(source, '<Change pr', 'items[0].audience.1')).toBe(
      'must list audiences among operators, wallet, developers; found "miners"',
    );
  });

  it('a section level other than 3 or 4', () => {
    const source = release({}, defaultBody.replace('title="Features">', 'title="Features" level={5}>'));
    expect(reasonAt(source, '<Section', 'sections[0].level')).toBe(
      'must be 3 (the default) or 4: a section heading is one level below its release; found 5',
    );
  });

  it('a list of versions read as numbers', () => {
    const source = release({node_version: '[1.15, "1.16.0"]'});
    expect(problemsOf(source)).toContainEqual({
      file: `${FILE}:${lineOf(source, 'node_version:')}`,
      field: 'node_version',
      reason:
        'must be a list of versions written MAJOR.MINOR.PATCH such as 1.15.0; found [1.15,"1.16.0"] (YAML reads unquoted versions as numbers): write each in quotes, e.g. ["1.15.0"]',
    });
  });

  it('a missing attribute of an item', () => {
    const source = release({}, defaultBody.replace(' title="Setup guide"', ''));
    expect(reasonAt(source, '<Change href', 'items[1].title')).toBe(
      'missing required attribute title (the item title as readers see it)',
    );
  });
});
