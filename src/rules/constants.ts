/**
 * Every number of the network's rules, defined once. Pages, release notes
 * and calculators render these values; nothing else in the site retypes them.
 *
 * Each exported constant names where the public record states it, in a
 * `@source` tag: a page or code path of nymtech/nym with the tag or commit it
 * was read at (`daed9cd15b` is the merge of release/2026.9-venaco, the newest
 * commit read), or an entry of the record's changelog
 * (documentation/docs/pages/operators/changelog.mdx) with its pull request.
 * `constants.sources.test.ts` fails when an exported constant has none.
 */

/**
 * Epochs in one interval: operator cost and profit margin changes wait for
 * the next interval.
 * @source changelog v2025.6-chuckles (Nym Wallet v1.2.16 note: "interval (720 epochs)")
 */
export const EPOCHS_PER_INTERVAL = 720;
/**
 * Longest an epoch lasts, in minutes; other node settings change at the next epoch.
 * @source changelog v2025.6-chuckles (Nym Wallet v1.2.16 note: "next epoch (max 60 min)")
 * @source documentation/docs/pages/operators/tokenomics/mixnet-rewards.mdx @ daed9cd15b ("each new epoch (60 min)")
 */
export const EPOCH_MAX_MINUTES = 60;

/**
 * Nodes in the rewarded set (the active set), each given a work factor of
 * 1/240 under naive rewarding. NIP-2 (v2025.12-dolcelatte, v2025.15-gruyere)
 * proposed changing the active set; the record's pages still give 240.
 * @source changelog v2024.13-magura (Selection & Rewarding: "size is 240 nodes")
 * @source documentation/docs/pages/operators/tokenomics/mixnet-rewards.mdx @ daed9cd15b ("active_set_size = 240")
 */
export const REWARDED_SET_SIZE = 240;
/**
 * Exponent applied to performance in the selection weight.
 * @source changelog v2024.13-magura ("CONFIG_SCORE * STAKE_SATURATION * PERFORMANCE ^ 20")
 * @source nym-api/src/epoch_operations/rewarded_set_assignment.rs @ nym-binaries-v2026.9-venaco (`checked_pow(20)`)
 */
export const SELECTION_PERFORMANCE_EXPONENT = 20;
/**
 * Nodes below this performance are left out of the client topology by
 * default (the client setting is configurable).
 * @source changelog v2024.6-chomp (#4635: filtering of nodes with score < 50%)
 * @source common/client-core/config-types/src/lib.rs @ nym-binaries-v2026.9-venaco (`DEFAULT_MIN_MIXNODE_PERFORMANCE` =
 *   50, `DEFAULT_MIN_GATEWAY_PERFORMANCE` = 50)
 */
export const TOPOLOGY_MIN_PERFORMANCE = 0.5;
/**
 * WireGuard performance a gateway needed for the top routing score of Harbourmaster.
 * @source changelog v2024.10-caramello (Harbourmaster: "Wireguard performance bigger than 0.75")
 */
export const WIREGUARD_PERFORMANCE_THRESHOLD = 0.75;

/**
 * Config score: version score = BASE ^ (versionsBehind ^ EXPONENT); BASE is the contract's `penalty`.
 * @source changelog v2024.14-crunch (#5117: `score = 0.995 ^ (X * versions_behind ^ 1.65)`)
 * @source common/cosmwasm-smart-contracts/mixnet-contract/src/config_score.rs @ nym-binaries-v2026.9-venaco
 *   (`VersionScoreFormulaParams::default`, penalty "0.995")
 */
export const VERSION_SCORE_BASE = 0.995;
/**
 * The exponent of versionsBehind in the version score; the contract's `penalty_scaling`.
 * @source changelog v2024.14-crunch (#5117)
 * @source common/cosmwasm-smart-contracts/mixnet-contract/src/config_score.rs @ nym-binaries-v2026.9-venaco
 *   (`VersionScoreFormulaParams::default`, penalty_scaling "1.65")
 */
