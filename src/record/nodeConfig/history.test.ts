// Key histories: the name similarity behind heuristic renames, and the renames the record refutes.
import {describe, expect, it} from 'vitest';
import type {ConfigKeyFacts} from './configKeys';
import {configKeyHistory, similarity, type TagSettings} from './history';

describe('similarity', () => {
  it('is twice the characters in matching blocks over both lengths', () => {
    expect(similarity('abcd', 'abcd')).toBe(1);
    expect(similarity('abcd', 'wxyz')).toBe(0);
    expect(similarity('announced_port', 'announced_tunnel_port')).toBeCloseTo((2 * 14) / 35);
  });
});

describe('configKeyHistory', () => {
  const before = 'nym-binaries-v2025.11-cheddar';
  const tag = 'nym-binaries-v2025.12-dolcelatte';
  const keyFacts = (key: string, value: string): ConfigKeyFacts => ({
    key,
    type: 'PathBuf',
    default: value,
    default_expr: null,
    default_source: null,
    serde: {rename: null, aliases: [], skip: false, default: false, with: null},
    alias_paths: [],
    defined_at: 'nym-node/src/config/persistence.rs:1',
    struct: 'KeysPaths',
  });
  const settings = (keys: ConfigKeyFacts[]): TagSettings => ({
    version: '1',
    commit: '0',
    keys: new Map(keys.map((k) => [k.key, k])),
    args: new Map(),
    subcommands: new Map(),
    templateKeys: null,
  });
  const prefix = 'storage_paths.keys.';
  const history = configKeyHistory(
    [before, tag],
    new Map([
      [
        before,
        settings([
          keyFacts(`${prefix}private_x25519_sphinx_key_file`, '{data_dir}/x25519_sphinx'),
          keyFacts(`${prefix}public_x25519_sphinx_key_file`, '{data_dir}/x25519_sphinx.pub'),
        ]),
      ],
      [
        tag,
        settings([
          keyFacts(`${prefix}primary_x25519_sphinx_key_file`, '{data_dir}/x25519_sphinx_primary'),
          keyFacts(`${prefix}secondary_x25519_sphinx_key_file`, '{data_dir}/x25519_sphinx_secondary'),
        ]),
      ],
    ]),
  );
  const entry = (key: string) => history.find((k) => k.key === `${prefix}${key}`);

  it('pairs a removed key with a look-alike added at the same tag, marked heuristic', () => {
    expect(entry('primary_x25519_sphinx_key_file')).toMatchObject({
      renamed_from: `${prefix}private_x25519_sphinx_key_file`,
      heuristic: true,
    });
  });

  it('does not pair keys the record shows are different settings', () => {
    expect(entry('secondary_x25519_sphinx_key_file')?.renamed_from).toBeNull();
    expect(entry('public_x25519_sphinx_key_file')).toMatchObject({removed: tag, renamed_to: null});
  });
});
