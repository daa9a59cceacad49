import {Arrow, Box, Diagram, Label} from '../Diagram';

const ROW = 56;
const TOP = 60;
const H = 36;
const W = 196;
const rowY = (row: number) => TOP + row * ROW;

/** One column of hops, joined by arrows from each box to the next. */
function Column({cx, hops}: {cx: number; hops: {row: number; label: string; tone?: 'plain' | 'accent' | 'muted'}[]}) {
  return (
    <g>
      {hops.map((hop, index) => (
        <g key={hop.label}>
          <Box x={cx - W / 2} y={rowY(hop.row)} width={W} height={H} label={hop.label} tone={hop.tone} />
          {index > 0 && <Arrow from={[cx, rowY(hops[index - 1].row) + H]} to={[cx, rowY(hop.row)]} />}
        </g>
      ))}
    </g>
  );
}

/**
 * The two modes of the network on the same nodes: the dVPN mode's two hops
 * beside the mixnet mode's five.
 */
export default function TwoModesDiagram() {
  const left = 122;
  const right = 358;
  return (
    <Diagram
      title="dVPN mode and mixnet mode side by side"
      description="In dVPN mode a client's traffic goes from the entry gateway straight to the exit gateway through two nested WireGuard tunnels, two hops. In mixnet mode it goes from the entry gateway through mix layers 1, 2 and 3 to the exit gateway, five hops, with delays and cover traffic."
      caption="The same gateways serve both modes. The mixnet mode adds three layers of mix nodes between them, and with them the delays and cover traffic that hide timing."
      width={480}
      height={500}
    >
      <Label x={left} y={24} strong>
        dVPN mode
      </Label>
      <Label x={left} y={44} small>
        2 hops
      </Label>
      <Label x={right} y={24} strong>
        Mixnet mode
      </Label>
      <Label x={right} y={44} small>
        5 hops
      </Label>
      <Column
        cx={left}
        hops={[
          {row: 0, label: 'Your device', tone: 'accent'},
          {row: 1, label: 'Entry gateway'},
          {row: 5, label: 'Exit gateway'},
          {row: 6, label: 'Internet', tone: 'muted'},
        ]}
      />
      <Label x={left + 8} y={rowY(2) + 26} anchor="start" small>
        two WireGuard
      </Label>
      <Label x={left + 8} y={rowY(2) + 44} anchor="start" small>
        tunnels, nested
      </Label>
      <Label x={left + 8} y={rowY(2) + 62} anchor="start" small>
        (AmneziaWG),
      </Label>
      <Label x={left + 8} y={rowY(2) + 80} anchor="start" small>
        no delays
      </Label>
      <Column
        cx={right}
        hops={[
          {row: 0, label: 'Your device', tone: 'accent'},
          {row: 1, label: 'Entry gateway'},
          {row: 2, label: 'Mix layer 1'},
          {row: 3, label: 'Mix layer 2'},
          {row: 4, label: 'Mix layer 3'},
          {row: 5, label: 'Exit gateway'},
          {row: 6, label: 'Internet', tone: 'muted'},
        ]}
      />
      <Label x={left} y={rowY(7) + 14} small>
        fast; no timing protection
      </Label>
      <Label x={right} y={rowY(7) + 14} small>
        delays and cover traffic
      </Label>
    </Diagram>
  );
}
