import {parse as parseToml} from 'smol-toml';
import {IP_PLACEHOLDER, PORTS, WIREGUARD_DEFAULT_BIND_ADDRESS, WIREGUARD_DEFAULT_PRIVATE_IP} from './constants';
import {splitCommandLine} from './commandLine';
import {classifyAddress, type AddressKind} from './ipAddress';
import {isNodeMode, validateModeFlags, validateModes, type NodeMode} from './modes';
import {collect, fail, type Result, type RuleError} from './result';

/** What the checker read of a config.toml once it passes. */
export interface NodeConfigSummary {
  publicIps: string[];
  modes: NodeMode[];
  wireguard: {enabled: boolean; bindAddress: string; privateIp: string};
  httpBindAddress?: string;
}

type Table = Record<string, unknown>;
const isTable = (value: unknown): value is Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why an address cannot be announced to the network, if it cannot. */
const ADDRESS_PROBLEMS: Record<Exclude<AddressKind, 'public'>, string> = {
  placeholder: `is the ${IP_PLACEHOLDER} placeholder, not an address`,
  loopback: 'is a loopback address',
  unspecified: 'is the unspecified address',
  invalid: 'is not an IPv4 or IPv6 address',
};

/** Sections that were renamed or removed, with what replaced them (SPEC §3). */
const RENAMED_SECTIONS: [path: string, message: string][] = [
  [
    'mixnode',
    'the [mixnode] section was removed: delete it, and move its verloc settings to a top-level [verloc] section',
  ],
  ['entry_gateway', '[entry_gateway] is now [gateway_tasks]: rename the section'],
  ['exit_gateway', '[exit_gateway] is now [service_providers]: rename the section'],
];

function portOf(bindAddress: string): number | undefined {
  const match = /:(\d+)$/.exec(bindAddress);
  return match ? Number(match[1]) : undefined;
}

/**
 * Checks a parsed nym-node config.toml against the rules the node applies at
 * startup and the changes of the release notes. `local` stands for the
 * --local flag, which allows loopback and placeholder addresses.
 */
export function validateNodeConfig(config: unknown, options: {local?: boolean} = {}): Result<NodeConfigSummary> {
  if (!isTable(config))
    return fail([{path: '', message: 'the configuration is not a table of settings: paste the whole config.toml'}]);
  const errors: RuleError[] = [];
  const warnings: RuleError[] = [];

  const host = config.host;
  const publicIps: string[] = [];
  if (!isTable(host) || !('public_ips' in host)) {
    errors.push({
      path: 'host.public_ips',
      message: 'host.public_ips is missing: list the public IP addresses of the server under [host]',
    });
  } else if (!Array.isArray(host.public_ips) || host.public_ips.length === 0) {
    errors.push({
      path: 'host.public_ips',
      message:
        'host.public_ips is empty: list the public IP addresses of the server, or start with --local for a test node',
    });
  } else {
    host.public_ips.forEach((ip, index) => {
      const path = `host.public_ips[${index}]`;
      if (typeof ip !== 'string') {
        errors.push({path, message: `${path} must be an address in quotes, like "203.0.113.7"`});
        return;
      }
      publicIps.push(ip);
      const kind = classifyAddress(ip);
      if (kind === 'invalid')
        errors.push({path, message: `"${ip}" ${ADDRESS_PROBLEMS.invalid}: write the server's public address`});
      else if (kind !== 'public' && !options.local) {
        errors.push({
          path,
          message: `"${ip}" ${ADDRESS_PROBLEMS[kind]}: announce the server's public address, or start with --local for a test node`,
        });
      }
    });
  }

  let modes: NodeMode[] = [];
  if ('mode' in config)
    errors.push({
      path: 'mode',
      message: 'the single "mode" setting was replaced by "modes", a list: write modes = ["entry-gateway"]',
    });
  if ('modes' in config) {
    const raw = config.modes;
    if (!Array.isArray(raw)) errors.push({path: 'modes', message: 'modes must be a list, like modes = ["mixnode"]'});
    else {
      raw.forEach((mode, index) => {
        if (typeof mode === 'string' && isNodeMode(mode)) modes.push(mode);
        else
          errors.push({
            path: `modes[${index}]`,
            message: `unknown mode ${JSON.stringify(mode)}: use mixnode, entry-gateway or exit-gateway`,
          });
      });
      // An empty list is its own error; a list of unknown names already has one per name.
      if (modes.length > 0 || raw.length === 0) {
        const checked = validateModes(modes);
        if (!checked.ok) errors.push(...checked.errors);
        else modes = checked.value;
        warnings.push(...checked.warnings);
      }
    }
  }

  for (const [section, message] of RENAMED_SECTIONS) if (section in config) errors.push({path: section, message});
  if (isTable(config.mixnode) && 'verloc' in config.mixnode)
    errors.push({path: 'mixnode.verloc', message: '[mixnode.verloc] moved to the top level: rename it [verloc]'});

  const wireguardTable = isTable(config.wireguard) ? config.wireguard : {};
  const wireguard = {
    enabled: wireguardTable.enabled === true,
    bindAddress:
      typeof wireguardTable.bind_address === 'string' ? wireguardTable.bind_address : WIREGUARD_DEFAULT_BIND_ADDRESS,
    privateIp: typeof wireguardTable.private_ip === 'string' ? wireguardTable.private_ip : WIREGUARD_DEFAULT_PRIVATE_IP,
  };
  if ('enabled' in wireguardTable && typeof wireguardTable.enabled !== 'boolean') {
    errors.push({path: 'wireguard.enabled', message: 'wireguard.enabled must be true or false, without quotes'});
  }
  if (wireguard.privateIp !== WIREGUARD_DEFAULT_PRIVATE_IP) {
    warnings.push({
      path: 'wireguard.private_ip',
      message: `wireguard.private_ip should be ${WIREGUARD_DEFAULT_PRIVATE_IP}: set it back unless you know why it differs`,
    });
  }
  if (portOf(wireguard.bindAddress) !== undefined && portOf(wireguard.bindAddress) !== PORTS.wireguard) {
    warnings.push({
      path: 'wireguard.bind_address',
      message: `wireguard listens on ${PORTS.wireguard}/udp by default: open the port you set in the firewall`,
    });
  }

  let httpBindAddress: string | undefined;
  if (isTable(config.http) && typeof config.http.bind_address === 'string') {
    httpBindAddress = config.http.bind_address;
    const port = portOf(httpBindAddress);
    if (port === PORTS.httpApiOldDefault) {
      warnings.push({
        path: 'http.bind_address',
        message: `port ${PORTS.httpApiOldDefault} is the old default: ${PORTS.httpApi} is recommended for the node's HTTP API`,
      });
    } else if (port !== undefined && port !== PORTS.httpApi) {
      warnings.push({
        path: 'http.bind_address',
        message: `the HTTP API listens on ${port}, not the recommended ${PORTS.httpApi}: move it to ${PORTS.httpApi}, or give ${port} as the custom HTTP port of the bond so the directory can reach the node`,
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
    const reason = message.split('\n')[0]!.replace(/^Invalid TOML document:\s*/i, '');
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