export const VERSION_SCORE_EXPONENT = 1.65;
/**
 * Weights of the release steps counted by versionsBehind.
 * @source common/cosmwasm-smart-contracts/mixnet-contract/src/config_score.rs @ nym-binaries-v2026.9-venaco
 *   (`OutdatedVersionWeights::default`: major 100, minor 10, patch 1, prerelease 1)
 */
export const VERSION_STEP_WEIGHTS = {major: 100, minor: 10, patch: 1, prerelease: 1} as const;

/**
 * Node load tiers: inclusive upper bound of each tier; above the last is
 * AtCapacity. The code's comment on AtCapacity reads ">= 0.95", but its
 * conversion puts exactly 0.95 in VeryHigh (`value <= 0.95`).
 * @source nym-node/nym-node-requests/src/api/v1/node_load/models.rs @ nym-binaries-v2026.9-venaco (`impl From<f64> for
 *   Load`)
 * @source changelog v2025.2-hu (#5326)
 */
export const LOAD_TIER_UPPER_BOUNDS = {
  Negligible: 0.1,
  Low: 0.3,
  Medium: 0.6,
  High: 0.8,
  VeryHigh: 0.95,
} as const;
/**
 * Network load is scaled against this link speed, in bits per second (1 Gbps).
 * @source nym-node/src/node/http/state/load.rs @ nym-binaries-v2026.9-venaco ("we consider value of 1Gbps to be maximum
 *   load")
 * @source changelog v2025.2-hu (#5326)
 */
export const LOAD_NETWORK_REFERENCE_BPS = 1_000_000_000;
/**
 * Swap counts towards machine load only when total swap is above this, in bytes.
 * @source nym-node/src/node/http/state/load.rs @ nym-binaries-v2026.9-venaco (`raw_usage.total_swap > 1024 * 1024 *
 *   1024`)
 * @source changelog v2025.2-hu (#5326: "only if the total swap > 1GB")
 */
export const LOAD_SWAP_MIN_TOTAL_BYTES = 1024 ** 3;

/**
 * Highest operator cost, in NYM per interval.
 * @source changelog v2024.10-caramello ("Maximum operating cost = 1000 NYM")
 * @source changelog v2025.2-hu (Delegation Program note: "Operators cost 1000 NYM")
 */
export const OPERATOR_COST_MAX_NYM = 1000;
/**
 * Lowest operator cost, in NYM per interval.
 * @source changelog v2024.10-caramello ("Minimum operating cost = 0 NYM")
 */
export const OPERATOR_COST_MIN_NYM = 0;
/**
 * Lowest profit margin the rewarding parameters accept (a fraction: 0.2 is 20 %).
 * @source changelog v2024.10-caramello ("Minimum profit margin = 20%")
 * @source documentation/docs/pages/operators/tokenomics/mixnet-rewards.mdx @ daed9cd15b ("smallest value is 20%")
 */
export const PROFIT_MARGIN_MIN = 0.2;
/**
 * Highest profit margin the rewarding parameters accept.
 * @source changelog v2024.10-caramello ("Maximum profit margin = 50%")
 */
export const PROFIT_MARGIN_MAX = 0.5;
/**
 * The delegation programme's ceiling on profit margin.
 * @source changelog v2025.2-hu (Delegation Program: "the profit margin maximum remains 20%")
 */
export const DELEGATION_PROGRAM_PROFIT_MARGIN_MAX = 0.2;

/**
 * Service grant programme (SGPv2): a node offline for more than this many days leaves the programme.
 * @source changelog v2025.2-hu (Rules of SGPv2: "offline for more than 5 days")
 */
export const SGP_OFFLINE_REMOVAL_DAYS = 5;
/**
 * Versions accepted to stay in the grant programme: the latest and this many before it.
 * @source changelog v2025.2-hu (Rules of SGPv2: "Only `Latest` version and the two preceding are accepted to stay")
 */
