import {parse as parseToml} from 'smol-toml';
import {
  PORTS,
  WIREGUARD_DEFAULT_BIND_ADDRESS,
  WIREGUARD_DEFAULT_PRIVATE_IP,
  WIREGUARD_DEFAULT_PRIVATE_IPV6,
} from './constants';
import {splitCommandLine} from './commandLine';
import {describeAddress, parseIpv4, parseIpv6, type AddressKind} from './ipAddress';
import {validateModeFlags} from './modes';
import {collect, fail, type Result, type RuleError} from './result';

/** The `[modes]` table of config.toml: what the node may do. */
interface ConfigModes {
  mixnode: boolean;
  entry: boolean;
  exit: boolean;
}

/** What the checker read of a config.toml once it passes. */
export interface NodeConfigSummary {
  publicIps: string[];
  modes: ConfigModes;
  wireguard: {enabled: boolean; bindAddress: string; privateIpv4: string; privateIpv6: string};
  httpBindAddress?: string;
}

type Table = Record<string, unknown>;
const isTable = (value: unknown): value is Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Why an address cannot be announced to the network without --local. */
function addressProblem(kind: Exclude<AddressKind, 'public' | 'invalid'>, block?: string): string {
  if (kind === 'loopback') return 'is a loopback address';
  if (kind === 'unspecified') return 'is the unspecified address';
  return `is ${block?.startsWith('IPv4') ? 'an' : 'a'} ${block}, not a globally reachable one`;
}

/**
 * Sections a current config.toml no longer has, with what replaced them. The
 * changes came with v2025.1-reeses; nym-node still reads `[entry_gateway]` and
 * `[exit_gateway]` under their new names, so those two only warn.
 * @source changelog v2025.1-reeses (config changes: `verloc` moved from `mixnode.verloc` to top level, `entry_gateway`
 *   to `gateway_tasks`, `exit_gateway` renamed `service_providers`)
 * @source nym-node/src/config/mod.rs @ nym-binaries-v2026.9-venaco (`Config`: `deny_unknown_fields`; `#[serde(alias =
 *   "entry_gateway")]` gateway_tasks, `#[serde(alias = "exit_gateway")]` service_providers)
 */
const RENAMED_SECTIONS: [path: string, message: string, severity: 'error' | 'warning'][] = [
  [
    'mixnode',
    'the [mixnode] section was removed in v2025.1-reeses: delete it, and move its verloc settings to a top-level [verloc] section',
    'error',
  ],
  [
    'entry_gateway',
    '[entry_gateway] is now [gateway_tasks] (v2025.1-reeses); nym-node still reads the old name, but rename the section',
    'warning',
  ],
  [
    'exit_gateway',
    '[exit_gateway] is now [service_providers] (v2025.1-reeses); nym-node still reads the old name, but rename the section',
    'warning',
  ],
];

const MODE_KEYS = ['mixnode', 'entry', 'exit'] as const;

function portOf(bindAddress: string): number | undefined {
  const match = /:(\d+)$/.exec(bindAddress);
  return match ? Number(match[1]) : undefined;
}

function checkPublicIps(config: Table, local: boolean, errors: RuleError[], warnings: RuleError[]): string[] {
  const host = config.host;
  const publicIps: string[] = [];
  if (!isTable(host) || !('public_ips' in host)) {
    errors.push({
      path: 'host.public_ips',
      message: 'host.public_ips is missing: list the public IP addresses of the server under [host]',
    });
    return publicIps;
  }
  if (!Array.isArray(host.public_ips) || host.public_ips.length === 0) {
    errors.push({
      path: 'host.public_ips',
      message:
        'host.public_ips is empty: list the public IP addresses of the server; nym-node does not start without one',
    });
    return publicIps;
  }
  host.public_ips.forEach((ip, index) => {
    const path = `host.public_ips[${index}]`;
    if (typeof ip !== 'string') {
      errors.push({
        path,
        message: `${path} must be an address in quotes, like '<PUBLIC_IP>' with the server's address`,
      });
      return;
    }
    publicIps.push(ip);
    const {kind, block} = describeAddress(ip);
    if (kind === 'public') return;
    if (kind === 'invalid') {
      errors.push({path, message: `"${ip}" is not an IPv4 or IPv6 address: write the server's public address`});
    } else if (!local) {
      errors.push({
        path,
        message: `"${ip}" ${addressProblem(kind, block)}: announce the server's public address, or start with --local for a test node`,
      });
    } else {
      warnings.push({
        path,
        message: `"${ip}" ${addressProblem(kind, block)}: with --local the node starts, but other nodes and clients may not reach it`,
      });
    }
  });
  return publicIps;
}

