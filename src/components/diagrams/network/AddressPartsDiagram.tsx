import {Arrow, Box, Diagram, Label} from '../Diagram';

/** A Nym address taken apart: its three keys, what separates them, and who uses each. */
export default function AddressPartsDiagram() {
  const x = 20;
  const w = 250;
  return (
    <Diagram
      title="The three parts of a Nym address"
      description="A Nym address is the client's identity key, a dot, the client's encryption key, an at sign, and the identity key of the client's gateway. The sender uses the gateway key to route, the gateway uses the identity key to find the client, and only the client can decrypt the payload encrypted to its encryption key."
      caption="Read from right to left, the address says where to go (the gateway), whom to hand the packet to (the identity) and how to encrypt it for that client alone (the encryption key)."
      width={480}
      height={300}
    >
      <Box x={x} y={16} width={w} height={52} label="identity key" sublabel="Ed25519, base58" tone="accent" />
      <Label x={x + w / 2} y={92} strong>
        .
      </Label>
      <Box x={x} y={104} width={w} height={52} label="encryption key" sublabel="X25519, base58" tone="accent" />
      <Label x={x + w / 2} y={182} strong>
        @
      </Label>
      <Box x={x} y={196} width={w} height={52} label="gateway identity key" sublabel="Ed25519, base58" />
      <Arrow from={[372, 58]} to={[274, 42]} />
      <Label x={376} y={62} anchor="start" small>
        gateway finds
      </Label>
      <Label x={376} y={78} anchor="start" small>
        the client
      </Label>
      <Arrow from={[372, 140]} to={[274, 130]} />
      <Label x={376} y={144} anchor="start" small>
        encrypts the
      </Label>
      <Label x={376} y={160} anchor="start" small>
        payload
      </Label>
      <Arrow from={[372, 232]} to={[274, 222]} />
      <Label x={376} y={236} anchor="start" small>
        sender routes
      </Label>
      <Label x={376} y={252} anchor="start" small>
        to this hop
      </Label>
      <Label x={240} y={286} small>
        32 bytes each, 96 in all
      </Label>
    </Diagram>
  );
}
