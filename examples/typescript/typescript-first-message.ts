// A first message through the mixnet: start a browser client, then send a
// note to our own address and print it when it comes back.
import {createNymMixnetClient} from '@nymproject/sdk-full-fat';

const nym = await createNymMixnetClient();

// Subscribe before starting, so that no message arrives unobserved.
const stopListening = nym.events.subscribeToTextMessageReceivedEvent((event) => {
  console.log(`received over the mixnet: ${event.args.payload}`);
});

// Connect to a gateway of the network that this Nym API describes.
await nym.client.start({
  clientId: 'my-app',
  nymApiUrl: 'https://validator.nymtech.net/api',
});

// The address has the form <identity>.<encryption key>@<gateway>.
const ownAddress = await nym.client.selfAddress();
if (!ownAddress) throw new Error('the client has no address: did start() fail?');
console.log(`this client is reachable at ${ownAddress}`);

await nym.client.send({
  payload: {message: 'Hello mixnet', mimeType: 'text/plain'},
  recipient: ownAddress,
});

// Later, when the page no longer needs the mixnet:
export async function shutDown(): Promise<void> {
  stopListening();
  await nym.client.stop();
}
