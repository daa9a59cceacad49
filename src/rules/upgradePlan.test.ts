import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {ACTION_TARGET_NAMES, actionAnchor} from '../features/changelog/model/actionVocabulary';
import type {OperatorAction} from '../features/changelog/model/actions';
import {
  PLAN_NODE_NAMES,
  appliesTo,
  mergePorts,
  targetsOf,
  upgradePlan,
  type PlanRelease,
  type PlanStep,
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

const action: fc.Arbitrary<Omit<OperatorAction, 'id'>> = fc.oneof(
  fc.record({
    kind: fc.constant('upgrade' as const),
    binary: fc.constantFrom('nym-node', 'nym-wallet'),
    version,
    for: targets,
    text: fc.constant('Upgrade.'),
  }),
  fc.record({
    kind: fc.constant('ports' as const),
    ports: fc.array(port, {minLength: 1, maxLength: 3}),
    for: targets,
    text: fc.constant('Open.'),
  }),
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
  fc.record({
    kind: fc.constantFrom('check' as const, 'read' as const, 'migrate' as const, 'vote' as const),
    for: targets,
    text: fc.constant('Do.'),
  }),
);

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

describe('an upgrade plan', () => {
  it('never drops an action: each is in one step, one date, or set apart as for another node', () => {
    fc.assert(
      fc.property(releases, profile, (list, who) => {
        const plan = upgradePlan(list, who);
        const placed = [
          ...plan.steps.flatMap(anchorsOf),
          ...plan.withdrawn.flatMap((entry) => entry.sources.map((source) => source.anchor)),
          ...plan.dates.map((entry) => entry.source.anchor),
          ...plan.skipped.map((entry) => entry.source.anchor),
        ];
        const all = list.flatMap((release) => release.actions.map((each) => actionAnchor(release.slug, each.id)));
        expect(placed.sort()).toEqual(all.sort());
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

  it('sets apart a command a newer action for the reader’s node retires, and keeps one asked for again after', () => {
    fc.assert(
      fc.property(releases, profile, (list, who) => {
        const plan = upgradePlan(list, who);
        const ordered = [...list].sort((a, b) => a.date.localeCompare(b.date));
        const sequence = ordered.flatMap((release) => release.actions).filter((each) => appliesTo(each.for, who));
        for (const step of plan.steps) {
          if (step.kind !== 'command') continue;
          const last = sequence.findLastIndex((each) => each.kind === 'command' && each.argv[0] === step.argv[0]);
          expect(sequence.slice(last + 1).some((each) => each.withdraws?.includes(step.argv[0]))).toBe(false);
        }
        for (const entry of plan.withdrawn) expect(entry.by.anchor).toBeTruthy();
      }),
    );
  });

  it('upgrades each binary once, to the newest version any release asks for', () => {
    fc.assert(
      fc.property(releases, profile, (list, who) => {
        const plan = upgradePlan(list, who);
        const upgrades = plan.steps.filter((step) => step.kind === 'upgrade');
        expect(new Set(upgrades.map((step) => step.binary)).size).toBe(upgrades.length);
        for (const step of upgrades) {
          const asked = list
            .flatMap((release) => release.actions)
            .filter((each) => each.kind === 'upgrade' && each.binary === step.binary)
            .filter((each) => appliesTo(each.for, who))
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

  it('opens ports in one step that covers every port asked for, and runs each command once (again only when asked)', () => {
    fc.assert(
      fc.property(releases, profile, (list, who) => {
        const plan = upgradePlan(list, who);
        expect(plan.steps.filter((step) => step.kind === 'ports').length).toBeLessThanOrEqual(1);
        const open = plan.steps.find((step) => step.kind === 'ports');
        for (const each of list.flatMap((release) => release.actions))
          if (each.kind === 'ports' && appliesTo(each.for, who))
            for (const rule of each.ports)
              expect(
                open?.kind === 'ports' &&
                  open.ports.some(
                    (merged) => merged.protocol === rule.protocol && merged.from <= rule.from && merged.to >= rule.to,
                  ),
              ).toBe(true);
        // A port marked WireGuard-only is asked for by no action for nodes without WireGuard.
        for (const rule of open?.kind === 'ports' ? open.wireguardOnly : [])
          for (const each of list.flatMap((release) => release.actions))
            if (each.kind === 'ports' && appliesTo(each.for, who) && !each.for.includes('wireguard'))
              expect(
                each.ports.some(
                  (asked) => asked.protocol === rule.protocol && asked.from <= rule.from && asked.to >= rule.to,
                ),
              ).toBe(false);
        // Each command once, and once more for each time a release asks for it again.
        const commands = plan.steps.filter((step) => step.kind === 'command').map((step) => JSON.stringify(step.argv));
        for (const command of new Set(commands)) {
          const again = list
            .flatMap((release) => release.actions)
            .filter((each) => each.kind === 'command' && each.again && JSON.stringify(each.argv) === command)
            .filter((each) => appliesTo(each.for, who)).length;
          expect(commands.filter((each) => each === command).length).toBeLessThanOrEqual(1 + again);
        }
      }),
    );
  });

  it('gives a setting changed by several releases its newest value', () => {
    fc.assert(
      fc.property(releases, profile, (list, who) => {
        const plan = upgradePlan(list, who);
        const oldestFirst = [...list].sort((a, b) => a.date.localeCompare(b.date));
        for (const step of plan.steps) {
          if (step.kind !== 'config') continue;
          const values = oldestFirst
            .flatMap((release) => release.actions)
            .filter((each) => each.kind === 'config' && each.key === step.key && each.file === step.file)
            .filter((each) => appliesTo(each.for, who))
            .map((each) => (each.kind === 'config' ? each.to : ''));
          expect(step.to).toBe(values.at(-1));
          expect(step.values).toEqual(values);
        }
      }),
    );
  });

  it('runs a restart after every other command, and before the checks', () => {
    fc.assert(
      fc.property(releases, profile, (list, who) => {
        const steps = upgradePlan(list, who).steps;
        const lastRestart = steps.findLastIndex((step) => step.kind === 'command' && step.last);
        if (lastRestart < 0) return;
        expect(
          steps
            .slice(lastRestart + 1)
            .every((step) => step.kind === 'check' || step.kind === 'read' || (step.kind === 'command' && step.last)),
        ).toBe(true);
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
        // Steps asked for before installing come first; restarts after the commands.
        const firsts = plan.steps.findLastIndex((step) => 'first' in step && step.first) + 1;
        expect(plan.steps.slice(0, firsts).every((step) => 'first' in step && step.first)).toBe(true);
        const kinds = plan.steps
          .slice(firsts)
          .filter((step) => !(step.kind === 'command' && step.last))
          .map((step) => order.indexOf(step.kind));
        expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
      }),
    );
  });
});

describe('merging port rules', () => {
  it('joins overlapping and adjacent ranges of one protocol, keeps protocols apart, and covers the same ports', () => {
    expect(
      mergePorts([
        {from: 465, to: 465, protocol: 'tcp'},
        {from: 1, to: 100, protocol: 'tcp'},
        {from: 101, to: 110, protocol: 'tcp'},
        {from: 51822, to: 51822, protocol: 'udp'},
        {from: 50, to: 60, protocol: 'tcp'},
      ]),
    ).toEqual([
      {from: 1, to: 110, protocol: 'tcp'},
      {from: 465, to: 465, protocol: 'tcp'},
      {from: 51822, to: 51822, protocol: 'udp'},
    ]);
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
