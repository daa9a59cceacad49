import {Box, Diagram, Group, Label} from '../Diagram';

/** dVPN mode: the inner WireGuard tunnel (to the exit) inside the outer one (to the entry), inside UDP/IP. */
export default function NestedTunnelsDiagram() {
  return (
    <Diagram
      title="The nested tunnels of dVPN mode"
      description="The application data sits inside the inner WireGuard tunnel from the client to the exit gateway, which sits inside the outer WireGuard tunnel from the client to the entry gateway, which travels as an ordinary UDP/IP datagram. The entry gateway opens only the outer tunnel; the exit gateway opens the inner one."
      caption="Layers of a dVPN packet, outermost first: only the exit gateway can reach the application data."
      width={480}
      height={330}
    >
      <Group x={10} y={10} width={460} height={305} label="UDP/IP datagram: what the network sees" />
      <Group x={30} y={48} width={420} height={252} label="Outer WireGuard tunnel: client to entry gateway" />
      <Label x={40} y={84} anchor="start" small>
        opened by the entry gateway
      </Label>
      <Group x={50} y={100} width={380} height={185} label="Inner WireGuard tunnel: client to exit gateway" />
      <Label x={60} y={136} anchor="start" small>
        opened by the exit gateway
      </Label>
      <Box
        x={75}
        y={160}
        width={330}
        height={90}
        label="Application data"
        sublabel="your IP packet, such as a web request"
        tone="accent"
      />
    </Diagram>
  );
}
