import {DEFAULT_AVERAGE_PACKET_DELAY_MS} from '@site/src/rules/constants';
import {Chain, Diagram, Label, type ChainStop} from '../Diagram';

const STEPS: (ChainStop & {mix?: boolean; note?: string})[] = [
  {label: 'Your device', sublabel: 'builds a Sphinx packet', tone: 'accent'},
  {label: 'Entry gateway', sublabel: 'knows the sender', note: 'forwards without waiting'},
  {label: 'Mix layer 1', sublabel: 'knows only its neighbours', mix: true},
  {label: 'Mix layer 2', sublabel: 'knows only its neighbours', mix: true},
  {label: 'Mix layer 3', sublabel: 'knows only its neighbours', mix: true},
  {label: 'Exit gateway', sublabel: 'knows the destination', note: 'delivers without waiting'},
  {label: 'Internet', sublabel: 'service or website', tone: 'muted'},
];

/** Mixnet mode: the five hops between device and internet, with a random wait at each mix layer. */
export default function MixnetRouteDiagram() {
  const x = 30;
  const width = 250;
  const height = 46;
  const step = 76;
  const top = 15;
  return (
    <Diagram
      title="The five-hop route of mixnet mode"
      description={`A packet goes from your device to the entry gateway, then through mix layers 1, 2 and 3, then to the exit gateway and out to the internet. Each mix layer holds the packet for a random time, about ${DEFAULT_AVERAGE_PACKET_DELAY_MS} ms on average by default; the gateways do not delay it.`}
      caption="Mixnet mode: five hops, and a random wait at each of the three mix layers."
      width={480}
      height={STEPS.length * step - step + height + 30}
    >
      <Chain x={x} width={width} height={height} top={top} step={step} stops={STEPS} />
      {STEPS.map((s, index) => {
        const y = top + index * step;
        return s.mix ? (
          <g key={s.label}>
            <Label x={x + width + 20} y={y + 20} anchor="start" strong>
              random wait
            </Label>
            <Label x={x + width + 20} y={y + 38} anchor="start" small>
              {`about ${DEFAULT_AVERAGE_PACKET_DELAY_MS} ms on average`}
            </Label>
          </g>
        ) : s.note ? (
          <Label key={s.label} x={x + width + 20} y={y + 28} anchor="start" small>
            {s.note}
          </Label>
        ) : null;
      })}
    </Diagram>
  );
}
