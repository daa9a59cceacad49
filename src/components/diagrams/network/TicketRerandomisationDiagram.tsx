import {Arrow, Box, Diagram, Label} from '../Diagram';

/** One ticketbook, many unlinkable tickets; one ticket shown twice keeps its serial number. */
export default function TicketRerandomisationDiagram() {
  const tickets = ['Ticket 0', 'Ticket 1', 'Ticket 2'];
  const gateways = ['Gateway A', 'Gateway B', 'Gateway C'];
  return (
    <Diagram
      title="Tickets from one ticketbook"
      description="A ticketbook of 50 tickets stays on the client's device. Tickets 0, 1 and 2 are each re-randomised and spent at gateways A, B and C; each has its own serial number, and the gateways cannot tell that the three come from one book. Below, ticket 3 is shown twice: the two payments differ in every byte except the serial number, so the second one is caught as a double spend."
      caption="Different tickets cannot be linked; two showings of the same ticket share a serial number and only one can be spent."
      width={440}
      height={520}
    >
      <Box
        x={60}
        y={10}
        width={320}
        height={54}
        label="Ticketbook on the device"
        sublabel="50 tickets, one secret"
        tone="accent"
      />
      {tickets.map((ticket, index) => {
        const x = 14 + index * 142;
        return (
          <g key={ticket}>
            <Arrow from={[220, 64]} to={[x + 64, 110]} />
            <Box x={x} y={110} width={128} height={54} label={ticket} sublabel={`serial s${index}`} />
            <Arrow from={[x + 64, 164]} to={[x + 64, 214]} />
            <Box x={x} y={214} width={128} height={48} label={gateways[index]} tone="muted" />
          </g>
        );
      })}
      <Label x={220} y={290} small>
        Each is re-randomised: no gateway can link them.
      </Label>
      <Box x={120} y={318} width={200} height={54} label="Ticket 3" sublabel="serial s3" />
      <Arrow from={[180, 372]} to={[100, 420]} />
      <Arrow from={[260, 372]} to={[340, 420]} />
      <Box x={14} y={420} width={180} height={54} label="Payment A" sublabel="fresh bytes, serial s3" />
      <Box x={246} y={420} width={180} height={54} label="Payment B" sublabel="fresh bytes, serial s3" />
      <Label x={220} y={500} small>
        Same serial number: the second payment is a double spend.
      </Label>
    </Diagram>
  );
}
