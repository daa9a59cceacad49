import {parseRelease} from './parse';
import {ReleaseValidationError, type ReleaseProblem} from './errors';
import type {BuildInfo} from './schema';
import type {Release} from './types';

/**
 * A release file to test the validator with: valid as it comes, and easy to
 * break one field or one line at a time. Shared by the release-file tests.
 */
export const FILE = 'releases/2099.1-test.mdx';

/** The block `nym-node build-info` printed for nym-node 1.15.0: valid build information for the tests. */
export const BUILD_INFO: BuildInfo = {
  binary_name: 'nym-node',
  build_timestamp: '2025-07-22T09:24:35.790560275Z',
  build_version: '1.15.0',
  commit_sha: '578c9b0567656d86812aa21eb0b4c93b5a7235bd',
  commit_date: '2025-07-22T11:09:35.000000000+02:00',
  commit_branch: 'HEAD',
  rustc_version: '1.86.0',
  rustc_channel: 'stable',
  cargo_profile: 'release',
};

/** BUILD_INFO as the build_info field of a release file's front matter, each value in quotes. */
export const buildInfo = `build_info:\n${Object.entries(BUILD_INFO)
  .map(([key, value]) => `  ${key}: "${value}"`)
  .join('\n')}`;

export function release(overrides: Record<string, string | null> = {}, body = defaultBody): string {
  const fields: Record<string, string | null> = {
    heading: '"v2099.1-test"',
    tag: 'v2099.1-test',
    slug: 'v20991-test',
    release_date: '2025-01-31',
    node_version: '"1.99.0"',
    binaries_url: 'https://github.com/nymtech/nym/releases/tag/nym-binaries-v2099.1-test',
    archived: 'false',
    summary: '"A release used to test the release-file validation."',
    record_check: '{commit: "daed9cd15bc0e5866cf0bf2322336dac5e89ca19", date: 2026-11-25}',
    ...overrides,
  };
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== null)
    .map(([key, value]) => (key === 'build_info' ? value : `${key}: ${value}`));
  const actions = body.includes('<OperatorActions') ? '' : ACTIONS;
  return `---\n${lines.join('\n')}\n---\n\n${actions}${body}`;
}

/** The "what to do" block every release opens with; added by release() unless the body has its own. */
export const ACTIONS =
  '<OperatorActions upgrade="none">\n\n- <Action id="nothing" kind="read" />Nothing.\n\n</OperatorActions>\n\n';

export const defaultBody = `<Section kind="features" id="features-test" title="Features">

<Change pr={5898} title="Do not run mixnode in exit mode" audience="operators">

A node can no longer combine the mixnode mode with exit mode.

</Change>

<Change title="Setup guide" href="/operators/nodes/nym-node/setup" id="setup-guide" audience="operators" />

</Section>
`;

/** 1-based line of the first occurrence of a text in a source. */
export function lineOf(source: string, text: string): number {
  return source.slice(0, source.indexOf(text)).split('\n').length;
}

/** The day the release-file tests take as today (dates are checked against it). */
export const TODAY = new Date('2026-11-23T12:00:00Z');

/** The problems a validation reports when it rejects what `run` reads; fails when it accepts it. */
export function rejectionOf(run: () => unknown): ReleaseProblem[] {
  try {
    run();
  } catch (error) {
    if (!(error instanceof ReleaseValidationError)) throw error;
    return [...error.problems];
  }
  throw new Error('expected the release files to be rejected');
}

/** The problems the validator reports for a release file it rejects (taking TODAY as today). */
export function problemsOf(source: string, file = FILE): ReleaseProblem[] {
  return rejectionOf(() => parseRelease(file, source, {today: TODAY}));
}

/**
 * A parsed release with neutral filler in every field the overrides leave out.
 * Its anchors are its slug and the ids of its sections, unless given.
 */
export function parsedRelease(slug: string, overrides: Partial<Release> = {}): Release {
  return {
    kind: 'release',
    heading: slug,
    tag: null,
    slug,
    release_date: '2025-01-01',
    node_version: '1.15.0',
    binaries_url: null,
    links: [],
    archived: false,
    summary: 'A release a test builds; only the fields it sets matter.',
    notes: [],
    corrections: [],
    record_check: {commit: 'daed9cd15bc0e5866cf0bf2322336dac5e89ca19', date: '2026-11-25'},
    file: `releases/${slug}.mdx`,
    textLength: 10,
    sections: [],
    items: [],
    operatorActions: [],
    proseSections: [],
    anchors: [slug, ...(overrides.sections ?? []).map((section) => section.id)],
    ...overrides,
  };
}
