import {Arrow, Box, Diagram, Group, Label} from '../Diagram';

/** Packets of the bursty timeline: only real ones, so idle and busy periods show. */
const BURSTY = [60, 196, 208, 220, 232, 244, 256, 268, 396];
/** Packets of the covered timeline, at Poisson-like gaps; the real ones fall where the burst was. */
const COVERED = [
  34, 49, 71, 80, 101, 117, 129, 152, 163, 186, 199, 214, 228, 240, 259, 271, 290, 306, 318, 341, 352, 373, 389, 404,
  421, 437,
];
const REAL = new Set([199, 214, 228, 240, 259]);
const TICK_WIDTH = 6;

/** Cover traffic: a bursty stream that shows activity, against a steady stream that hides it. */
export default function CoverTrafficTimelineDiagram() {
  return (
    <Diagram
      title="Traffic on the user's link, without and with cover traffic"
      description="Without cover traffic, packets appear only while the user is active: a single packet, a dense burst, then another single packet, with idle gaps in between that an observer can read. With cover traffic, packets leave at the same average rate all the time; the real packets of the burst take the place of cover packets, and the stream looks the same throughout."
      caption="Top: activity stands out. Bottom: the same activity hidden in a stream of constant rate."
      width={480}
      height={360}
    >
      <Group x={10} y={10} width={460} height={140} label="Without cover traffic" />
      {BURSTY.map((x) => (
        <Box key={x} x={x - TICK_WIDTH / 2} y={66} width={TICK_WIDTH} height={34} label="" tone="accent" />
      ))}
      <Label x={130} y={92} small>
        idle
      </Label>
      <Label x={232} y={56} small>
        activity, visible
      </Label>
      <Label x={330} y={92} small>
        idle
      </Label>
      <Arrow from={[25, 108]} to={[455, 108]} label="time" labelAt="below" />

      <Group x={10} y={170} width={460} height={140} label="With cover traffic" />
      {COVERED.map((x) => (
        <Box
          key={x}
          x={x - TICK_WIDTH / 2}
          y={226}
          width={TICK_WIDTH}
          height={34}
          label=""
          tone={REAL.has(x) ? 'accent' : 'plain'}
        />
      ))}
      <Label x={240} y={216} small>
        constant average rate, activity hidden
      </Label>
      <Arrow from={[25, 268]} to={[455, 268]} label="time" labelAt="below" />

      <Box x={40} y={326} width={TICK_WIDTH} height={22} label="" tone="accent" />
      <Label x={54} y={342} anchor="start" small>
        real packet
      </Label>
      <Box x={200} y={326} width={TICK_WIDTH} height={22} label="" />
      <Label x={214} y={342} anchor="start" small>
        cover packet (looks the same on the wire)
      </Label>
    </Diagram>
  );
}
