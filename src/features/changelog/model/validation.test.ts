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
import {ACTIONS, FILE, buildInfo, defaultBody, lineOf, problemsOf, release, TODAY} from './releaseFixtures';

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

describe('no script can come from a release file', () => {
  it('rejects a <script> element in the body', () => {
    const source = withBody('<script>alert(1)</script>');
    expect(reasonAt(source, '<script>', 'body')).toMatch(/<script>.*not allowed/);
  });

  it('rejects a <script> element nested in an item', () => {
    const source = release(
      {},
      defaultBody.replace(
        'A node can no longer',
        'A node <script src="https://example.org/x.js"></script> can no longer',
      ),
    );
    expect(reasonAt(source, '<script', 'body')).toMatch(/<script>/);
  });

  it('rejects an inline event handler on a raw HTML element', () => {
    const source = withBody('<img src="/img/x.png" alt="x" onerror="alert(1)" />');
    expect(reasonAt(source, '<img', 'body')).toBe(
      '<img> has the event handler attribute onerror: a release file may not run script; remove the attribute',
    );
  });

  it('rejects an inline event handler on a JSX element written with braces', () => {
    const source = withBody('<div onClick={() => alert(1)}>Click</div>');
    expect(reasonAt(source, '<div', 'body')).toMatch(/^<div> has the event handler attribute onClick/);
  });

  it('rejects an event handler on a registered component too', () => {
    const source = release({}, defaultBody.replace('<Section kind', '<Section onMouseOver="alert(1)" kind'));
    expect(reasonAt(source, '<Section', 'body')).toMatch(/<Section> has the event handler attribute onMouseOver/);
  });

  it('rejects a javascript: URL in an href attribute, whatever its case or leading spaces', () => {
    const source = withBody('<a href="  JavaScript:alert(1)">x</a>');
    expect(reasonAt(source, '<a', 'body')).toBe(
      '<a href> is "  JavaScript:alert(1)": javascript: URLs run script and are not allowed; link to an https:// address or a site path starting with /',
    );
  });

  it('rejects a javascript: URL hidden behind a character reference', () => {
    const source = withBody('<a href="&#106;avascript:alert(1)">x</a>');
    expect(reasonAt(source, '<a', 'body')).toMatch(/javascript: URLs run script/);
  });

  it('rejects a javascript: URL written as a braced string', () => {
    const source = withBody('<a href={"javascript:alert(1)"}>x</a>');
    expect(reasonAt(source, '<a', 'body')).toMatch(/javascript: URLs run script/);
  });

  it('rejects a URL attribute computed by an expression, which cannot be checked', () => {
    const source = withBody('<a href={"java" + "script:alert(1)"}>x</a>');
    expect(reasonAt(source, '<a', 'body')).toMatch(/<a href> is computed by an expression/);
  });

  it('rejects a protocol-relative src', () => {
    const source = withBody('<img src="//evil.example/x.png" alt="x" />');
    expect(reasonAt(source, '<img', 'body')).toMatch(
      /<img src> is "\/\/evil\.example\/x\.png": protocol-relative URLs/,
    );
  });

  it('rejects a javascript: Markdown link', () => {
    const source = withBody('Read [the guide](javascript:alert(1)).');
    expect(reasonAt(source, 'Read [the guide]', 'body')).toMatch(
      /^Markdown link is "javascript:alert\(1\)": javascript: URLs run script/,
    );
  });

  it('rejects a protocol-relative Markdown link and image', () => {
    expect(reasonAt(withBody('See [here](//evil.example/a).'), 'See [here]', 'body')).toMatch(/protocol-relative URLs/);
    expect(reasonAt(withBody('![shot](//evil.example/a.png)'), '![shot]', 'body')).toMatch(
      /^Markdown image is "\/\/evil\.example\/a\.png": protocol-relative/,
    );
  });

  it('rejects a javascript: URL in a Markdown link definition', () => {
    const source = withBody('See [the guide][g].\n\n[g]: javascript:alert(1)');
    expect(reasonAt(source, '[g]: javascript', 'body')).toMatch(/javascript: URLs run script/);
  });

  it('rejects a protocol-relative <Change href>', () => {
    const source = release(
      {},
      defaultBody.replace('href="/operators/nodes/nym-node/setup"', 'href="//evil.example/setup"'),
    );
    expect(reasonAt(source, '<Change title="Setup guide"', 'items[1].href')).toMatch(
      /protocol-relative URLs .* not allowed/,
    );
  });

  it('rejects a javascript: <Change href>', () => {
    const source = release(
      {},
      defaultBody.replace('href="/operators/nodes/nym-node/setup"', 'href="javascript:alert(1)"'),
    );
    expect(reasonAt(source, '<Change title="Setup guide"', 'items[1].href')).toMatch(/javascript: URLs run script/);
  });

  it('rejects spread attributes, which could carry a handler unseen', () => {
    const source = withBody('<div {...{onClick: () => alert(1)}}>x</div>');
    expect(reasonAt(source, '<div', 'body')).toMatch(/^<div> takes attributes spread from an expression/);
  });

  it('rejects a <script> element written inside braces', () => {
    const source = withBody('{<script>alert(1)</script>}');
    expect(reasonAt(source, '{<script>', 'body')).toMatch(/^<script> is not allowed/);
  });

  it('rejects an event handler on an element inside an attribute expression', () => {
    const source = withBody('<Collapsible title="More" summary={<b onClick={f}>x</b>}>\n\nText.\n\n</Collapsible>');
    expect(problemsOf(source)).toContainEqual(
      expect.objectContaining({
        field: 'body',
        reason: expect.stringMatching(/^<b> has the event handler attribute onClick/),
      }),
    );
  });

  it('rejects dangerouslySetInnerHTML', () => {
    const source = withBody('<div dangerouslySetInnerHTML={{__html: "<img src=x onerror=alert(1)>"}} />');
    expect(reasonAt(source, '<div', 'body')).toBe(
      '<div> has the raw-HTML attribute dangerouslySetInnerHTML: a release file may not run script; remove the attribute',
    );
  });

  it('rejects an expression that calls a function', () => {
    const source = withBody('The port is {fetch("/steal")}.');
    expect(reasonAt(source, 'The port is', 'body')).toMatch(
      /^an expression in braces uses a call to fetch\(\), which is not allowed/,
    );
  });

  it('accepts constants and their formatting in expressions', () => {
    const source = withBody(
      "import {PORTS, MIN_OS} from '@site/src/rules/constants';\n\nPorts {PORTS.wireguard} and {MIN_OS.join(', ')}, {(1500).toLocaleString()} bytes.",
    );
    expect(() => parseRelease(FILE, source, {today: TODAY})).not.toThrow();
  });

  it('rejects an export and an import from outside the site', () => {
    const exported = withBody('export const steal = 1;');
    expect(reasonAt(exported, 'export const', 'imports')).toMatch(/^export is not allowed/);
    const imported = withBody("import evil from 'evil-package';");
    expect(reasonAt(imported, 'import evil', 'imports')).toBe(
      'imports from "evil-package": a release file may import only the site\'s own modules (@site/src/…), such as @site/src/rules/constants',
    );
  });

  it('keeps raw HTML elements that run nothing', () => {
    expect(() =>
      parseRelease(
        FILE,
        withBody(
          '<details>\n<summary>More</summary>\n\n[guide](https://nym.com/docs) and [page](/operators) and <img src="/img/x.png" alt="x" />\n\n</details>',
        ),
        {today: TODAY},
      ),
    ).not.toThrow();
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
    expect(problemsOf(release({release_date: '2025-13-01'}))).toContainEqual({
      file: FILE,
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
    expect(problemsOf(release({node_version: '1.15'}))).toContainEqual({
      file: FILE,
      field: 'node_version',
      reason:
        'must be a version written MAJOR.MINOR.PATCH such as 1.15.0; found the number 1.15 (YAML reads an unquoted 1.15 as a number): write it in quotes, e.g. node_version: "1.15.0"',
    });
  });

  it('node_version with two parts', () => {
    expect(problemsOf(release({node_version: '"1.15"'}))).toContainEqual({
      file: FILE,
      field: 'node_version',
      reason: 'must be a semantic version written MAJOR.MINOR.PATCH such as 1.15.0; found "1.15"',
    });
  });

  it('a build_info version read as a number', () => {
    expect(
      problemsOf(release({build_info: buildInfo.replace('rustc_version: "1.86.0"', 'rustc_version: 1.86')})),
    ).toContainEqual({
      file: FILE,
      field: 'build_info.rustc_version',
      reason:
        'must be text (a version written MAJOR.MINOR.PATCH such as 1.15.0); found the number 1.86 (YAML reads it as a number): write it in quotes',
    });
  });

  it('a missing build_info field', () => {
    expect(problemsOf(release({build_info: buildInfo.replace('\n  cargo_profile: "release"', '')}))).toContainEqual({
      file: FILE,
      field: 'build_info.cargo_profile',
      reason: 'missing required field build_info.cargo_profile (one of release, debug)',
    });
  });

  it('an unknown enum value lists the allowed ones', () => {
    expect(problemsOf(release({build_info: buildInfo.replace('"stable"', '"unstable"')}))).toContainEqual({
      file: FILE,
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
    expect(problemsOf(release({node_version: '[1.15, "1.16.0"]'}))).toContainEqual({
      file: FILE,
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
