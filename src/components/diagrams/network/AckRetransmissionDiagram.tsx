import {Arrow, Box, Diagram, Label} from '../Diagram';

const SENDER = 70;
const MIXNET = 240;
const GATEWAY = 405;
/** Middles of the spaces between the lifelines, where message labels go. */
const LEFT_GAP = (SENDER + MIXNET) / 2;
const RIGHT_GAP = (MIXNET + GATEWAY) / 2;

/** Acknowledgements: one packet acknowledged, one lost and sent again after its timeout. */
export default function AckRetransmissionDiagram() {
  return (
    <Diagram
      title="Acknowledgement and retransmission"
      description="The sender sends packet 1 with its SURB-ack through the mixnet to the gateway at the end of the route. That gateway delivers or stores the message and sends the ack back through the mixnet; the sender stops the timer of packet 1. Packet 2 is lost inside the mixnet. No ack arrives before its timeout, which is the expected forward and return delays times 1.5 plus 1,500 ms, so the sender sends packet 2 again on a new route, and this time the ack comes back."
      caption="One timer per packet: an ack stops it, a timeout triggers a fresh copy on a new route."
      width={480}
      height={500}
    >
      <Box x={10} y={10} width={120} height={50} label="Sender" sublabel="Nym client" tone="accent" />
      <Box x={170} y={10} width={140} height={50} label="Mixnet" sublabel="3 mix layers" />
      <Box x={340} y={10} width={130} height={50} label="Last gateway" sublabel="end of the route" />
      <Arrow from={[SENDER, 60]} to={[SENDER, 490]} dashed />
      <Arrow from={[MIXNET, 60]} to={[MIXNET, 490]} dashed />
      <Arrow from={[GATEWAY, 60]} to={[GATEWAY, 490]} dashed />

      <Arrow from={[SENDER, 100]} to={[GATEWAY, 100]} />
      <Label x={LEFT_GAP} y={93} small>
        packet 1 + SURB-ack
      </Label>
      <Label x={SENDER + 8} y={122} anchor="start" small>
        timer 1 starts
      </Label>
      <Label x={GATEWAY - 8} y={128} anchor="end" small>
        delivers or stores
      </Label>
      <Arrow from={[GATEWAY, 165]} to={[SENDER, 165]} dashed />
      <Label x={RIGHT_GAP} y={158} small>
        ack 1, mixed again
      </Label>
      <Label x={SENDER + 8} y={187} anchor="start" small>
        timer 1 stops: delivered
      </Label>

      <Arrow from={[SENDER, 230]} to={[MIXNET + 20, 230]} />
      <Label x={LEFT_GAP} y={223} small>
        packet 2
      </Label>
      <Label x={MIXNET + 30} y={235} anchor="start" strong>
        lost
      </Label>
      <Label x={SENDER + 8} y={252} anchor="start" small>
        timer 2 starts
      </Label>
      <Box
        x={20}
        y={270}
        width={300}
        height={50}
        label="no ack before the timeout"
        sublabel="(delays × 1.5) + 1,500 ms"
        tone="muted"
      />
      <Arrow from={[SENDER, 370]} to={[GATEWAY, 370]} />
      <Label x={LEFT_GAP} y={363} small>
        packet 2, new route
      </Label>
      <Arrow from={[GATEWAY, 425]} to={[SENDER, 425]} dashed />
      <Label x={RIGHT_GAP} y={418} small>
        ack 2
      </Label>
      <Label x={SENDER + 8} y={447} anchor="start" small>
        timer 2 stops: delivered
      </Label>
    </Diagram>
  );
}
