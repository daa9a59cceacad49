import {Fragment} from 'react';
import Link from '@docusaurus/Link';
import {PLAN_NODES, PLAN_NODE_NAMES} from '../model/upgradePlan';
import {planPath} from '../paths';

/** A link to the plan from `version` for each kind of node, at its anchor on the version's plan page. */
export default function PlanLinks({version}: {version: string}) {
  return (
    <>
      {PLAN_NODE_NAMES.map((node, position) => (
        <Fragment key={node}>
          {position > 0 ? ', ' : ''}
          <Link to={`${planPath(version)}#${node}`}>{PLAN_NODES[node].toLowerCase()}</Link>
        </Fragment>
      ))}
    </>
  );
}
