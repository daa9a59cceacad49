import {Arrow, Box, Diagram, Group} from '../Diagram';

/**
 * Two Rust programs talking through the mixnet with nym-sdk: each embeds a
 * MixnetClient that holds a connection to its gateway; between the gateways
 * the packets cross the three mix layers.
 */
export default function RustSdkOverviewDiagram() {
  return (
    <Diagram
      title="Two Rust programs connected through the mixnet by nym-sdk"
      description="On the left, program A embeds a MixnetClient, which keeps a WebSocket connection to its entry gateway. Packets go from the entry gateway through mix layers 1, 2 and 3 to the gateway of program B, whose own MixnetClient receives and reassembles them and hands them to program B."
      caption="Each side runs its own MixnetClient. Packets are Sphinx-wrapped by the sender's client and unwrapped hop by hop; no single node sees both ends."
      width={560}
      height={420}
    >
      <Group x={20} y={14} width={230} height={282} label="sender" />
      <Group x={310} y={14} width={230} height={282} label="receiver" />
      <Box x={40} y={36} width={190} height={56} label="Rust program A" sublabel="your code" tone="accent" />
      <Box x={40} y={128} width={190} height={56} label="MixnetClient" sublabel="Sphinx, cover traffic" />
      <Box x={40} y={220} width={190} height={56} label="Entry gateway" sublabel="WebSocket link" tone="muted" />
      <Box x={330} y={36} width={190} height={56} label="Rust program B" sublabel="your code" tone="accent" />
      <Box x={330} y={128} width={190} height={56} label="MixnetClient" sublabel="reassembles messages" />
      <Box x={330} y={220} width={190} height={56} label="Exit gateway" sublabel="B's gateway" tone="muted" />
      <Box x={20} y={340} width={150} height={56} label="Mix layer 1" tone="muted" />
      <Box x={205} y={340} width={150} height={56} label="Mix layer 2" tone="muted" />
      <Box x={390} y={340} width={150} height={56} label="Mix layer 3" tone="muted" />
      <Arrow from={[135, 92]} to={[135, 128]} />
      <Arrow from={[135, 184]} to={[135, 220]} />
      <Arrow from={[110, 276]} to={[95, 340]} />
      <Arrow from={[170, 368]} to={[205, 368]} />
      <Arrow from={[355, 368]} to={[390, 368]} />
      <Arrow from={[465, 340]} to={[440, 276]} />
      <Arrow from={[425, 220]} to={[425, 184]} />
      <Arrow from={[425, 128]} to={[425, 92]} />
    </Diagram>
  );
}