/**
 * The `[modes]` table. Since v2025.1-reeses config.toml holds three booleans
 * instead of the single `mode` key; nym-node refuses mixnode with entry or
 * exit, and warns when no mode, or exit alone, is set.
 * @source nym-node/src/config/template.rs @ nym-binaries-v2025.1-reeses (`[modes]` mixnode, entry, exit; before it:
 *   `mode = '…'`)
 * @source nym-node/src/config/mod.rs @ nym-binaries-v2026.9-venaco (`Config::validate`: "illegal modes configuration -
 *   node cannot run as a mixnode and an entry gateway" / "… and an exit gateway")
 * @source nym-node/src/cli/commands/run/mod.rs @ nym-binaries-v2026.9-venaco (warnings when `!modes.any_enabled()` and
 *   when `modes.standalone_exit()`)
 */
function checkModes(config: Table, errors: RuleError[], warnings: RuleError[]): ConfigModes {
  const modes: ConfigModes = {mixnode: false, entry: false, exit: false};
  if ('mode' in config) {
    errors.push({
      path: 'mode',
      message:
        'the single "mode" key was replaced by "modes", a table, in v2025.1-reeses: write [modes] with mixnode, entry and exit set to true or false',
    });
  }
  if (!('modes' in config)) return modes;
  const table = config.modes;
  if (!isTable(table)) {
    errors.push({
      path: 'modes',
      message:
        'modes is a table in config.toml, not a list or a name: write [modes] with mixnode, entry and exit set to true or false',
    });
    return modes;
  }
  for (const key of Object.keys(table)) {
    if (!(MODE_KEYS as readonly string[]).includes(key))
      errors.push({path: `modes.${key}`, message: `[modes] has no key "${key}": its keys are mixnode, entry and exit`});
  }
  for (const key of MODE_KEYS) {
    if (!(key in table)) continue;
    if (typeof table[key] === 'boolean') modes[key] = table[key];
    else errors.push({path: `modes.${key}`, message: `modes.${key} must be true or false, without quotes`});
  }
  if (modes.mixnode && modes.entry)
    errors.push({
      path: 'modes',
      message: 'a node cannot run as a mixnode and an entry gateway: set one of the two to false',
    });
  if (modes.mixnode && modes.exit)
    errors.push({
      path: 'modes',
      message: 'a node cannot run as a mixnode and an exit gateway: set one of the two to false',
    });
  if (!modes.mixnode && !modes.entry && !modes.exit)
    warnings.push({path: 'modes', message: 'no mode is set to true: the node runs without mixnode or gateway work'});
  else if (modes.exit && !modes.entry && !modes.mixnode) {
    warnings.push({
      path: 'modes',
      message:
        'exit without entry accepts no client traffic, so the node is not eligible for rewards: set entry = true as well',
    });
  }
  return modes;
}

/**
 * The `[wireguard]` table: its bind address and private addresses.
 * `private_ip` is the key of v2024.6-chomp to v2024.13-magura-patched;
 * `private_ipv4` and `private_ipv6` replaced it in v2024.14-crunch.
 * @source nym-node/src/config/mod.rs @ nym-binaries-v2026.9-venaco (`Wireguard`: bind_address, private_ipv4,
 *   private_ipv6)
 * @source nym-node/src/config/old_configs/old_config_v5.rs @ nym-binaries-v2026.9-venaco (an old `private_ip` becomes
 *   `private_ipv4`, or `private_ipv6` when it is an IPv6 address)
 * @source changelog v2024.13-magura-patched (`private_ip` must be `10.1.0.1`)
 */
function checkWireguard(config: Table, errors: RuleError[], warnings: RuleError[]): NodeConfigSummary['wireguard'] {
  const table = isTable(config.wireguard) ? config.wireguard : {};
  const text = (key: string) => (typeof table[key] === 'string' ? table[key] : undefined);
  const oldKey = text('private_ip');
  // An old private_ip that is an IPv6 address becomes private_ipv6 on upgrade.
  const oldIsIpv6 = oldKey !== undefined && !parseIpv4(oldKey) && parseIpv6(oldKey) !== undefined;
  const wireguard = {
    enabled: table.enabled === true,
    bindAddress: text('bind_address') ?? WIREGUARD_DEFAULT_BIND_ADDRESS,
    privateIpv4: text('private_ipv4') ?? (oldIsIpv6 ? undefined : oldKey) ?? WIREGUARD_DEFAULT_PRIVATE_IP,
    privateIpv6: text('private_ipv6') ?? (oldIsIpv6 ? oldKey : undefined) ?? WIREGUARD_DEFAULT_PRIVATE_IPV6,
  };
  if ('enabled' in table && typeof table.enabled !== 'boolean')
    errors.push({path: 'wireguard.enabled', message: 'wireguard.enabled must be true or false, without quotes'});
  const ipv4Key =
    text('private_ipv4') === undefined && oldKey !== undefined && !oldIsIpv6 ? 'private_ip' : 'private_ipv4';
  if (oldKey !== undefined) {
    warnings.push({
      path: 'wireguard.private_ip',
      message:
        'private_ip is the key of configs before v2024.14-crunch: current ones have private_ipv4 (and private_ipv6), which nym-node writes when it upgrades an old file',
    });
  }
  if (!parseIpv4(wireguard.privateIpv4)) {
    errors.push({
      path: `wireguard.${ipv4Key}`,
      message: `"${wireguard.privateIpv4}" is not an IPv4 address: the default is ${WIREGUARD_DEFAULT_PRIVATE_IP}`,
    });
  } else if (wireguard.privateIpv4 !== WIREGUARD_DEFAULT_PRIVATE_IP) {
    warnings.push({
      path: `wireguard.${ipv4Key}`,
      message: `wireguard.${ipv4Key} is ${wireguard.privateIpv4}, not the default ${WIREGUARD_DEFAULT_PRIVATE_IP}: set it back to ${WIREGUARD_DEFAULT_PRIVATE_IP} unless you changed it on purpose`,
    });
  }
  const port = portOf(wireguard.bindAddress);
  if (port !== undefined && port !== PORTS.wireguard) {
    warnings.push({
      path: 'wireguard.bind_address',
      message: `wireguard listens on ${PORTS.wireguard}/udp by default: open the port you set (${port}/udp) in the firewall`,
    });
  }
  return wireguard;
}

