import {Arrow, Box, Diagram, Group} from '../Diagram';

/**
 * The TcpProxy pair: local TCP in, the mixnet in the middle, local TCP out;
 * one mixnet client per connection on the client side.
 */
export default function TcpProxyDiagram() {
  return (
    <Diagram
      title="The TcpProxy pair"
      description="An application connects over TCP to NymProxyClient on localhost. For each connection the proxy client takes a mixnet client from its ClientPool and sends the bytes as numbered ProxiedMessages of one session through the mixnet to NymProxyServer, which runs one mixnet client with a persistent identity and opens a TCP connection to the upstream service for each session. Replies return the same way through reply SURBs."
      caption="Each TCP connection becomes a session: its own mixnet client on the client side, its own upstream connection on the server side."
      width={520}
      height={560}
    >
      <Group x={10} y={10} width={500} height={200} label="your machine" />
      <Box x={40} y={36} width={440} height={50} label="application" sublabel="connects to 127.0.0.1:8080" />
      <Arrow from={[260, 86]} to={[260, 130]} label="TCP" />
      <Box
        x={40}
        y={130}
        width={440}
        height={60}
        label="NymProxyClient"
        sublabel="one pooled mixnet client per connection"
        tone="accent"
      />
      <Arrow from={[260, 190]} to={[260, 240]} />
      <Box
        x={40}
        y={240}
        width={440}
        height={56}
        label="the mixnet"
        sublabel="ProxiedMessage: session_id, message_id"
        tone="muted"
      />
      <Arrow from={[260, 296]} to={[260, 346]} />
      <Group x={10} y={330} width={500} height={220} label="server machine" />
      <Box
        x={40}
        y={356}
        width={440}
        height={60}
        label="NymProxyServer"
        sublabel="one mixnet client, persistent address"
        tone="accent"
      />
      <Arrow from={[260, 416]} to={[260, 470]} label="TCP, one per session" />
      <Box x={40} y={470} width={440} height={50} label="upstream service" sublabel="for example 127.0.0.1:9000" />
    </Diagram>
  );
}
