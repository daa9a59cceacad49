// The binary form of the `nym-client` WebSocket protocol: requests and
// responses as byte frames, every number big-endian, every variable-length
// field preceded by its length as a u64. This program asks for its address,
// then sends itself raw bytes on connection (lane) 7, which makes the client
// also report how many packets of that lane still wait to be sent.
// Start the client first: `./nym-client run --id example-client`.

const CLIENT_URL = 'ws://127.0.0.1:1977';

/** Request tags, the first byte of each binary request. */
const RequestTag = {
  Send: 0x00,
  SendAnonymous: 0x01,
  Reply: 0x02,
  SelfAddress: 0x03,
  ClosedConnection: 0x04,
  GetLaneQueueLength: 0x05,
} as const;

/** Response tags, the first byte of each binary response. */
const ResponseTag = {
  Error: 0x00,
  Received: 0x01,
  SelfAddress: 0x02,
  LaneQueueLength: 0x03,
} as const;

/** A Nym address is three 32-byte keys: client identity, client encryption key, gateway identity. */
const RECIPIENT_BYTES = 96;
const SENDER_TAG_BYTES = 16;

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Decode(text: string): Uint8Array {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) throw new Error(`'${char}' is not a base58 digit`);
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn));
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0); // each leading '1' stands for a zero byte
  }
  return Uint8Array.from(bytes);
}

function base58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let text = '';
  for (; value > 0n; value /= 58n) text = BASE58[Number(value % 58n)] + text;
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

/** `identity.encryption@gateway` to its 96 bytes, and back. */
function recipientToBytes(address: string): Uint8Array {
  const [client, gateway] = address.split('@');
  const [identity, encryption] = client.split('.');
  const parts = [identity, encryption, gateway].map(base58Decode);
  if (parts.some((part) => part.length !== 32)) throw new Error(`${address} is not a Nym address`);
  const out = new Uint8Array(RECIPIENT_BYTES);
  parts.forEach((part, i) => out.set(part, i * 32));
  return out;
}

function recipientFromBytes(bytes: Uint8Array): string {
  const [identity, encryption, gateway] = [0, 32, 64].map((at) => base58Encode(bytes.subarray(at, at + 32)));
  return `${identity}.${encryption}@${gateway}`;
}

/** Joins fixed parts, u64 numbers and a length-prefixed payload into one frame. */
function frame(tag: (typeof RequestTag)[keyof typeof RequestTag], ...parts: (Uint8Array | bigint)[]): Uint8Array {
  const chunks = parts.map((part) => {
    if (part instanceof Uint8Array) return part;
    const number = new Uint8Array(8);
    new DataView(number.buffer).setBigUint64(0, part);
    return number;
  });
  const out = new Uint8Array(1 + chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  out[0] = tag;
  let at = 1;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

const encode = {
  selfAddress: () => frame(RequestTag.SelfAddress),
  // tag || recipient (96) || connection id (u64, 0 = none) || length (u64) || data
  send: (recipient: string, data: Uint8Array, connectionId = 0n) =>
    frame(RequestTag.Send, recipientToBytes(recipient), connectionId, BigInt(data.length), data),
  // tag || reply SURBs (u32) || recipient (96) || connection id (u64) || length (u64) || data
  sendAnonymous: (recipient: string, data: Uint8Array, replySurbs: number, connectionId = 0n) => {
    const surbs = new Uint8Array(4);
    new DataView(surbs.buffer).setUint32(0, replySurbs);
    return frame(RequestTag.SendAnonymous, surbs, recipientToBytes(recipient), connectionId, BigInt(data.length), data);
  },
  // tag || sender tag (16) || connection id (u64) || length (u64) || data
  reply: (senderTag: Uint8Array, data: Uint8Array, connectionId = 0n) =>
    frame(RequestTag.Reply, senderTag, connectionId, BigInt(data.length), data),
  // tag || connection id (u64)
  closedConnection: (connectionId: bigint) => frame(RequestTag.ClosedConnection, connectionId),
  getLaneQueueLength: (connectionId: bigint) => frame(RequestTag.GetLaneQueueLength, connectionId),
};

type Decoded =
  | {kind: 'error'; code: number; message: string}
  | {kind: 'received'; senderTag: Uint8Array | null; data: Uint8Array}
  | {kind: 'selfAddress'; address: string}
  | {kind: 'laneQueueLength'; lane: bigint; queueLength: bigint};

function decode(bytes: Uint8Array): Decoded {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (bytes[0]) {
    case ResponseTag.Error: {
      // tag || error kind (u8) || length (u64) || UTF-8 message
      const length = Number(view.getBigUint64(2));
      return {kind: 'error', code: bytes[1], message: new TextDecoder().decode(bytes.subarray(10, 10 + length))};
    }
    case ResponseTag.Received: {
      // tag || 1 or 0 (sender tag present?) || [sender tag (16)] || length (u64) || data
      const tagged = bytes[1] === 1;
      const at = tagged ? 2 + SENDER_TAG_BYTES : 2;
      const length = Number(view.getBigUint64(at));
      return {
        kind: 'received',
        senderTag: tagged ? bytes.slice(2, at) : null,
        data: bytes.slice(at + 8, at + 8 + length),
      };
    }
    case ResponseTag.SelfAddress:
      // tag || recipient (96)
      return {kind: 'selfAddress', address: recipientFromBytes(bytes.subarray(1, 1 + RECIPIENT_BYTES))};
    case ResponseTag.LaneQueueLength:
      // tag || lane (u64) || queue length (u64 on 64-bit machines)
      return {kind: 'laneQueueLength', lane: view.getBigUint64(1), queueLength: view.getBigUint64(9)};
    default:
      throw new Error(`unknown response tag ${bytes[0]}`);
  }
}

const socket = new WebSocket(CLIENT_URL);
socket.binaryType = 'arraybuffer';
await new Promise((resolve, reject) => {
  socket.addEventListener('open', resolve, {once: true});
  socket.addEventListener('error', () => reject(new Error(`no nym-client on ${CLIENT_URL}`)), {once: true});
});

const LANE = 7n;
let ownAddress = '';

socket.addEventListener('message', (event: MessageEvent) => {
  if (!(event.data instanceof ArrayBuffer)) return;
  const response = decode(new Uint8Array(event.data));
  switch (response.kind) {
    case 'selfAddress':
      ownAddress = response.address;
      console.log(`our Nym address: ${ownAddress}`);
      socket.send(encode.send(ownAddress, new TextEncoder().encode('raw bytes to myself'), LANE));
      break;
    case 'laneQueueLength':
      console.log(`lane ${response.lane}: ${response.queueLength} packets still queued`);
      break;
    case 'received':
      console.log(`received ${response.data.length} bytes: ${new TextDecoder().decode(response.data)}`);
      socket.send(encode.closedConnection(LANE)); // tell the client lane 7 is finished
      socket.close();
      break;
    case 'error':
      console.error(`error ${response.code}: ${response.message}`);
      break;
  }
});

socket.send(encode.selfAddress());

export {encode, decode};
