import {Arrow, Box, Diagram, Group, Label} from '../Diagram';

const APP = 70;
const CLIENT = 220;
const GATEWAY = 390;

/**
 * Mixnet mode, first hop: the handshake with the entry gateway, then a steady
 * stream in which a real packet takes the slot of a cover packet.
 */
export default function GatewayStreamDiagram() {
  const sends: {y: number; label: string}[] = [
    {y: 170, label: 'cover packet'},
    {y: 205, label: 'cover packet'},
    {y: 320, label: 'real packet, same size'},
    {y: 355, label: 'cover packet'},
    {y: 390, label: 'cover packet'},
  ];
  return (
    <Diagram
      title="From the client to its entry gateway"
      description="The Nym client and its entry gateway first agree on a shared key. Then the client sends packets to the gateway without pause: cover packets while the application is quiet; when the application hands over data, the client seals it as a Sphinx packet and sends it in the next slot instead of a cover packet, then carries on with cover packets."
      caption="The gateway sees the same steady stream whether or not the application is sending anything."
      width={480}
      height={470}
    >
      <Group x={10} y={6} width={290} height={84} label="your machine" />
      <Box x={20} y={30} width={100} height={48} label="Application" />
      <Box x={160} y={30} width={120} height={48} label="Nym client" />
      <Box x={320} y={30} width={140} height={48} label="Entry gateway" />
      <Arrow from={[APP, 90]} to={[APP, 420]} dashed />
      <Arrow from={[CLIENT, 90]} to={[CLIENT, 420]} dashed />
      <Arrow from={[GATEWAY, 90]} to={[GATEWAY, 420]} dashed />
      <Arrow from={[GATEWAY, 125]} to={[CLIENT, 125]} label="shared-key handshake" />
      <Arrow from={[CLIENT, 135]} to={[GATEWAY, 135]} />
      {sends.map(({y, label}) => (
        <Arrow key={y} from={[CLIENT, y]} to={[GATEWAY, y]} label={label} />
      ))}
      <Arrow from={[APP, 250]} to={[CLIENT, 250]} label="data to send" />
      <Label x={CLIENT - 8} y={290} anchor="end" small>
        sealed as Sphinx
      </Label>
      <Label x={GATEWAY + 8} y={416} anchor="start" small>
        time
      </Label>
      <Label x={240} y={452} small>
        one slot every 20 ms on average, real or cover
      </Label>
    </Diagram>
  );
}
