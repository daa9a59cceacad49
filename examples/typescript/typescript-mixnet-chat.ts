// A small mixnet messenger for the browser. It expects this HTML:
//   <p id="me">connecting…</p>
//   <form id="compose">
//     <input name="to" placeholder="recipient address (empty: yourself)" />
//     <input name="text" placeholder="message" /> <button>Send</button>
//   </form>
//   <ul id="inbox"></ul>
import {createNymMixnetClient, MimeTypes, type NymMixnetClient} from '@nymproject/sdk-full-fat';

const me = document.getElementById('me') as HTMLParagraphElement;
const compose = document.getElementById('compose') as HTMLFormElement;
const inbox = document.getElementById('inbox') as HTMLUListElement;

function show(line: string): void {
  const item = document.createElement('li');
  item.textContent = `${new Date().toLocaleTimeString()}  ${line}`;
  inbox.prepend(item);
}

async function connect(): Promise<NymMixnetClient> {
  // Payloads sent as text/plain or application/json arrive as strings.
  const nym = await createNymMixnetClient({
    autoConvertStringMimeTypes: [MimeTypes.TextPlain, MimeTypes.ApplicationJson],
  });
  nym.events.subscribeToTextMessageReceivedEvent((event) => show(`received: ${event.args.payload}`));
  nym.events.subscribeToBinaryMessageReceivedEvent((event) =>
    show(`received ${event.args.payload.length} bytes of ${event.args.mimeType}`),
  );
  // start() only asks the worker to begin; the client can send once the
  // gateway has accepted it, which the Connected event announces.
  const connected = new Promise<void>((resolve) => {
    nym.events.subscribeToConnected((event) => {
      me.textContent = `Your address: ${event.args.address ?? 'unknown'}`;
      resolve();
    });
  });
  await nym.client.start({clientId: 'browser-messenger', nymApiUrl: 'https://validator.nymtech.net/api'});
  await connected;
  return nym;
}

// The form is only wired up below, after the client is connected.
const nym = await connect();

const field = (name: string) => (compose.elements.namedItem(name) as HTMLInputElement).value.trim();

async function sendFromForm(): Promise<void> {
  const text = field('text');
  if (!text) return;
  const recipient = field('to') || (await nym.client.selfAddress());
  if (!recipient) return show('no recipient and no own address yet');
  // replySurbs attaches single-use reply blocks: the recipient can answer
  // without learning the sender's address.
  await nym.client.send({payload: {message: text, mimeType: MimeTypes.TextPlain}, recipient, replySurbs: 5});
  show(`sent to ${recipient.slice(0, 12)}…: ${text}`);
}

compose.addEventListener('submit', (event) => {
  event.preventDefault();
  void sendFromForm();
});

// Leave the network cleanly when the tab closes.
window.addEventListener('pagehide', () => void nym.client.stop());
