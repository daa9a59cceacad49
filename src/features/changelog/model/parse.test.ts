import {describe, expect, it} from 'vitest';
import {parseRelease} from './parse';
import {assembleReleases} from './load';
import {buildInfoText} from './buildInfo';
import {ACTIONS, FILE, buildInfo, defaultBody, lineOf, problemsOf, release} from './releaseFixtures';

describe('a valid release file', () => {
  it('yields its facts, sections and items', () => {
    const parsed = parseRelease(FILE, release({build_info: buildInfo}));
    expect(parsed.tag).toBe('v2099.1-test');
    expect(parsed.build_info?.commit_sha).toBe('578c9b0567656d86812aa21eb0b4c93b5a7235bd');
    expect(parsed.sections).toEqual([{kind: 'features', id: 'features-test', title: 'Features', level: 3}]);
    expect(parsed.items.map((item) => item.anchor)).toEqual(['pr-5898', 'setup-guide']);
    expect(parsed.items[0]).toMatchObject({
      pr: 5898,
      href: 'https://github.com/nymtech/nym/pull/5898',
      kind: 'features',
      audience: ['operators'],
    });
    expect(parsed.anchors).toEqual([
      'v20991-test',
      'v20991-test-what-to-do',
      'v20991-test-do-nothing',
      'features-test',
      'pr-5898',
      'setup-guide',
    ]);
  });

  it('counts the text it shows: prose and item titles, not front matter, markup or imports', () => {
    const shown =
      'Nothing.' +
      'Do not run mixnode in exit mode' +
      'A node can no longer combine the mixnode mode with exit mode.' +
      'Setup guide';
    expect(parseRelease(FILE, release()).textLength).toBe(shown.length);
    const withImport = release(
      {},
      `import {PORTS} from '@site/src/rules/constants';\n\n${defaultBody}\nThe port is {PORTS.wireguard}.\n`,
    );
    expect(parseRelease(FILE, withImport).textLength).toBe(shown.length + 'The port is .'.length);
  });

  it('keeps timestamps exactly as written, nanoseconds included', () => {
    const parsed = parseRelease(FILE, release({build_info: buildInfo}));
    expect(parsed.build_info?.build_timestamp).toBe('2025-07-22T09:24:35.790560275Z');
  });

  it('accepts a release without node version, binaries or build info', () => {
    const parsed = parseRelease(
      FILE,
      release({node_version: 'null', node_version_note: '"The record gives no version line."', binaries_url: 'null'}),
    );
    expect(parsed.node_version).toBeNull();
    expect(parsed.build_info).toBeUndefined();
  });
});

describe('news entries and releases without a node version', () => {
  const news = {kind: 'news', tag: 'null', node_version: 'null', binaries_url: 'null'};
  const NEWS_FILE = 'releases/news-v20991-test.mdx';

  it('accepts a news entry: dated, no version, binaries or build info', () => {
    const parsed = parseRelease(NEWS_FILE, release(news));
    expect(parsed.kind).toBe('news');
    expect(parsed.node_version).toBeNull();
  });

  it('rejects a news entry that carries a node version, build info or binaries', () => {
    expect(problemsOf(release({...news, node_version: '"1.20.0"'}), NEWS_FILE)).toContainEqual(
      expect.objectContaining({field: 'node_version', reason: expect.stringContaining('news entry ships no software')}),
    );
    expect(problemsOf(release({...news, build_info: buildInfo}), NEWS_FILE)).toContainEqual(
      expect.objectContaining({field: 'build_info', reason: 'a news entry has no build information'}),
    );
    expect(
      problemsOf(release({...news, binaries_url: 'https://github.com/nymtech/nym/releases'}), NEWS_FILE),
    ).toContainEqual(expect.objectContaining({field: 'binaries_url'}));
  });

  it('rejects a release without a node version unless it says why', () => {
    expect(problemsOf(release({node_version: 'null'}))).toContainEqual(
      expect.objectContaining({field: 'node_version_note', reason: expect.stringContaining('must say why')}),
    );
    const explained = parseRelease(
      FILE,
      release({node_version: 'null', node_version_note: '"This release ships the wallet only."'}),
    );
    expect(explained.node_version_note).toBe('This release ships the wallet only.');
  });

  it('rejects an unknown kind of entry', () => {
    expect(problemsOf(release({kind: 'announcement'}))).toContainEqual(
      expect.objectContaining({field: 'kind', reason: 'must be one of release, news; found "announcement"'}),
    );
  });

  it('takes dated corrections and rejects an impossible date', () => {
    const corrected = parseRelease(
      FILE,
      release({corrections: '\n  - date: 2025-12-16\n    note: "Port 465 was taken off the list."'}),
    );
    expect(corrected.corrections).toEqual([{date: '2025-12-16', note: 'Port 465 was taken off the list.'}]);
    expect(
      problemsOf(release({corrections: '\n  - date: 2025-02-30\n    note: "Port 465 was taken off the list."'})),
    ).toContainEqual(
      expect.objectContaining({
        field: 'corrections.0.date',
        reason: 'must be a real calendar date written YYYY-MM-DD; found "2025-02-30"',
      }),
    );
  });
});

