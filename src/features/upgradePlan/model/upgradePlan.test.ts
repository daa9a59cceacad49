import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {ACTION_TARGET_NAMES, actionAnchor, type OperatorAction} from '../../changelog/model/actionVocabulary';
import {
  PLAN_NODE_NAMES,
  appliesTo,
  targetsOf,
  upgradePlan,
  type PlanProfile,
  type PlanRelease,
  type PlanStep,
  type UpgradePlan,
} from './upgradePlan';

const version = fc
  .tuple(fc.integer({min: 1, max: 2}), fc.integer({min: 0, max: 40}), fc.integer({min: 0, max: 12}))
  .map((parts) => parts.join('.'));
const targets = fc.uniqueArray(fc.constantFrom(...ACTION_TARGET_NAMES), {minLength: 1, maxLength: 3});
const port = fc
  .tuple(
    fc.integer({min: 1, max: 65000}),
    fc.integer({min: 0, max: 50}),
    fc.constantFrom('tcp' as const, 'udp' as const),
  )
  .map(([from, width, protocol]) => ({from, to: from + width, protocol}));
const date = fc
  .date({min: new Date('2024-01-01'), max: new Date('2027-12-31'), noInvalidDate: true})
  .map((day) => day.toISOString().slice(0, 10));

/** Anchors of actions the releases below may hold (r0-do-a0 … r7-do-a4), and some they never hold. */
const anchor = fc
  .tuple(fc.integer({min: 0, max: 8}), fc.integer({min: 0, max: 5}))
  .map(([release, at]) => actionAnchor(`r${release}`, `a${at}`));
const ending = fc.record(
  {
    replacedBy: fc.uniqueArray(anchor, {minLength: 1, maxLength: 2}),
    until: fc.oneof(
      date,
      fc.integer({min: 0, max: 8}).map((release) => `r${release}`),
    ),
  },
  {requiredKeys: []},
);

const kinds: fc.Arbitrary<Omit<OperatorAction, 'id'>> = fc.oneof(
  fc.record({
    kind: fc.constant('upgrade' as const),
    binary: fc.constantFrom('nym-node', 'nym-wallet'),
    version,
    for: targets,
    text: fc.constant('Upgrade.'),
  }),
  fc.record(
    {
      kind: fc.constant('ports' as const),
      ports: fc.array(port, {minLength: 1, maxLength: 3}),
      on: fc.constantFrom('nymwg', 'nymtun0'),
      for: targets,
      text: fc.constant('Open.'),
    },
    {requiredKeys: ['kind', 'ports', 'for', 'text']},
  ),
  fc.record({
    kind: fc.constant('command' as const),
    argv: fc.constantFrom(
      ['./network-tunnel-manager.sh', 'complete_networking_configuration'],
      ['nym-node', 'run'],
      ['service', 'nym-node', 'restart'],
    ),
    last: fc.boolean(),
    again: fc.boolean(),
    for: targets,
    text: fc.constant('Run.'),
  }),
  fc.record({
    kind: fc.constant('config' as const),
    file: fc.constant('config.toml'),
    key: fc.constantFrom('a', 'b'),
    to: fc.constantFrom('1', '2', '3'),
    for: targets,
    text: fc.constant('Set.'),
  }),
  fc.record({kind: fc.constant('deadline' as const), date, for: targets, text: fc.constant('By then.')}),
  fc.record(
    {
      kind: fc.constantFrom('check' as const, 'read' as const),
      at: fc.constantFrom('before-upgrade' as const, 'before-restart' as const),
      for: targets,
      text: fc.constantFrom('Do.', 'Look.'),
    },
    {requiredKeys: ['kind', 'for', 'text']},
  ),
  fc.record({
    kind: fc.constantFrom('migrate' as const, 'vote' as const),
    for: targets,
    text: fc.constant('Do.'),
  }),
);
const action = fc.tuple(kinds, ending).map(([each, end]) => ({...each, ...end}));

const releases: fc.Arbitrary<PlanRelease[]> = fc
  .uniqueArray(fc.record({date, actions: fc.array(action, {maxLength: 5})}), {
    maxLength: 8,
    selector: (release) => release.date,
  })
  .map((list) =>
    list.map((release, index) => ({
      slug: `r${index}`,
      heading: `Release ${index}`,
      date: release.date,
      actions: release.actions.map((each, at) => ({...each, id: `a${at}`}) as OperatorAction),
    })),
  );
