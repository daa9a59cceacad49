/**
 * Every number of the network's rules, defined once (SPEC §9 and the rules
 * facts). Pages, release notes and calculators render these values; nothing
 * else in the site retypes them.
 */

/** Epochs and intervals: when settings changes take effect. */
export const EPOCHS_PER_INTERVAL = 720;
export const EPOCH_MAX_MINUTES = 60;

/** Rewarded set and selection. */
export const REWARDED_SET_SIZE = 240;
/** Exponent applied to performance in the selection weight. */
export const SELECTION_PERFORMANCE_EXPONENT = 20;
/** Nodes below this performance are left out of the client topology by default. */
export const TOPOLOGY_MIN_PERFORMANCE = 0.5;
/** Wireguard performance a gateway needs to count as working in the status tool. */
export const WIREGUARD_PERFORMANCE_THRESHOLD = 0.75;

/** Config score: version score = BASE ^ (versionsBehind ^ EXPONENT). */
export const VERSION_SCORE_BASE = 0.995;
export const VERSION_SCORE_EXPONENT = 1.65;
/** Weights of the release steps counted by versionsBehind. */
export const VERSION_STEP_WEIGHTS = {major: 100, minor: 10, patch: 1, prerelease: 1} as const;

/** Node load tiers: inclusive upper bound of each tier; above the last is AtCapacity. */
export const LOAD_TIER_UPPER_BOUNDS = {
  Negligible: 0.1,
  Low: 0.3,
  Medium: 0.6,
  High: 0.8,
  VeryHigh: 0.95,
} as const;
/** Network load is scaled against this link speed, in bits per second. */
export const LOAD_NETWORK_REFERENCE_BPS = 1_000_000_000;
/** Swap counts towards machine load only when total swap is above this, in bytes. */
export const LOAD_SWAP_MIN_TOTAL_BYTES = 1024 ** 3;

/** Operator settings (NYM and fractions). */
export const OPERATOR_COST_MAX_NYM = 1000;
export const OPERATOR_COST_MIN_NYM = 0;
export const PROFIT_MARGIN_MIN = 0.2;
export const PROFIT_MARGIN_MAX = 0.5;
/** The delegation programme's later ceiling on profit margin. */
export const DELEGATION_PROGRAM_PROFIT_MARGIN_MAX = 0.2;

/** Programmes. */
export const SGP_OFFLINE_REMOVAL_DAYS = 5;
/** Versions accepted to stay in the grant programme: the latest and this many before it. */
export const SGP_VERSIONS_BEHIND_ALLOWED = 2;
/** Versions accepted to enter the grant programme: only the latest. */
export const SGP_VERSIONS_BEHIND_TO_ENTER = 0;
/** Delegation programme: one of this many latest versions. */
export const DELEGATION_PROGRAM_LATEST_VERSIONS = 2;
export const SGP_SQUAD_LARGE_SERVER_MIN_NODES = 3;
export const EXIT_DOMAIN_PREFIX = 'nym-exit';
export const DELEGATION_ALLOCATION = {
  totalNym: 64_800_000,
  nodes: 241,
  mixnodes: 137,
  gateways: 104,
} as const;

/** Bandwidth and timers. */
export const DAILY_BANDWIDTH_ALLOWANCE_GB = 1;
export const FREE_RIDE_BANDWIDTH_GB = 250;
export const FREE_RIDE_PERIOD_DAYS = 30;
export const PEER_BANDWIDTH_MEMORY_UPDATE_SECONDS = 5;
export const PEER_BANDWIDTH_STORAGE_SYNC_SECONDS = 25;
export const STALE_MESSAGE_HOURS = 24;
export const STALE_WIREGUARD_PEER_DAYS = 3;
export const HTTP_CLIENT_TIMEOUT_SECONDS = 30;
export const GATEWAY_USAGE_PROBE_MINUTES = 1;
export const STATUS_TOOL_CACHE_MINUTES = 90;
export const TICKETBOOK_EXPIRATION_DAYS = 7;
export const STATS_RETENTION_YEARS = 1;
export const REPLAY_FILTER_RESET_HOURS = 25;
export const DEFAULT_AVERAGE_PACKET_DELAY_MS = 15;
export const CLIENT_STATS_REPORT_MINUTES = 5;

/** Ports a nym-node uses. */
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
} as const;
/** The placeholder nym-node replaces with the host's address. */
export const IP_PLACEHOLDER = '{ip}';
export const WIREGUARD_DEFAULT_BIND_ADDRESS = `${IP_PLACEHOLDER}:${PORTS.wireguard}`;
export const WIREGUARD_DEFAULT_PRIVATE_IP = IP_PLACEHOLDER;

/** systemd service settings recommended for nym-node. */
export const SERVICE_SETTINGS = {
  RestartSec: 30,
  StartLimitInterval: 350,
  StartLimitBurst: 10,
  LimitNOFILE: 65536,
} as const;

/** Ports newly opened by the exit policy update; a pair is an inclusive range. */
export const EXIT_POLICY_NEW_PORTS: readonly (number | readonly [number, number])[] = [
  22,
  123,
  445,
  465,
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

/** Minimum hardware for a nym-node (grant programme, both server types). */
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
export const MIN_OS = ['Debian 12', 'Ubuntu 22.04'] as const;

/** Legal clinic. */
export const LEGAL_CLINIC = {weekday: 'Wednesday', timeUtc: '14:30', minutes: 60} as const;

/** Directory API response sizes in bytes, measured for the output formats (v2025.10-brie). */
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

/** WireGuard load test of v2024.12-aero. */
export const WIREGUARD_LOAD_TEST = {
  maxClients: 450,
  totalGb: 300,
  requests: 5000,
  failedShare: 0.5,
  perClientMbps: [50, 150],
} as const;

/** Netlink error seen on wireguard restart with many peers (v2024.10-caramello). */
export const NETLINK_PACKET = {size: 23240, max: 12288} as const;

/** Derived secret size for seedable clients, in bytes. */
export const DERIVED_SECRET_BYTES = 32;
