import type {OperatorAction} from '../features/changelog/model/actions';
import {
  ACTION_TARGETS,
  actionAnchor,
  type ActionTarget,
  type PortRule,
} from '../features/changelog/model/actionVocabulary';
import {compareSemver, parseSemver} from './version';

/**
 * An upgrade plan: what a node operator does to bring a node from an older
 * release to the newest, made from the typed "what to do" actions of every
 * release since (features/changelog/model/actions.ts). The rules, each a pure
 * function:
 * - actions not for the reader's node are set apart, with whom they are for;
 * - an action another one in the plan replaces (its `replacedBy`, for the
 *   nodes that other one is for), or one whose day has passed by the newest
 *   release (its `until`, a deadline's or a vote's date), is folded with why:
 *   the plan holds only what still applies on arrival;
 * - a binary is upgraded once, to the newest version asked for, after any
 *   version a release says to stop at on the way;
 * - ports to open are one step, each rule as its release gives it (protocol,
 *   interface), asked twice listed once;
 * - a setting changed by several releases is one step with its final value;
 * - a command several releases ask for runs once, where the first asks (a
 *   restart, `last`, after all the others; one asked for `again` after other
 *   steps runs a second time there);
 * - a check, a reading or a migration several releases ask for under one id,
 *   or anything in the same words, is one step, in the newest release's words; one
 *   placed before the upgrade or before the restart goes there;
 * - votes and deadlines stand apart, in date order.
 * The order releases are given in does not matter: they are read oldest first.
 */

/** What a reader runs: a nym-node mode, or a legacy binary that has still to migrate. */
export const PLAN_NODES = {
  'exit-gateway': 'Exit gateway',
  'entry-gateway': 'Entry gateway',
  mixnode: 'Mixnode',
  'legacy-gateway': 'Legacy gateway (migrating)',
  'legacy-mixnode': 'Legacy mixnode (migrating)',
} as const;
export type PlanNode = keyof typeof PLAN_NODES;
export const PLAN_NODE_NAMES = Object.keys(PLAN_NODES) as PlanNode[];

export interface PlanProfile {
  node: PlanNode;
  /** A gateway that runs WireGuard (nym-node's --wireguard-enabled). */
  wireguard: boolean;
}

/**
 * The targets (ACTION_TARGETS) a profile answers to. A legacy binary migrates to the nym-node mode it becomes,
 * and its bond with the wallet: wallet upgrades are its too.
 */
export function targetsOf({node, wireguard}: PlanProfile): Set<ActionTarget> {
  const targets = new Set<ActionTarget>(['all', node]);
  if (node === 'legacy-mixnode' || node === 'legacy-gateway') targets.add('wallet');
  if (node === 'legacy-mixnode') targets.add('mixnode');
  if (node === 'legacy-gateway') targets.add('entry-gateway');
  const gateway = node !== 'mixnode' && node !== 'legacy-mixnode';
  if (gateway) targets.add('gateway');
  if (gateway && wireguard) targets.add('wireguard');
  return targets;
}

/**
 * Whether an action is for a profile: for any of its targets the profile answers to. `wireguard` beside
 * other targets narrows them to those running WireGuard ("exit-gateway wireguard": exit gateways that
 * route WireGuard); alone, it is any gateway running WireGuard.
 */
export function appliesTo(forWhom: readonly ActionTarget[], profile: PlanProfile): boolean {
  const mine = targetsOf(profile);
  const others = forWhom.filter((target) => target !== 'wireguard');
  if (forWhom.includes('wireguard') && !mine.has('wireguard')) return false;
  return others.length === 0 || others.some((target) => mine.has(target));
}

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

interface PlanDate {
  kind: 'vote' | 'deadline';
  date?: string;
  source: PlanSource;
}

interface PlanSkip {
  source: PlanSource;
  /** Whom the action is for, in words. */
  forWhom: string;
}

/**
 * An action for the reader's node that no longer applies on arrival at the newest release, and why; `also` holds
 * the anchors of the other actions of its bullet folded for the same reason.
 */
type PlanFolded = {also: string[]} & (
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

/** Why an entry is folded, as one string: what replaced it, the day it passed or the release that ended it. */
function foldedWhy(entry: PlanFolded): string {
  if (entry.reason === 'replaced') return `replaced by ${entry.by.map((source) => source.anchor).join(' ')}`;
  return 'until' in entry ? `passed on ${entry.until}` : `ended by ${entry.event.release}`;
}

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

/** Releases oldest first; two of one day by slug, so that the order they arrive in never matters. */
function chronological(releases: readonly PlanRelease[]): PlanRelease[] {
  return [...releases].sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug));
}

function sameArgv(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((word, index) => word === b[index]);
}

function newer(a: string, b: string): boolean {
  return compareSemver(parseSemver(a), parseSemver(b)) > 0;
}

function samePort(a: PortRule, b: PortRule): boolean {
  return a.protocol === b.protocol && a.from === b.from && a.to === b.to && a.on === b.on;
}

/** The rules, each once, in the order first asked. */
function distinctPorts(rules: readonly PortRule[]): PortRule[] {
  return rules.filter((rule, index) => rules.findIndex((other) => samePort(other, rule)) === index);
}

