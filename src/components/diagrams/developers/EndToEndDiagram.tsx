import {Arrow, Box, Diagram, Group} from '../Diagram';

/** End-to-end mode: a Nym client on each side, Sphinx encryption all the way between them. */
export default function EndToEndDiagram() {
  const steps = [
    {label: 'Your application', sublabel: 'native program', tone: 'muted' as const},
    {label: 'Nym client', sublabel: 'nym-sdk, in your program', tone: 'accent' as const},
    {label: 'Entry gateway', sublabel: undefined, tone: 'plain' as const},
    {label: 'Mix nodes', sublabel: 'three layers', tone: 'plain' as const},
    {label: 'Gateway of the other side', sublabel: undefined, tone: 'plain' as const},
    {label: 'Nym client', sublabel: 'run by the peer or service', tone: 'accent' as const},
    {label: 'Peer or service', sublabel: undefined, tone: 'muted' as const},
  ];
  const top = 20;
  const step = 74;
  const height = 50;
  return (
    <Diagram
      title="End-to-end mode"
      description="Your application hands data to its own Nym client, which sends Sphinx packets through an entry gateway, three layers of mix nodes and the other side's gateway to a second Nym client, run by the peer or the service, which hands the data to it. The Sphinx encryption covers the whole way from one client to the other."
      caption="End to end: the packets stay Sphinx-encrypted from your client to the other client."
      width={340}
      height={top + steps.length * step + 10}
    >
      <Group x={20} y={top + step - 22} width={300} height={4 * step + height + 36} label="Sphinx, end to end" />
      {steps.map((s, i) => (
        <g key={s.label + i}>
          <Box
            x={40}
            y={top + i * step}
            width={260}
            height={height}
            label={s.label}
            sublabel={s.sublabel}
            tone={s.tone}
          />
          {i < steps.length - 1 && <Arrow from={[170, top + i * step + height]} to={[170, top + (i + 1) * step]} />}
        </g>
      ))}
    </Diagram>
  );
}
