// The smallest use of mixFetch: one GET through the mixnet, then hang up.
import {mixFetch, disconnectMixFetch} from '@nymproject/mix-fetch-full-fat';

// The first call starts the client (gateway, keys, cover traffic) and picks a
// Network Requester; later calls reuse it. The options of the third argument
// only count on that first call.
const response = await mixFetch('https://nym.com/robots.txt', {method: 'GET'}, {clientId: 'first-call'});

console.log(response.status, response.headers.get('content-type'));
console.log((await response.text()).length, 'characters received');

// Stop the client and its traffic. In this page it cannot be started again:
// reload the page to use mixFetch anew.
await disconnectMixFetch();
