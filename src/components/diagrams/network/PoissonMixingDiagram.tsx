import {Arrow, Box, Diagram, Group, Label} from '../Diagram';

/** Five packets, when they arrive and how long each waits (ms): they leave as C, A, E, B, D. */
const PACKETS = [
  {name: 'A', arrives: 0, waits: 14},
  {name: 'B', arrives: 4, waits: 26},
  {name: 'C', arrives: 8, waits: 3},
  {name: 'D', arrives: 12, waits: 30},
  {name: 'E', arrives: 16, waits: 6},
];
const COLUMN = (index: number) => 30 + index * 88;
const BOX_WIDTH = 70;

/** Packet mixing: five packets enter in one order, wait exponential delays and leave in another. */
export default function PoissonMixingDiagram() {
  const leaving = [...PACKETS].sort((a, b) => a.arrives + a.waits - (b.arrives + b.waits));
  const order = leaving.map((packet) => packet.name).join(' ');
  return (
    <Diagram
      title="Random delays reorder packets in a mix node"
      description={`Packets A, B, C, D and E arrive at a mix node 4 ms apart. Each waits its own random, exponentially distributed time, so they leave in the order ${order}. An observer who sees both sides cannot pair arrivals with departures by their timing.`}
      caption={`Arrival order A B C D E, departure order ${order}: the waits, not the arrival times, decide who leaves first.`}
      width={480}
      height={470}
    >
      <Label x={240} y={22} strong>
        arrival order
      </Label>
      {PACKETS.map((packet, index) => (
        <g key={packet.name}>
          <Box
            x={COLUMN(index)}
            y={32}
            width={BOX_WIDTH}
            height={48}
            label={packet.name}
            sublabel={`in ${packet.arrives} ms`}
          />
          <Arrow from={[COLUMN(index) + BOX_WIDTH / 2, 80]} to={[COLUMN(index) + BOX_WIDTH / 2, 118]} />
        </g>
      ))}
      <Group x={20} y={118} width={440} height={196} label="mix node: every packet waits its own random time" />
      <Label x={60} y={158} small strong>
        packet
      </Label>
      <Label x={160} y={158} small strong>
        arrives
      </Label>
      <Label x={270} y={158} small strong>
        waits
      </Label>
      <Label x={380} y={158} small strong>
        leaves
      </Label>
      {PACKETS.map((packet, index) => {
        const y = 184 + index * 24;
        return (
          <g key={packet.name}>
            <Label x={60} y={y}>
              {packet.name}
            </Label>
            <Label x={160} y={y} small>
              {`${packet.arrives} ms`}
            </Label>
            <Label x={270} y={y} small>
              {`${packet.waits} ms`}
            </Label>
            <Label x={380} y={y} small>
              {`${packet.arrives + packet.waits} ms`}
            </Label>
          </g>
        );
      })}
      {leaving.map((packet, index) => (
        <g key={packet.name}>
          <Arrow from={[COLUMN(index) + BOX_WIDTH / 2, 314]} to={[COLUMN(index) + BOX_WIDTH / 2, 356]} />
          <Box
            x={COLUMN(index)}
            y={356}
            width={BOX_WIDTH}
            height={48}
            label={packet.name}
            sublabel={`out ${packet.arrives + packet.waits} ms`}
            tone="accent"
          />
        </g>
      ))}
      <Label x={240} y={432} strong>
        departure order
      </Label>
      <Label x={240} y={456} small>
        3 layers repeat this, each with fresh random waits
      </Label>
    </Diagram>
  );
}