export const SGP_VERSIONS_BEHIND_ALLOWED = 2;
/**
 * Versions accepted to enter the grant programme: only the latest.
 * @source changelog v2025.2-hu (Rules of SGPv2: "Only `Latest` binary version is accepted to enter")
 */
export const SGP_VERSIONS_BEHIND_TO_ENTER = 0;
/**
 * Delegation programme: a node runs one of this many latest versions. The
 * programme's later rules live on a form outside the repository
 * (changelog v2025.16-halloumi links it), which the record does not hold.
 * @source changelog v2025.2-hu (Delegation Program: "run one of two latest binary version")
 */
export const DELEGATION_PROGRAM_LATEST_VERSIONS = 2;
/**
 * The start of an exit gateway's landing-page domain (`nym-exit.<CUSTOM>.<DOMAIN>.<TLD>`).
 * @source changelog v2025.2-hu (common convention starting with `nym-exit`)
 */
export const EXIT_DOMAIN_PREFIX = 'nym-exit';
/**
 * The team's delegation at v2024.14-crunch: NYM in total, over how many nodes, split by mode.
 * @source changelog v2024.14-crunch ("64,800,000 NYM on top 241 Nym Nodes (137 in Mixnode mode and 104 as Gateways)")
 */
export const DELEGATION_ALLOCATION = {
  totalNym: 64_800_000,
  nodes: 241,
  mixnodes: 137,
  gateways: 104,
} as const;

/**
 * Daily WireGuard bandwidth per client, in GB (the code's "1 GB" is 1024³
 * bytes). Holds from v2024.10-caramello; v2024.13-magura replaced it by the
 * free-ride allowance of 250 GB per 30 days (#5083, #5096).
 * @source changelog v2024.10-caramello (#4717: Add 1GB/day/user bandwidth cap)
 * @source common/wireguard-types/src/registration.rs @ nym-binaries-v2024.10-caramello (`BANDWIDTH_CAP_PER_DAY = 1024 *
 *   1024 * 1024`)
 */
export const DAILY_BANDWIDTH_ALLOWANCE_GB = 1;
/**
 * Free-ride bandwidth, in GB per FREE_RIDE_PERIOD_DAYS (the code's "250 GB" is 250 × 1024³ bytes).
 * @source changelog v2024.13-magura (#5083: Make 250 GB/30 days for free ride mode)
 * @source changelog v2025.1-reeses (#5313: Change bandwidth cap to 250gb)
 * @source common/authenticator-requests/src/v4/registration.rs @ nym-binaries-v2026.9-venaco (`250 * 1024 * 1024 *
 *   1024`)
 */
export const FREE_RIDE_BANDWIDTH_GB = 250;
/**
 * The period of the free-ride allowance, in days.
 * @source changelog v2024.13-magura (#5083: Make 250 GB/30 days for free ride mode)
 */
export const FREE_RIDE_PERIOD_DAYS = 30;
/**
 * A gateway updates a WireGuard peer's bandwidth in memory this often, in seconds.
 * @source changelog v2024.11-wedel (#4754: `DEFAULT_PEER_TIMEOUT_CHECK`, every 5 seconds)
 * @source common/wireguard-types/src/lib.rs @ nym-binaries-v2026.9-venaco (`DEFAULT_PEER_TIMEOUT_CHECK =
 *   Duration::from_secs(5)`)
 */
export const PEER_BANDWIDTH_MEMORY_UPDATE_SECONDS = 5;
/**
 * A gateway writes a WireGuard peer's bandwidth to storage this often, in seconds.
 * @source changelog v2024.11-wedel (#4754: 5 * `DEFAULT_PEER_TIMEOUT_CHECK`, every 25 seconds)
 */
