/**
 * The exact words an editor reads when a release file is wrong: how zod's
 * issues are retold (missing, unknown, wrong type, wrong value), the checks
 * of attributes and expressions that keep script out, imports and exports,
 * and the names of news and release files.
 */
import {describe, expect, it} from 'vitest';
import {MAX_BODY_CHARACTERS, parseRelease} from './parse';
import type {ReleaseProblem} from './errors';
import {ACTIONS, FILE, buildInfo, defaultBody, lineOf, problemsOf, release, TODAY} from './releaseFixtures';

const NEWS = {kind: 'news', tag: 'null', node_version: 'null', binaries_url: 'null'};
const SCRIPT_HINT = 'link to an https:// address or a site path starting with /';
const NO_CODE =
  'which is not allowed: a release file may show constants ({PORTS.wireguard}) and format them (.toLocaleString(), .join()), but runs no code';

/** The default release with some text added at the end of its body. */
function withBody(extra: string, overrides: Record<string, string | null> = {}): string {
  return release(overrides, `${defaultBody}\n${extra}\n`);
}

/** The problems of a release whose body ends with one extra line, all reported at that line. */
function problemsAtEnd(extra: string): {at: string; problems: ReleaseProblem[]} {
  const source = withBody(extra);
  return {at: `${FILE}:${lineOf(source, extra.split('\n')[0])}`, problems: problemsOf(source)};
}

function accepts(source: string, file = FILE): void {
  expect(() => parseRelease(file, source, {today: TODAY})).not.toThrow();
}

describe('the shape of the file', () => {
  it('reports a control character on the first line after the front matter as in the body', () => {
    expect(problemsOf('---\nheading: x\n---\nA\u0007')).toEqual([
      {
        file: `${FILE}:4`,
        field: 'body',
        reason:
          'contains the invisible control character U+0007 at column 2; delete it (only tabs and line breaks may appear)',
      },
    ]);
  });

  it('reports a control character inside the front matter as in the front matter', () => {
    expect(problemsOf('---\nheading: x\u0007\n---\nA')).toEqual([
      {
        file: `${FILE}:2`,
        field: '(front matter)',
        reason:
          'contains the invisible control character U+0007 at column 11; delete it (only tabs and line breaks may appear)',
      },
    ]);
  });

  it('reports only the control characters of a file that has no front matter either', () => {
    expect(problemsOf('A\u0007')).toEqual([
      {
        file: `${FILE}:1`,
        field: 'body',
        reason:
          'contains the invisible control character U+0007 at column 2; delete it (only tabs and line breaks may appear)',
      },
    ]);
  });

  it('asks for a front matter block when there is none', () => {
    expect(problemsOf('Hello')).toEqual([
      {file: FILE, field: '(front matter)', reason: 'missing: the file must start with a --- front matter block'},
    ]);
  });

  it("quotes the first line of the YAML parser's complaint", () => {
    expect(problemsOf('---\nheading: [unclosed\n---\n')).toEqual([
      {
        file: `${FILE}:2`,
        field: '(front matter)',
        reason: 'not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
      },
    ]);
  });

  it('names the front matter itself when it is a list or a bare word instead of fields', () => {
    expect(problemsOf('---\n- a\n---\n')).toEqual([
      {file: FILE, field: '(front matter)', reason: 'must be object; found a list'},
    ]);
    expect(problemsOf('---\nhello\n---\n')).toEqual([
      {file: FILE, field: '(front matter)', reason: 'must be object; found "hello"'},
    ]);
  });

  it('lists every required field of an empty front matter, each with what it expects', () => {
    expect(problemsOf('---\n\n---\n')).toEqual([
      {
        file: FILE,
        field: 'heading',
        reason: 'missing required field heading (the heading as readers know it, e.g. "v2025.13-emmental")',
      },
      {
        file: FILE,
        field: 'tag',
        reason: 'missing required field tag (a release tag such as v2025.13-emmental, or null)',
      },
      {
        file: FILE,
        field: 'slug',
        reason: 'missing required field slug (a lowercase anchor made of letters, digits and hyphens)',
      },
      {file: FILE, field: 'release_date', reason: 'missing required field release_date (a date written YYYY-MM-DD)'},
      {
        file: FILE,
        field: 'node_version',
        reason: 'missing required field node_version (a version such as "1.15.0", a list of versions, or null)',
      },
      {file: FILE, field: 'binaries_url', reason: 'missing required field binaries_url (an https:// URL, or null)'},
      {file: FILE, field: 'archived', reason: 'missing required field archived (true or false)'},
      {
        file: FILE,
        field: 'summary',
        reason: 'missing required field summary (one or two sentences for feeds and the landing page)',
      },
      {
        file: FILE,
        field: 'record_check',
        reason:
          'missing required field record_check (the review against the public record: commit (the nymtech/nym commit read) and date)',
      },
    ]);
  });

  it('accepts a body of exactly the largest size and rejects one character more', () => {
    const base = release();
    const bodyLength = base.length - base.indexOf('\n---\n') - '\n---\n'.length;
    const filler = (extra: number) => `${base}\n${'a'.repeat(MAX_BODY_CHARACTERS - bodyLength - 1 + extra)}`;
    accepts(filler(0));
    expect(problemsOf(filler(1))).toEqual([
      {
        file: FILE,
        field: 'body',
        reason:
          'the body has 200,001 characters; a release body may have at most 200,000: move long logs or listings to a docs page and link to it',
      },
    ]);
  });

  it('gives the line of MDX the parser stopped at', () => {
    const source = release({}, 'Text <b\n');
    expect(problemsOf(source)).toEqual([
      {
        file: FILE,
        field: `body (line ${lineOf(source, 'Text <b')})`,
        reason:
          'not valid MDX: Unexpected end of file in name, expected a name character such as letters, digits, `$`, or `_`; whitespace before attributes; or the end of the tag',
      },
    ]);
  });

  it('still checks anchors when the front matter is broken, taking "release" as the slug', () => {
    const source = release(
      {release_date: null},
      '<Section kind="features" id="release" title="X">\n\nHi\n\n</Section>\n',
    );
    expect(problemsOf(source)).toEqual([
      {file: FILE, field: 'release_date', reason: 'missing required field release_date (a date written YYYY-MM-DD)'},
      {file: FILE, field: 'anchors', reason: 'duplicate anchor "release" within the release'},
    ]);
  });
});