const profile = fc.record({node: fc.constantFrom(...PLAN_NODE_NAMES), wireguard: fc.boolean()});

const anchorsOf = (step: PlanStep) => step.sources.map((source) => source.anchor);

/** Every action of the releases, oldest release first, with its anchor. */
function actionsOf(list: readonly PlanRelease[]) {
  return [...list]
    .sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug))
    .flatMap((release) => release.actions.map((each) => ({each, anchor: actionAnchor(release.slug, each.id)})));
}

/**
 * The oracle of what still applies to a node on arrival: for it, not replaced by an action of the releases
 * that is for it too, not ended by one of the releases, and its day (if any) not before the newest release's.
 */
function stillApplies(list: readonly PlanRelease[], who: PlanProfile) {
  const all = actionsOf(list);
  const newest = list.reduce((latest, release) => (release.date > latest ? release.date : latest), '');
  const mine = (each: OperatorAction) => appliesTo(each.for, who);
  const replaced = (each: OperatorAction) =>
    (each.replacedBy ?? []).some((anchor) =>
      all.some((other) => other.anchor === anchor && other.each !== each && mine(other.each)),
    );
  const days = (each: OperatorAction) => [
    ...(each.until && /^\d/.test(each.until) ? [each.until] : []),
    ...((each.kind === 'deadline' || each.kind === 'vote') && each.date ? [each.date] : []),
  ];
  const ended = (each: OperatorAction) =>
    list.some((release) => release.slug === each.until) || days(each).some((day) => day < newest);
  return all.filter(({each}) => mine(each) && !replaced(each) && !ended(each));
}

const placedIn = (plan: UpgradePlan) => [
  ...plan.steps.flatMap(anchorsOf),
  ...plan.steps.flatMap((step) => (step.kind === 'upgrade' ? step.stops.map((stop) => stop.source.anchor) : [])),
  ...plan.dates.map((entry) => entry.source.anchor),
];

