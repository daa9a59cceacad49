import {useContext, type ReactNode} from 'react';
import type {UpgradeNeed} from '@site/src/features/changelog/model/kinds';
import {whatToDoAnchor} from '@site/src/features/changelog/model/links';
import {ReleaseSlugContext} from './Section';
import BuildInfo, {ReleaseBuildInfoContext} from './BuildInfo';
import './OperatorActions.css';

const LABELS: Record<UpgradeNeed, string> = {
  required: 'Upgrade required',
  recommended: 'Upgrade recommended',
  optional: 'Upgrade optional',
  none: 'Nothing to upgrade',
};

/**
 * The "what to do" block at the top of a release: whether node operators must
 * upgrade, then the release's concrete actions (commands, config changes,
 * deadlines). Not a heading: it belongs to the release above it. The
 * release's build information follows it, so that what to do comes first.
 */
export default function OperatorActions({upgrade, children}: {upgrade: UpgradeNeed; children?: ReactNode}) {
  const slug = useContext(ReleaseSlugContext);
  const build = useContext(ReleaseBuildInfoContext);
  return (
    <>
      <aside
        className={`operator-actions operator-actions--${upgrade}`}
        id={slug ? whatToDoAnchor(slug) : undefined}
        aria-label="What to do"
        data-upgrade={upgrade}
      >
        <p className="operator-actions__title">
          <strong>What to do</strong> <span className="operator-actions__upgrade">{LABELS[upgrade]}</span>
        </p>
        {children}
      </aside>
      {build ? <BuildInfo info={build.info} releaseHeading={build.releaseHeading} /> : null}
    </>
  );
}