export const PEER_BANDWIDTH_STORAGE_SYNC_SECONDS = 25;
/**
 * Gateway messages no client retrieved within this many hours are removed (the default).
 * @source changelog v2025.2-hu (#5312: Periodically remove stale gateway messages, 24h)
 */
export const STALE_MESSAGE_HOURS = 24;
/**
 * A WireGuard peer inactive for this many days is stale and gets a new private IP when it returns.
 * @source changelog v2024.10-caramello (#4717 testing, Scenario 4: Stale Check for 3 Days)
 */
export const STALE_WIREGUARD_PEER_DAYS = 3;
/**
 * Default timeout of the `http-api-client`, in seconds.
 * @source changelog v2024.12-aero (#4917: Bump `http-api-client` default timeout to 30 sec)
 */
export const HTTP_CLIENT_TIMEOUT_SECONDS = 30;
/**
 * Harbourmaster's cache, in minutes: a change shows up late.
 * @source changelog v2024.13-magura-patched ("Nym Harbourmaster has cache of 90min")
 */
export const STATUS_TOOL_CACHE_MINUTES = 90;
/**
 * A ticketbook expires this many days after issuance.
 * @source changelog v2024.13-magura (#5076: Fix expiration date as today + 7 days)
 */
export const TICKETBOOK_EXPIRATION_DAYS = 7;
/**
 * The node status API keeps the session statistics it scrapes this many years.
 * @source changelog v2025.1-reeses (#5180: NS API - Gateway stats scraping, "for one year")
 */
export const STATS_RETENTION_YEARS = 1;
/**
 * The replay-protection bloom filter of a nym-node is reset this often, in hours.
 * @source changelog v2025.8-tourist (#5682: Replay protection, "reset every 25h")
 */
export const REPLAY_FILTER_RESET_HOURS = 25;
/**
 * Clients' default average packet delay, in milliseconds (50 before).
 * @source changelog v2025.10-brie (#5754: Decrease default average packet delay to 15 ms)
 * @source common/client-core/config-types/src/lib.rs @ nym-binaries-v2026.9-venaco (`DEFAULT_AVERAGE_PACKET_DELAY =
 *   Duration::from_millis(15)`)
 */
export const DEFAULT_AVERAGE_PACKET_DELAY_MS = 15;
/**
 * A client with a stats address sends its report this often, in minutes.
 * @source changelog v2024.14-crunch (#5107: Client-side stats collection, "every 5min")
 */
export const CLIENT_STATS_REPORT_MINUTES = 5;

/**
 * Default ports of a nym-node (and the server's SSH and reverse-proxy
 * ports). The Lewes Protocol ports are mandatory from v2026.5-raclette
 * (nym-node 1.27.0): LP registration fails when either is closed; v2026.6-stilton
 * makes the network tunnel manager (NTM) open them. `httpApiOldDefault` is the
 * port of the HTTP API in the v2024.3-eclipse entry (the legacy mixnode's
 * default); nym-node's own default has been 8080 since its first release.
 * @source documentation/docs/components/operators/snippets/ports-nym-node.mdx @ daed9cd15b (ufw rules: 22, 80, 443,
 *   1789, 1790, 8080, 9000, 9001, 41264/tcp, 51264/udp; 51822/udp and 51830/tcp on nymwg through NTM)
 * @source common/network-defaults/src/constants.rs @ nym-binaries-v2026.9-venaco (`DEFAULT_NYM_NODE_HTTP_PORT` 8080,
 *   `DEFAULT_CLIENT_LISTENING_PORT` 9000, `WG_TUNNEL_PORT` 51822, `WG_METADATA_PORT` 51830)
 * @source nym-node/src/config/lp.rs @ nym-binaries-v2026.5-raclette (`DEFAULT_CONTROL_PORT` 41264, `DEFAULT_DATA_PORT`
 *   51264; unchanged @ nym-binaries-v2026.9-venaco)
 * @source changelog v2026.5-raclette (Lewes Protocol (LP): `ufw allow 41264/tcp && ufw allow 51264/udp`)
 * @source changelog v2026.6-stilton (Lewes protocol ports `41264/tcp` and `51264/udp` included in NTM)
 * @source changelog v2024.3-eclipse (API endpoints redirection table, `http://<IP>:8000/...`)
 * @source common/network-defaults/src/lib.rs @ nym-binaries-v2024.3-eclipse (`DEFAULT_HTTP_API_LISTENING_PORT` 8000,
 *   used by mixnode/src/config/mod.rs; `DEFAULT_NYM_NODE_HTTP_PORT` 8080)
 */