describe('the "what to do" block', () => {
  it('gives the release its upgrade need', () => {
    expect(parseRelease(FILE, release()).upgrade).toBe('none');
  });

  it('is required', () => {
    expect(problemsOf(release().replace(ACTIONS, ''))).toContainEqual(
      expect.objectContaining({field: 'OperatorActions', reason: expect.stringMatching(/^missing/)}),
    );
  });

  it('comes once, before the first section', () => {
    const twice = release({}, `${ACTIONS}${defaultBody}`.replace('<Section', `${ACTIONS}<Section`));
    expect(problemsOf(twice)).toContainEqual(
      expect.objectContaining({field: 'OperatorActions', reason: expect.stringContaining('one "what to do" block')}),
    );
    const late = release({}, defaultBody.replace('</Section>', `${ACTIONS}</Section>`));
    expect(problemsOf(late)).toContainEqual(
      expect.objectContaining({field: 'OperatorActions', reason: expect.stringContaining('before its first section')}),
    );
  });

  it('names its upgrade need from a fixed list', () => {
    const wrong = release({}, `${ACTIONS.replace('none', 'maybe')}${defaultBody}`);
    expect(problemsOf(wrong)).toContainEqual(
      expect.objectContaining({
        field: 'OperatorActions.upgrade',
        reason: 'must be one of required, recommended, optional, none; found "maybe"',
      }),
    );
  });
});

