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
 * - a binary is upgraded once, to the newest version asked for, after any
 *   version a release says to stop at on the way;
 * - ports to open are one step, their ranges merged;
 * - a setting changed by several releases is one step with its final value;
 * - a command several releases ask for runs once, where the first asks (a
 *   restart, `last`, after all the others; one asked for `again` after other
 *   steps runs a second time there);
 *   one a later release retires (its `withdraws`) is set apart with why;
 * - a check, a reading or a migration several releases ask for under one id
 *   is one step, in the newest release's words;
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
      fetch?: string;
      /** Runs after every other step (a restart). */
      last: boolean;
      optional: boolean;
      sources: PlanSource[];
    }
  | {
      kind: 'migrate' | 'check' | 'read';
      optional: boolean;
      /** It comes before the upgrade. */
      first: boolean;
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

/** Commands earlier releases asked for that a later one retired. */
interface PlanWithdrawal {
  argv: string[];
  sources: PlanSource[];
  /** The action that retired them. */
  by: PlanSource;
}

export interface UpgradePlan {
  /** The releases the plan covers, oldest first. */
  releases: string[];
  steps: PlanStep[];
  /** Votes and deadlines, by date (undated votes last, in release order). */
  dates: PlanDate[];
  skipped: PlanSkip[];
  withdrawn: PlanWithdrawal[];
}

/** Releases oldest first; two of one day by slug, so that the order they arrive in never matters. */
function chronological(releases: readonly PlanRelease[]): PlanRelease[] {
  return [...releases].sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug));
}

function newer(a: string, b: string): boolean {
  return compareSemver(parseSemver(a), parseSemver(b)) > 0;
}

/** Port rules with overlapping or adjacent ranges of one protocol joined, sorted by protocol then port. */
export function mergePorts(rules: readonly PortRule[]): PortRule[] {
  const merged: PortRule[] = [];
  const sorted = [...rules].sort((a, b) => a.protocol.localeCompare(b.protocol) || a.from - b.from || a.to - b.to);
  for (const rule of sorted) {
    const last = merged.at(-1);
    if (last && last.protocol === rule.protocol && rule.from <= last.to + 1) last.to = Math.max(last.to, rule.to);
    else merged.push({...rule});
  }
  return merged;
}

/** The rules of `rules` that no rule of `others` covers whole. */
function withoutPorts(rules: readonly PortRule[], others: readonly PortRule[]): PortRule[] {
  return rules.filter(
    (rule) =>
      !others.some((other) => other.protocol === rule.protocol && other.from <= rule.from && other.to >= rule.to),
  );
}

