import {describe, expect, it} from 'vitest';
import {DRAFT_MARKER, draftProblems} from './draftMarkers';
import {parseRelease} from './parse';
import {FILE, TODAY, lineOf, rejectionOf, release} from './releaseFixtures';

describe('a drafted release file', () => {
  const drafted = release(
    {summary: `"${DRAFT_MARKER}: one or two sentences for feeds and the landing page"`},
    `<Section kind="features" id="features-test" title="Features">

<Change pr={5898} title="Do not run mixnode in exit mode" audience="${DRAFT_MARKER}: operators, developers or both">

${DRAFT_MARKER}: what #5898 changes, in our words

</Change>

</Section>
`,
  );

  it('is refused with each thing still to write, at its line', () => {
    const problems = rejectionOf(() => parseRelease(FILE, drafted, {today: TODAY}));
    expect(problems).toEqual([
      {
        file: `${FILE}:${lineOf(drafted, 'summary:')}`,
        field: 'draft',
        reason: 'drafted, still to write: one or two sentences for feeds and the landing page',
      },
      {
        file: `${FILE}:${lineOf(drafted, '<Change pr')}`,
        field: 'draft',
        reason: 'drafted, still to write: operators, developers or both',
      },
      {
        file: `${FILE}:${lineOf(drafted, `${DRAFT_MARKER}: what`)}`,
        field: 'draft',
        reason: 'drafted, still to write: what #5898 changes, in our words',
      },
    ]);
  });

  it('is accepted once every mark is written over', () => {
    const written = drafted
      .replace(/"WRITER-TODO: one or two[^"]*"/, '"A release used to test the release-file validation."')
      .replace(/"WRITER-TODO: operators[^"]*"/, '"operators"')
      .replace(/WRITER-TODO: what #5898[^\n]*/, 'A node can no longer combine the mixnode mode with exit mode.');
    expect(draftProblems(FILE, written)).toEqual([]);
    expect(parseRelease(FILE, written, {today: TODAY}).items.map((item) => item.pr)).toEqual([5898]);
  });

  it('names the mark itself when it says nothing more', () => {
    expect(draftProblems(FILE, `a\n${DRAFT_MARKER}\n`)).toEqual([
      {file: `${FILE}:2`, field: 'draft', reason: 'drafted, still to write: the text this mark stands for'},
    ]);
  });
});