describe('front matter fields', () => {
  it('names several unknown fields at once, in the plural, under the first', () => {
    const source = release({codename: 'a', nickname: 'b'});
    expect(problemsOf(source)).toEqual([
      {file: `${FILE}:${lineOf(source, 'codename:')}`, field: 'codename', reason: 'unknown fields codename, nickname'},
    ]);
  });

  it('names one unknown field in the singular', () => {
    const source = release({codename: 'a'});
    expect(problemsOf(source)).toEqual([
      {file: `${FILE}:${lineOf(source, 'codename:')}`, field: 'codename', reason: 'unknown field codename'},
    ]);
  });

  it('says what a missing version field expects', () => {
    expect(problemsOf(release({node_version: null}))).toEqual([
      {
        file: FILE,
        field: 'node_version',
        reason: 'missing required field node_version (a version such as "1.15.0", a list of versions, or null)',
      },
    ]);
  });

  it('says what a missing field inside a list entry expects', () => {
    const source = release({corrections: '\n  - note: "Port 465 was taken off the list."'});
    // A field that is not written is reported at the entry that lacks it.
    expect(problemsOf(source)).toEqual([
      {
        file: `${FILE}:${lineOf(source, '  - note:')}`,
        field: 'corrections.0.date',
        reason: 'missing required field corrections.0.date (a date written YYYY-MM-DD)',
      },
    ]);
  });

  it('names a missing field without an expectation when its schema gives none', () => {
    const source = release({links: '\n  - url: https://x.org'});
    expect(problemsOf(source)).toEqual([
      {
        file: `${FILE}:${lineOf(source, '  - url:')}`,
        field: 'links.0.label',
        reason: 'missing required field links.0.label',
      },
    ]);
  });

  it("keeps the schema's own words for a rule of the entry as a whole", () => {
    const news = release({...NEWS, build_info: buildInfo});
    expect(problemsOf(news, 'releases/news-v20991-test.mdx')).toEqual([
      {
        file: `releases/news-v20991-test.mdx:${lineOf(news, 'build_info:')}`,
        field: 'build_info',
        reason: 'a news entry has no build information',
      },
    ]);
    expect(problemsOf(release({node_version: 'null'}))).toEqual([
      {
        file: FILE,
        field: 'node_version_note',
        reason: 'a release without a nym-node version must say why (node_version_note)',
      },
    ]);
  });

  it('asks for quotes around a number or a true/false where text is expected', () => {
    const heading = `${FILE}:${lineOf(release(), 'heading:')}`;
    expect(problemsOf(release({heading: '5'}))).toEqual([
      {
        file: heading,
        field: 'heading',
        reason:
          'must be text (the heading as readers know it, e.g. "v2025.13-emmental"); found the number 5 (YAML reads it as a number): write it in quotes',
      },
    ]);
    expect(problemsOf(release({heading: 'true'}))).toEqual([
      {
        file: heading,
        field: 'heading',
        reason:
          'must be text (the heading as readers know it, e.g. "v2025.13-emmental"); found the value true (YAML reads it as a boolean): write it in quotes',
      },
    ]);
  });

  it('says what a field expects when it is empty (null)', () => {
    expect(problemsOf(release({heading: 'null'}))).toEqual([
      {
        file: `${FILE}:${lineOf(release(), 'heading:')}`,
        field: 'heading',
        reason: 'must be the heading as readers know it, e.g. "v2025.13-emmental"; found null',
      },
    ]);
  });

  it('describes what was found in a true/false field: a number, nothing, a list, a block, a word', () => {
    const reasonFor = (archived: string) => problemsOf(release({archived})).map((p) => `${p.field}: ${p.reason}`);
    expect(reasonFor('1')).toEqual(['archived: must be true or false; found 1']);
    expect(reasonFor('null')).toEqual(['archived: must be true or false; found null']);
    expect(reasonFor('[1]')).toEqual(['archived: must be true or false; found a list']);
    expect(reasonFor('{a: 1}')).toEqual(['archived: must be true or false; found a block of fields']);
    expect(reasonFor('"yes"')).toEqual(['archived: must be true or false; found "yes"']);
  });

  it("falls back to zod's type name for a block that has no description", () => {
    const source = release({build_info: 'build_info: ~'});
    expect(problemsOf(source)).toEqual([
      {file: `${FILE}:${lineOf(source, 'build_info:')}`, field: 'build_info', reason: 'must be object; found null'},
    ]);
  });

  it('lists the values an enumeration allows', () => {
    const source = release({build_info: buildInfo.replace('"release"', '"fast"')});
    expect(problemsOf(source)).toEqual([
      {
        file: `${FILE}:${lineOf(source, 'cargo_profile:')}`,
        field: 'build_info.cargo_profile',
        reason: 'must be one of release, debug; found "fast"',
      },
    ]);
  });
});

