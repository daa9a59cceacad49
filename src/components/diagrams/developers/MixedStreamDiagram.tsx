import {Arrow, Box, Diagram, Group, Label} from '../Diagram';

/** The client's main stream: each slot sends the next queued real packet, or a cover packet when the queue is empty. */
export default function MixedStreamDiagram() {
  const app = 87;
  const client = 235;
  const gateway = 400;
  return (
    <Diagram
      title="The main stream: real packets and cover"
      description="At each random slot the Nym client checks its queue. While the queue is empty it sends a cover packet to the entry gateway. When the application calls send, the bytes are added to the queue; the client encrypts them and cuts them into Sphinx packets, then sends one real packet per slot until the queue is empty, after which it goes back to cover packets."
      caption="Stream 2: one packet per slot, real when the queue holds something, cover otherwise, so the rate never changes."
      width={480}
      height={520}
    >
      <Group x={10} y={10} width={302} height={78} label="Your machine" />
      <Box x={22} y={36} width={130} height={44} label="App logic" tone="muted" />
      <Box x={170} y={36} width={130} height={44} label="Nym client" tone="accent" />
      <Box x={330} y={36} width={140} height={44} label="Entry gateway" />

      <Label x={client} y={120} small>
        slot: queue empty
      </Label>
      <Arrow from={[client, 145]} to={[gateway, 145]} label="cover packet" />

      <Arrow from={[app, 190]} to={[client, 190]} label="send(bytes)" dashed />
      <Label x={client} y={215} small>
        bytes added to the queue
      </Label>
      <Label x={client} y={240} small>
        encrypt, cut into Sphinx packets
      </Label>

      <Label x={client} y={275} small>
        slot: queue holds packets
      </Label>
      <Arrow from={[client, 300]} to={[gateway, 300]} label="real packet" />
      <Label x={client} y={335} small>
        slot: queue holds packets
      </Label>
      <Arrow from={[client, 360]} to={[gateway, 360]} label="real packet" />

      <Label x={client} y={400} small>
        slot: queue empty again
      </Label>
      <Arrow from={[client, 425]} to={[gateway, 425]} label="cover packet" />
      <Label x={240} y={480} small>
        Slots come at random, Poisson-timed intervals.
      </Label>
      <Label x={240} y={502} small>
        From outside, every packet looks the same.
      </Label>
    </Diagram>
  );
}