describe('an upgrade plan', () => {
  it('never drops an action: each is in a step, a date, folded with its reason, or set apart as for another node', () => {
    fc.assert(
      fc.property(releases, profile, (list, who) => {
        const plan = upgradePlan(list, who);
        const placed = [
          ...plan.steps.flatMap(anchorsOf),
          ...plan.dates.map((entry) => entry.source.anchor),
          ...plan.folded.flatMap((entry) => [entry.source.anchor, ...entry.also]),
          ...plan.skipped.map((entry) => entry.source.anchor),
        ];
        expect(placed.sort()).toEqual(
          actionsOf(list)
            .map(({anchor}) => anchor)
            .sort(),
        );
      }),
    );
  });

  it('never loses an action that still applies: each is in a step or among the dates, and nothing else is', () => {
    fc.assert(
      fc.property(releases, profile, (list, who) => {
        const plan = upgradePlan(list, who);
        const kept = new Set(stillApplies(list, who).map(({anchor}) => anchor));
        const shown = new Set(placedIn(plan));
        for (const anchor of kept) expect(shown.has(anchor), anchor).toBe(true);
        for (const entry of plan.folded)
          for (const anchor of [entry.source.anchor, ...entry.also]) expect(kept.has(anchor), anchor).toBe(false);
      }),
    );
  });

  it('never shows a replaced action among the steps; it is folded with the actions, for this node, that replace it', () => {
    fc.assert(
      fc.property(releases, profile, (list, who) => {
        const plan = upgradePlan(list, who);
        const all = actionsOf(list);
        const shown = new Set(placedIn(plan));
        for (const {each, anchor} of all) {
          const by = all.filter(
            (other) => other.each !== each && each.replacedBy?.includes(other.anchor) && appliesTo(other.each.for, who),
          );
          if (by.length === 0 || !appliesTo(each.for, who)) continue;
          expect(shown.has(anchor), anchor).toBe(false);
          const entry = plan.folded.find((folded) => folded.source.anchor === anchor || folded.also.includes(anchor));
          expect(entry?.reason === 'replaced' && entry.by.map((source) => source.anchor).sort()).toEqual(
            by.map((other) => other.anchor).sort(),
          );
        }
      }),
    );
  });

  it('folds what has passed with its day, before the newest release, or the release that ended it', () => {
    fc.assert(
      fc.property(releases, profile, (list, who) => {
        const plan = upgradePlan(list, who);
        for (const entry of plan.folded) {
          if (entry.reason !== 'passed') continue;
          if ('event' in entry) expect(plan.releases).toContain(entry.event.release);
          else expect(entry.until < plan.asOf).toBe(true);
        }
        for (const entry of plan.dates) if (entry.date) expect(entry.date >= plan.asOf).toBe(true);
      }),
    );
  });

  it('sets apart exactly the actions for no target of the reader’s node', () => {
    fc.assert(
      fc.property(releases, profile, (list, who) => {
        const skipped = new Set(upgradePlan(list, who).skipped.map((entry) => entry.source.anchor));
        for (const release of list)
          for (const each of release.actions)
            expect(skipped.has(actionAnchor(release.slug, each.id))).toBe(!appliesTo(each.for, who));
      }),
    );
  });

  it('is the same whatever order the releases are read in', () => {
    fc.assert(
      fc.property(
        releases.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, {minLength: list.length}))),
        profile,
        ([list, shuffled], who) => {
          expect(upgradePlan(shuffled, who)).toEqual(upgradePlan(list, who));
        },
      ),
    );
  });

  it('upgrades each binary once, to the newest version a release still asks for', () => {
    fc.assert(
      fc.property(releases, profile, (list, who) => {
        const plan = upgradePlan(list, who);
        const upgrades = plan.steps.filter((step) => step.kind === 'upgrade');
        expect(new Set(upgrades.map((step) => step.binary)).size).toBe(upgrades.length);
        for (const step of upgrades) {
          const asked = stillApplies(list, who)
            .map(({each}) => each)
            .filter((each) => each.kind === 'upgrade' && each.binary === step.binary)
            .map((each) => (each.kind === 'upgrade' ? each.version : ''));
          const newest = asked.sort((a, b) => {
            const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
            return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
          });
          expect(step.version).toBe(newest.at(-1));
        }
      }),
    );
  });

  it('opens ports in one step, each rule as asked (protocol, range and interface), and runs each command once (again only when asked)', () => {
    fc.assert(
      fc.property(releases, profile, (list, who) => {
        const plan = upgradePlan(list, who);
        expect(plan.steps.filter((step) => step.kind === 'ports').length).toBeLessThanOrEqual(1);
        const open = plan.steps.find((step) => step.kind === 'ports');
        const asked = stillApplies(list, who).flatMap(({each}) =>
          each.kind === 'ports' ? each.ports.map((rule) => ({...rule, ...(each.on ? {on: each.on} : {})})) : [],
        );
        const shown = open?.kind === 'ports' ? open.ports : [];
        // The same rules, none widened, none merged into another, each once.
        expect(new Set(shown.map((rule) => JSON.stringify(rule)))).toEqual(
          new Set(asked.map((rule) => JSON.stringify(rule))),
        );
        expect(new Set(shown.map((rule) => JSON.stringify(rule))).size).toBe(shown.length);
        // A rule marked WireGuard-only is asked for by no action for nodes without WireGuard.
        for (const rule of open?.kind === 'ports' ? open.wireguardOnly : [])
          for (const {each} of stillApplies(list, who))
            if (each.kind === 'ports' && !each.for.includes('wireguard'))
              expect(
                each.ports.some(
                  (other) =>
                    other.protocol === rule.protocol &&
                    other.from === rule.from &&
                    other.to === rule.to &&
                    each.on === rule.on,
                ),
              ).toBe(false);
        // Each command once, and once more for each time a release asks for it again.
        const commands = plan.steps.filter((step) => step.kind === 'command').map((step) => JSON.stringify(step.argv));
        for (const command of new Set(commands)) {
          const again = stillApplies(list, who).filter(
            ({each}) => each.kind === 'command' && each.again && JSON.stringify(each.argv) === command,
          ).length;
          expect(commands.filter((each) => each === command).length).toBeLessThanOrEqual(1 + again);
        }
      }),
    );
  });

  it('gives a setting changed by several releases its newest value', () => {
    fc.assert(
      fc.property(releases, profile, (list, who) => {
        const plan = upgradePlan(list, who);
        for (const step of plan.steps) {
          if (step.kind !== 'config') continue;
          const values = stillApplies(list, who)
            .map(({each}) => each)
            .filter((each) => each.kind === 'config' && each.key === step.key && each.file === step.file)
            .map((each) => (each.kind === 'config' ? each.to : ''));
          expect(step.to).toBe(values.at(-1));
          expect(step.values).toEqual(values);
        }
      }),
    );
  });

  it('reads one wording once: no two checks, readings or migrations say the same, whatever their kinds', () => {
    fc.assert(
      fc.property(releases, profile, (list, who) => {
        const said = upgradePlan(list, who)
          .steps.filter((step) => step.kind === 'check' || step.kind === 'read' || step.kind === 'migrate')
          .flatMap((step) => [...new Set(step.sources.map((source) => source.text))]);
        expect(new Set(said).size).toBe(said.length);
      }),
    );
  });

  it('runs a restart after every other command, what is to be checked before it right before it, and the checks after it', () => {
    fc.assert(
      fc.property(releases, profile, (list, who) => {
        const steps = upgradePlan(list, who).steps;
        const place = (step: PlanStep) => ('at' in step ? step.at : undefined);
        const restarts = steps.flatMap((step, index) => (step.kind === 'command' && step.last ? [index] : []));
        const before = steps.flatMap((step, index) => (place(step) === 'before-restart' ? [index] : []));
        const commands = steps.flatMap((step, index) => (step.kind === 'command' && !step.last ? [index] : []));
        const checks = steps.flatMap((step, index) =>
          (step.kind === 'check' || step.kind === 'read') && place(step) === undefined ? [index] : [],
        );
        for (const restart of restarts) {
          expect(commands.every((index) => index < restart)).toBe(true);
          expect(before.every((index) => index < restart)).toBe(true);
          expect(checks.every((index) => index > restart)).toBe(true);
        }
      }),
    );
  });

  it('lists dated votes and deadlines in date order, and steps in the order install, migrate, settings, ports, commands, checks, reading', () => {
    fc.assert(
      fc.property(releases, profile, (list, who) => {
        const plan = upgradePlan(list, who);
        const dated = plan.dates.filter((entry) => entry.date).map((entry) => entry.date!);
        expect(dated).toEqual([...dated].sort());
        const order = ['upgrade', 'migrate', 'config', 'ports', 'command', 'check', 'read'];
        const place = (step: PlanStep) => ('at' in step ? step.at : undefined);
        // Steps asked for before installing come first; restarts and what goes before them after the commands.
        const firsts = plan.steps.findLastIndex((step) => place(step) === 'before-upgrade') + 1;
        expect(plan.steps.slice(0, firsts).every((step) => place(step) === 'before-upgrade')).toBe(true);
        const kinds = plan.steps
          .slice(firsts)
          .filter((step) => !(step.kind === 'command' && step.last) && place(step) === undefined)
          .map((step) => order.indexOf(step.kind));
        expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
      }),
    );
  });
});