export const PORTS = {
  ssh: 22,
  http: 80,
  https: 443,
  mixnet: 1789,
  verloc: 1790,
  httpApi: 8080,
  httpApiOldDefault: 8000,
  clients: 9000,
  websocketSecure: 9001,
  wireguard: 51822,
  wireguardMetadata: 51830,
  lewesProtocolTcp: 41264,
  lewesProtocolUdp: 51264,
} as const;
export type PortName = keyof typeof PORTS;

/**
 * The transport protocol of each port in PORTS, and what uses it (in our
 * words). `inbound` is false for the old HTTP API default, which a current
 * node no longer opens.
 * @source documentation/docs/components/operators/snippets/ports-nym-node.mdx @ daed9cd15b (each `ufw allow
 *   PORT/PROTOCOL` rule)
 * @source documentation/docs/pages/operators/nodes/preliminary-steps/vps-setup.mdx @ daed9cd15b (port reference table)
 * @source scripts/nym-node-setup/network-tunnel-manager.sh @ daed9cd15b (`NETWORK_FIREWALL_TCP_PORTS`,
 *   `NETWORK_FIREWALL_UDP_PORTS`, `NETWORK_FIREWALL_WG_TCP_PORT`)
 */
export const PORT_DETAILS: Readonly<
  Record<PortName, {protocol: 'tcp' | 'udp'; use: string; neededBy: string; inbound: boolean}>
> = {
  ssh: {protocol: 'tcp', use: 'SSH to the server', neededBy: 'every server', inbound: true},
  http: {protocol: 'tcp', use: 'HTTP to the reverse proxy (landing page)', neededBy: 'gateways', inbound: true},
  https: {protocol: 'tcp', use: 'HTTPS to the reverse proxy', neededBy: 'gateways', inbound: true},
  mixnet: {protocol: 'tcp', use: 'mixnet traffic between nodes', neededBy: 'every node', inbound: true},
  verloc: {protocol: 'tcp', use: 'VerLoc latency measurements', neededBy: 'every node', inbound: true},
  httpApi: {protocol: 'tcp', use: "the node's HTTP API", neededBy: 'every node', inbound: true},
  httpApiOldDefault: {
    protocol: 'tcp',
    use: 'the HTTP API port of the legacy mixnode',
    neededBy: 'no current node',
    inbound: false,
  },
  clients: {protocol: 'tcp', use: 'client websocket', neededBy: 'gateways', inbound: true},
  websocketSecure: {protocol: 'tcp', use: 'secure websocket (WSS)', neededBy: 'gateways', inbound: true},
  wireguard: {protocol: 'udp', use: 'WireGuard tunnels', neededBy: 'gateways with WireGuard', inbound: true},
  wireguardMetadata: {
    protocol: 'tcp',
    use: 'bandwidth queries and top-ups, inside the WireGuard tunnel (nymwg) only',
    neededBy: 'gateways with WireGuard',
    inbound: true,
  },
  lewesProtocolTcp: {
    protocol: 'tcp',
    use: 'Lewes Protocol (LP) registration and control',
    neededBy: 'every node from v2026.5-raclette',
    inbound: true,
  },
  lewesProtocolUdp: {
    protocol: 'udp',
    use: 'Lewes Protocol (LP) data',
    neededBy: 'every node from v2026.5-raclette',
    inbound: true,
  },
};

