// A small program for a running `nym-client`: it speaks the JSON (text) form
// of the client's WebSocket protocol. It asks for its own Nym address, sends
// itself a plain message, then an anonymous one carrying reply SURBs, and
// answers that one through its sender tag.
// Start the client first: `./nym-client run --id example-client`.
// Runs in a browser or in Node.js 22+ (both have a global WebSocket).

/** Where `nym-client` listens unless `--host` / `--port` say otherwise. */
const CLIENT_URL = 'ws://127.0.0.1:1977';

/** What the program writes into the socket (Rust: ClientRequest), as JSON with camelCase fields. */
type ClientMessage =
  | {type: 'selfAddress'}
  | {type: 'send'; recipient: string; message: string; connectionId?: number}
  | {type: 'sendAnonymous'; recipient: string; message: string; replySurbs: number; connectionId?: number}
  | {type: 'reply'; senderTag: string; message: string; connectionId?: number};

/** What the client writes back (Rust: ServerResponse). Note `queue_length`: that one field keeps its Rust spelling. */
type ClientReport =
  | {type: 'selfAddress'; address: string}
  | {type: 'received'; message: string; senderTag: string | null}
  | {type: 'laneQueueLength'; lane: number; queue_length: number}
  | {type: 'error'; message: string};

/** One open connection, with a way to wait for the next response of a given type. */
class NymClientSocket {
  private readonly inbox: ClientReport[] = [];
  private readonly waiting: {want: ClientReport['type']; resolve: (response: ClientReport) => void}[] = [];

  private readonly socket: WebSocket;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.addEventListener('message', (event: MessageEvent) => {
      if (typeof event.data !== 'string') return; // binary frames belong to the binary protocol
      const response = JSON.parse(event.data) as ClientReport;
      if (response.type === 'error') console.error(`nym-client reports: ${response.message}`);
      const index = this.waiting.findIndex((waiter) => waiter.want === response.type);
      if (index >= 0) this.waiting.splice(index, 1)[0].resolve(response);
      else this.inbox.push(response);
    });
  }

  /** Opens the socket. The client accepts one connection at a time: close other programs first. */
  static open(url: string): Promise<NymClientSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.addEventListener('open', () => resolve(new NymClientSocket(socket)), {once: true});
      socket.addEventListener('error', () => reject(new Error(`no nym-client listening on ${url}`)), {once: true});
    });
  }

  write(request: ClientMessage): void {
    this.socket.send(JSON.stringify(request));
  }

  /** The next response of this type, taken from what already arrived or waited for. */
  next<T extends ClientReport['type']>(type: T, timeoutMs = 60_000): Promise<Extract<ClientReport, {type: T}>> {
    const index = this.inbox.findIndex((response) => response.type === type);
    if (index >= 0) return Promise.resolve(this.inbox.splice(index, 1)[0] as Extract<ClientReport, {type: T}>);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no '${type}' within ${timeoutMs} ms`)), timeoutMs);
      this.waiting.push({
        want: type,
        resolve: (response) => {
          clearTimeout(timer);
          resolve(response as Extract<ClientReport, {type: T}>);
        },
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}

const client = await NymClientSocket.open(CLIENT_URL);

// 1. Our own address. Sending a text request first also tells the client to
//    push incoming messages to us as JSON rather than as binary frames.
client.write({type: 'selfAddress'});
const {address} = await client.next('selfAddress');
console.log(`our Nym address: ${address}`);

// 2. A plain message: the recipient learns nothing about us but the content.
client.write({type: 'send', recipient: address, message: 'hello from a plain send'});
const plain = await client.next('received');
console.log(`received: "${plain.message}" (sender tag: ${plain.senderTag ?? 'none'})`);

// 3. An anonymous message with 10 reply SURBs attached: it arrives with a sender tag.
client.write({type: 'sendAnonymous', recipient: address, message: 'please answer me', replySurbs: 10});
const anonymous = await client.next('received');
console.log(`received: "${anonymous.message}" with sender tag ${anonymous.senderTag}`);

// 4. The answer goes back through the SURBs, addressed only by the tag.
if (anonymous.senderTag !== null) {
  client.write({type: 'reply', senderTag: anonymous.senderTag, message: 'here is my answer'});
  const answer = await client.next('received');
  console.log(`received the reply: "${answer.message}"`);
}

client.close();

export type {ClientMessage, ClientReport};
