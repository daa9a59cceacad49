import type {OperatorAction} from '../../changelog/model/actionVocabulary';
import {appliesTo, type PlanProfile} from './profile';
import type {PlanFolded, PlanRelease, PlanSource} from './types';

/**
 * What no longer applies on arrival at the newest release: an action that
 * another action of the plan replaces, or whose day or ending event has come.
 * Also where each step's sources come from (sourceOf).
 */

/** An action of a release in a plan, with its anchor. */
export interface Placed {
  action: OperatorAction;
  release: PlanRelease;
  anchor: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day an action stops mattering, when it names one: the first of its `until` and a deadline's or vote's date. */
function dayOf(action: OperatorAction): string | undefined {
  const days = [
    action.until && DAY.test(action.until) ? action.until : undefined,
    action.kind === 'deadline' || action.kind === 'vote' ? action.date : undefined,
  ].filter((day): day is string => day !== undefined);
  return days.sort()[0];
}

/**
 * Why an action for the reader's node no longer applies on arrival, if it does not: the actions of the plan
 * that replace it (those for the reader's node), the release of the plan that reported the event that ended
 * it, or the day it stopped mattering, before `asOf`.
 */
export function foldReason(
  placed: Placed,
  byAnchor: ReadonlyMap<string, Placed>,
  releases: readonly PlanRelease[],
  profile: PlanProfile,
  asOf: string,
): {by: Placed[]} | {event: PlanRelease} | {until: string} | undefined {
  const by = (placed.action.replacedBy ?? [])
    .map((anchor) => byAnchor.get(anchor))
    .filter(
      (other): other is Placed => other !== undefined && other !== placed && appliesTo(other.action.for, profile),
    );
  if (by.length > 0) return {by};
  const event = releases.find((release) => release.slug === placed.action.until);
  if (event) return {event};
  const day = dayOf(placed.action);
  if (day !== undefined && day < asOf) return {until: day};
  return undefined;
}

export function sourceOf({action, release, anchor}: Placed): PlanSource {
  return {
    release: release.slug,
    heading: release.heading,
    anchor,
    text: action.text,
    ...(action.for.includes('wireguard') ? {wireguardOnly: true as const} : {}),
  };
}

/** Why an entry is folded, as one string: what replaced it, the day it passed or the release that ended it. */
export function foldedWhy(entry: PlanFolded): string {
  if (entry.reason === 'replaced') return `replaced by ${entry.by.map((source) => source.anchor).join(' ')}`;
  return 'until' in entry ? `passed on ${entry.until}` : `ended by ${entry.event.release}`;
}
