/** A parsed semantic version: the parts versionsBehind counts. */
export interface Semver {
  major: number;
  minor: number;
  patch: number;
  prerelease: string;
}

const SEMVER =
  /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-.]+)?$/;

/** Parses 1.15.0, 1.1.9-1 or 1.1.0+nymnode; throws a TypeError on anything else. */
export function parseSemver(version: string): Semver {
  if (typeof version !== 'string') throw new TypeError(`a version must be a string, got ${typeof version}`);
  const match = SEMVER.exec(version.trim());
  if (!match) throw new TypeError(`"${version}" is not a semantic version (expected something like 1.15.0)`);
  return {major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), prerelease: match[4] ?? ''};
}

/** Orders versions: major, minor, patch; a prerelease comes before its release. */
export function compareSemver(a: Semver, b: Semver): number {
  if (a.major !== b.major) return a.major - b.major;
  if (a.minor !== b.minor) return a.minor - b.minor;
  if (a.patch !== b.patch) return a.patch - b.patch;
  if (a.prerelease === b.prerelease) return 0;
  if (a.prerelease === '') return 1;
  if (b.prerelease === '') return -1;
  return a.prerelease < b.prerelease ? -1 : 1;
}
