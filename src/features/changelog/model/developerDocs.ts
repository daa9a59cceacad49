/**
 * The page of the Developers or Network section that explains what a
 * changelog item for developers changed, read from the item's title: the
 * first rule whose pattern the title matches decides. Items about CI, lints
 * or dependency bumps match none and get no link. Rules go from the most
 * specific subject (a module of an SDK) to the broadest (the SDK itself).
 */
interface DocsRule {
  pattern: RegExp;
  /** Site path of the page (without the /docs base). */
  to: string;
  /** What the link names. */
  label: string;
}

const DEVELOPER_DOCS_RULES: readonly DocsRule[] = [
  {pattern: /\bmix-?fetch\b/i, to: '/developers/mix-fetch', label: 'mixFetch'},
  {pattern: /\bsmolmix\b/i, to: '/developers/smolmix', label: 'smolmix'},
  {pattern: /\bclient[- ]?pool\b/i, to: '/developers/rust/client-pool', label: 'Rust SDK client pool'},
  {pattern: /\btcp[- ]?proxy\b/i, to: '/developers/rust/tcpproxy', label: 'Rust SDK TCP proxy'},
  {pattern: /\bffi\b/i, to: '/developers/rust/ffi', label: 'Rust SDK FFI'},
  {pattern: /\bsdk stream|stream (abstraction|wrapper)\b/i, to: '/developers/rust/stream', label: 'Rust SDK streams'},
  {pattern: /\b(typescript|ts[- ]sdk|wasm|webassembly)\b/i, to: '/developers/typescript', label: 'TypeScript SDK'},
  {pattern: /\b(rust[- ]sdk|nym[- ]sdk|sdk)\b/i, to: '/developers/rust', label: 'Rust SDK'},
  {pattern: /\bsocks5\b/i, to: '/developers/clients/socks5', label: 'SOCKS5 client'},
  {
    pattern: /\b(nym-client|websocket|native client)\b/i,
    to: '/developers/clients/websocket',
    label: 'websocket client',
  },
  {pattern: /\bnym[- ]cli\b/i, to: '/developers/tools/nym-cli', label: 'nym-cli'},
  {pattern: /\b(nym-vpnc|nym-vpnd|nym-vpn)\b/i, to: '/developers/nymvpncli', label: 'NymVPN CLI'},
  {pattern: /\b(contracts?|cosmwasm|nyxd|ledger|validator-client)\b/i, to: '/developers/chain', label: 'chain'},
  {
    pattern: /\b(ecash|zk-?nyms?|ticket ?books?|coconut|credentials?)\b/i,
    to: '/network/cryptography/zk-nym',
    label: 'zk-nyms',
  },
  {
    pattern: /\b(ipr|ip packet router|network requester|nr|exit polic(y|ies))\b/i,
    to: '/network/infrastructure/exit-services',
    label: 'exit services',
  },
  {pattern: /\b(wireguard|authenticator)\b/i, to: '/network/dvpn-mode', label: 'dVPN mode'},
  {pattern: /\btopology\b/i, to: '/network/mixnet-mode/traffic-flow', label: 'traffic flow'},
  {pattern: /\bsphinx\b/i, to: '/network/cryptography/sphinx', label: 'Sphinx'},
  {pattern: /\bsurbs?\b/i, to: '/network/mixnet-mode/anonymous-replies', label: 'anonymous replies (SURBs)'},
  {pattern: /\bcover traffic\b/i, to: '/network/mixnet-mode/cover-traffic', label: 'cover traffic'},
  {pattern: /\b(acks?|acknowledge?ments?)\b/i, to: '/network/reference/acks', label: 'acknowledgements'},
];

/** Dependency bumps change no behaviour a section explains, whatever package they name. */
const DEPENDENCY_BUMP = /^(bump|build\(deps\))\b/i;

/** The section page for an item, or null: only for items whose audience includes developers. */
export function developerDocsOf(title: string, audience: string): DocsRule | null {
  if (!audience.split(',').includes('developers') || DEPENDENCY_BUMP.test(title)) return null;
  return DEVELOPER_DOCS_RULES.find((rule) => rule.pattern.test(title)) ?? null;
}
