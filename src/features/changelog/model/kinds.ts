/**
 * The fixed vocabulary of the changelog: what kind of section an item sits in
 * and whom an item concerns. Release files may keep their own section titles;
 * the kind is what filters, feeds and the release index use.
 */
export const SECTION_KINDS = {
  operators: 'Operators updates & tools',
  features: 'Features',
  bugfixes: 'Bugfixes',
  refactors: 'Refactors & maintenance',
  crypto: 'Crypto',
  testing: 'Testing',
  guides: 'Guide updates',
  wallet: 'Wallet',
  summary: 'Release summary',
  'known-bugs': 'Known bugs',
  changes: 'Changes',
} as const;

export type SectionKind = keyof typeof SECTION_KINDS;
export const SECTION_KIND_NAMES = Object.keys(SECTION_KINDS) as [SectionKind, ...SectionKind[]];

export const AUDIENCES = {
  operators: 'Node operators',
  wallet: 'Wallet users',
  developers: 'Developers',
} as const;

export type Audience = keyof typeof AUDIENCES;
export const AUDIENCE_NAMES = Object.keys(AUDIENCES) as [Audience, ...Audience[]];

/** How much a release asks of node operators, shown in its "what to do" block. */
export const UPGRADE_NEEDS = ['required', 'recommended', 'optional', 'none'] as const;
export type UpgradeNeed = (typeof UPGRADE_NEEDS)[number];
