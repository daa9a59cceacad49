// Every export of @nymproject/sdk in one place: options, the client, the
// event subscriptions with typed handlers, and the three kinds of send.
import {
  createNymMixnetClient,
  EventKinds,
  MimeTypes,
  type ConnectedEvent,
  type EventHandlerFn,
  type EventHandlerUnsubscribeFn,
  type NymMixnetClientOptions,
  type Payload,
  type StringMessageReceivedEvent,
} from '@nymproject/sdk-full-fat';

// Messages with these MIME types arrive as StringMessageReceived events;
// every other MIME type arrives as BinaryMessageReceived.
const settings: NymMixnetClientOptions = {
  autoConvertStringMimeTypes: [MimeTypes.ApplicationJson, MimeTypes.TextPlain, 'text/csv'],
};

// Resolves once the worker has loaded the WebAssembly client (not yet connected).
const {client, events} = await createNymMixnetClient(settings);

// start() returns before the gateway connection exists; the Connected event
// marks the moment the client can send, and carries its address.
const connected = new Promise<string>((resolve, reject) => {
  const onConnected: EventHandlerFn<ConnectedEvent> = ({kind, args}) => {
    if (kind !== EventKinds.Connected) return;
    if (args.address) resolve(args.address);
    else reject(new Error('connected without an address'));
  };
  events.subscribeToConnected(onConnected);
});

const onText: EventHandlerFn<StringMessageReceivedEvent> = ({args}) => {
  // args.payload is already decoded; args.payloadRaw keeps the bytes.
  const body: unknown = args.mimeType === MimeTypes.ApplicationJson ? JSON.parse(args.payload) : args.payload;
  console.log('text message', args.mimeType, args.headers ?? '(no headers)', body);
};

// Each subscribe call returns the function that cancels it.
const cancellers: EventHandlerUnsubscribeFn[] = [
  events.subscribeToTextMessageReceivedEvent(onText),
  events.subscribeToBinaryMessageReceivedEvent(({args}) => {
    console.log('binary message', args.mimeType, `${args.payload.byteLength} bytes`);
  }),
  events.subscribeToRawMessageReceivedEvent(({args}) => {
    console.log('raw bytes as they left the mixnet', args.payload.length);
  }),
];

await client.start({clientId: 'api-reference-demo', nymApiUrl: 'https://validator.nymtech.net/api'});
const me = await connected;
console.log('text MIME types in use:', await client.getTextMimeTypes());

// A JSON document: sent as text because its MIME type is in the list above.
const order: Payload = {
  message: JSON.stringify({item: 'tea', cups: 2}),
  mimeType: MimeTypes.ApplicationJson,
  headers: 'order-v1',
};
await client.send({payload: order, recipient: me});

// Bytes with a MIME type outside the list: a BinaryMessageReceived event.
await client.send({
  payload: {message: new Uint8Array([0xca, 0xfe]), mimeType: MimeTypes.ApplicationOctetStream},
  recipient: me,
  replySurbs: 5,
});

// Bytes with no MIME framing at all: only the RawMessageReceived event fires.
await client.rawSend({payload: new TextEncoder().encode('unframed'), recipient: me});

export async function leave(): Promise<void> {
  cancellers.forEach((cancel) => cancel());
  await client.stop();
}
