import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadReleases} from '../changelog/model/load';
import {changelogItemIndex, releaseMarkers, upgradeSummary} from '../changelog/model/itemIndex';
import {resolveSince} from '../changelog/model/filter';
import {actionAnchor} from '../changelog/model/actionVocabulary';
import {PLAN_NODE_NAMES, type PlanNode, type PlanStep} from './model/upgradePlan';
import {planPages, releasesSince} from './model/planPages';
import {planMarkdown, stepCode} from './model/planText';

/**
 * Upgrade plans made from the site's own release files, read as an operator
 * runs them and against the public record: six paths operators take are kept
 * as committed plans (fixtures/, each read against the record's release notes
 * in REVIEW.md), and every plan of every page is checked for what the issue
 * that reworked them found: a command rewritten, a port step a later step
 * undoes, a step the record has replaced.
 */
const RELEASES = loadReleases(path.resolve(__dirname, '../../../releases'));
const PAGES = planPages(RELEASES);
/**
 * The release the six plans below were read against the record at. They are made from the releases up to it, so a
 * newer release adds its steps to the site's plans without changing what was reviewed.
 */
const REVIEWED_AT = 'v2026.9-venaco';
const reviewedDate = RELEASES.find((release) => release.tag === REVIEWED_AT)?.release_date;
if (!reviewedDate) throw new Error(`no release file for ${REVIEWED_AT}`);
const REVIEWED_PAGES = planPages(RELEASES.filter((release) => release.release_date <= reviewedDate));
const planOf = (version: string, node: PlanNode) => {
  const page = REVIEWED_PAGES.find((each) => each.version === version);
  if (!page) throw new Error(`no plan page for ${version}`);
  return page.plans[node];
};

/** The six reviewed paths: the version a node runs and its kind (gateways' plans include WireGuard). */
const REVIEWED: [string, PlanNode][] = [
  ['1.1.0', 'legacy-mixnode'],
  ['1.1.10', 'legacy-gateway'],
  ['1.10.0', 'exit-gateway'],
  ['1.15.0', 'entry-gateway'],
  ['1.20.0', 'mixnode'],
  ['1.28.0', 'exit-gateway'],
];

describe('the six reviewed plans', () => {
  it.each(REVIEWED)('from %s, %s: the plan read against the record is the one committed', async (version, node) => {
    const markdown = planMarkdown(
      planOf(version, node),
      `Upgrade plan from nym-node ${version}: ${node}`,
      '/docs/operators/changelog',
    );
    await expect(markdown).toMatchFileSnapshot(`fixtures/${version}-${node}.md`);
  });
});

describe('the review of the six plans (fixtures/REVIEW.md)', () => {
  it('keeps, for each action of the six plans, whom it is for as the release file says and a record line', () => {
    const review = readFileSync(path.join(__dirname, 'fixtures/REVIEW.md'), 'utf8');
    // Each row: the action, its kind, whom it is for, and the record's file and line that say so.
    const rows = new Map(
      [...review.matchAll(/^\| `([a-z0-9-]+)` \| [a-z]+ \| ([a-z -]+) \| [a-z -]+:\d+ \|/gm)].map((row) => [
        row[1],
        row[2],
      ]),
    );
    const forOf = new Map(
      RELEASES.flatMap((release) =>
        release.operatorActions.map((action) => [actionAnchor(release.slug, action.id), action.for.join(' ')]),
      ),
    );
    for (const [version, node] of REVIEWED) {
      const plan = planOf(version, node);
      const anchors = [
        ...plan.steps.flatMap((step) => [
          ...step.sources.map((source) => source.anchor),
          ...(step.kind === 'upgrade' ? step.stops.map((stop) => stop.source.anchor) : []),
        ]),
        ...plan.dates.map((entry) => entry.source.anchor),
        ...plan.folded.map((entry) => entry.source.anchor),
      ];
      for (const anchor of anchors) expect(rows.get(anchor), `${version} ${node}: ${anchor}`).toBe(forOf.get(anchor));
    }
  });
});

/**
 * The record's commands, as argv, by the slug of the entry that gives them: those npm run record:sync read off the
 * record's page (release-details.json), and those a reader found elsewhere on it (release-details-own-words.json,
 * releases-after-emmental.json).
 */