describe('attributes of components', () => {
  it('adds what was found to a number rule that does not say it', () => {
    const source = release({}, defaultBody.replace('pr={5898}', 'pr={0}'));
    expect(problemsOf(source)).toEqual([
      {
        file: `${FILE}:${lineOf(source, '<Change pr')}`,
        field: 'items[0].pr',
        reason: 'Too small: expected number to be >0; found 0',
      },
    ]);
  });

  it('asks for quotes around a number in a text attribute, with what the attribute expects', () => {
    const source = release({}, defaultBody.replace('title="Setup guide"', 'title={5}'));
    expect(problemsOf(source)).toEqual([
      {
        file: `${FILE}:${lineOf(source, '<Change title')}`,
        field: 'items[1].title',
        reason:
          'must be text (the item title as readers see it); found the number 5 (YAML reads it as a number): write it in quotes',
      },
    ]);
  });

  it('looks through an optional attribute for what it expects', () => {
    const source = release({}, defaultBody.replace('id="setup-guide"', 'id={5}'));
    expect(problemsOf(source)).toEqual([
      {
        file: `${FILE}:${lineOf(source, '<Change title')}`,
        field: 'items[1].id',
        reason:
          'must be text (a lowercase anchor made of letters, digits and hyphens); found the number 5 (YAML reads it as a number): write it in quotes',
      },
    ]);
  });

  it('checks the attributes of a terminal figure, an attribute without a value reading as true', () => {
    const figure = (attributes: string) =>
      problemsAtEnd(`<TerminalFigure${attributes}>\n\nnym-node run\n\n</TerminalFigure>`);
    const check = (attributes: string, reason: string) => {
      const {at, problems} = figure(attributes);
      expect(problems).toEqual([{file: at, field: 'TerminalFigure.caption', reason}]);
    };
    check(' caption={5}', 'must be text; found the number 5 (YAML reads it as a number): write it in quotes');
    check(' caption', 'must be text; found the value true (YAML reads it as a boolean): write it in quotes');
    check(' caption={false}', 'must be text; found the value false (YAML reads it as a boolean): write it in quotes');
    check('', 'missing required attribute caption');
    accepts(withBody('<TerminalFigure caption="Starting the node">\n\nnym-node run\n\n</TerminalFigure>'));
  });

  it('checks the view of a wallet migration diagram', () => {
    const {at, problems} = problemsAtEnd('<WalletMigrationDiagram view="x" />');
    expect(problems).toEqual([
      {file: at, field: 'WalletMigrationDiagram.view', reason: 'must be button or dialog; found "x"'},
    ]);
    accepts(withBody('<WalletMigrationDiagram view="dialog" />'));
  });

  it('checks the title of a collapsible block, telling what was found', () => {
    expect(problemsAtEnd('<Collapsible>\n\nx\n\n</Collapsible>')).toEqual({
      at: expect.any(String),
      problems: [expect.objectContaining({field: 'collapsible.title', reason: 'missing required attribute title'})],
    });
    const {at, problems} = problemsAtEnd('<Collapsible title={5}>\n\nx\n\n</Collapsible>');
    expect(problems).toEqual([
      {
        file: at,
        field: 'collapsible.title',
        reason: 'must be text; found the number 5 (YAML reads it as a number): write it in quotes',
      },
    ]);
  });

  it('reports a second "what to do" block at its line, and the <Action> in it as outside the one block', () => {
    const source = release({}, `${ACTIONS}${defaultBody}`.replace('<Section', `${ACTIONS}<Section`));
    const second = source.indexOf('<OperatorActions', source.indexOf('<OperatorActions') + 1);
    const secondAction = source.indexOf('<Action ', second);
    expect(problemsOf(source)).toEqual([
      {
        file: `${FILE}:${source.slice(0, second).split('\n').length}`,
        field: 'OperatorActions',
        reason: 'a release has one "what to do" block, before its first section',
      },
      {
        file: `${FILE}:${source.slice(0, secondAction).split('\n').length}`,
        field: 'Action',
        reason: 'an <Action> opens a bullet of the "what to do" block (<OperatorActions>), and only there',
      },
    ]);
  });

  it('reports attributes spread on a component once, as uncheckable, without inventing an attribute', () => {
    const source = release({}, defaultBody.replace('<Section kind', '<Section {...x} kind'));
    const at = `${FILE}:${lineOf(source, '<Section')}`;
    expect(problemsOf(source)).toEqual([
      {
        file: at,
        field: 'body',
        reason:
          '<Section> takes attributes spread from an expression ({...}), which cannot be checked; write each attribute as name="value"',
      },
      {file: at, field: 'body', reason: `an expression in braces uses spread element, ${NO_CODE}`},
    ]);
  });
});