/**
 * Checks a parsed nym-node config.toml against the rules the node applies at
 * startup and the changes of the release notes, as of v2026.9-venaco.
 * `local` stands for the --local flag, which lets a node announce an address
 * that is not globally reachable (with a warning). A pasted part of the file
 * is checked for what it holds; sections it leaves out are not reported.
 */
export function validateNodeConfig(config: unknown, options: {local?: boolean} = {}): Result<NodeConfigSummary> {
  if (!isTable(config))
    return fail([{path: '', message: 'the configuration is not a table of settings: paste the whole config.toml'}]);
  const errors: RuleError[] = [];
  const warnings: RuleError[] = [];

  const publicIps = checkPublicIps(config, options.local === true, errors, warnings);
  const modes = checkModes(config, errors, warnings);

  for (const [section, message, severity] of RENAMED_SECTIONS) {
    if (section in config) (severity === 'error' ? errors : warnings).push({path: section, message});
  }
  if (isTable(config.mixnode) && 'verloc' in config.mixnode)
    errors.push({path: 'mixnode.verloc', message: '[mixnode.verloc] moved to the top level: rename it [verloc]'});

  const wireguard = checkWireguard(config, errors, warnings);

  let httpBindAddress: string | undefined;
  if (isTable(config.http) && typeof config.http.bind_address === 'string') {
    httpBindAddress = config.http.bind_address;
    const port = portOf(httpBindAddress);
    if (port === PORTS.httpApiOldDefault) {
      warnings.push({
        path: 'http.bind_address',
        message: `port ${PORTS.httpApiOldDefault} was the HTTP API port of the legacy mixnode: nym-node's default is ${PORTS.httpApi}, which the directory expects unless the bond gives a custom HTTP port`,
      });
    } else if (port !== undefined && port !== PORTS.httpApi) {
      warnings.push({
        path: 'http.bind_address',
        message: `the HTTP API listens on ${port}, not the default ${PORTS.httpApi}: move it to ${PORTS.httpApi}, or give ${port} as the custom HTTP port of the bond so the directory can reach the node`,
      });
    }
  }

  return collect({publicIps, modes, wireguard, ...(httpBindAddress ? {httpBindAddress} : {})}, errors, warnings);
}

/** Parses config.toml text and checks it; a syntax error gives its line and column. */
export function parseNodeConfigToml(text: string, options: {local?: boolean} = {}): Result<NodeConfigSummary> {
  if (typeof text !== 'string')
    throw new TypeError(`parseNodeConfigToml expects the text of config.toml, got ${typeof text}`);
  let parsed: unknown;
  try {
    parsed = parseToml(text);
  } catch (error) {
    const {line, column, message} = error as {line?: number; column?: number; message: string};
    const where = line ? `line ${line}${column ? `, column ${column}` : ''}` : 'the file';
    const reason = message.split('\n')[0].replace(/^Invalid TOML document:\s*/i, '');
    return fail([
      {
        path: where,
        message: `not valid TOML at ${where}: ${reason}; fix the syntax there (an unclosed quote or bracket, or a missing comma, is the usual cause)`,
      },
    ]);
  }
  return validateNodeConfig(parsed, options);
}

/**
 * What the node config checker runs on pasted text: a `nym-node` command
 * line goes through the flag rules, anything else is read as config.toml.
 */
export function checkNodeInput(text: string): {kind: 'command' | 'config'; result: Result<unknown>} {
  if (typeof text !== 'string') throw new TypeError(`checkNodeInput expects the pasted text, got ${typeof text}`);
  const trimmed = text.trim();
  if (/^(\S*\/)?nym-node(?=\s|$)|^--/.test(trimmed)) {
    const args = splitCommandLine(trimmed);
    return {kind: 'command', result: args.ok ? validateModeFlags(args.value) : args};
  }
  return {kind: 'config', result: parseNodeConfigToml(text)};
}