const RECORD_COMMANDS: Map<string, string[][]> = (() => {
  type Fact = {kind: string; program?: string; args?: string[]};
  const read = (name: string): unknown =>
    JSON.parse(readFileSync(path.resolve(__dirname, '../../../tests/fixtures', name), 'utf8'));
  const synced = read('release-details.json') as {entries: {slug: string; sections: {facts: Fact[]}[]}[]};
  const older = read('release-details-own-words.json') as Record<string, Record<string, Fact[]>>;
  const newer = read('releases-after-emmental.json') as {slug: string; sections: {facts?: Fact[]}[]}[];
  const argv = (facts: Fact[]) =>
    facts.flatMap((fact) => (fact.kind === 'command' && fact.program ? [[fact.program, ...(fact.args ?? [])]] : []));
  const commands = new Map<string, string[][]>();
  const add = (slug: string, facts: Fact[]) => commands.set(slug, [...(commands.get(slug) ?? []), ...argv(facts)]);
  for (const entry of synced.entries)
    add(
      entry.slug,
      entry.sections.flatMap((section) => section.facts),
    );
  for (const [slug, sections] of Object.entries(older)) if (slug !== '_meta') add(slug, Object.values(sections).flat());
  for (const entry of newer)
    add(
      entry.slug,
      entry.sections.flatMap((each) => each.facts ?? []),
    );
  return commands;
})();

/**
 * Where a release gives its steps in another entry or page of the record: the releases that ask to deploy the QUIC
 * bridge link the deployment entry for its commands, and the migrate command a legacy binary stops for is on the
 * record's nym-node setup page (documentation/backup-pages/bak-setup.mdx, lines 336 and 345, at the commit reviewed).
 */
const STEPS_GIVEN_IN: Record<string, string> = {
  'v202519-kase': 'quic-transport-bridge-deployment',
  'v202520-leerdammer': 'quic-transport-bridge-deployment',
  'v202521-mozzarella': 'quic-transport-bridge-deployment',
};
const SETUP_PAGE_COMMANDS: readonly string[][] = [
  ['./nym-node', 'migrate', '--config-file', '~/.nym/mixnodes/<MIXNODE_ID>/config/config.toml', 'mixnode'],
  ['./nym-node', 'migrate', '--config-file', '~/.nym/gateways/<GATEWAY_ID>/config/config.toml', 'gateway'],
];

/** The lines of shell a step shows, each as argv, with the releases that ask for it. */
function commandsOf(step: PlanStep): {argv: string[]; releases: string[]}[] {
  const releases = step.sources.map((source) => source.release);
  const lines = stepCode(step).map((line) => ({argv: line.split(' '), releases}));
  const stops =
    step.kind === 'upgrade'
      ? step.stops.flatMap((stop) => (stop.run ? [{argv: stop.run, releases: [stop.source.release]}] : []))
      : [];
  return [...lines, ...stops];
}

const EVERY_PLAN = PAGES.flatMap((page) =>
  PLAN_NODE_NAMES.map((node) => ({name: `${page.version} ${node}`, plan: page.plans[node]})),
);

