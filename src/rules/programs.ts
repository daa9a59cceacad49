import {
  DELEGATION_PROGRAM_LATEST_VERSIONS,
  EXIT_DOMAIN_PREFIX,
  SGP_OFFLINE_REMOVAL_DAYS,
  SGP_VERSIONS_BEHIND_ALLOWED,
  SGP_VERSIONS_BEHIND_TO_ENTER,
} from './constants';
import {compareSemver, parseSemver} from './version';
import {isList} from './result';

interface EligibilityCheck {
  id: string;
  label: string;
  passed: boolean;
  detail: string;
}

export interface Eligibility {
  eligible: boolean;
  checks: EligibilityCheck[];
}

/** Releases on the chain (oldest first) newer than the version: 0 on the latest. */
export function releasesBehind(nodeVersion: string, releaseChain: readonly string[]): number {
  const node = parseSemver(nodeVersion);
  if (!isList(releaseChain)) throw new TypeError('releaseChain must be a list of released versions, oldest first');
  if (releaseChain.length === 0)
    throw new RangeError('the release chain is empty: there is no latest version to compare with');
  return releaseChain.filter((released) => compareSemver(parseSemver(released), node) > 0).length;
}

function requireBoolean(name: string, value: boolean): boolean {
  if (typeof value !== 'boolean') throw new TypeError(`${name} must be true or false, got ${String(value)}`);
  return value;
}

function verdict(checks: EligibilityCheck[]): Eligibility {
  return {eligible: checks.every((check) => check.passed), checks};
}

function versionCheck(
  nodeVersion: string,
  releaseChain: readonly string[],
  allowedBehind: number,
  label: string,
): EligibilityCheck {
  const behind = releasesBehind(nodeVersion, releaseChain);
  const latest = releaseChain[releaseChain.length - 1];
  return {
    id: 'version',
    label,
    passed: behind <= allowedBehind,
    detail:
      behind === 0
        ? `${nodeVersion} is the latest`
        : `${nodeVersion} is ${behind} release${behind === 1 ? '' : 's'} behind ${latest}`,
  };
}

export interface GrantNode {
  exitGateway: boolean;
  acceptedTerms: boolean;
  binary: 'nym-node' | 'legacy';
  nodeVersion: string;
  landingPageDomain?: string;
  daysOffline: number;
}

/** Entering the grant programme takes the latest version; staying in it, the latest or one of the two before it. */
export type GrantStage = 'enter' | 'stay';

const GRANT_VERSION_RULES: Record<GrantStage, {allowedBehind: number; label: string}> = {
  enter: {allowedBehind: SGP_VERSIONS_BEHIND_TO_ENTER, label: 'Latest version (to enter the programme)'},
  stay: {allowedBehind: SGP_VERSIONS_BEHIND_ALLOWED, label: 'Latest version or one of the two before it'},
};

/**
 * Service grant programme (SGPv2): the conditions a node must meet, to stay
 * in it by default or, with `stage` 'enter', to join it.
 */
export function sgpEligibility(
  node: GrantNode,
  releaseChain: readonly string[],
  stage: GrantStage = 'stay',
): Eligibility {
  requireBoolean('exitGateway', node.exitGateway);
  requireBoolean('acceptedTerms', node.acceptedTerms);
  if (node.binary !== 'nym-node' && node.binary !== 'legacy')
    throw new TypeError(`binary must be 'nym-node' or 'legacy', got ${String(node.binary)}`);
  if (node.landingPageDomain !== undefined && typeof node.landingPageDomain !== 'string')
    throw new TypeError('landingPageDomain must be text when given');
  if (stage !== 'enter' && stage !== 'stay')
    throw new TypeError(`stage must be 'enter' or 'stay', got ${String(stage)}`);
  const versionRule = GRANT_VERSION_RULES[stage];
  if (typeof node.daysOffline !== 'number' || Number.isNaN(node.daysOffline) || node.daysOffline < 0) {
    throw new RangeError(`daysOffline must be 0 or more, got ${node.daysOffline}`);
  }
  const domain = (node.landingPageDomain ?? '').trim().toLowerCase();
  return verdict([
    {
      id: 'exit-gateway',
      label: 'Runs as an exit gateway',
      passed: node.exitGateway,
      detail: node.exitGateway ? 'exit gateway' : 'not an exit gateway',
    },
    {
      id: 'terms',
      label: 'Operator terms accepted',
      passed: node.acceptedTerms,
      detail: node.acceptedTerms ? 'accepted' : 'not accepted',
    },
    {
      id: 'nym-node',
      label: 'Bonded as a nym-node',
      passed: node.binary === 'nym-node',
      detail: node.binary === 'nym-node' ? 'nym-node' : 'legacy bond',
    },
    versionCheck(node.nodeVersion, releaseChain, versionRule.allowedBehind, versionRule.label),
    {
      id: 'domain',
      label: `Landing page domain starts with ${EXIT_DOMAIN_PREFIX}`,
      passed: domain.startsWith(EXIT_DOMAIN_PREFIX),
      detail: domain ? domain : 'no domain given',
    },
    {
      id: 'online',
      label: `Not offline for more than ${SGP_OFFLINE_REMOVAL_DAYS} days`,
      passed: node.daysOffline <= SGP_OFFLINE_REMOVAL_DAYS,
      detail: `${node.daysOffline} day${node.daysOffline === 1 ? '' : 's'} offline`,
    },
  ]);
}

/** Delegation programme: one of the two latest versions and the terms accepted. */
export function delegationProgramEligibility(
  node: {acceptedTerms: boolean; nodeVersion: string},
  releaseChain: readonly string[],
): Eligibility {
  requireBoolean('acceptedTerms', node.acceptedTerms);
  return verdict([
    versionCheck(
      node.nodeVersion,
      releaseChain,
      DELEGATION_PROGRAM_LATEST_VERSIONS - 1,
      'One of the two latest versions',
    ),
    {
      id: 'terms',
      label: 'Operator terms accepted',
      passed: node.acceptedTerms,
      detail: node.acceptedTerms ? 'accepted' : 'not accepted',
    },
  ]);
}
