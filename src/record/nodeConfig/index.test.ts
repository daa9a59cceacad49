// The node-config extractor on a record the test builds: a git repository with two release tags of a small
// nym-node (fixture/*.rs). Between them a config key is added, a default changes, a key is renamed with a serde
// alias, another is renamed without one, and a command-line flag is removed.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {RecordRepository} from '../git';
import {diffNodeConfig, extractNodeConfig, nodeConfigExtractor, OUTPUT} from './index';
import type {ArgumentHistory, ConfigKeyHistory, SubcommandHistory, TagSummary} from './history';

const FIXTURE = path.join(__dirname, 'fixture');
const FIRST = 'nym-binaries-v2024.3-eclipse';
const SECOND = 'nym-binaries-v2024.4-nutella';

interface Dataset {
  _meta: {excluded_tags: string[]; commit_of_each_tag: Record<string, string>};
  tags: string[];
  config_keys: ConfigKeyHistory[];
  cli: ArgumentHistory[];
  subcommands: SubcommandHistory[];
  by_tag: Record<string, TagSummary>;
}

let dir = '';
let repo: RecordRepository;
let text = '';
let data: Dataset;

function release(version: string, sources: {config: string; cli: string; run: string}, tag: string, date: string) {
  const files: Record<string, string> = {
    'nym-node/Cargo.toml': `[package]\nname = "nym-node"\nversion = "${version}"\n`,
    'nym-node/src/main.rs': 'mod cli;\nmod config;\n\nfn main() {}\n',
    'nym-node/src/config/mod.rs': fs.readFileSync(path.join(FIXTURE, sources.config), 'utf8'),
    'nym-node/src/cli/mod.rs': fs.readFileSync(path.join(FIXTURE, sources.cli), 'utf8'),
    'nym-node/src/cli/run.rs': fs.readFileSync(path.join(FIXTURE, sources.run), 'utf8'),
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  const env = {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date};
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {env, stdio: 'ignore'});
  git('add', '-A');
  git('commit', '-q', '-m', tag);
  git('tag', tag);
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'node-config-record-'));
  execFileSync('git', ['init', '-q', dir]);
  release('1.1.0', {config: 'config-1.rs', cli: 'cli-1.rs', run: 'run-1.rs'}, FIRST, '2024-03-01T10:00:00Z');
  release('1.2.0', {config: 'config-2.rs', cli: 'cli-1.rs', run: 'run-2.rs'}, SECOND, '2024-04-01T10:00:00Z');
  execFileSync('git', ['-C', dir, 'tag', 'nym-binaries-v2024.4-nutella-drift']);
  repo = new RecordRepository(dir);
  text = extractNodeConfig(repo, SECOND);
  data = JSON.parse(text) as Dataset;
});

afterAll(() => {
  if (dir) fs.rmSync(dir, {recursive: true, force: true});
});

const key = (name: string): ConfigKeyHistory | undefined => data.config_keys.find((k) => k.key === name);
const arg = (command: string, flag: string): ArgumentHistory | undefined =>
  data.cli.find((a) => a.command === command && a.flag === flag);
const keysAt = (tag: string): string[] =>
  data.config_keys
    .filter((k) => data.tags.indexOf(k.introduced) <= data.tags.indexOf(tag))
    .filter((k) => k.removed === null || data.tags.indexOf(k.removed) > data.tags.indexOf(tag))
    .map((k) => k.key);

describe('tags', () => {
  it('walks the release tags in release order and lists the others as excluded', () => {
    expect(data.tags).toEqual([FIRST, SECOND]);
    expect(data._meta.excluded_tags).toEqual(['nym-binaries-v2024.4-nutella-drift']);
    expect(data._meta.commit_of_each_tag[SECOND]).toBe(repo.commitOf(SECOND));
    expect(data.by_tag[SECOND]?.nym_node_version).toBe('1.2.0');
  });

  it('refuses a last tag that is not a release at or after eclipse', () => {
    expect(() => extractNodeConfig(repo, 'nym-binaries-v2024.4-nutella-drift')).toThrow(/not a release tag/);
  });
});

describe('config keys at each tag', () => {
  const first = [
    'id',
    'http.bind_address',
    'http.landing_page_assets_path',
    'mixnet.bind_address',
    'mixnet.announce_port',
    'mixnet.nyxd_urls',
    'mixnet.debug.packet_forwarding_initial_backoff',
    'mixnet.debug.unsafe_disable_noise',
  ];
  const second = [
    'id',
    'http.bind_address',
    'http.landing_page_path',
    'mixnet.bind_address',
    'mixnet.announced_port',
    'mixnet.nyxd_urls',
    'mixnet.debug.packet_forwarding_initial_backoff',
    'mixnet.debug.unsafe_disable_noise',
    'mixnet.debug.maximum_forward_packet_delay',
  ];

  it('lists the leaf keys serde reads, skipped fields left out', () => {
    expect(keysAt(FIRST).sort()).toEqual([...first].sort());
    expect(keysAt(SECOND).sort()).toEqual([...second].sort());
    expect(data.by_tag[FIRST]?.config_keys).toBe(first.length);
    expect(key('save_path')).toBeUndefined();
  });

  it('computes defaults through constants, constructors and Duration expressions', () => {
    expect(key('id')?.default).toBe('default-nym-node');
    expect(key('http.bind_address')?.default).toBe('0.0.0.0:8080');
    expect(key('http.bind_address')?.default_source).toMatch(
      /^nym-node\/src\/config\/mod\.rs:\d+; .*\(const DEFAULT_HTTP_PORT\)$/,
    );
    expect(key('mixnet.bind_address')?.default).toBe('0.0.0.0:1789');
    expect(key('mixnet.debug.packet_forwarding_initial_backoff')?.default).toBe('10s');
    expect(key('mixnet.debug.maximum_forward_packet_delay')?.default).toBe('2m');
    expect(key('mixnet.announced_port')?.default).toBeNull();
    expect(key('mixnet.nyxd_urls')?.default).toBe('["https://rpc.example.org/"]');
  });

  it('records serde attributes and where each field is defined', () => {
    const backoff = key('mixnet.debug.packet_forwarding_initial_backoff');
    expect(backoff?.serde.with).toBe('humantime_serde');
    expect(backoff?.struct).toBe('MixnetDebug');
    expect(backoff?.defined_at).toMatch(/^nym-node\/src\/config\/mod\.rs:\d+$/);
    expect(key('http.bind_address')?.serde.default).toBe(true);
    expect(key('mixnet.bind_address')?.serde.default).toBe(false);
  });
});

