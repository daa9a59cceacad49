import {Chain, Diagram, Group, Label, type Tone} from '../Diagram';

interface Stop {
  label: string;
  note: string;
  y: number;
  tone?: Tone;
}

const BOX_HEIGHT = 40;
const GAP = 24;

/** Boxes of one group, stacked from `top`. */
function stack(top: number, stops: Omit<Stop, 'y'>[]): Stop[] {
  return stops.map((stop, index) => ({...stop, y: top + index * (BOX_HEIGHT + GAP)}));
}

const SENDER = stack(40, [
  {label: 'Application', note: 'hands over data', tone: 'accent'},
  {label: 'Nym client', note: 'builds the Sphinx packet'},
]);
const MIXNET = stack(200, [
  {label: 'Entry gateway', note: 'forwards'},
  {label: 'Mix layer 1', note: 'unwraps, waits'},
  {label: 'Mix layer 2', note: 'unwraps, waits'},
  {label: 'Mix layer 3', note: 'unwraps, waits'},
  {label: 'Exit gateway', note: 'unwraps, delivers'},
]);
const RECEIVER = stack(552, [
  {label: 'Nym client', note: 'removes the last layer'},
  {label: 'Application', note: 'receives the data', tone: 'accent'},
]);

/** Mixnet mode: the whole journey from the sending application to the receiving one. */
export default function EndToEndFlowDiagram() {
  const stops = [...SENDER, ...MIXNET, ...RECEIVER];
  const x = 50;
  const width = 230;
  const groupBottom = (group: Stop[]) => group[group.length - 1].y + BOX_HEIGHT + 12;
  return (
    <Diagram
      title="The complete path of a mixnet packet"
      description="On the sender's machine the application hands data to its Nym client, which builds a Sphinx packet. In the mixnet the entry gateway forwards it, mix layers 1, 2 and 3 each unwrap a layer and wait, and the exit gateway unwraps and delivers it. On the recipient's machine the Nym client removes the last layer and passes the data to the application."
      caption="Application to application: five hops in the mixnet, with a random wait at each mix layer."
      width={480}
      height={groupBottom(RECEIVER) + 14}
    >
      <Group x={20} y={10} width={440} height={groupBottom(SENDER) - 10} label="sender's machine" />
      <Group x={20} y={170} width={440} height={groupBottom(MIXNET) - 170} label="Nym mixnet" />
      <Group x={20} y={522} width={440} height={groupBottom(RECEIVER) - 522} label="recipient's machine" />
      <Chain x={x} width={width} height={BOX_HEIGHT} stops={stops} ys={stops.map((stop) => stop.y)} />
      {stops.map((stop) => (
        <Label key={`${stop.label}-${stop.y}`} x={x + width + 16} y={stop.y + 25} anchor="start" small>
          {stop.note}
        </Label>
      ))}
    </Diagram>
  );
}
