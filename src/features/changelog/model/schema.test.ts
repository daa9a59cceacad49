import {describe, expect, it} from 'vitest';
import type * as z from 'zod';
import {BUILD_INFO} from './releaseFixtures';
import {
  VERSION_EXPECTED,
  buildInfoSchema,
  changeAttributesSchema,
  releaseFrontMatterSchema,
  versionMessage,
} from './schema';

/** Where and what each problem a schema finds is, or [] when the input is valid. */
function issuesOf(schema: z.ZodType, input: unknown): {path: PropertyKey[]; message: string}[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({path, message}) => ({path, message}));
}

const validRelease = {
  heading: 'v2099.1-test',
  tag: 'v2099.1-test',
  slug: 'v20991-test',
  release_date: '2025-01-31',
  node_version: '1.99.0',
  binaries_url: 'https://github.com/nymtech/nym/releases/tag/nym-binaries-v2099.1-test',
  archived: false,
  summary: 'A release used to test the front matter schema.',
  record_check: {commit: 'daed9cd15bc0e5866cf0bf2322336dac5e89ca19', date: '2026-11-25'},
};

const news = {...validRelease, kind: 'news', tag: null, node_version: null, binaries_url: null};

describe('build information timestamps', () => {
  it('accepts RFC 3339 timestamps with a fraction and a zone', () => {
    expect(issuesOf(buildInfoSchema, BUILD_INFO)).toEqual([]);
  });

  it('rejects a timestamp a browser could read but RFC 3339 does not allow', () => {
    expect(issuesOf(buildInfoSchema, {...BUILD_INFO, build_timestamp: '2025-07-22 09:24:35'})).toEqual([
      {path: ['build_timestamp'], message: 'must be an RFC 3339 timestamp such as 2025-07-22T09:24:35Z'},
    ]);
  });

  it('rejects a timestamp shaped like RFC 3339 that names no real time', () => {
    expect(issuesOf(buildInfoSchema, {...BUILD_INFO, commit_date: '2025-13-45T09:24:35Z'})).toEqual([
      {path: ['commit_date'], message: 'must be an RFC 3339 timestamp such as 2025-07-22T09:24:35Z'},
    ]);
  });
});

describe('the message for a version that is not a quoted version', () => {
  it('explains an unquoted number', () => {
    expect(versionMessage(1.15, 'node_version')).toBe(
      `must be ${VERSION_EXPECTED}; found the number 1.15 (YAML reads an unquoted 1.15 as a number): write it in quotes, e.g. node_version: "1.15.0"`,
    );
  });

  it('explains a list holding an unquoted number', () => {
    expect(versionMessage(['1.15.0', 1.16], 'node_version')).toBe(
      'must be a list of versions written MAJOR.MINOR.PATCH such as 1.15.0; found ["1.15.0",1.16] (YAML reads unquoted versions as numbers): write each in quotes, e.g. ["1.15.0"]',
    );
  });

  it('gives the general form for a list of text that holds no number', () => {
    expect(versionMessage(['1.15', 'next'], 'node_version')).toBe(
      `must be ${VERSION_EXPECTED} in quotes, a list of them, or null; found ["1.15","next"]`,
    );
  });

  it('gives the general form for text, true/false and objects', () => {
    expect(versionMessage('1.15', 'node_version')).toBe(
      `must be ${VERSION_EXPECTED} in quotes, a list of them, or null; found "1.15"`,
    );
    expect(versionMessage(true, 'node_version')).toBe(
      `must be ${VERSION_EXPECTED} in quotes, a list of them, or null; found true`,
    );
    expect(versionMessage({major: 1}, 'node_version')).toBe(
      `must be ${VERSION_EXPECTED} in quotes, a list of them, or null; found {"major":1}`,
    );
  });
});