/** The order steps of each kind take in a plan: install, then what the new binary reads, then what runs on it. */
const STEP_ORDER: PlanStep['kind'][] = ['upgrade', 'migrate', 'config', 'ports', 'command', 'check', 'read'];

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
  const upgrades = new Map<string, Extract<PlanStep, {kind: 'upgrade'}>>();
  const stops: {binary: string; version: string; reason: string; run?: string[]; source: PlanSource}[] = [];
  const configs = new Map<string, Extract<PlanStep, {kind: 'config'}>>();
  const commands = new Map<string, {step: Extract<PlanStep, {kind: 'command'}>; at: number; lastAt: number}>();
  const ports: {rules: PortRule[]; wireguard: PortRule[]; sources: PlanSource[]} = {
    rules: [],
    wireguard: [],
    sources: [],
  };
  const single = new Map<string, {step: Extract<PlanStep, {kind: 'migrate' | 'check' | 'read'}>; at: number}>();
  const withdrawals: {programs: string[]; at: number; by: PlanSource}[] = [];
  const dates: PlanDate[] = [];
  const skipped: PlanSkip[] = [];
  let at = 0;
  for (const release of ordered) {
    for (const action of release.actions) {
      at += 1;
      const source: PlanSource = {
        release: release.slug,
        heading: release.heading,
        anchor: actionAnchor(release.slug, action.id),
        text: action.text,
        ...(action.for.includes('wireguard') ? {wireguardOnly: true as const} : {}),
      };
      if (!appliesTo(action.for, profile)) {
        skipped.push({source, forWhom: action.for.map((target) => ACTION_TARGETS[target]).join(', ')});
        continue;
      }
      const optional = action.optional === true;
      if (action.withdraws) withdrawals.push({programs: action.withdraws, at, by: source});
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
        case 'ports':
          (source.wireguardOnly ? ports.wireguard : ports.rules).push(...action.ports);
          ports.sources.push(source);
          break;
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
          // A command asked for "again" after other steps is a step of its own when it already ran.
          const sameCommand = JSON.stringify([action.argv, action.fetch ?? null]);
          const key = action.again && commands.has(sameCommand) ? `${sameCommand}\u0000again ${at}` : sameCommand;
          const current = commands.get(key);
          if (!current)
            commands.set(key, {
              step: {
                kind: 'command',
                argv: [...action.argv],
                root: action.root === true,
                ...(action.fetch ? {fetch: action.fetch} : {}),
                last: action.last === true,
                optional,
                sources: [source],
              },
              at,
              lastAt: at,
            });
          else {
            current.step.sources.push(source);
            current.step.root = current.step.root || action.root === true;
            current.step.last = current.step.last || action.last === true;
            current.step.optional = current.step.optional && optional;
            // It runs where the first release that asks for it puts it, before what later releases add.
            current.lastAt = at;
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
          const key = `${action.kind}\u0000${action.id}`;
          const current = single.get(key);
          const first = 'first' in action && action.first === true;
          if (!current) single.set(key, {step: {kind: action.kind, optional, first, sources: [source]}, at});
          else {
            // The newest release's words first: the step reads as it does now.
            current.step.sources.unshift(source);
            current.step.optional = current.step.optional && optional;
            current.step.first = current.step.first || first;
            current.at = at;
          }
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
  const withdrawn: PlanWithdrawal[] = [];
  for (const [key, entry] of commands) {
    const retiring = withdrawals.find(
      (withdrawal) => withdrawal.at > entry.lastAt && withdrawal.programs.includes(entry.step.argv[0]),
    );
    if (!retiring) continue;
    withdrawn.push({argv: entry.step.argv, sources: entry.step.sources, by: retiring.by});
    commands.delete(key);
  }
  const steps: PlanStep[] = [
    ...[...upgrades.values()].sort((a, b) => (a.binary === 'nym-node' ? -1 : b.binary === 'nym-node' ? 1 : 0)),
    ...[...configs.values()],
    ...(ports.sources.length > 0
      ? [
          {
            kind: 'ports' as const,
            ports: mergePorts([...ports.rules, ...ports.wireguard]),
            wireguardOnly: withoutPorts(mergePorts(ports.wireguard), ports.rules),
            sources: ports.sources,
          },
        ]
      : []),
    ...[...commands.values()].sort((a, b) => a.at - b.at).map((entry) => entry.step),
    ...[...single.values()].sort((a, b) => a.at - b.at).map((entry) => entry.step),
  ].sort((a, b) => STEP_ORDER.indexOf(a.kind) - STEP_ORDER.indexOf(b.kind));
  // A restart loads what every other step changed: it goes after the other commands, before the checks.
  const isRestart = (step: PlanStep) => step.kind === 'command' && step.last;
  // What a release asks to do before installing (check the system, back a file up) comes before all the rest.
  const isFirst = (step: PlanStep) => 'first' in step && step.first;
  const rest = steps.filter((step) => !isRestart(step) && !isFirst(step));
  const afterCommands = rest.findLastIndex((step) => STEP_ORDER.indexOf(step.kind) <= STEP_ORDER.indexOf('command'));
  rest.splice(afterCommands + 1, 0, ...steps.filter(isRestart));
  dates.sort((a, b) => {
    if (a.date && b.date) return a.date.localeCompare(b.date);
    return a.date ? -1 : b.date ? 1 : 0;
  });
  return {
    releases: ordered.map((release) => release.slug),
    steps: [...steps.filter(isFirst), ...rest],
    dates,
    skipped,
    withdrawn,
  };
}
