import {Arrow, Box, Diagram, Group} from '../Diagram';

/**
 * The layers a smolmix connection goes through, from the application's
 * protocol at the top down to the remote host on the internet.
 */
export default function SmolmixStackDiagram() {
  const x = 70;
  const width = 420;
  const height = 52;
  const rows = [
    {y: 44, label: 'Your protocol', sublabel: 'TLS, HTTP, WebSocket, DNS…', tone: 'accent' as const},
    {y: 124, label: 'smolmix TcpStream / UdpSocket', sublabel: 'from Tunnel::tcp_connect, udp_socket'},
    {y: 204, label: 'smoltcp via tokio-smoltcp', sublabel: 'TCP/IP in user space, raw IP packets'},
    {y: 284, label: 'Bridge task + MixnetClient', sublabel: 'IP packets as mixnet messages'},
    {y: 388, label: 'Nym mixnet', sublabel: 'entry gateway, 3 mix layers', tone: 'muted' as const},
    {y: 468, label: 'IPR on an exit gateway', sublabel: 'Sphinx removed, IP packet sent on', tone: 'muted' as const},
    {y: 572, label: 'Remote host', sublabel: 'sees the exit gateway’s IP', tone: 'muted' as const},
  ];
  return (
    <Diagram
      title="The smolmix stack"
      description="Inside your process: your protocol runs over a smolmix TcpStream or UdpSocket, which smoltcp turns into IP packets, which a bridge task hands to a MixnetClient. In the network: the packets cross the Nym mixnet to an IP Packet Router on an exit gateway, which forwards them to the remote host on the internet."
      caption="The top four layers run inside your tokio program. The IPR is where mixnet encryption ends and plain IP traffic begins."
      width={560}
      height={644}
    >
      <Group x={40} y={14} width={480} height={340} label="your process (tokio)" />
      <Group x={40} y={362} width={480} height={176} label="Nym network" />
      {rows.map((row) => (
        <Box
          key={row.label}
          x={x}
          y={row.y}
          width={width}
          height={height}
          label={row.label}
          sublabel={row.sublabel}
          tone={row.tone}
        />
      ))}
      {rows.slice(1).map((row, index) => (
        <Arrow key={row.label} from={[280, rows[index].y + height]} to={[280, row.y]} />
      ))}
    </Diagram>
  );
}
