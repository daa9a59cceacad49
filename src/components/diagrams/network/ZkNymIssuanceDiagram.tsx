import {TICKETBOOK_EXPIRATION_DAYS} from '@site/src/rules/constants';
import {Arrow, Box, Diagram, Group, Label} from '../Diagram';

/** Issuance of a ticketbook: payment, deposit, blind partial signatures from the signers, aggregation. */
export default function ZkNymIssuanceDiagram() {
  const signers = ['Signer 1', 'Signer 2', 'Signer 3', 'Signer n'];
  return (
    <Diagram
      title="How a ticketbook is issued"
      description={`The Requester, known only by a Bech32 address and an ed25519 key, pays. The OrderAPI swaps the payment into NYM and deposits it in the ecash contract on Nyx. The Requester sends a signed blind-sign request naming the deposit to every signer of the NymAPI Quorum. Each signer checks the deposit and returns a partial signed credential. Once the Requester holds partial credentials from at least the threshold t of the n signers, it unblinds and aggregates them into a ticketbook of 50 tickets, valid for ${TICKETBOOK_EXPIRATION_DAYS} days.`}
      caption="Issuance: no signer sees what it signs, and any t of the n signers are enough."
      width={440}
      height={612}
    >
      <Box
        x={60}
        y={10}
        width={320}
        height={54}
        label="Requester"
        sublabel="Bech32 address, ed25519 keypair"
        tone="accent"
      />
      <Arrow from={[220, 64]} to={[220, 104]} />
      <Label x={232} y={90} anchor="start" small>
        1. pays
      </Label>
      <Box x={60} y={104} width={320} height={54} label="OrderAPI" sublabel="swaps the payment into NYM" />
      <Arrow from={[220, 158]} to={[220, 198]} />
      <Label x={232} y={184} anchor="start" small>
        2. deposits NYM
      </Label>
      <Box
        x={60}
        y={198}
        width={320}
        height={54}
        label="Ecash contract on Nyx"
        sublabel="records the deposit and its key"
      />
      <Arrow from={[220, 252]} to={[220, 292]} dashed />
      <Label x={232} y={278} anchor="start" small>
        3. signers check the deposit
      </Label>
      <Group x={10} y={292} width={420} height={112} label="NymAPI Quorum (the signers)" />
      {signers.map((signer, index) => (
        <Box
          key={signer}
          x={22 + index * 102}
          y={318}
          width={94}
          height={54}
          label={signer}
          sublabel="one PSC"
          tone={index === signers.length - 1 ? 'muted' : 'plain'}
        />
      ))}
      <Label x={220} y={394} small>
        any t of the n answer; t is two thirds of n, rounded up
      </Label>
      <Arrow from={[220, 404]} to={[220, 450]} />
      <Label x={232} y={434} anchor="start" small>
        4. partial signed credentials
      </Label>
      <Box
        x={60}
        y={450}
        width={320}
        height={54}
        label="Requester's device"
        sublabel="unblinds and aggregates t or more PSCs"
      />
      <Arrow from={[220, 504]} to={[220, 544]} />
      <Box
        x={60}
        y={544}
        width={320}
        height={54}
        label="Ticketbook"
        sublabel={`50 tickets, valid for ${TICKETBOOK_EXPIRATION_DAYS} days`}
        tone="accent"
      />
    </Diagram>
  );
}
