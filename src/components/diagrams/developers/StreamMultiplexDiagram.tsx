import {Arrow, Box, Diagram, Group, Label} from '../Diagram';

/**
 * Inside one MixnetClient in stream mode: several streams write into the
 * client's one input channel; what comes back from the mixnet passes the
 * router task, which hands Open frames to the listener and Data frames to
 * the stream whose id they carry.
 */
export default function StreamMultiplexDiagram() {
  return (
    <Diagram
      title="Streams multiplexed over one mixnet client"
      description="Two MixnetStreams of one client write into the client's single input channel, which sends Sphinx packets into the mixnet. Messages coming back are read by one router task: it decodes the stream header, passes Open frames to MixnetListener.accept and Data frames to the stream table, which forwards each payload to the stream with the matching id."
      caption="One client, many streams: outbound writes share the client's input channel; inbound frames are sorted by the router task."
      width={520}
      height={640}
    >
      <Group x={10} y={10} width={500} height={212} label="MixnetClient (stream mode): sending" />
      <Group x={10} y={326} width={500} height={304} label="the same MixnetClient: receiving" />
      <Box x={40} y={40} width={200} height={56} label="MixnetStream" sublabel="to peer A" tone="accent" />
      <Box x={280} y={40} width={200} height={56} label="MixnetStream" sublabel="to peer B" tone="accent" />
      <Arrow from={[140, 96]} to={[220, 150]} label="write" />
      <Arrow from={[380, 96]} to={[300, 150]} label="write" />
      <Box
        x={110}
        y={150}
        width={300}
        height={56}
        label="client input channel"
        sublabel="frames become Sphinx packets"
      />
      <Arrow from={[260, 206]} to={[260, 250]} />
      <Box x={110} y={250} width={300} height={50} label="gateway and mixnet" tone="muted" />
      <Arrow from={[260, 300]} to={[260, 356]} label="messages back" />
      <Box x={110} y={356} width={300} height={56} label="router task" sublabel="reads the 16-byte header" />
      <Arrow from={[180, 412]} to={[130, 470]} label="Open" />
      <Arrow from={[340, 412]} to={[390, 470]} label="Data" />
      <Box x={30} y={470} width={210} height={56} label="listener.accept()" sublabel="new inbound stream" />
      <Box x={280} y={470} width={210} height={56} label="stream table" sublabel="look up StreamId" />
      <Arrow from={[385, 526]} to={[385, 576]} />
      <Label x={385} y={600} small>
        payload to that stream&apos;s read()
      </Label>
    </Diagram>
  );
}
