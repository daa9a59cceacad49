import {Arrow, Box, Diagram, Label} from '../Diagram';

const SERVICES = {
  nr: {
    title: 'The path of a request through the Network Requester',
    description:
      'A client sends a SOCKS request through the entry gateway and mix layers 1 to 3 to the Network Requester on an exit gateway. The Network Requester resolves the host name and opens a TCP connection to the destination; the response goes back to the client through the mixnet.',
    caption:
      'The Network Requester works per connection: it receives a host name and port, connects to it, and relays the bytes both ways.',
    exit: 'Network Requester',
    exitSub: 'on the exit gateway',
    out: ['SOCKS connect:', 'resolves the name,', 'opens TCP'],
    back: ['relayed', 'response, back', 'through the', 'mixnet'],
  },
  ipr: {
    title: 'The path of packets through the IP Packet Router',
    description:
      'A client sends raw IP packets through the entry gateway and mix layers 1 to 3 to the IP Packet Router on an exit gateway, which sends them from the gateway’s own address to the destination; reply packets come back to the client through the mixnet.',
    caption:
      'The IP Packet Router works per tunnel: the client gets an IPv4 and IPv6 address pair and exchanges whole IP packets, whatever their protocol.',
    exit: 'IP Packet Router',
    exitSub: 'on the exit gateway',
    out: ['raw IP packets,', "from the gateway's", 'own address'],
    back: ['reply packets', 'to the client', 'through the', 'mixnet'],
  },
} as const;

/** The route through one of the two services an exit gateway runs: `nr` or `ipr`. */
export default function ExitServiceDiagram({service}: {service: keyof typeof SERVICES}) {
  const s = SERVICES[service];
  const cx = 140;
  const w = 240;
  const x = cx - w / 2;
  const rows = [16, 88, 160, 232];
  const exitY = 304;
  const destY = 420;
  return (
    <Diagram title={s.title} description={s.description} caption={s.caption} width={480} height={480}>
      <Box x={x} y={rows[0]} width={440} height={44} label="Client" tone="accent" />
      <Arrow from={[cx, rows[0] + 44]} to={[cx, rows[1]]} />
      <Box x={x} y={rows[1]} width={w} height={44} label="Entry gateway" />
      <Arrow from={[cx, rows[1] + 44]} to={[cx, rows[2]]} />
      <Box x={x} y={rows[2]} width={w} height={44} label="Mix layers 1, 2, 3" />
      <Arrow from={[cx, rows[2] + 44]} to={[cx, rows[3]]} />
      <Box x={x} y={rows[3]} width={w} height={44} label="Exit gateway" />
      <Arrow from={[cx, rows[3] + 44]} to={[cx, exitY]} />
      <Box x={x} y={exitY} width={w} height={48} label={s.exit} sublabel={s.exitSub} tone="accent" />
      <Arrow from={[cx, exitY + 48]} to={[cx, destY]} />
      {s.out.map((line, i) => (
        <Label key={line} x={cx + 8} y={exitY + 66 + i * 16} anchor="start" small>
          {line}
        </Label>
      ))}
      <Box x={x} y={destY} width={440} height={44} label="Destination" sublabel="on the public internet" tone="muted" />
      <Arrow from={[410, destY]} to={[410, rows[0] + 44]} dashed />
      {s.back.map((line, i) => (
        <Label key={line} x={340} y={150 + i * 18} small>
          {line}
        </Label>
      ))}
    </Diagram>
  );
}
