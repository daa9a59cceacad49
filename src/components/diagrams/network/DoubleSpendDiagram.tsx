import {Arrow, Box, Diagram, Group, Label} from '../Diagram';

/** The two tiers of double-spend protection: the gateway's local check, then the signers' global one. */
export default function DoubleSpendDiagram() {
  return (
    <Diagram
      title="Two tiers of double-spend protection"
      description="A client presents a ticket with serial number s to its entry gateway. If the gateway has seen s before it rejects the ticket; otherwise it records s and serves the client. The gateway then sends the ticket to the signers, who compare s with the tickets received from every gateway. If s is new the ticket is verified; if it was spent elsewhere, the two spends reveal the client's public key, which is meant to be blacklisted so it gets no new ticketbooks."
      caption="Tier 1 catches a repeat at the same gateway at once; tier 2 catches a repeat across gateways afterwards and identifies the spender."
      width={440}
      height={640}
    >
      <Box
        x={60}
        y={10}
        width={320}
        height={54}
        label="Client presents a ticket"
        sublabel="serial number s, in plaintext"
        tone="accent"
      />
      <Arrow from={[220, 64]} to={[220, 104]} />
      <Group x={10} y={104} width={420} height={196} label="Tier 1: the entry gateway, at once" />
      <Box
        x={60}
        y={130}
        width={320}
        height={54}
        label="Has this gateway seen s?"
        sublabel="its own database of received tickets"
      />
      <Arrow from={[160, 184]} to={[110, 224]} />
      <Arrow from={[280, 184]} to={[330, 224]} />
      <Box x={22} y={224} width={184} height={60} label="Yes: reject" sublabel="request refused" tone="muted" />
      <Box x={234} y={224} width={184} height={60} label="No: record s" sublabel="serve the client" />
      <Arrow from={[326, 284]} to={[326, 340]} />
      <Label x={314} y={318} anchor="end" small>
        ticket goes to the signers
      </Label>
      <Group x={10} y={340} width={420} height={284} label="Tier 2: the signers (NymAPI Quorum), afterwards" />
      <Box
        x={60}
        y={366}
        width={320}
        height={54}
        label="Was s spent at any gateway?"
        sublabel="all tickets the signers have seen"
      />
      <Arrow from={[160, 420]} to={[110, 460]} />
      <Arrow from={[280, 420]} to={[330, 460]} />
      <Box x={22} y={460} width={184} height={60} label="No: verified" sublabel="counts for rewards" />
      <Box x={234} y={460} width={184} height={60} label="Yes: identify" sublabel="two spends reveal the key" />
      <Arrow from={[326, 520]} to={[326, 556]} />
      <Box
        x={60}
        y={556}
        width={358}
        height={54}
        label="Blacklist the key, refuse new books"
        sublabel="logged, not automatic at this release"
        tone="muted"
      />
    </Diagram>
  );
}
