import {Arrow, Chain, Diagram, Label} from '../Diagram';

/** dVPN mode: the device, the two gateways and the destination, and what each gateway learns. */
export default function TwoHopPathDiagram() {
  const x = 90;
  const width = 300;
  return (
    <Diagram
      title="The two-hop path of dVPN mode"
      description="Your device encrypts each packet twice and sends it to the entry gateway, which knows your IP address but not the destination. The entry gateway forwards the still sealed inner packet to the exit gateway, which knows the destination but not your IP address, and which sends the plain request to the website or service. Answers return the same way."
      caption="dVPN mode: two gateways run by different operators, each seeing only half of the picture."
      width={480}
      height={460}
    >
      <Chain
        x={x}
        width={width}
        height={60}
        top={20}
        step={110}
        stops={[
          {
            label: 'Your device',
            sublabel: 'encrypts for the exit, then the entry',
            tone: 'accent',
            outLabel: 'outer and inner layer',
          },
          {
            label: 'Entry gateway',
            sublabel: 'knows your IP, not the destination',
            outLabel: 'inner layer, still sealed',
          },
          {label: 'Exit gateway', sublabel: 'knows the destination, not your IP', outLabel: 'plain request'},
          {label: 'Website or service', sublabel: "sees the exit gateway's address", tone: 'muted'},
        ]}
      />
      <Arrow from={[60, 380]} to={[60, 50]} dashed />
      <Label x={240} y={440} small>
        Answers come back along the same path, layer by layer.
      </Label>
    </Diagram>
  );
}
