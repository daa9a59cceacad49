// Measure how long a message takes to cross the mixnet and come back to us:
// entry gateway, three mix layers, exit gateway, then our own gateway again.
import {createNymMixnetClient} from '@nymproject/sdk-full-fat';

const nym = await createNymMixnetClient();
const sentAt = new Map<string, number>();

nym.events.subscribeToTextMessageReceivedEvent((event) => {
  const started = sentAt.get(event.args.payload);
  if (started === undefined) return;
  sentAt.delete(event.args.payload);
  console.log(`${event.args.payload} came back after ${Math.round(performance.now() - started)} ms`);
});

// start() returns before the client is connected: the Connected event brings its address.
const connected = new Promise<string>((resolve) => {
  nym.events.subscribeToConnected(({args}) => {
    if (args.address) resolve(args.address);
  });
});
await nym.client.start({clientId: 'round-trip', nymApiUrl: 'https://validator.nymtech.net/api'});
const ownAddress = await connected;

for (let round = 1; round <= 3; round += 1) {
  const probe = `probe ${round} (${crypto.randomUUID()})`;
  sentAt.set(probe, performance.now());
  await nym.client.send({payload: {message: probe, mimeType: 'text/plain'}, recipient: ownAddress});
}

// Every incoming message also comes through the raw event, undecoded; it is
// the only event that reports messages sent with rawSend.
nym.events.subscribeToRawMessageReceivedEvent(({args}) => {
  console.log(`raw event: ${args.payload.length} bytes`);
});

// Bytes can go as they are, without any MIME type handling:
await nym.client.rawSend({payload: new TextEncoder().encode('raw bytes'), recipient: ownAddress});
