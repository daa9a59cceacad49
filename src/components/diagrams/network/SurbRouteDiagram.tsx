import {Chain, Diagram, type ChainStop} from '../Diagram';

/** The path of a reply sent through a SURB, from Bob back to Alice. */
export default function SurbRouteDiagram() {
  const stops: ChainStop[] = [
    {label: "Alice's client", sublabel: 'builds SURBs, keeps their keys', tone: 'accent', dashedOut: true},
    {label: "Bob's client", sublabel: 'reply + SURB = one Sphinx packet'},
    {label: "Bob's entry gateway", sublabel: 'forwards to the first hop in the SURB', tone: 'muted'},
    {label: 'Mix node, layer 1', sublabel: 'first hop of the SURB route'},
    {label: 'Mix node, layer 2', sublabel: 'sees only the next hop'},
    {label: 'Mix node, layer 3', sublabel: 'sees only the next hop'},
    {label: "Alice's gateway", sublabel: 'last hop, delivers to Alice'},
    {label: "Alice's client", sublabel: 'finds the key by its digest, decrypts', tone: 'accent'},
  ];
  const top = 12;
  const step = 72;
  const height = 52;
  return (
    <Diagram
      title="The route of a reply sent through a SURB"
      description="Alice's client builds SURBs and sends them to Bob with her message. Bob's client puts its reply into a SURB, which makes a Sphinx packet, and hands it to Bob's entry gateway. The gateway forwards it to the first hop of the SURB route, a layer 1 mix node; it then crosses mix nodes in layers 2 and 3 and reaches Alice's gateway, the last hop, which delivers it to Alice's client. Alice's client finds the reply key by its digest and decrypts the reply."
      caption="Bob learns only the first mix node of the route; the rest, including Alice's gateway, is sealed inside the SURB."
      width={440}
      height={top + stops.length * step}
    >
      <Chain x={40} width={360} height={height} top={top} step={step} stops={stops} />
    </Diagram>
  );
}
