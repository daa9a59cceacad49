// The flags of `nym-node run` the guides use most, with what each is for in our words and an example value. The
// facts (short form, placeholder, variable, default, and for a removed flag the releases) come from the dataset;
// the variables page renders the table (ConfigReference part "guide-flags").
import {flagAnchor} from './anchors';
import {NODE_CONFIG_SOURCE, argumentName, type NodeArgument} from './source';

interface GuideFlag {
  flag: string;
  /** What the flag is for, in our words; `<code>` is written with backticks. */
  use: string;
  example?: string;
}

const GUIDE_FLAGS: readonly GuideFlag[] = [
  {flag: '--write-changes', use: 'writes the values of the other flags of the same command into `config.toml`'},
  {
    flag: '--accept-operator-terms-and-conditions',
    use: 'says that the operator accepts the terms and conditions; pass it to `nym-node run` every time',
  },
  {flag: '--id', use: 'the node’s local identifier, never shared on the network', example: '--id alice_super_node'},
  {
    flag: '--mode',
    use: 'the node’s functionality: `mixnode`, `entry-gateway` or `exit-gateway`; `--modes` takes the same values as one comma-separated flag',
    example: '--mode exit-gateway',
  },
  {
    flag: '--public-ips',
    use: 'the server’s public address(es), comma separated, announced to nym-api and clients; normally the address you use as `host` when bonding',
    example: '--public-ips "$(curl -4 https://ifconfig.me)"',
  },
  {
    flag: '--hostname',
    use: 'the domain registered for the server, without `http://` or `https://`',
    example: '--hostname exit-gateway1.squad.nsl',
  },
  {
    flag: '--location',
    use: 'the server’s physical location: a full country name, or its two-letter, three-letter or three-digit ISO code',
    example: '--location JAM',
  },
  {flag: '--http-bind-address', use: 'where the HTTP API listens', example: '--http-bind-address 0.0.0.0:8080'},
  {
    flag: '--mixnet-bind-address',
    use: 'where the node listens for mixnet packets',
    example: '--mixnet-bind-address 0.0.0.0:1789',
  },
  {
    flag: '--announce-wss-port',
    use: 'the secure websocket port announced to clients, when a proxy serves one (see proxy configuration)',
    example: '--announce-wss-port 9001',
  },
  {
    flag: '--landing-page-assets-path',
    use: 'the folder holding the node’s landing page, under `/var/www/<HOSTNAME>`',
    example: '--landing-page-assets-path /var/www/exit-gateway1.squad.nsl',
  },
  {
    flag: '--expose-system-info',
    use: 'whether the node publishes basic system information',
    example: '--expose-system-info false',
  },
  {
    flag: '--expose-system-hardware',
    use: 'whether the node publishes basic hardware information',
    example: '--expose-system-hardware false',
  },
  {
    flag: '--wireguard-enabled',
    use: 'whether the node runs WireGuard; `true` recommended on gateways',
    example: '--wireguard-enabled true',
  },
  {
    flag: '--wireguard-private-ip',
    use: 'the private IP of the WireGuard gateway; the config now has `private_ipv4` and `private_ipv6` instead',
    example: '--wireguard-private-ip 10.1.0.1',
  },
];

/** One row of the guides' flags, facts from the dataset. */
export interface GuideFlagRow extends GuideFlag {
  anchor: string;
  short: string | null;
  /** The value's placeholder as the guides write it (`<PUBLIC_IPS>`); null for a switch. */
  placeholder: string | null;
  env: string | null;
  default: string | null;
  /** For a flag that went away: the release tag that removed it. */
  removed: string | null;
}

/** The `run` argument a guide flag is: the one the newest release has, else the last that had it. */
function runArgument(flag: string): NodeArgument {
  const candidates = NODE_CONFIG_SOURCE.cli.filter((argument) => argument.command === 'run' && argument.flag === flag);
  const found = candidates.find((argument) => argument.removed === null) ?? candidates.at(-1);
  if (!found) throw new Error(`src/nodeConfig/guideFlags.ts: nym-node run has never had the flag ${flag}`);
  return found;
}

/** The guides' flags with their facts. */
export function guideFlagRows(): GuideFlagRow[] {
  return GUIDE_FLAGS.map((entry) => {
    const argument = runArgument(entry.flag);
    const isSwitch = argument.type === 'bool';
    return {
      ...entry,
      anchor: flagAnchor('run', argumentName(argument)),
      short: argument.short,
      placeholder: isSwitch ? null : `<${argument.field.toUpperCase()}>`,
      env: argument.env,
      default: argument.default,
      removed: argument.removed,
    };
  });
}