/**
 * Default `[wireguard] bind_address` of a nym-node: all IPv4 interfaces,
 * port 51822. The code builds it from `Ipv4Addr::UNSPECIFIED` at every
 * release from v2024.3-eclipse to v2026.9-venaco; from v2025.2-hu its doc
 * comment, the config template comment and `--help` read `[::]:51822`, but
 * the value a new config.toml gets is still `0.0.0.0:51822`. SPEC.md wrote
 * `{ip}:51822`, a placeholder the code does not know.
 * @source nym-node/src/config/mod.rs @ nym-binaries-v2026.9-venaco (`Wireguard::new_default`:
 *   `SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), WG_TUNNEL_PORT)`)
 * @source nym-node/src/config/mod.rs @ nym-binaries-v2024.3-eclipse (default: `0.0.0.0:51822`)
 * @source changelog v2024.13-magura-patched (config snippet `bind_address = '0.0.0.0:51822'`)
 */
export const WIREGUARD_DEFAULT_BIND_ADDRESS = `0.0.0.0:${PORTS.wireguard}`;
/**
 * Default private IPv4 address of a gateway's WireGuard interface, since
 * v2024.6-chomp (v2024.3-eclipse to v2024.5-ragusa had `private_network_ip`,
 * the network address `10.1.0.0`, instead). The key
 * was `private_ip` from v2024.6-chomp to v2024.13-magura-patched; since
 * v2024.14-crunch it is `private_ipv4` (beside `private_ipv6`), and nym-node
 * moves an old `private_ip` into it when it upgrades the file. The value is
 * `10.1.0.1` throughout. SPEC.md wrote `{ip}`, a placeholder the code does not know.
 * @source nym-node/src/config/mod.rs @ nym-binaries-v2024.6-chomp (`DEFAULT_WIREGUARD_IP` = 10.1.0.1)
 * @source common/network-defaults/src/constants.rs @ nym-binaries-v2026.9-venaco (`WG_TUN_DEVICE_IP_ADDRESS_V4` =
 *   10.1.0.1)
 * @source changelog v2024.13-magura-patched ("Find line `private_ip` and ensure it's set to value `10.1.0.1`")
 */
export const WIREGUARD_DEFAULT_PRIVATE_IP = '10.1.0.1';
/**
 * Default private IPv6 address of a gateway's WireGuard interface (`private_ipv6`, from v2024.14-crunch).
 * @source common/network-defaults/src/constants.rs @ nym-binaries-v2026.9-venaco (`WG_TUN_DEVICE_IP_ADDRESS_V6` =
 *   fc01::1)
 * @source nym-node/src/config/mod.rs @ nym-binaries-v2024.14-crunch (default: `fc01::1`)
 */
export const WIREGUARD_DEFAULT_PRIVATE_IPV6 = 'fc01::1';

/**
 * systemd [Service] settings recommended for nym-node.
 * @source changelog v2024.9-topdeck (service file: RestartSec=30, StartLimitInterval=350, StartLimitBurst=10,
 *   LimitNOFILE=65536)
 * @source documentation/docs/pages/operators/nodes/nym-node/configuration.mdx @ daed9cd15b (systemd service file)
 */
export const SERVICE_SETTINGS = {
  RestartSec: 30,
  StartLimitInterval: 350,
  StartLimitBurst: 10,
  LimitNOFILE: 65536,
} as const;

/** A port or an inclusive range of ports. */
export type PortRule = number | readonly [number, number];

/**
 * Ports the exit policy update of v2024.9-topdeck opened; a pair is an
 * inclusive range. SPEC.md lists 465 among them; the record took 465 out of
 * this list on 2025-12-16 (commit ade194f2b2, "remove 465 until jan"), and
 * port 465 was opened later by NIP-6, rate limited by the network tunnel
 * manager (v2026.1-niolo, #6317). The current policy is
 * EXIT_POLICY_CURRENT_PORTS.
 * @source changelog v2024.9-topdeck @ daed9cd15b (accordion "New open ports in Nym exit policy")
 */