describe('whom an action is for', () => {
  it('is any of its targets; WireGuard beside other targets narrows them to nodes that run it', () => {
    const exitWithWireguard = {node: 'exit-gateway', wireguard: true} as const;
    const exitWithout = {node: 'exit-gateway', wireguard: false} as const;
    const entryWithWireguard = {node: 'entry-gateway', wireguard: true} as const;
    expect(appliesTo(['exit-gateway', 'wireguard'], exitWithWireguard)).toBe(true);
    expect(appliesTo(['exit-gateway', 'wireguard'], exitWithout)).toBe(false);
    expect(appliesTo(['exit-gateway', 'wireguard'], entryWithWireguard)).toBe(false);
    expect(appliesTo(['wireguard'], entryWithWireguard)).toBe(true);
    expect(appliesTo(['mixnode', 'gateway'], exitWithout)).toBe(true);
    expect(appliesTo(['all'], {node: 'mixnode', wireguard: false})).toBe(true);
    expect(appliesTo(['wallet'], exitWithWireguard)).toBe(false);
  });

  it('a legacy binary migrating answers to the mode it becomes; WireGuard is for gateways only', () => {
    expect([...targetsOf({node: 'legacy-gateway', wireguard: false})].sort()).toEqual(
      ['all', 'entry-gateway', 'gateway', 'legacy-gateway', 'wallet'].sort(),
    );
    expect(targetsOf({node: 'mixnode', wireguard: true}).has('wireguard')).toBe(false);
    expect(targetsOf({node: 'exit-gateway', wireguard: true}).has('wireguard')).toBe(true);
  });
});
