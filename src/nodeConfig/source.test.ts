import {describe, expect, it} from 'vitest';
import raw from './facts/node-config-source.json';
import {
  CONFIG_ERRATA,
  NODE_CONFIG_SOURCE,
  withErrata,
  CONFIG_TAGS,
  NEWEST_CONFIG_TAG,
  argumentsAt,
  defaultAt,
  keysAt,
  nodeVersionAt,
  releaseOfTag,
  subcommandsAt,
  tagIndex,
  typeAt,
} from './source';

describe('the nym-node settings of each release', () => {
  it('holds, at each tag, as many keys, arguments and subcommands as the extraction counted there', () => {
    const byTag = raw.by_tag as Record<string, {config_keys: number; cli_flags: number; subcommands: string[]}>;
    for (const tag of CONFIG_TAGS) {
      const counted = byTag[tag];
      expect(counted, tag).toBeDefined();
      expect(keysAt(tag).length, tag).toBe(counted?.config_keys);
      expect(argumentsAt(tag).length, tag).toBe(counted?.cli_flags);
      expect(
        subcommandsAt(tag)
          .map((s) => s.command)
          .sort(),
        tag,
      ).toEqual([...(counted?.subcommands ?? [])].sort());
    }
  });

  it('gives a default as it was before a release changed it, and the new one from that release on', () => {
    const key = keysAt(NEWEST_CONFIG_TAG).find((k) => k.default_changes.length > 0);
    if (!key) throw new Error('the dataset has no default change to test with');
    const [first] = key.default_changes;
    if (!first) throw new Error('unreachable');
    const before = CONFIG_TAGS[tagIndex(first.tag) - 1];
    if (!before) throw new Error(`${key.key} changed its default at the first tag`);
    expect(defaultAt(key, before)).toBe(first.from);
    expect(defaultAt(key, first.tag)).toBe(first.to);
    expect(defaultAt(key, NEWEST_CONFIG_TAG)).toBe(key.default);
  });

  it('gives a type as it was before a release changed it', () => {
    const key = raw.config_keys.find((k) => k.type_changes.length > 0);
    if (!key) return expect(raw.config_keys.every((k) => k.type_changes.length === 0)).toBe(true);
    const entry = keysAt(key.last_seen).find((k) => k.key === key.key);
    const [first] = key.type_changes;
    if (!entry || !first) throw new Error(key.key);
    expect(typeAt(entry, CONFIG_TAGS[tagIndex(first.tag) - 1] ?? '')).toBe(first.from);
  });

  it('names a release as the changelog does and knows its node version', () => {
    expect(releaseOfTag(NEWEST_CONFIG_TAG)).toMatch(/^v\d{4}\.\d+-[a-z]/);
    expect(nodeVersionAt(NEWEST_CONFIG_TAG)).toMatch(/^\d+\.\d+\.\d+$/);
    expect(() => tagIndex('nym-binaries-v1999.1-nothing')).toThrow(/no release tag/);
  });
});

describe('the corrections of facts/errata.json', () => {
  it('each names an entry of the dataset, the record that shows it and why, and the data holds what it sets', () => {
    for (const erratum of CONFIG_ERRATA.config_keys) {
      const key = NODE_CONFIG_SOURCE.config_keys.find((entry) => entry.key === erratum.key);
      expect(key, erratum.key).toBeDefined();
      expect(erratum.record).toMatch(/^nym-binaries-v[^:]+:nym-node\//);
      for (const [field, value] of Object.entries(erratum.set))
        expect((key as Record<string, unknown>)[field]).toEqual(value);
    }
    for (const erratum of CONFIG_ERRATA.cli) {
      const arg = NODE_CONFIG_SOURCE.cli.find(
        (entry) => entry.command === erratum.command && entry.flag === erratum.flag,
      );
      expect(arg, `${erratum.command} ${erratum.flag}`).toBeDefined();
      for (const [field, value] of Object.entries(erratum.set))
        expect((arg as Record<string, unknown>)[field]).toEqual(value);
    }
  });

  it('refuses an erratum that names nothing in the dataset', () => {
    const stray = {...CONFIG_ERRATA, config_keys: [{key: 'no.such.key', set: {}, record: 'x', why: 'y'}]};
    expect(() => withErrata(raw, stray)).toThrow(/corrects the key no.such.key, which the dataset does not hold/);
  });

  it('leaves the data file as the extraction wrote it', () => {
    const first = CONFIG_ERRATA.cli[0];
    if (!first) throw new Error('no erratum of an argument to test with');
    const rawArg = raw.cli.find((entry) => entry.command === first.command && entry.flag === first.flag);
    expect(rawArg).not.toMatchObject(first.set);
  });
});
