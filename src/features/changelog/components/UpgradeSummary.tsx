import Link from '@docusaurus/Link';
import type {UpgradeNeed} from '@site/src/features/changelog/model/kinds';
import type {ChangelogFilterView} from '@site/src/features/changelog/model/filterView';
import type {ChangelogItemIndex, SummaryLink} from '@site/src/features/changelog/model/itemIndex';
import {upgradeRules} from '@site/src/features/changelog/model/upgrade';
import {parseSemver} from '@site/src/rules/version';
import PlanLinks from '@site/src/features/upgradePlan/components/PlanLinks';
import SincePlan from '@site/src/features/upgradePlan/components/SincePlan';

const UPGRADE_LABELS: Record<UpgradeNeed, string> = {
  required: 'upgrade required',
  recommended: 'upgrade recommended',
  optional: 'upgrade optional',
  none: 'nothing to upgrade',
};

function ItemLinks({items, empty}: {items: SummaryLink[]; empty: string}) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul>
      {items.map((item, index) => (
        <li key={`${item.anchor}-${index}`}>
          <a href={`#${item.anchor}`}>{item.title}</a>{' '}
          <span className="changelog-summary__release">({item.release})</span>
          {item.endpoints ? (
            <>
              {' '}
              {item.endpoints.map((endpoint) => (
                <code key={endpoint}>{endpoint} </code>
              ))}
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The node version behind a "since" value: the value itself, or the version its release shipped. */
function nodeVersionOf(since: string, shipped: string | undefined): string | undefined {
  try {
    parseSemver(since);
    return since;
  } catch {
    return shipped?.split('+')[0];
  }
}

function VersionRules({version, chain}: {version: string; chain: string[]}) {
  let rules;
  try {
    rules = upgradeRules(version, chain);
  } catch {
    return null;
  }
  return (
    <ul>
      <li>
        nym-node {rules.version} is {rules.releasesBehind} release{rules.releasesBehind === 1 ? '' : 's'} behind{' '}
        {rules.latest}; its{' '}
        <Link to="/operators/tokenomics/mixnet-rewards#config-score-calculation">version score</Link> is{' '}
        {rules.versionScore.toFixed(4)} ({rules.versionsBehind} versions behind).
      </li>
      <li>
        Grant programme (latest or one of the two before it):{' '}
        <strong>
          {rules.grantProgrammeVersionOk ? 'this version still qualifies' : 'this version no longer qualifies'}
        </strong>
        .
      </li>
      <li>
        Delegation programme (one of the two latest versions):{' '}
        <strong>
          {rules.delegationProgrammeVersionOk ? 'this version still qualifies' : 'this version no longer qualifies'}
        </strong>
        .
      </li>
    </ul>
  );
}

/**
 * What "upgrading from" a version asks, once ?since= names one the releases know: the plan's links and steps,
 * the actions, operator updates, configuration changes and endpoints of the range, and the version rules that
 * apply to the reader's version.
 */
export default function UpgradeSummary({
  id,
  since,
  view,
  index,
  releaseChain,
}: {
  id: string;
  since: string | undefined;
  view: ChangelogFilterView;
  index: ChangelogItemIndex | null;
  releaseChain: string[];
}) {
  if (!view.summary || !view.since?.ok) return null;
  const sinceVersion = nodeVersionOf(since ?? '', view.since.from?.versions[0]);
  // The plan pages are per version a release shipped: the one the reader's version belongs to.
  const planVersion = view.since.from?.versions[0]?.split('+')[0];
  return (
    <section className="changelog-summary" aria-labelledby={`${id}-summary`}>
      <h2 id={`${id}-summary`}>
        Upgrading from {since}: {view.summary.releases} release{view.summary.releases === 1 ? '' : 's'}
      </h2>
      {planVersion && view.summary.releases > 0 ? (
        <p className="changelog-summary__plans">
          Your upgrade plan from {planVersion}, step by step: <PlanLinks version={planVersion} />.
        </p>
      ) : null}
      {view.summary.releases === 0 ? (
        <p>No release came after this version: there is nothing to upgrade.</p>
      ) : (
        <>
          <h3>What to do ({view.summary.whatToDo.length})</h3>
          {view.summary.upgrade ? (
            <p>
              Strongest upgrade need in this range: <strong>{UPGRADE_LABELS[view.summary.upgrade]}</strong>.
            </p>
          ) : null}
          {planVersion && index ? (
            <SincePlan index={index} newer={view.since.newer} from={view.since.from?.slug} version={planVersion} />
          ) : null}
          <details>
            <summary>Each action, in release order</summary>
            <ItemLinks items={view.summary.whatToDo} empty="No release in this range asks anything of operators." />
          </details>
          <h3>Operator updates ({view.summary.operatorActions.length})</h3>
          <ItemLinks items={view.summary.operatorActions} empty="No operators section in this range." />
          <h3>Configuration changes ({view.summary.configurationChanges.length})</h3>
          <ItemLinks
            items={view.summary.configurationChanges}
            empty="No other item names a configuration key or flag."
          />
          <h3>Endpoints touched ({view.summary.endpointChanges.length})</h3>
          <ItemLinks items={view.summary.endpointChanges} empty="No item in this range names an API endpoint." />
        </>
      )}
      {sinceVersion ? (
        <>
          <h3>Version rules that apply to {sinceVersion}</h3>
          <VersionRules version={sinceVersion} chain={releaseChain} />
        </>
      ) : null}
    </section>
  );
}
