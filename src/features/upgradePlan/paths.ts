/** Site path of the upgrade plans' index; each version's plan is below it, each kind of node at its anchor. */
export const UPGRADE_PATH = '/operators/upgrade';

/** The plan page from a nym-node version. */
export function planPath(version: string): string {
  return `${UPGRADE_PATH}/${version}`;
}