export const EXIT_POLICY_NEW_PORTS: readonly PortRule[] = [
  22,
  123,
  445,
  587,
  853,
  1433,
  1521,
  2049,
  3074,
  3306,
  [5000, 5005],
  5432,
  6543,
  8080,
  8767,
  8883,
  9053,
  9339,
  9443,
  9735,
  25565,
  [27000, 27050],
  [60000, 61000],
];

/**
 * The ports the exit policy allows today, as the network tunnel manager (NTM)
 * installs them for WireGuard traffic (TCP and UDP alike), in ascending order;
 * overlapping entries are kept as NTM lists them. NTM's list was updated for
 * NIP-4 and NIP-6 (v2026.1-niolo, #6317: 465 opened with a rate limit),
 * NIP-7 (v2026.2-oscypek, #6384), NIP-8 and NIP-9 (v2026.5-raclette, #6545)
 * and NIP-10 (v2026.7-tola, #6648); NIP-11 was put to a vote in
 * v2026.9-venaco. 6543, on the v2024.9-topdeck list, is not on NTM's list.
 * The mixnet exit policy is fetched from
 * nymtech.net/.wellknown/network-requester/exit-policy.txt, which is not in
 * the repository.
 * @source scripts/nym-node-setup/network-tunnel-manager.sh @ daed9cd15b (`apply_port_allowlist` PORT_MAPPINGS, and
 *   `apply_smtps_465_rate_limit`)
 * @source changelog v2026.7-tola (NIP-10 incorporated into NTM, #6648)
 */
export const EXIT_POLICY_CURRENT_PORTS: readonly PortRule[] = [
  [20, 21],
  22,
  43,
  53,
  79,
  [80, 81],
  88,
  110,
  119,
  123,
  143,
  220,
  223,
  389,
  443,
  445,
  464,
  465,
  554,
  563,
  587,
  636,
  706,
  749,
  853,
  873,
  [902, 904],
  981,
  [989, 990],
  991,
  992,
  993,
  995,
  [1119, 1120],
  1194,
  1220,
  1293,
  1433,
  1500,
  1521,
  1533,
  1677,
  1723,
  1755,
  1863,
  2049,
  2053,
  [2082, 2083],
  [2086, 2087],
  [2095, 2096],
  [2102, 2104],
  2222,
  2703,
  [3022, 3025],
  3074,
  3306,
  3333,
  [3478, 3480],
  [3478, 3484],
  3690,
  3724,
  4000,
  4321,
  [4379, 4380],
  4444,
  4643,
  [5000, 5005],
  5050,
  [5060, 5062],
  5190,
  [5222, 5223],
  5228,
  5432,
  6012,
  [6112, 6120],
  6250,
  6300,
  8080,
  8082,
  8085,
  [8087, 8088],
  [8232, 8233],
  [8332, 8333],
  8443,
  8767,
  8883,
  8888,
  9001,
  9030,
  9053,
  9333,
  9339,
  9418,
  9443,
  9735,
  9987,
  9999,
  10000,
  [10011, 10080],
  10443,
  11371,
  14444,
  [18080, 18081],
  18089,
  [19294, 19344],
  19638,
  22021,
  25551,
  25565,
  26661,
  [27000, 27050],
  41144,
  [50000, 65535],
  [51820, 51822],
  51830,
  [60000, 61000],
  64738,
];

/**
 * Minimum hardware for a nym-node, for both server types (the tables differ
 * only in port speed: 1 Gbps dedicated, 10 Gbps VPS). Bandwidth is written
 * "Tb" in the record. The figures are unchanged from v2025.2-hu to the
 * newest record.
 * @source documentation/docs/components/operators/snippets/nym-node-specs.mdx @ daed9cd15b (dedicated server and VPS
 *   tables)
 * @source changelog v2025.2-hu (Rules of SGPv2: "1Gbps is an expected speed of Nym network")
 */
