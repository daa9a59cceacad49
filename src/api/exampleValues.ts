import {PORTS} from '../rules/constants';
import {SOURCE_COMMIT} from './sourceFacts';

/**
 * Example values of a field by its name on the wire, for the response and request examples (examples.ts), where the
 * schema itself gives no example, enum or const. Facts come from where they are written (the ports from the rules'
 * constants, the commit and release of the recorded source); keys, signatures and addresses are made-up values of
 * the shape the facts give (base58 keys, bech32 account addresses), and hosts and addresses sit in the ranges set
 * aside for documentation (example.net, 203.0.113.0/24), so no example names a real node.
 */

/** A made-up base58 ed25519 identity key (32 bytes). */
export const EXAMPLE_IDENTITY_KEY = 'Tabmx8CRFK2F8d17BrZmLmhReSrmjMP5NvKgB8Z5e7JM';
/** A made-up base58 x25519 key (32 bytes). */
export const EXAMPLE_X25519_KEY = '7huK3PR7XXDD9HpGr43kukUn3pnmpwitNQvXhWetbAFX';
/** A made-up base58 ed25519 signature (64 bytes). */
const EXAMPLE_SIGNATURE = 'WspkPguvp3JB1Fy1eqficbKPdDS8QN8vFfn4Uq4kgX8ACipv1giKi5J51UJCmahkDwvv4JXH5ZqxsfNbtY5KYLSS';
/** A made-up Nyx account address (bech32, prefix n). */
export const EXAMPLE_ACCOUNT = 'n1nuy5sgggyueku93g3h0zwly36gusgwh855lfq9';
/** The nym-node version of the recorded release, v2026.9-venaco (`node_version` of releases/2026.9-venaco.mdx). */
const NODE_VERSION = '1.31.0';
/** The smallest unit of NYM, as the chain names it (docs/developers/chain, "1000000 unym" is one NYM). */
const DENOM = 'unym';

type Rule = readonly [RegExp, unknown];

/** Text fields, first match wins: names are tested whole, case and underscores aside (publicKey, public_key). */
const STRING_RULES: readonly Rule[] = [
  [/^(x25519|x25519_?(sphinx|pubkey|noise).*|sphinx_?key|encoded_?x25519_?key)$/, EXAMPLE_X25519_KEY],
  [/signature/, EXAMPLE_SIGNATURE],
  [
    /^(identity|identity_?key|.*ed25519.*|id_?pubkey|.*public_?key|node_?identity|gateway_?identity_?key|encoded_?identity_?key|attester_?pub.*|authorised_?jwt_?issuers)$/,
    EXAMPLE_IDENTITY_KEY,
  ],
  [/^(owner|owner_?address|address|cosmos_?address|signer)$/, EXAMPLE_ACCOUNT],
  [/^denom$/, DENOM],
  [/^amount$/, '1000000'],
  [/^(hostname|host|domain|announce_?address)$/, 'nym-node.example.net'],
  [/^ip_?address(es)?$|^ips?$/, '203.0.113.7'],
  [/^(url|website|nyxd_?url|connected_?nyxd|upstream_?source)$/, 'https://nym-node.example.net/'],
  [/^(build_?version|version|semver)$/, NODE_VERSION],
  [/^commit_?sha$/, SOURCE_COMMIT],
  [/^binary_?name$/, 'nym-node'],
  [/^(country|two_?letter_?iso_?country_?code)$/, 'CH'],
  [/^(performance|.*_?work_?factor|operator|delegates)$/, '0.95'],
  [/^profit_?margin_?percent$/, '0.2'],
  [/^date$/, '2025-07-22'],
  [/(timestamp|_utc|_at)$/, '2025-07-22T09:24:35Z'],
];

/** Whole-number fields: the ports the rules' constants give. */
const INTEGER_RULES: readonly Rule[] = [
  [/^mix_?port$/, PORTS.mixnet],
  [/^verloc_?port$/, PORTS.verloc],
  [/^(ws_?port|clients_?port)$/, PORTS.clients],
  [/^wss_?port$/, PORTS.websocketSecure],
  [/^http_?(api_?)?port$/, PORTS.httpApi],
];

function match(rules: readonly Rule[], name: string): unknown {
  const key = name.toLowerCase();
  return rules.find(([pattern]) => pattern.test(key))?.[1];
}

/** An example text for a field of this name, or undefined when its name says nothing the table knows. */
export function stringByName(name: string | undefined): string | undefined {
  return name === undefined ? undefined : (match(STRING_RULES, name) as string | undefined);
}

/** An example whole number for a field of this name, or undefined. */
export function integerByName(name: string | undefined): number | undefined {
  return name === undefined ? undefined : (match(INTEGER_RULES, name) as number | undefined);
}
