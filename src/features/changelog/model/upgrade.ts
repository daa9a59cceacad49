import {DELEGATION_PROGRAM_LATEST_VERSIONS, SGP_VERSIONS_BEHIND_ALLOWED} from '../../../rules/constants';
import {versionScore, versionsBehind} from '../../../rules/configScore';
import {releasesBehind as countReleasesBehind} from '../../../rules/programs';
import {parseSemver} from '../../../rules/version';

/** The minimum-version rules as they stand for a node that runs `version`. */
export interface UpgradeRules {
  version: string;
  latest: string;
  /** Releases on the chain after the node's version (0 on the latest). */
  releasesBehind: number;
  /** The weighted count the config score uses. */
  versionsBehind: number;
  versionScore: number;
  /** The grant programme keeps the latest version and the two before it. */
  grantProgrammeVersionOk: boolean;
  /** The delegation programme takes one of the two latest versions. */
  delegationProgrammeVersionOk: boolean;
}

/**
 * What the version rules say of a node that has not upgraded yet. The chain
 * is oldest first, as on the config-score page. Throws a TypeError when the
 * version is not semver.
 */
export function upgradeRules(version: string, releaseChain: readonly string[]): UpgradeRules {
  parseSemver(version);
  const latest = releaseChain[releaseChain.length - 1];
  if (latest === undefined) throw new RangeError('the release chain is empty: no release to compare the version with');
  const releasesBehind = countReleasesBehind(version, releaseChain);
  const behind = versionsBehind(version, [...releaseChain]);
  return {
    version,
    latest,
    releasesBehind,
    versionsBehind: behind,
    versionScore: versionScore(behind),
    grantProgrammeVersionOk: releasesBehind <= SGP_VERSIONS_BEHIND_ALLOWED,
    delegationProgrammeVersionOk: releasesBehind < DELEGATION_PROGRAM_LATEST_VERSIONS,
  };
}
