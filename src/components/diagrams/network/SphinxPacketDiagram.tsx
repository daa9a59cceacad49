import {Box, Diagram, Group} from '../Diagram';

/** The parts of a Sphinx packet: a header with one routing slot per hop, and a payload wrapped once per hop. */
export default function SphinxPacketDiagram() {
  const slots: [string, string][] = [
    ['Mix node 1', 'next hop and delay'],
    ['Mix node 2', 'next hop and delay'],
    ['Mix node 3', 'next hop and delay'],
    ["Recipient's gateway", 'final destination'],
    ['Filler', 'keeps the header length'],
  ];
  const payloadLayers = ['mix node 1', 'mix node 2', 'mix node 3', "the recipient's gateway"];
  return (
    <Diagram
      title="Layout of a Sphinx packet"
      description="A Sphinx packet has a header and a payload. The header holds the ephemeral public key, an integrity tag checked first, and encrypted routing information with one slot for each of mix nodes 1 to 3 and the recipient's gateway, followed by filler. The payload is the message for the recipient, 2048 bytes in a regular packet, wrapped in one Lioness layer for each hop."
      caption="Every packet has this shape and, within a size class, the same length at every hop: a node removes its routing slot and one payload layer, and filler keeps the length unchanged."
      width={440}
      height={640}
    >
      <Group x={10} y={10} width={420} height={400} label="Header" />
      <Box
        x={26}
        y={34}
        width={388}
        height={48}
        label="Ephemeral public key (α)"
        sublabel="changed (blinded) at each hop"
      />
      <Box
        x={26}
        y={90}
        width={388}
        height={48}
        label="Integrity tag (γ)"
        sublabel="an HMAC, checked before anything else"
      />
      <Group x={26} y={148} width={388} height={252} label="Routing information (β), one slot per hop" />
      {slots.map(([label, sublabel], index) => (
        <Box
          key={label}
          x={42}
          y={172 + index * 44}
          width={356}
          height={38}
          label={`${label}: ${sublabel}`}
          tone={index === slots.length - 1 ? 'muted' : 'plain'}
        />
      ))}
      {payloadLayers.map((hop, index) => (
        <Group
          key={hop}
          x={10 + index * 12}
          y={426 + index * 26}
          width={420 - index * 24}
          height={204 - index * 38}
          label={index === 0 ? `Payload: Lioness layer for ${hop}` : `layer for ${hop}`}
        />
      ))}
      <Box
        x={58}
        y={530}
        width={324}
        height={54}
        label="Message for the recipient"
        sublabel="2048 bytes in a regular packet"
        tone="accent"
      />
    </Diagram>
  );
}
