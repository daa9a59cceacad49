import {UPGRADE_PATH} from '@site/src/features/upgradePlan/paths';

/** Whether a hit is the upgrade plans' index, the one page the search index keeps for every version's plan. */
function isUpgradePlansHit(url: string): boolean {
  return new URL(url, 'https://site.invalid').pathname.replace(/\/$/, '').endsWith(UPGRADE_PATH);
}

/**
 * Under the upgrade plans' hit: each version's plan is not a result of its own (they would fill the list with near
 * copies), so the hit says where to find one.
 */
export default function UpgradePlanNote({url}: {url: string}) {
  if (!isUpgradePlansHit(url)) return null;
  return (
    <span className="search-results__note">
      One plan per nym-node version: open this page and pick the version your node runs.
    </span>
  );
}
