import type {OperatorAction, PortRule} from '../../changelog/model/actionVocabulary';

/**
 * The shape of an upgrade plan: the releases it reads, its steps, the dates
 * still ahead, and what it folds or sets apart. Types only; upgradePlan.ts
 * makes them.
 */

/** A release as the plan reads it. */
export interface PlanRelease {
  slug: string;
  heading: string;
  /** YYYY-MM-DD. */
  date: string;
  actions: readonly OperatorAction[];
}

/** Where a step comes from: a release and the action's anchor in it. */
export interface PlanSource {
  release: string;
  heading: string;
  anchor: string;
  text: string;
  /** The action is for nodes that run WireGuard only. */
  wireguardOnly?: true;
}

/** Where a check or a reading goes when not with the checks after the restart. */
type Place = 'before-upgrade' | 'before-restart';

export type PlanStep =
  | {
      kind: 'upgrade';
      binary: string;
      version: string;
      /** Versions to stop at first, oldest first, each with why and what to run there. */
      stops: {version: string; reason: string; run?: string[]; source: PlanSource}[];
      optional: boolean;
      sources: PlanSource[];
    }
  | {
      kind: 'ports';
      /** Each rule as a release asks for it, oldest first, a rule asked for twice once. */
      ports: PortRule[];
      /** Those of `ports` only nodes that run WireGuard need. */
      wireguardOnly: PortRule[];
      sources: PlanSource[];
    }
  | {
      kind: 'config';
      optional: boolean;
      file: string;
      key: string;
      from?: string;
      to: string;
      /** Every value the releases set, oldest first; the last is `to`. */
      values: string[];
      sources: PlanSource[];
    }
  | {
      kind: 'command';
      argv: string[];
      root: boolean;
      /** What to download first, and where to save it, as the newest release asking for the step gives them. */
      fetch?: string;
      saveAs?: string;
      /** Runs after every other step (a restart). */
      last: boolean;
      optional: boolean;
      sources: PlanSource[];
    }
  | {
      kind: 'migrate' | 'check' | 'read';
      optional: boolean;
      at?: Place;
      sources: PlanSource[];
    };

export interface PlanDate {
  kind: 'vote' | 'deadline';
  date?: string;
  source: PlanSource;
}

export interface PlanSkip {
  source: PlanSource;
  /** Whom the action is for, in words. */
  forWhom: string;
}

/**
 * An action for the reader's node that no longer applies on arrival at the newest release, and why; `also` holds
 * the anchors of the other actions of its bullet folded for the same reason.
 */
export type PlanFolded = {also: string[]} & (
  | {
      reason: 'replaced';
      source: PlanSource;
      /** The actions in the plan that replace it. */
      by: PlanSource[];
    }
  | {
      reason: 'passed';
      source: PlanSource;
      /** The day it stopped mattering, before the newest release. */
      until: string;
    }
  | {
      reason: 'passed';
      source: PlanSource;
      /** The release of the plan that reported the event that ended it. */
      event: {release: string; heading: string};
    }
);

export interface UpgradePlan {
  /** The releases the plan covers, oldest first. */
  releases: string[];
  /** The newest release's date: what passed before it is folded. */
  asOf: string;
  steps: PlanStep[];
  /** Votes and deadlines still ahead, by date (undated votes last, in release order). */
  dates: PlanDate[];
  /** What was replaced or has passed, in release order. */
  folded: PlanFolded[];
  skipped: PlanSkip[];
}
