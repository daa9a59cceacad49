import {useId, useState} from 'react';
import type {ChangelogItemIndex} from '@site/src/features/changelog/model/itemIndex';
import {PLAN_NODES, PLAN_NODE_NAMES, upgradePlan, type PlanNode} from '../model/upgradePlan';
import {planRange} from '../model/planRange';
import PlanView from './PlanView';

/**
 * The upgrade plan in the changelog's ?since= view: the reader picks the kind
 * of node they run, and the actions of the releases in range are merged into
 * its plan, the same one (the same rules, the same releases) as on the plan
 * page of that version, which the summary links for each kind of node.
 */
export default function SincePlan({
  index,
  newer,
  from,
  version,
}: {
  index: ChangelogItemIndex;
  /** The releases after the reader's, as ?since= resolved them. */
  newer: readonly string[];
  /** The release the reader runs. */
  from: string | undefined;
  /** The version the plan starts from (its page holds the same plans). */
  version: string;
}) {
  const id = useId();
  const [node, setNode] = useState<PlanNode | ''>('');
  const releases = planRange(index.releases, newer, from).map((release) => ({
    slug: release.slug,
    heading: release.heading,
    date: release.date,
    actions: release.operatorActions,
  }));
  const plan = node
    ? upgradePlan(releases, {node, wireguard: node !== 'mixnode' && node !== 'legacy-mixnode'}, {from: version})
    : undefined;
  const title = `Upgrade plan from nym-node ${version}`;
  return (
    <div className="changelog-summary__plan">
      <p>
        <label htmlFor={`${id}-node`}>The plan for your node: </label>
        <select id={`${id}-node`} value={node} onChange={(event) => setNode(event.target.value as PlanNode | '')}>
          <option value="">choose the kind of node you run</option>
          {PLAN_NODE_NAMES.map((each) => (
            <option key={each} value={each}>
              {PLAN_NODES[each]}
            </option>
          ))}
        </select>
      </p>
      {plan && node ? (
        <PlanView plan={plan} title={`${title}: ${PLAN_NODES[node]}`} id={`${id}-plan`} colours={index.planCode} />
      ) : null}
    </div>
  );
}