describe('history', () => {
  it('dates a key added at the second tag', () => {
    const added = key('mixnet.debug.maximum_forward_packet_delay');
    expect(added?.introduced).toBe(SECOND);
    expect(added?.removed).toBeNull();
    expect(added?.renamed_from).toBeNull();
  });

  it('records a changed default with the tag that changed it', () => {
    expect(key('mixnet.debug.unsafe_disable_noise')?.default_changes).toEqual([
      {tag: SECOND, from: 'true', to: 'false'},
    ]);
  });

  it('links a key renamed with a serde alias to the key it replaces', () => {
    const renamed = key('http.landing_page_path');
    expect(renamed?.alias_paths).toEqual(['http.landing_page_assets_path']);
    expect(renamed?.renamed_from).toBe('http.landing_page_assets_path');
    expect(renamed?.rename_evidence).toBe('serde alias');
    expect(renamed?.heuristic).toBeUndefined();
    expect(key('http.landing_page_assets_path')).toMatchObject({removed: SECOND, renamed_to: 'http.landing_page_path'});
  });

  it('marks a rename without an alias as heuristic', () => {
    const renamed = key('mixnet.announced_port');
    expect(renamed?.renamed_from).toBe('mixnet.announce_port');
    expect(renamed?.heuristic).toBe(true);
    expect(renamed?.rename_evidence).toBe('removed+added at same tag, same type, same default, same parent');
  });
});

describe('command line', () => {
  it('reads flags through subcommands and flattened argument structs', () => {
    expect(arg('(global)', '--config-env-file')).toMatchObject({short: '-c', env: 'NYMNODE_CONFIG_ENV_FILE_ARG'});
    expect(arg('run', '--id')).toMatchObject({default: 'default-nym-node', env: 'NYMNODE_ID'});
    expect(arg('migrate', '<config_file>')?.positional).toBe(true);
  });

  it('marks the arguments of a flattened struct behind #[cfg] with the cfg', () => {
    expect(arg('(global)', '--otel-endpoint')).toMatchObject({
      default: 'http://localhost:4317',
      cfg: ['cfg(feature = "otel")'],
    });
  });

  it('names the values of a value enum and renders an enum default by its clap name', () => {
    expect(arg('run', '--mode')?.type).toBe('Option<NodeMode> (values: mixnode, entry-gateway)');
    expect(arg('run', '--mode')?.other_attrs).toEqual(['value_enum']);
    expect(arg('build-info', '--output')?.default).toBe('text');
  });

  it('dates a removed flag and records a changed default', () => {
    expect(arg('run', '--deny-init')).toMatchObject({introduced: FIRST, removed: SECOND});
    expect(arg('run', '--http-port')?.changes).toEqual([{tag: SECOND, field: 'default', from: '8080', to: '8000'}]);
  });

  it('lists subcommands with their hidden switch', () => {
    expect(data.subcommands.map((s) => s.command)).toEqual(['build-info', 'run', 'migrate']);
    expect(data.subcommands.find((s) => s.command === 'migrate')?.hide).toBe(true);
    expect(data.subcommands.find((s) => s.command === 'migrate')?.notes).toMatch(/UnsupportedMigration/);
    expect(data.subcommands.find((s) => s.command === 'run')?.notes).toBeNull();
    const visible = data.cli.filter((a) => a.removed === null && !a.hide).length;
    expect(data.by_tag[SECOND]?.cli_flags_visible).toBe(visible);
  });
});

describe('output', () => {
  it('is the same bytes on a second run', () => {
    expect(extractNodeConfig(new RecordRepository(dir), SECOND)).toBe(text);
  });

  it('is written to the project copy the configuration pages read', () => {
    expect(nodeConfigExtractor.outputs).toEqual([OUTPUT]);
    expect(nodeConfigExtractor.extract(repo, SECOND)).toEqual({[OUTPUT]: text});
  });

  it('reports the keys and flags added, removed and given another default', () => {
    const before = extractNodeConfig(repo, FIRST);
    expect(diffNodeConfig(OUTPUT, before, text).sort()).toEqual(
      [
        'default changed: argument run --http-port: "8080" → "8000"',
        'added: config key http.landing_page_path',
        'added: config key mixnet.announced_port',
        'added: config key mixnet.debug.maximum_forward_packet_delay',
        'default changed: config key mixnet.debug.unsafe_disable_noise: "true" → "false"',
        'removed: argument run --deny-init',
        'removed: config key http.landing_page_assets_path',
        'removed: config key mixnet.announce_port',
      ].sort(),
    );
    expect(diffNodeConfig(OUTPUT, text, text)).toEqual([]);
  });

  it('names the file when the old text is not a dataset', () => {
    expect(() => diffNodeConfig(OUTPUT, '{"tags": [', text)).toThrow(`${OUTPUT}: not JSON`);
    expect(() => diffNodeConfig(OUTPUT, '{}', text)).toThrow(`${OUTPUT}: field config_keys: expected a list`);
  });
});
