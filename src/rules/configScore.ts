import {VERSION_SCORE_BASE, VERSION_SCORE_EXPONENT, VERSION_STEP_WEIGHTS} from './constants';
import {compareSemver, parseSemver, type Semver} from './version';

/** Release steps counted per version component. */
interface Steps {
  majors: number;
  minors: number;
  patches: number;
  prereleases: number;
}

const ZERO: Steps = {majors: 0, minors: 0, patches: 0, prereleases: 0};

function add(a: Steps, b: Steps): Steps {
  return {
    majors: a.majors + b.majors,
    minors: a.minors + b.minors,
    patches: a.patches + b.patches,
    prereleases: a.prereleases + b.prereleases,
  };
}

/** The step from one version to the next, counted at the highest component that changed. */
function stepBetween(from: Semver, to: Semver): Steps {
  if (to.major !== from.major) return {...ZERO, majors: Math.abs(to.major - from.major)};
  if (to.minor !== from.minor) return {...ZERO, minors: Math.abs(to.minor - from.minor)};
  if (to.patch !== from.patch) return {...ZERO, patches: Math.abs(to.patch - from.patch)};
  if (to.prerelease !== from.prerelease) return {...ZERO, prereleases: 1};
  return ZERO;
}

/** The difference to the first release of the chain for a version older than it: patch and prerelease both count. */
function stepUpTo(from: Semver, to: Semver): Steps {
  if (to.major !== from.major) return {...ZERO, majors: to.major - from.major};
  if (to.minor !== from.minor) return {...ZERO, minors: to.minor - from.minor};
  return {...ZERO, patches: to.patch - from.patch, prereleases: to.prerelease !== from.prerelease ? 1 : 0};
}

function weighted(steps: Steps): number {
  const w = VERSION_STEP_WEIGHTS;
  return steps.majors * w.major + steps.minors * w.minor + steps.patches * w.patch + steps.prereleases * w.prerelease;
}

/** Subtracts component by component, never below zero. */
function behind(latest: Steps, node: Steps): Steps {
  return {
    majors: Math.max(0, latest.majors - node.majors),
    minors: Math.max(0, latest.minors - node.minors),
    patches: Math.max(0, latest.patches - node.patches),
    prereleases: Math.max(0, latest.prereleases - node.prereleases),
  };
}

/** True when `ahead` is exactly one step past `base`. */
function oneStepAhead(base: Semver, ahead: Semver): boolean {
  if (ahead.major !== base.major) return ahead.major - base.major === 1;
  if (ahead.minor !== base.minor) return ahead.minor - base.minor === 1;
  if (ahead.patch !== base.patch) return ahead.patch - base.patch === 1;
  return ahead.prerelease !== base.prerelease;
}

/**
 * How far a node's version lags the latest release, as a weighted count of
 * release steps (major 100, minor 10, patch 1, prerelease 1). The chain lists
 * released versions oldest first. A version between two releases counts as if
 * released right after the older one; one step ahead of the latest counts 0
 * (benefit of the doubt), further ahead counts a full major.
 */
export function versionsBehind(nodeVersion: string, releaseChain: string[]): number {
  if (!Array.isArray(releaseChain)) throw new TypeError('releaseChain must be an array of versions, oldest first');
  const node = parseSemver(nodeVersion);
  const chain = releaseChain.map(parseSemver);
  if (chain.length === 0) return 0;
  for (let i = 1; i < chain.length; i += 1) {
    if (compareSemver(chain[i - 1], chain[i]) >= 0) {
      throw new RangeError(
        `releaseChain must be in ascending order: ${releaseChain[i - 1]} comes before ${releaseChain[i]}`,
      );
    }
  }
  // Running totals of steps since the first release.
  const totals: Steps[] = [ZERO];
  for (let i = 1; i < chain.length; i += 1) totals.push(add(totals[i - 1], stepBetween(chain[i - 1], chain[i])));
  const latest = chain[chain.length - 1];
  const latestTotals = totals[totals.length - 1];

  const order = compareSemver(node, latest);
  if (order === 0) return 0;
  if (order > 0) return oneStepAhead(latest, node) ? 0 : VERSION_STEP_WEIGHTS.major;

  const first = chain[0];
  if (compareSemver(node, first) < 0) return weighted(add(stepUpTo(node, first), latestTotals));

  // On the chain, or between two releases: the newest release not after it.
  let index = 0;
  for (let i = 0; i < chain.length; i += 1) if (compareSemver(chain[i], node) <= 0) index = i;
  const exact = compareSemver(chain[index], node) === 0;
  const nodeTotals = exact ? totals[index] : add(totals[index], stepBetween(chain[index], node));
  return weighted(behind(latestTotals, nodeTotals));
}

/** The score a version earns: 0.995 ^ (versionsBehind ^ 1.65); 1 for the latest. */
export function versionScore(versionsBehindCount: number): number {
  if (typeof versionsBehindCount !== 'number')
    throw new TypeError(`versionsBehind must be a number, got ${typeof versionsBehindCount}`);
  if (!Number.isFinite(versionsBehindCount) || versionsBehindCount < 0) {
    throw new RangeError(`versionsBehind must be a finite number of 0 or more, got ${versionsBehindCount}`);
  }
  return VERSION_SCORE_BASE ** (versionsBehindCount ** VERSION_SCORE_EXPONENT);
}

/** What the config score looks at. */
export interface ConfigScoreNode {
  acceptedTerms: boolean;
  selfDescribedApi: boolean;
  binary: 'nym-node' | 'legacy';
  nodeVersion: string;
}

export interface ConfigScoreWork {
  score: number;
  /** Why the score is 0, when it is. */
  zeroBecause: ('terms not accepted' | 'self-described API not exposed' | 'legacy binary')[];
  versionsBehind: number;
  versionScore: number;
}

/** configScore with its reasons and intermediate values. */
export function configScoreWork(node: ConfigScoreNode, releaseChain: string[]): ConfigScoreWork {
  if (node === null || typeof node !== 'object') throw new TypeError('configScore expects a node object');
  for (const key of ['acceptedTerms', 'selfDescribedApi'] as const) {
    if (typeof node[key] !== 'boolean') throw new TypeError(`${key} must be true or false`);
  }
  if (node.binary !== 'nym-node' && node.binary !== 'legacy')
    throw new TypeError(`binary must be 'nym-node' or 'legacy', got ${String(node.binary)}`);
  const behindCount = versionsBehind(node.nodeVersion, releaseChain);
  const score = versionScore(behindCount);
  const zeroBecause: ConfigScoreWork['zeroBecause'] = [];
  if (!node.acceptedTerms) zeroBecause.push('terms not accepted');
  if (!node.selfDescribedApi) zeroBecause.push('self-described API not exposed');
  if (node.binary === 'legacy') zeroBecause.push('legacy binary');
  return {score: zeroBecause.length > 0 ? 0 : score, zeroBecause, versionsBehind: behindCount, versionScore: score};
}

/**
 * A node's config score: 0 without accepted terms, without the self-described
 * API, or on a legacy binary; otherwise its version score.
 */
export function configScore(node: ConfigScoreNode, releaseChain: string[]): number {
  return configScoreWork(node, releaseChain).score;
}
