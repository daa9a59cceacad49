import {Box, Diagram} from '../Diagram';

/** The four parts of the CC BY-NC-SA 4.0 licence of the documentation, drawn as labelled badges. */
export default function LicenceTermsDiagram() {
  const w = 214;
  const h = 56;
  return (
    <Diagram
      title="CC BY-NC-SA 4.0 in four parts"
      description="Four badges: CC for Creative Commons, BY for attribution, NC for non-commercial use only, SA for share-alike."
      caption="What each badge of the documentation's licence asks of someone who reuses it."
      width={480}
      height={160}
    >
      <Box x={16} y={16} width={w} height={h} label="CC" sublabel="a Creative Commons licence" tone="accent" />
      <Box x={250} y={16} width={w} height={h} label="BY" sublabel="credit the authors" />
      <Box x={16} y={88} width={w} height={h} label="NC" sublabel="no commercial use" />
      <Box x={250} y={88} width={w} height={h} label="SA" sublabel="share changes alike" />
    </Diagram>
  );
}