/** The order steps of each kind take in a plan: install, then what the new binary reads, then what runs on it. */
const STEP_ORDER: PlanStep['kind'][] = ['upgrade', 'migrate', 'config', 'ports', 'command', 'check', 'read'];

/** An action of a release in a plan, with its anchor. */
interface Placed {
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
function foldReason(
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

function sourceOf({action, release, anchor}: Placed): PlanSource {
  return {
    release: release.slug,
    heading: release.heading,
    anchor,
    text: action.text,
    ...(action.for.includes('wireguard') ? {wireguardOnly: true as const} : {}),
  };
}

/**
 * The plan for a profile from the releases a reader has still to apply (in any order). `from`, the version
 * the reader runs, drops the stops they are already past.
 */
export function upgradePlan(
  releases: readonly PlanRelease[],
  profile: PlanProfile,
  {from}: {from?: string} = {},
): UpgradePlan {
  const ordered = chronological(releases);
  const asOf = ordered.at(-1)?.date ?? '';
  const all: Placed[] = ordered.flatMap((release) =>
    release.actions.map((action) => ({action, release, anchor: actionAnchor(release.slug, action.id)})),
  );
  const byAnchor = new Map(all.map((placed) => [placed.anchor, placed]));
  const upgrades = new Map<string, Extract<PlanStep, {kind: 'upgrade'}>>();
  const stops: {binary: string; version: string; reason: string; run?: string[]; source: PlanSource}[] = [];
  const configs = new Map<string, Extract<PlanStep, {kind: 'config'}>>();
  const commands = new Map<string, {step: Extract<PlanStep, {kind: 'command'}>; at: number}>();
  const ports: {rules: PortRule[]; wireguard: PortRule[]; sources: PlanSource[]} = {
    rules: [],
    wireguard: [],
    sources: [],
  };
  const single = new Map<string, {step: Extract<PlanStep, {kind: 'migrate' | 'check' | 'read'}>; at: number}>();
  const dates: PlanDate[] = [];
  const folded: PlanFolded[] = [];
  const skipped: PlanSkip[] = [];
  let at = 0;
  for (const placed of all) {
    const {action} = placed;
    at += 1;
    const source = sourceOf(placed);
    if (!appliesTo(action.for, profile)) {
      skipped.push({source, forWhom: action.for.map((target) => ACTION_TARGETS[target]).join(', ')});
      continue;
    }
    const fold = foldReason(placed, byAnchor, ordered, profile, asOf);
    if (fold) {
      const entry: PlanFolded =
        'by' in fold
          ? {reason: 'replaced', source, by: fold.by.map(sourceOf), also: []}
          : 'event' in fold
            ? {reason: 'passed', source, event: {release: fold.event.slug, heading: fold.event.heading}, also: []}
            : {reason: 'passed', source, until: fold.until, also: []};
      // Two actions of one bullet (a script and its test run) folded for the same reason are one entry: the reader
      // reads the bullet once.
      const sameBullet = folded.find(
        (other) =>
          other.source.release === source.release &&
          other.source.text === source.text &&
          foldedWhy(other) === foldedWhy(entry),
      );
      if (sameBullet) sameBullet.also.push(source.anchor);
      else folded.push(entry);
      continue;
    }
    const optional = action.optional === true;
    switch (action.kind) {
      case 'upgrade': {
        if (action.stop)
          stops.push({
            binary: action.binary,
            version: action.version,
            reason: action.stop,
            ...(action.run ? {run: action.run} : {}),
            source,
          });
        const current = upgrades.get(action.binary);
        if (!current) {
          upgrades.set(action.binary, {
            kind: 'upgrade',
            binary: action.binary,
            version: action.version,
            stops: [],
            optional,
            sources: [source],
          });
        } else {
          current.sources.push(source);
          if (newer(action.version, current.version)) current.version = action.version;
          // Required once any release requires it.
          current.optional = current.optional && optional;
        }
        break;
      }
      case 'ports': {
        const rules = action.ports.map((rule) => (action.on ? {...rule, on: action.on} : rule));
        (source.wireguardOnly ? ports.wireguard : ports.rules).push(...rules);
        ports.sources.push(source);
        break;
      }
      case 'config': {
        const key = `${action.file}\u0000${action.key}`;
        const current = configs.get(key);
        if (!current)
          configs.set(key, {
            kind: 'config',
            optional,
            file: action.file,
            key: action.key,
            ...(action.from !== undefined ? {from: action.from} : {}),
            to: action.to,
            values: [action.to],
            sources: [source],
          });
        else {
          current.to = action.to;
          current.values.push(action.to);
          current.sources.push(source);
          current.optional = current.optional && optional;
        }
        break;
      }
      case 'command': {
        // Restarts are one step, run with the command of the newest release asking for one; a command asked for
        // "again" after other steps is a step of its own when it already ran.
        const asked = JSON.stringify([action.argv, action.fetch ?? null]);
        const restart = commands.get('restart');
        // The very command of the restart, asked without `last`, is that restart; asked with `last`, an earlier plain
        // run of it becomes the restart.
        const isRestart = action.last === true || (restart !== undefined && sameArgv(restart.step.argv, action.argv));
        const earlier = action.last ? commands.get(asked) : undefined;
        if (earlier) {
          commands.delete(asked);
          if (restart) restart.step.sources.push(...earlier.step.sources);
          else commands.set('restart', {...earlier, step: {...earlier.step, last: true}});
        }
        const sameCommand = isRestart ? 'restart' : asked;
        const key = action.again && commands.has(sameCommand) ? `${sameCommand}\u0000again ${at}` : sameCommand;
        const current = commands.get(key);
        const download = {
          ...(action.fetch ? {fetch: action.fetch} : {}),
          ...(action.saveAs ? {saveAs: action.saveAs} : {}),
        };
        if (!current)
          commands.set(key, {
            step: {
              kind: 'command',
              argv: [...action.argv],
              root: action.root === true,
              ...download,
              last: action.last === true,
              optional,
              sources: [source],
            },
            // It runs where the first release that asks for it puts it, before what later releases add.
            at,
          });
        else {
          const {step} = current;
          step.sources.push(source);
          // In the newest release's words: its command, its download.
          step.argv = [...action.argv];
          delete step.fetch;
          delete step.saveAs;
          Object.assign(step, download);
          step.root = step.root || action.root === true;
          step.optional = step.optional && optional;
        }
        break;
      }
      case 'vote':
        dates.push({kind: 'vote', ...(action.date ? {date: action.date} : {}), source});
        break;
      case 'deadline':
        dates.push({kind: 'deadline', date: action.date, source});
        break;
      default: {
        // One step per id, and one per wording: the same words asked twice are read once.
        // A bullet that is both a check and a reading is one step, of the kind its first action gives.
        const key =
          [...single.entries()].find(([, entry]) =>
            entry.step.sources.some((each) => each.text === source.text),
          )?.[0] ?? `${action.kind}\u0000${action.id}`;
        const current = single.get(key);
        const place = 'at' in action ? action.at : undefined;
        if (!current)
          single.set(key, {step: {kind: action.kind, optional, ...(place ? {at: place} : {}), sources: [source]}, at});
        else {
          // The newest release's words first: the step reads as it does now.
          current.step.sources.unshift(source);
          current.step.optional = current.step.optional && optional;
          if (place === 'before-upgrade' || (place && !current.step.at)) current.step.at = place;
          current.at = at;
        }
      }
    }
  }
  for (const stop of stops) {
    const upgrade = upgrades.get(stop.binary);
    // A stop below the version the plan goes to is a stop on the way; the plan's own target is no stop.
    if (upgrade && newer(upgrade.version, stop.version) && !(from && !newer(stop.version, from)))
      upgrade.stops.push({
        version: stop.version,
        reason: stop.reason,
        ...(stop.run ? {run: stop.run} : {}),
        source: stop.source,
      });
  }
  for (const upgrade of upgrades.values())
    upgrade.stops.sort((a, b) => compareSemver(parseSemver(a.version), parseSemver(b.version)));
  const steps: PlanStep[] = [
    ...[...upgrades.values()].sort((a, b) => (a.binary === 'nym-node' ? -1 : b.binary === 'nym-node' ? 1 : 0)),
    ...[...configs.values()],
    ...(ports.sources.length > 0
      ? [
          {
            kind: 'ports' as const,
            ports: distinctPorts([...ports.rules, ...ports.wireguard]),
            wireguardOnly: distinctPorts(ports.wireguard).filter(
              (rule) => !ports.rules.some((other) => samePort(other, rule)),
            ),
            sources: ports.sources,
          },
        ]
      : []),
    ...[...commands.values()].sort((a, b) => a.at - b.at).map((entry) => entry.step),
    ...[...single.values()].sort((a, b) => a.at - b.at).map((entry) => entry.step),
  ].sort((a, b) => STEP_ORDER.indexOf(a.kind) - STEP_ORDER.indexOf(b.kind));
  const placeOf = (step: PlanStep) => ('at' in step ? step.at : undefined);
  // What a release asks to do before installing (check the system, back a file up) comes before all the rest.
  const first = steps.filter((step) => placeOf(step) === 'before-upgrade');
  // A restart loads what every other step changed: it goes after the other commands, before the checks, and
  // what is to be checked before it comes right before it.
  const beforeRestart = steps.filter((step) => placeOf(step) === 'before-restart');
  const restarts = steps.filter((step) => step.kind === 'command' && step.last);
  const rest = steps.filter((step) => placeOf(step) === undefined && !(step.kind === 'command' && step.last));
  const afterCommands = rest.findLastIndex((step) => STEP_ORDER.indexOf(step.kind) <= STEP_ORDER.indexOf('command'));
  rest.splice(afterCommands + 1, 0, ...beforeRestart, ...restarts);
  dates.sort((a, b) => {
    if (a.date && b.date) return a.date.localeCompare(b.date);
    return a.date ? -1 : b.date ? 1 : 0;
  });
  return {
    releases: ordered.map((release) => release.slug),
    asOf,
    steps: [...first, ...rest],
    dates,
    folded,
    skipped,
  };
}
