// A first message through the mixnet: start a browser client, wait until it
// is connected, then send a note to our own address and print it when it
// comes back.
import {createNymMixnetClient} from '@nymproject/sdk-full-fat';

const nym = await createNymMixnetClient();

// start() returns as soon as the worker begins to connect, not once it is
// connected: the Connected event says when the client can send, and brings
// its address, of the form <identity>.<encryption key>@<gateway>.
const ownAddress = new Promise<string>((resolve) => {
  nym.events.subscribeToConnected(({args}) => {
    if (args.address) resolve(args.address);
  });
});

// Subscribe before starting, so that no message arrives unobserved.
const stopListening = nym.events.subscribeToTextMessageReceivedEvent((event) => {
  console.log(`received over the mixnet: ${event.args.payload}`);
});

// Connect to a gateway of the network that this Nym API describes.
await nym.client.start({
  clientId: 'my-app',
  nymApiUrl: 'https://validator.nymtech.net/api',
});

const recipient = await ownAddress;
console.log(`this client is reachable at ${recipient}`);

await nym.client.send({
  payload: {message: 'Hello mixnet', mimeType: 'text/plain'},
  recipient,
});

// Later, when the page no longer needs the mixnet:
export async function shutDown(): Promise<void> {
  stopListening();
  await nym.client.stop();
}