describe('every plan of every page', () => {
  it('shows each command as a release that asks for it gives it in the record, qualifiers and all', () => {
    const unmatched = new Set<string>();
    for (const {name, plan} of EVERY_PLAN)
      for (const step of plan.steps)
        for (const {argv, releases} of commandsOf(step)) {
          const asked = [
            ...releases.flatMap((release) => [
              ...(RECORD_COMMANDS.get(release) ?? []),
              ...(RECORD_COMMANDS.get(STEPS_GIVEN_IN[release] ?? '') ?? []),
            ]),
            ...SETUP_PAGE_COMMANDS,
          ];
          // A program is the same binary whether run as `./nym-node` or `nym-node`.
          const word = (value: string, index: number) => (index === 0 ? value.replace(/^.*\//, '') : value);
          const same = (other: string[]) =>
            other.length === argv.length &&
            other.every((each, index) => word(each, index) === word(argv[index], index));
          if (!asked.some(same)) unmatched.add(`${argv.join(' ')} (${name}, asked by ${releases.join(', ')})`);
        }
    expect([...unmatched]).toEqual([]);
  });

  it('asks for no port a later step hands to the NTM: a plan that switches ufw off opens nothing with it', () => {
    for (const {name, plan} of EVERY_PLAN) {
      const ufwOff = plan.steps.some((step) => step.kind === 'command' && step.argv.join(' ') === 'ufw disable');
      if (ufwOff)
        expect(
          plan.steps.filter((step) => step.kind === 'ports'),
          name,
        ).toEqual([]);
    }
  });

  it('holds no step that an action for the same node replaces, and no date that has passed', () => {
    for (const {name, plan} of EVERY_PLAN) {
      const folded = new Set(plan.folded.map((entry) => entry.source.anchor));
      const shown = [
        ...plan.steps.flatMap((step) => step.sources.map((source) => source.anchor)),
        ...plan.dates.map((entry) => entry.source.anchor),
      ];
      expect(
        shown.filter((anchor) => folded.has(anchor)),
        name,
      ).toEqual([]);
      for (const entry of plan.dates) if (entry.date) expect(entry.date >= plan.asOf, name).toBe(true);
    }
  });

  it('puts a check or a reading that says to act before upgrading or before routing ahead of the upgrade', () => {
    for (const {name, plan} of EVERY_PLAN) {
      const upgrade = plan.steps.findIndex((step) => step.kind === 'upgrade' && step.binary === 'nym-node');
      if (upgrade < 0) continue;
      plan.steps.forEach((step, index) => {
        if (
          (step.kind === 'check' || step.kind === 'read') &&
          step.sources.some((source) => /\bbefore (upgrading|you upgrade|you install|you route)\b/i.test(source.text))
        )
          expect(index < upgrade, `${name}: ${step.sources[0].text}`).toBe(true);
      });
    }
  });

  it('puts a check that names the restart before it, and the checks after a restart after it', () => {
    for (const {name, plan} of EVERY_PLAN) {
      const restart = plan.steps.findIndex((step) => step.kind === 'command' && step.last);
      if (restart < 0) continue;
      plan.steps.forEach((step, index) => {
        if ((step.kind === 'check' || step.kind === 'read') && /after the restart/i.test(step.sources[0].text))
          expect(index > restart, `${name}: ${step.sources[0].text}`).toBe(true);
        if (step.kind === 'check' && /then restart/i.test(step.sources[0].text))
          expect(index < restart, `${name}: ${step.sources[0].text}`).toBe(true);
      });
    }
  });
});

describe('what the release files say of what replaces an action', () => {
  it('names actions and releases that exist, for an action to be replaced by another one or ended by a later release', () => {
    const anchors = new Set(
      RELEASES.flatMap((release) => release.operatorActions.map((action) => actionAnchor(release.slug, action.id))),
    );
    const dates = new Map(RELEASES.map((release) => [release.slug, release.release_date]));
    for (const release of RELEASES)
      for (const action of release.operatorActions) {
        for (const anchor of action.replacedBy ?? []) expect(anchors.has(anchor), anchor).toBe(true);
        if (action.until && !/^\d/.test(action.until))
          expect(dates.get(action.until)! > release.release_date, `${release.slug} ${action.id}`).toBe(true);
      }
  });
});

describe('the plan pages', () => {
  it('cover every shipped version but the newest, each exactly the releases after it', () => {
    const versions = PAGES.map((page) => page.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions).not.toContain(PAGES[0].newest);
    for (const page of PAGES) {
      const since = new Set(releasesSince(page.version, RELEASES).map((release) => release.slug));
      expect(new Set(page.releases.map((release) => release.slug))).toEqual(since);
      // None of them shipped the reader's version or one older.
      for (const release of RELEASES.filter((each) => since.has(each.slug) && each.kind !== 'news'))
        expect(String(release.node_version)).not.toBe(page.version);
    }
  });

  it('count the releases they cover as the changelog’s “Upgrading from” does for the same version', () => {
    const index = changelogItemIndex(RELEASES);
    const markers = releaseMarkers(index);
    for (const page of PAGES) {
      const since = resolveSince(page.version, markers);
      if (!since.ok) throw new Error(since.message);
      expect(page.releaseCount, page.version).toBe(upgradeSummary(index, new Set(since.newer)).releases);
    }
  });
});
