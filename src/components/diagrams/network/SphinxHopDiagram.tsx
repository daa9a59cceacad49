import {Chain, Diagram, Label, type ChainStop} from '../Diagram';

/** The path of a Sphinx packet, and what each node on it learns. */
export default function SphinxHopDiagram() {
  const stops: ChainStop[] = [
    {label: "Sender's client", sublabel: 'wraps one layer per hop, inside out', tone: 'accent'},
    {label: "Sender's entry gateway", sublabel: 'forwards the packet, opens no layer', tone: 'muted'},
    {label: 'Mix node, layer 1', sublabel: 'peels its layer, learns mix node 2'},
    {label: 'Mix node, layer 2', sublabel: 'peels its layer, learns mix node 3'},
    {label: 'Mix node, layer 3', sublabel: 'peels its layer, learns the gateway'},
    {label: "Recipient's gateway", sublabel: 'peels the last layer, finds the client'},
    {label: "Recipient's client", sublabel: 'decrypts the message', tone: 'accent'},
  ];
  const top = 12;
  const step = 76;
  const height = 52;
  return (
    <Diagram
      title="A Sphinx packet crossing the mixnet"
      description="The sender's client builds a packet with a layer for each hop and gives it to its entry gateway, which forwards it without opening a layer. Mix nodes in layers 1, 2 and 3 each remove one layer and learn only the next hop. The recipient's gateway removes the last layer and hands the payload to the recipient's client, which decrypts the message."
      caption="At every mix node: key exchange with the packet's ephemeral key, keys from HKDF, HMAC check, decrypt the routing slot and one payload layer, blind the ephemeral key, wait, forward. The final gateway does the same up to the payload, then delivers without waiting."
      width={440}
      height={top + stops.length * step + 40}
    >
      <Chain x={40} width={360} height={height} top={top} step={step} stops={stops} />
      <Label x={220} y={top + stops.length * step + 16} small>
        Same packet size on every link
      </Label>
    </Diagram>
  );
}
