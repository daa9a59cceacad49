import {ACTION_TARGETS, actionAnchor, type PortRule} from '../../changelog/model/actionVocabulary';
import {compareSemver, parseSemver} from '../../../rules/version';
import {foldReason, foldedWhy, sourceOf, type Placed} from './fold';
import {appliesTo, type PlanProfile} from './profile';
import type {PlanDate, PlanFolded, PlanRelease, PlanSkip, PlanSource, PlanStep, UpgradePlan} from './types';

export {PLAN_NODES, PLAN_NODE_NAMES, appliesTo, targetsOf, type PlanNode, type PlanProfile} from './profile';
export type {PlanRelease, PlanSource, PlanStep, UpgradePlan} from './types';

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
 * Whom a plan is for is in profile.ts, its shape in types.ts, and what it
 * folds in fold.ts; this module merges the steps.
 */

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