describe('release front matter', () => {
  it('accepts a complete release', () => {
    expect(issuesOf(releaseFrontMatterSchema, validRelease)).toEqual([]);
  });

  it('uses the version message for a node_version that is present but not a version', () => {
    expect(issuesOf(releaseFrontMatterSchema, {...validRelease, node_version: 1.99})).toEqual([
      {path: ['node_version'], message: versionMessage(1.99, 'node_version')},
    ]);
  });

  it('does not describe a missing node_version as if a value had been found', () => {
    const {node_version: _omitted, ...missing} = validRelease;
    const issues = issuesOf(releaseFrontMatterSchema, missing);
    expect(issues).toHaveLength(1);
    expect(issues[0].path).toEqual(['node_version']);
    expect(issues[0].message).not.toContain('found');
  });

  it('accepts a news entry with no version, build information or binaries', () => {
    expect(issuesOf(releaseFrontMatterSchema, news)).toEqual([]);
  });

  it('tells a news entry with a node version to write null', () => {
    expect(issuesOf(releaseFrontMatterSchema, {...news, node_version: '1.20.0'})).toEqual([
      {path: ['node_version'], message: 'a news entry ships no software: write node_version: null'},
    ]);
  });

  it('tells a news entry it has no build information', () => {
    expect(issuesOf(releaseFrontMatterSchema, {...news, build_info: BUILD_INFO})).toEqual([
      {path: ['build_info'], message: 'a news entry has no build information'},
    ]);
  });

  it('tells a news entry with a binaries page to write null', () => {
    expect(
      issuesOf(releaseFrontMatterSchema, {...news, binaries_url: 'https://github.com/nymtech/nym/releases'}),
    ).toEqual([{path: ['binaries_url'], message: 'a news entry has no binaries: write binaries_url: null'}]);
  });

  it('asks a release without a node version to say why', () => {
    expect(issuesOf(releaseFrontMatterSchema, {...validRelease, node_version: null})).toEqual([
      {path: ['node_version_note'], message: 'a release without a nym-node version must say why (node_version_note)'},
    ]);
    expect(
      issuesOf(releaseFrontMatterSchema, {
        ...validRelease,
        node_version: null,
        node_version_note: 'It ships the wallet only.',
      }),
    ).toEqual([]);
  });
});

describe('<Change> attributes', () => {
  it('accepts an item with a pull request number and trims each audience of a list', () => {
    expect(changeAttributesSchema.parse({title: 'Item', pr: 12, audience: 'operators, developers ,wallet'})).toEqual({
      title: 'Item',
      pr: 12,
      audience: ['operators', 'developers', 'wallet'],
    });
  });

  it('asks for a pr number or an href', () => {
    expect(issuesOf(changeAttributesSchema, {title: 'Item', id: 'item', audience: 'operators'})).toEqual([
      {path: ['pr'], message: 'needs a pr number or an href'},
    ]);
  });

  it('accepts an https:// href and a site path', () => {
    expect(
      issuesOf(changeAttributesSchema, {
        title: 'Item',
        id: 'item',
        href: 'https://nym.com/docs',
        audience: 'operators',
      }),
    ).toEqual([]);
    expect(
      issuesOf(changeAttributesSchema, {title: 'Item', id: 'item', href: '/operators/faq', audience: 'operators'}),
    ).toEqual([]);
  });

  it('rejects a plain http:// href', () => {
    expect(
      issuesOf(changeAttributesSchema, {title: 'Item', id: 'item', href: 'http://nym.com/docs', audience: 'operators'}),
    ).toEqual([{path: ['href'], message: 'href must be https:// or a site path starting with /'}]);
  });

  it('rejects a href that runs script with one message saying why and where to link instead', () => {
    expect(
      issuesOf(changeAttributesSchema, {title: 'Item', id: 'item', href: 'javascript:alert(1)', audience: 'operators'}),
    ).toEqual([
      {
        path: ['href'],
        message:
          'javascript: URLs run script and are not allowed; link to an https:// address or a site path starting with /',
      },
    ]);
  });
});