describe('addresses that could run script', () => {
  it('leaves <Change href> to its schema, which reports it once', () => {
    const source = release(
      {},
      defaultBody.replace('href="/operators/nodes/nym-node/setup"', 'href="javascript:alert(1)"'),
    );
    expect(problemsOf(source)).toEqual([
      {
        file: `${FILE}:${lineOf(source, '<Change title')}`,
        field: 'items[1].href',
        reason: `javascript: URLs run script and are not allowed; ${SCRIPT_HINT}; found "javascript:alert(1)"`,
      },
    ]);
  });

  it('takes an address attribute <Change> does not have as unknown, once', () => {
    const source = release(
      {},
      defaultBody.replace('<Change title="Setup guide"', '<Change src="javascript:alert(1)" title="Setup guide"'),
    );
    expect(problemsOf(source)).toEqual([
      {file: `${FILE}:${lineOf(source, '<Change src')}`, field: 'items[1].src', reason: 'unknown attribute src'},
    ]);
  });

  it('names the kind of Markdown that holds an unsafe address', () => {
    const link = problemsAtEnd('See [g](javascript:alert(1)).');
    expect(link.problems).toEqual([
      {
        file: link.at,
        field: 'body',
        reason: `Markdown link is "javascript:alert(1)": javascript: URLs run script and are not allowed; ${SCRIPT_HINT}`,
      },
    ]);
    const image = problemsAtEnd('See ![g](javascript:alert(1)).');
    expect(image.problems).toEqual([
      {
        file: image.at,
        field: 'body',
        reason: `Markdown image is "javascript:alert(1)": javascript: URLs run script and are not allowed; ${SCRIPT_HINT}`,
      },
    ]);
    const source = withBody('See [g].\n\n[g]: javascript:alert(1)');
    expect(problemsOf(source)).toEqual([
      {
        file: `${FILE}:${lineOf(source, '[g]:')}`,
        field: 'body',
        reason: `Markdown link definition is "javascript:alert(1)": javascript: URLs run script and are not allowed; ${SCRIPT_HINT}`,
      },
    ]);
  });
});

