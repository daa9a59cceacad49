import {Arrow, Box, Diagram, Group, Label} from '../Diagram';

/** Spending a ticket at a gateway, then verification by the signers and rewards. */
export default function ZkNymSpendingDiagram() {
  return (
    <Diagram
      title="How a ticket is spent and verified"
      description="On the Requester's device a ticket is derived from the ticketbook and re-randomised, offline. The client shows it to its entry gateway, which checks it locally against the signers' aggregated verification key and grants the ticket's bandwidth at once. Afterwards the gateway sends each ticket to every signer of the NymAPI Quorum, which looks for its serial number among all tickets seen, verifies it and records it against the gateway. Verified tickets are the basis of the operators' rewards, paid through the Quorum's multisig."
      caption="Spending: the gateway decides alone and at once; the signers check every ticket afterwards."
      width={440}
      height={560}
    >
      <Box
        x={60}
        y={10}
        width={320}
        height={54}
        label="Ticketbook on the device"
        sublabel="derive one ticket, re-randomise it"
        tone="accent"
      />
      <Arrow from={[220, 64]} to={[220, 110]} />
      <Label x={232} y={92} anchor="start" small>
        1. show one ticket
      </Label>
      <Box
        x={60}
        y={110}
        width={320}
        height={54}
        label="Entry gateway"
        sublabel="checks locally, grants bandwidth now"
      />
      <Arrow from={[220, 164]} to={[220, 214]} />
      <Label x={232} y={194} anchor="start" small>
        2. then sent to the signers
      </Label>
      <Group x={10} y={214} width={420} height={180} label="NymAPI Quorum (the signers)" />
      <Box
        x={30}
        y={240}
        width={380}
        height={54}
        label="Look up its serial number"
        sublabel="among tickets from every gateway"
      />
      <Box
        x={30}
        y={320}
        width={380}
        height={54}
        label="Verify the ticket"
        sublabel="against the master verification key"
      />
      <Arrow from={[220, 294]} to={[220, 320]} />
      <Arrow from={[220, 394]} to={[220, 440]} dashed />
      <Label x={232} y={422} anchor="start" small>
        3. basis for rewards
      </Label>
      <Box
        x={60}
        y={440}
        width={320}
        height={54}
        label="Operator rewards"
        sublabel="paid out through the Quorum's multisig"
        tone="muted"
      />
      <Label x={220} y={528} small>
        Ticket types: mixnet entry 200 MB, WireGuard 500 MB
      </Label>
    </Diagram>
  );
}