describe('a malformed release file fails naming file, field and reason', () => {
  it('missing field', () => {
    expect(problemsOf(release({release_date: null}))).toContainEqual({
      file: FILE,
      field: 'release_date',
      reason: 'missing required field release_date (a date written YYYY-MM-DD)',
    });
  });

  it('unknown field', () => {
    const source = release({codename: 'test'});
    expect(problemsOf(source)).toContainEqual({
      file: `${FILE}:${lineOf(source, 'codename:')}`,
      field: 'codename',
      reason: 'unknown field codename',
    });
  });

  it('version not semver', () => {
    const source = release({node_version: '"1.15"'});
    const [problem] = problemsOf(source);
    expect(problem).toMatchObject({file: `${FILE}:${lineOf(source, 'node_version:')}`, field: 'node_version'});
    expect(problem.reason).toMatch(/semantic version/);
  });

  it('SHA not 40 hex characters', () => {
    const bad = buildInfo.replace('578c9b0567656d86812aa21eb0b4c93b5a7235bd', '578c9b0');
    const source = release({build_info: bad});
    expect(problemsOf(source)).toContainEqual({
      file: `${FILE}:${lineOf(source, 'commit_sha:')}`,
      field: 'build_info.commit_sha',
      reason: 'must be 40 hexadecimal characters (a full git commit SHA); found "578c9b0"',
    });
  });

  it('timestamp not RFC 3339', () => {
    const bad = buildInfo.replace('2025-07-22T09:24:35.790560275Z', '22/07/2025 09:24');
    const source = release({build_info: bad});
    const problems = problemsOf(source);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      file: `${FILE}:${lineOf(source, 'build_timestamp:')}`,
      field: 'build_info.build_timestamp',
    });
    expect(problems[0].reason).toMatch(/RFC 3339/);
  });

  it('URL not https', () => {
    const source = release({binaries_url: 'http://github.com/nymtech/nym/releases'});
    const [problem] = problemsOf(source);
    expect(problem).toEqual({
      file: `${FILE}:${lineOf(source, 'binaries_url:')}`,
      field: 'binaries_url',
      reason: 'must use https://; found "http://github.com/nymtech/nym/releases"',
    });
  });

  it('unknown section kind', () => {
    const body = defaultBody.replace('kind="features"', 'kind="gossip"');
    const source = release({}, body);
    const [problem] = problemsOf(source);
    expect(problem).toMatchObject({file: `${FILE}:${lineOf(source, '<Section')}`, field: 'sections[0].kind'});
    expect(problem.reason).toMatch(/must be one of operators, features, bugfixes/);
  });

  it('unknown audience', () => {
    const body = defaultBody.replace('audience="operators">', 'audience="operators,miners">');
    const [problem] = problemsOf(release({}, body));
    expect(problem).toMatchObject({field: 'items[0].audience.1'});
  });

  it('an item without pr and without id', () => {
    const source = release({}, defaultBody.replace(' id="setup-guide"', ''));
    expect(problemsOf(source)).toContainEqual({
      file: `${FILE}:${lineOf(source, '<Change title="Setup guide"')}`,
      field: 'items[1].id',
      reason: 'an item without a pr needs an explicit id (its permanent anchor)',
    });
  });

  it('duplicate anchor inside a release', () => {
    const body = defaultBody.replace('id="setup-guide"', 'id="features-test"');
    expect(problemsOf(release({}, body))).toContainEqual({
      file: FILE,
      field: 'anchors',
      reason: 'duplicate anchor "features-test" within the release',
    });
  });

  it('front matter that is not YAML', () => {
    const [problem] = problemsOf('---\nheading: [unclosed\n---\n');
    expect(problem).toMatchObject({file: `${FILE}:2`, field: '(front matter)'});
    expect(problem.reason).toMatch(/not valid YAML/);
  });

  it('a body that is not MDX', () => {
    const [problem] = problemsOf(release({}, '<Section kind="features" id="x" title="X">\n\nunclosed\n'));
    expect(problem.field).toBe('body');
    expect(problem.reason).toMatch(/not valid MDX/);
  });

  it('lists every problem of a file at once', () => {
    const problems = problemsOf(release({release_date: null, binaries_url: 'http://example.org'}));
    expect(problems.map((p) => p.field).sort()).toEqual(['binaries_url', 'release_date']);
  });
});

describe('releases across files', () => {
  const one = parseRelease('releases/2099.1-test.mdx', release());
  it('duplicate tag', () => {
    const other = parseRelease('archive/2099.1-test.mdx', release({slug: 'other-slug', heading: '"other"'}, ''));
    expect(() => assembleReleases([one, other])).toThrowError(
      /archive\/2099\.1-test\.mdx: tag: duplicate tag "v2099\.1-test", also in releases\/2099\.1-test\.mdx/,
    );
  });

  it('duplicate anchor', () => {
    const other = parseRelease(
      'releases/2099.2-other.mdx',
      release(
        {tag: 'v2099.2-other', slug: 'other', heading: '"other"'},
        defaultBody.replace('features-test', 'features-other'),
      ),
    );
    expect(() => assembleReleases([one, other])).toThrowError(
      /releases\/2099\.2-other\.mdx: anchors: duplicate anchor "pr-5898"/,
    );
  });

  it('orders newest first', () => {
    const older = parseRelease(
      'releases/2098.1-old.mdx',
      release({tag: 'v2098.1-old', slug: 'old', heading: '"old"', release_date: '2024-05-01'}, ''),
    );
    expect(assembleReleases([older, one]).map((r) => r.slug)).toEqual(['v20991-test', 'old']);
  });
});

describe('build info as plain text', () => {
  it('prints one labelled line per field, values aligned', () => {
    const parsed = parseRelease(FILE, release({build_info: buildInfo}));
    const text = buildInfoText(parsed.build_info!);
    expect(text.split('\n')).toHaveLength(9);
    expect(text).toMatch(/^Binary Name:\s+nym-node$/m);
    expect(text).toMatch(/^Commit SHA:\s+578c9b0567656d86812aa21eb0b4c93b5a7235bd$/m);
    const columns = new Set(text.split('\n').map((line) => line.search(/\S+$/)));
    expect(columns.size).toBe(1);
  });
});
