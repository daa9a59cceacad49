import {Arrow, Box, Diagram, Group, Label} from '../Diagram';

const LAYERS = [1, 2, 3];

/** Mixnet mode: what each of the three mix layers does with a packet between the entry and the exit gateway. */
export default function MixLayerProcessingDiagram() {
  const top = 84;
  const step = 130;
  const exitY = top + LAYERS.length * step;
  return (
    <Diagram
      title="A packet through the three mix layers"
      description="The entry gateway passes the Sphinx packet to a node of mix layer 1. Each of the three layers removes its own layer of encryption, checks the header's HMAC and drops the packet if it fails, then waits a random delay before passing the packet on. Layer 3 passes it to the exit gateway."
      caption="The same three steps at every mix layer: unwrap, check, wait."
      width={480}
      height={exitY + 60}
    >
      <Box x={120} y={10} width={240} height={44} label="Entry gateway" />
      <Arrow from={[240, 54]} to={[240, top]} />
      <Label x={252} y={74} anchor="start" small>
        Sphinx packet
      </Label>
      {LAYERS.map((layer, index) => {
        const y = top + index * step;
        const middle = y + 58;
        return (
          <g key={layer}>
            <Group x={20} y={y} width={440} height={100} label={`Mix layer ${layer}`} />
            <Box x={35} y={y + 34} width={120} height={48} label="unwrap" sublabel="its own layer" />
            <Arrow from={[155, middle]} to={[180, middle]} />
            <Box x={180} y={y + 34} width={120} height={48} label="check HMAC" sublabel="drop if bad" />
            <Arrow from={[300, middle]} to={[325, middle]} />
            <Box x={325} y={y + 34} width={120} height={48} label="wait" sublabel="random delay" tone="accent" />
            <Arrow from={[240, y + 100]} to={[240, y + step]} />
          </g>
        );
      })}
      <Box x={120} y={exitY} width={240} height={44} label="Exit gateway" />
    </Diagram>
  );
}
