import {Arrow, Box, Diagram, Label} from '../Diagram';

const COLS = [95, 240, 385];
const MIX_W = 110;
const H = 40;
const ROWS = {top: 50, l1: 130, l2: 210, l3: 290, bottom: 370};
const GATES = [160, 320];
const GATE_W = 140;

/** The bottom centre and top centre of a box whose centre is `cx` and top `y`. */
const bottom = (cx: number, y: number): [number, number] => [cx, y + H];
const top = (cx: number, y: number): [number, number] => [cx, y];

/**
 * The stratified topology of Loopix as the Nym mixnet uses it: three layers
 * of mix nodes between gateways, one real message crossing them and one loop
 * cover packet that comes back to its sender.
 */
export default function LoopixDiagram() {
  return (
    <Diagram
      title="Layers and loops"
      description="Gateways at the top and bottom, three layers of three mix nodes between them. A real message goes from an entry gateway through one node of each layer to an exit gateway. A loop cover packet leaves the sender's gateway, crosses one node of each layer, and returns to the sender's gateway."
      caption="Every hop goes from one layer to the next and each packet picks its own node in each layer. Solid: a real message. Dashed: a loop cover packet, which returns to the gateway of the client that sent it."
      width={480}
      height={460}
    >
      <Box x={GATES[0] - GATE_W / 2} y={ROWS.top} width={GATE_W} height={H} label="Entry gateway" />
      <Box x={GATES[1] - GATE_W / 2} y={ROWS.top} width={GATE_W} height={H} label="Sender's gateway" tone="accent" />
      {(['l1', 'l2', 'l3'] as const).map((layer, index) => (
        <g key={layer}>
          <Label x={12} y={ROWS[layer] + 26} anchor="start" small>
            {`L${index + 1}`}
          </Label>
          {COLS.map((cx) => (
            <Box key={cx} x={cx - MIX_W / 2} y={ROWS[layer]} width={MIX_W} height={H} label="mix node" />
          ))}
        </g>
      ))}
      <Box x={GATES[0] - GATE_W / 2} y={ROWS.bottom} width={GATE_W} height={H} label="Exit gateway" />
      <Box x={GATES[1] - GATE_W / 2} y={ROWS.bottom} width={GATE_W} height={H} label="Sender's gateway" tone="accent" />

      <Arrow from={bottom(GATES[0], ROWS.top)} to={top(COLS[0], ROWS.l1)} />
      <Arrow from={bottom(COLS[0], ROWS.l1)} to={top(COLS[2], ROWS.l2)} />
      <Arrow from={bottom(COLS[2], ROWS.l2)} to={top(COLS[1], ROWS.l3)} />
      <Arrow from={bottom(COLS[1], ROWS.l3)} to={top(GATES[0], ROWS.bottom)} />

      <Arrow from={bottom(GATES[1], ROWS.top)} to={top(COLS[2], ROWS.l1)} dashed />
      <Arrow from={bottom(COLS[2], ROWS.l1)} to={top(COLS[0], ROWS.l2)} dashed />
      <Arrow from={bottom(COLS[0], ROWS.l2)} to={top(COLS[2], ROWS.l3)} dashed />
      <Arrow from={bottom(COLS[2], ROWS.l3)} to={top(GATES[1], ROWS.bottom)} dashed />

      <Label x={240} y={30} small>
        clients connect to the gateways above
      </Label>
      <Label x={240} y={440} small>
        the loop ends where it began: at the sender
      </Label>
    </Diagram>
  );
}