describe('expressions in braces', () => {
  const reasonsOf = (extra: string) => {
    const {at, problems} = problemsAtEnd(extra);
    for (const problem of problems) expect(problem).toMatchObject({file: at, field: 'body'});
    return problems.map((problem) => problem.reason);
  };

  it('names a forbidden construct in words, and stops there', () => {
    expect(reasonsOf('{() => fetch("/x")}')).toEqual([
      `an expression in braces uses arrow function expression, ${NO_CODE}`,
    ]);
  });

  it('names the method, the function or neither of a forbidden call', () => {
    expect(reasonsOf('{PORTS.evil()}')).toEqual([`an expression in braces uses a call to .evil(), ${NO_CODE}`]);
    expect(reasonsOf('{fetch("/x")}')).toEqual([`an expression in braces uses a call to fetch(), ${NO_CODE}`]);
    expect(reasonsOf('{x[y]()}')).toEqual([`an expression in braces uses a call to a function, ${NO_CODE}`]);
  });

  it('names an element inside braces once, whatever it holds', () => {
    const element = `an expression in braces uses an element; write it in the body, outside the braces, ${NO_CODE}`;
    expect(reasonsOf('{<a href={"javascript:alert(1)"} onClick={f}>x</a>}')).toEqual([element]);
    expect(reasonsOf('{<>x</>}')).toEqual([element]);
  });

  it('accepts a template literal of constants', () => {
    accepts(withBody('{`port ${PORTS.x}`}'));
  });
});

describe('elements', () => {
  it('names a fragment, which the schema does not name either', () => {
    const {at, problems} = problemsAtEnd('<>\n\nfragment text\n\n</>');
    expect(problems).toEqual([
      {
        file: at,
        field: 'body',
        reason:
          '<> is not allowed in a release body: write Markdown (paragraphs, lists, tables, code blocks, links), or use one of the release components: Section, Change, Collapsible, OperatorActions, Action, TerminalFigure, WalletMigrationDiagram, CalculatorSlot, ResponseSizeTable, LoadTierTable, ExitPolicyPorts, HardwareTable, ServiceSettings',
      },
    ]);
  });
});

describe('imports and exports', () => {
  it('refuses an export with a pointer to the constants module', () => {
    const {at, problems} = problemsAtEnd('export const steal = 1;');
    expect(problems).toEqual([
      {
        file: at,
        field: 'imports',
        reason:
          'export is not allowed: a release file imports constants and components and declares nothing; put shared values in src/rules/constants.ts',
      },
    ]);
  });
});

describe('file names', () => {
  it('asks for news-<slug>.mdx when a news entry sits in a release file', () => {
    expect(problemsOf(release(NEWS))).toEqual([
      {
        file: FILE,
        field: 'kind',
        reason:
          'is news but the file is named 2099.1-test.mdx: a news file is named news-<slug>.mdx (rename it news-v20991-test.mdx)',
      },
    ]);
  });

  it('takes only the final .mdx off the name when comparing it with the tag', () => {
    expect(problemsOf(release(), 'releases/2099.1-test.mdxx.mdx')).toEqual([
      {
        file: 'releases/2099.1-test.mdxx.mdx',
        field: 'tag',
        reason:
          'is v2099.1-test but the file is named 2099.1-test.mdxx.mdx: a release file is named after its tag without the v (expected tag v2099.1-test.mdxx, or rename the file 2099.1-test.mdx)',
      },
    ]);
  });
});
