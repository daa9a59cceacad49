import {Arrow, Box, Diagram, Label} from '../Diagram';

/**
 * The ClientPool's life cycle: the start() loop tops the pool up to its
 * reserve; callers take clients out for good; an empty pool sends the caller
 * to connect_new().
 */
export default function ClientPoolDiagram() {
  return (
    <Diagram
      title="How a ClientPool keeps clients warm"
      description="The loop run by start checks the pool every 100 milliseconds and connects one more ephemeral client whenever the pool holds fewer than its reserve. Your code takes a client with get_mixnet_client, uses it and disconnects it; the client never returns to the pool. When the pool is empty, get_mixnet_client gives None and the caller can connect a client itself with MixnetClient::connect_new."
      caption="Clients flow one way: from the start() loop into the pool, out to your code, and to disconnect()."
      width={520}
      height={600}
    >
      <Box
        x={90}
        y={20}
        width={340}
        height={60}
        label="start() loop"
        sublabel="checks the count every 100 ms"
        tone="accent"
      />
      <Arrow from={[260, 80]} to={[260, 140]} label="count < reserve: connect one" />
      <Box x={90} y={140} width={340} height={60} label="pool" sublabel="connected clients, up to the reserve" />
      <Arrow from={[200, 200]} to={[130, 280]} label="Some(client)" labelAt="below" />
      <Arrow from={[320, 200]} to={[390, 280]} label="None" labelAt="below" />
      <Label x={260} y={222} small>
        get_mixnet_client()
      </Label>
      <Box x={20} y={280} width={230} height={60} label="your task" sublabel="owns the MixnetClient" />
      <Box
        x={270}
        y={280}
        width={230}
        height={60}
        label="pool was empty"
        sublabel="MixnetClient::connect_new()"
        tone="muted"
      />
      <Arrow from={[385, 340]} to={[200, 410]} label="slower start" labelAt="below" />
      <Arrow from={[135, 340]} to={[135, 410]} />
      <Box
        x={20}
        y={410}
        width={480}
        height={60}
        label="send messages or open streams"
        sublabel="like any other client"
      />
      <Arrow from={[260, 470]} to={[260, 520]} />
      <Box
        x={90}
        y={520}
        width={340}
        height={60}
        label="disconnect()"
        sublabel="the client is not handed back"
        tone="muted"
      />
    </Diagram>
  );
}
