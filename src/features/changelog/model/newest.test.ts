import {describe, expect, it} from 'vitest';
import {newestBuildInfo, newestNodeRelease} from './newest';
import type {ReleaseFacts} from './types';

const INFO = {
  binary_name: 'nym-node',
  build_timestamp: '2030-01-02T03:04:05Z',
  build_version: '9.1.0',
  commit_sha: 'a'.repeat(40),
  commit_date: '2030-01-02T03:04:05Z',
  commit_branch: 'HEAD',
  rustc_version: '1.90.0',
  rustc_channel: 'stable',
  cargo_profile: 'release',
} satisfies NonNullable<ReleaseFacts['build_info']>;

// Newest first, as the changelog lists them.
const RELEASES = [
  {heading: 'news', slug: 'news', node_version: null, build_info: undefined},
  {heading: 'v2030.2-beta', slug: 'v20302-beta', node_version: ['9.1.0', '9.1.1'], build_info: undefined},
  {heading: 'v2030.1-alpha', slug: 'v20301-alpha', node_version: '9.0.0', build_info: INFO},
];

describe('the newest release the guides name', () => {
  it('is the newest that ships nym-node, with its last version, news entries passed over', () => {
    expect(newestNodeRelease(RELEASES)).toEqual({heading: 'v2030.2-beta', slug: 'v20302-beta', version: '9.1.1'});
    expect(newestNodeRelease(RELEASES.slice(0, 1))).toBeUndefined();
  });

  it('for the build information, the newest whose entry gives it, even when a newer one does not', () => {
    expect(newestBuildInfo(RELEASES)).toEqual({heading: 'v2030.1-alpha', slug: 'v20301-alpha', info: INFO});
    expect(newestBuildInfo(RELEASES.slice(0, 2))).toBeNull();
  });
});
