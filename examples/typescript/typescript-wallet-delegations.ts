// Manage delegations on the Sandbox test network: list them with their
// pending rewards; claim and remove the first one, or create one if none exist.
import {openWallet} from './typescript-wallet-connect';

const {address, mixnet} = await openWallet('<ENTER MNEMONIC>');

const {delegations} = await mixnet.getDelegatorDelegations({delegator: address});
for (const delegation of delegations) {
  const reward = await mixnet.getPendingDelegatorReward({address, nodeId: delegation.node_id});
  console.log(
    `node ${delegation.node_id}: ${delegation.amount.amount} ${delegation.amount.denom},`,
    `pending reward ${reward.amount_earned?.amount ?? '0'} unym`,
  );
}

const [first] = delegations;
if (first) {
  // Claim what the delegation earned, then take it back (effective at the end of the epoch).
  await mixnet.withdrawDelegatorReward({nodeId: first.node_id}, 'auto');
  await mixnet.undelegate({nodeId: first.node_id}, 'auto');
  console.log(`rewards claimed and undelegation from node ${first.node_id} requested`);
} else {
  const nodeId = 5; // pick a node id from the list of bonded nodes
  await mixnet.delegate({nodeId}, 'auto', undefined, [{amount: '10000000', denom: 'unym'}]);
  console.log(`delegated 10 NYM to node ${nodeId}; it becomes active at the end of the epoch`);
}
