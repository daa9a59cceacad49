import type {PlanNode} from '../../features/upgradePlan/model/profile';

/** How much a finding matters: `error` stops the node or is refused; `warning` needs a change; `notice` informs. */
export type Severity = 'error' | 'warning' | 'notice';

/** What a finding is about. */
type FindingKind =
  /** The input itself: empty, binary, too large, not valid TOML. */
  | 'input'
  /** A key, flag or variable that no release of nym-node ever had. */
  | 'unknown'
  /** A key or flag that an older release had and the target release dropped without a replacement. */
  | 'removed'
  /** A key or flag that the target release reads under another name. */
  | 'renamed'
  /** A key or flag that came after the target release, so the target does not know it. */
  | 'newer'
  /** A value that equals the default of the release that wrote it, a default that has changed since. */
  | 'default-changed'
  /** A value or combination that nym-node refuses or warns about at startup. */
  | 'rule';

/** A link inside the site: a path without the base path, with its anchor. */
export interface SiteLink {
  href: string;
  label: string;
}

/** One thing the doctor found, with where it is and where to read more. */
export interface Finding {
  severity: Severity;
  kind: FindingKind;
  /** The key (dotted path), flag (`--name`) or variable (`NYMNODE_…`) the finding is about; '' for the input. */
  subject: string;
  /** What is wrong and what to do, in a sentence or two. */
  message: string;
  /** The release that made the change, on the changelog. */
  release?: SiteLink;
  /** The subject in the configuration reference. */
  reference?: SiteLink;
  /** What replaced the subject, in the configuration reference. */
  replacement?: SiteLink;
  /** More subjects with the same finding, when findings are grouped (a whole section renamed at once). */
  others?: string[];
}

/** The releases that could have written the input, oldest and newest, with what shows it. */
export interface WrittenBy {
  from: string;
  to: string;
  fromVersion: string;
  toVersion: string;
  /** The changelog links of the two ends. */
  fromRelease: SiteLink;
  toRelease: SiteLink;
  /** Each piece of evidence in a sentence. */
  evidence: string[];
}

/** The upgrade plan to follow from the version that wrote the input. */
export interface PlanLink extends SiteLink {
  version: string;
  node?: PlanNode;
}

/** What the doctor read and found. */
export interface Diagnosis {
  /** How the input was read; `none` when it could not be read at all. */
  kind: 'config' | 'service' | 'command' | 'none';
  /** The release the operator is moving to. */
  target: {tag: string; version: string; release: SiteLink};
  written?: WrittenBy;
  plan?: PlanLink;
  findings: Finding[];
}
