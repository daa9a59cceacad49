import {Arrow, Box, Diagram, Label} from '../Diagram';

/** dVPN mode: the device, the two gateways and the destination, and what each gateway learns. */
export default function TwoHopPathDiagram() {
  const x = 90;
  const width = 300;
  const middle = x + width / 2;
  return (
    <Diagram
      title="The two-hop path of dVPN mode"
      description="Your device encrypts each packet twice and sends it to the entry gateway, which knows your IP address but not the destination. The entry gateway forwards the still sealed inner packet to the exit gateway, which knows the destination but not your IP address, and which sends the plain request to the website or service. Answers return the same way."
      caption="dVPN mode: two gateways run by different operators, each seeing only half of the picture."
      width={480}
      height={460}
    >
      <Box
        x={x}
        y={20}
        width={width}
        height={60}
        label="Your device"
        sublabel="encrypts for the exit, then the entry"
        tone="accent"
      />
      <Arrow from={[middle, 80]} to={[middle, 130]} />
      <Label x={middle + 12} y={110} anchor="start" small>
        outer and inner layer
      </Label>
      <Box
        x={x}
        y={130}
        width={width}
        height={60}
        label="Entry gateway"
        sublabel="knows your IP, not the destination"
      />
      <Arrow from={[middle, 190]} to={[middle, 240]} />
      <Label x={middle + 12} y={220} anchor="start" small>
        inner layer, still sealed
      </Label>
      <Box x={x} y={240} width={width} height={60} label="Exit gateway" sublabel="knows the destination, not your IP" />
      <Arrow from={[middle, 300]} to={[middle, 350]} />
      <Label x={middle + 12} y={330} anchor="start" small>
        plain request
      </Label>
      <Box
        x={x}
        y={350}
        width={width}
        height={60}
        label="Website or service"
        sublabel="sees the exit gateway's address"
        tone="muted"
      />
      <Arrow from={[60, 380]} to={[60, 50]} dashed />
      <Label x={240} y={440} small>
        Answers come back along the same path, layer by layer.
      </Label>
    </Diagram>
  );
}
