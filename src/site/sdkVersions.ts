/**
 * The versions the Developers section names, written once. Pages read them
 * from here in prose (`{CRATES['nym-sdk']}`); code blocks, which cannot hold
 * an expression, write them out, and tests/content/sections.test.ts fails when
 * a block names another version of one of these packages.
 */

/**
 * Rust crates, as the public documentation gives them at the v2026.9-venaco
 * release merge (nymtech/nym daed9cd15bc0: the workspace version in Cargo.toml,
 * and documentation/docs/components/versions.ts).
 */
export const CRATES = {
  'nym-sdk': '1.21.0',
  'nym-bin-common': '1.21.0',
  'nym-network-defaults': '1.21.0',
  smolmix: '1.21.0',
} as const;

/** The minimum Rust toolchain of the workspace (rust-version in the root Cargo.toml). */
export const RUST_MSRV = '1.87';

/**
 * npm packages of the TypeScript SDK: the versions installed as dev
 * dependencies, against whose published types the examples are type-checked.
 * Written out rather than read from package.json, which pages would carry
 * whole into the browser (every dev dependency with it); sdkVersions.test.ts
 * fails when these and package.json disagree.
 */
export const NPM = {
  '@nymproject/sdk-full-fat': '1.4.1',
  '@nymproject/mix-fetch-full-fat': '1.4.4',
  '@nymproject/contract-clients': '1.4.1',
  '@cosmjs/cosmwasm-stargate': '0.39.0',
  '@cosmjs/proto-signing': '0.39.0',
} as const;
