// Settings for mixFetch, given once, when the client is created. This module
// only holds them: the page that imports it decides when to start the client.
import type {SetupMixFetchOps} from '@nymproject/mix-fetch-full-fat';

export const mixFetchSettings: SetupMixFetchOps = {
  // Name of the key store in IndexedDB; the client id becomes "mix-fetch-my-app".
  clientId: 'my-app',
  // Optional: the identity key of the entry gateway to register with.
  preferredGateway: 'q2A2cbooyC16YJzvdYaSMH9X3cSiieZNtfBr8cE8Fi1',
  // Wait up to a minute for each response (the library's default when mixFetch creates the client).
  mixFetchOverride: {requestTimeoutMs: 60_000},
  // Use a gateway reachable over wss://, which a page served over HTTPS requires.
  forceTls: true,
};