export const HARDWARE_MINIMUMS = {
  cpuCores: 4,
  memoryGbMin: 8,
  memoryGbRecommended: 16,
  storageGb: 50,
  storageGbPreferred: 80,
  bandwidthTbMin: 40,
  portSpeedGbps: {vps: 10, dedicated: 1},
  expectedNetworkSpeedGbps: 1,
} as const;
/**
 * Oldest Debian-based systems the release binaries run on.
 * @source changelog v2025.3-ruta ("Debian bookworm (Debian 12)/ Ubuntu 22.04 (and newer)")
 * @source changelog v2025.7-tex (binaries no longer work on Debian 11 / Ubuntu 20.04 and older)
 */
export const MIN_OS = ['Debian 12', 'Ubuntu 22.04'] as const;

/**
 * The operators' legal clinic on Matrix: weekday, time (UTC) and length in minutes.
 * @source changelog v2025.2-hu ("every Wednesday, 14:30 UTC (60 min)")
 * @source documentation/docs/pages/operators/community-counsel/legal.mdx @ daed9cd15b ("every Wednesday 14:30 UTC for
 *   60min")
 */
export const LEGAL_CLINIC = {weekday: 'Wednesday', timeUtc: '14:30', minutes: 60} as const;

/**
 * Directory API response sizes in bytes, measured for the output formats.
 * @source changelog v2025.10-brie (#5745: `nym-api` `bincode` and `yaml` support, sample response size table)
 */
export const RESPONSE_SIZES = [
  {endpoint: '/v1/nym-nodes/described', json: 882_684, jsonGzip: 204_265, bincode: 437_204, bincodeGzip: 192_752},
  {
    endpoint: '/v1/unstable/nym-nodes/skimmed/entry-gateways/all',
    json: 116_268,
    jsonGzip: 27_991,
    bincode: 39_755,
    bincodeGzip: 25_589,
  },
  {
    endpoint: '/v1/unstable/nym-nodes/skimmed/mixnodes/active',
    json: 44_646,
    jsonGzip: 11_371,
    bincode: 14_021,
    bincodeGzip: 10_235,
  },
  {
    endpoint: '/v1/ecash/aggregated-coin-indices-signatures',
    json: 11_669,
    jsonGzip: 6_037,
    bincode: 4_952,
    bincodeGzip: 4_980,
  },
  {endpoint: '/v1/network/chain-status', json: 1_523, jsonGzip: 828, bincode: 1_004, bincodeGzip: 585},
  {endpoint: '/v1/nym-nodes/rewarded-set', json: 1_221, jsonGzip: 616, bincode: 679, bincodeGzip: 529},
] as const;

/**
 * WireGuard load test: most clients at once, GB pushed in total, requests,
 * share that failed, and the range of bandwidth per client in Mb/s.
 * @source changelog v2024.12-aero (Fast & Furious - WireGuard edition)
 */
export const WIREGUARD_LOAD_TEST = {
  maxClients: 450,
  totalGb: 300,
  requests: 5000,
  failedShare: 0.5,
  perClientMbps: [50, 150],
} as const;

/**
 * Netlink error seen on WireGuard restart with many peers: packet size and maximum, in bytes.
 * @source changelog v2024.10-caramello (Known Bugs: "Serialized netlink packet (23240 bytes) larger than maximum size
 *   12288")
 * @source changelog v2024.10-caramello nym-node patch (same log line)
 */
export const NETLINK_PACKET = {size: 23240, max: 12288} as const;

/**
 * Size of the secret a seedable client derives, in bytes.
 * @source changelog v2025.4-dorina (#5440: Seedable clients, `derive_secret()` gives a 32-byte secret)
 */
export const DERIVED_SECRET_BYTES = 32;
