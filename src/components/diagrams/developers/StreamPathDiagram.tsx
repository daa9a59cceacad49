import {Arrow, Box, Diagram, Group} from '../Diagram';

/**
 * One stream end to end: the opener's frames cross the mixnet to the
 * listener's client, where the router dispatches them; the accepted stream
 * answers through the opener's reply SURBs.
 */
export default function StreamPathDiagram() {
  return (
    <Diagram
      title="The path of one stream between two clients"
      description="On the opening client, open_stream sends an Open frame and then Data frames into the mixnet. On the listening client, the router task decodes each frame: the Open frame goes to MixnetListener.accept, which returns an inbound MixnetStream that keeps the opener's sender tag; Data frames go through the stream table and the stream's reorder buffer to read. Replies written on the inbound stream travel back through reply SURBs."
      caption="Opening, accepting and replying: the listening side only ever holds a sender tag, never the opener's address."
      width={520}
      height={700}
    >
      <Group x={10} y={10} width={500} height={150} label="opening client" />
      <Box x={40} y={38} width={440} height={50} label="open_stream(recipient, surbs)" tone="accent" />
      <Arrow from={[260, 88]} to={[260, 110]} />
      <Box x={40} y={110} width={440} height={40} label="Open (seq 0), then Data: seq 0, 1, 2 …" />
      <Arrow from={[260, 150]} to={[260, 200]} />
      <Box
        x={40}
        y={200}
        width={440}
        height={50}
        label="the mixnet"
        sublabel="delivers every frame, in any order"
        tone="muted"
      />
      <Arrow from={[260, 250]} to={[260, 316]} />
      <Group x={10} y={290} width={500} height={320} label="listening client" />
      <Box x={40} y={316} width={440} height={50} label="router task" sublabel="LpFrameKind 3? then Open or Data" />
      <Arrow from={[140, 366]} to={[140, 416]} label="Open" />
      <Arrow from={[380, 366]} to={[380, 416]} label="Data" />
      <Box x={30} y={416} width={220} height={64} label="listener.accept()" sublabel="stream keeps sender_tag" />
      <Box x={270} y={416} width={220} height={64} label="stream table" sublabel="reorder buffer per stream" />
      <Arrow from={[140, 480]} to={[220, 540]} />
      <Arrow from={[380, 480]} to={[300, 540]} label="in order" />
      <Box
        x={90}
        y={540}
        width={340}
        height={56}
        label="inbound MixnetStream"
        sublabel="read() and write()"
        tone="accent"
      />
      <Arrow from={[260, 596]} to={[260, 640]} label="write()" />
      <Box
        x={40}
        y={640}
        width={440}
        height={50}
        label="reply SURBs carry it back"
        sublabel="to the opener's read()"
        tone="muted"
      />
    </Diagram>
  );
}
