import {Chain, Diagram, Group, type ChainStop} from '../Diagram';

/** End-to-end mode: a Nym client on each side, Sphinx encryption all the way between them. */
export default function EndToEndDiagram() {
  const steps: ChainStop[] = [
    {label: 'Your application', sublabel: 'native program', tone: 'muted'},
    {label: 'Nym client', sublabel: 'nym-sdk, in your program', tone: 'accent'},
    {label: 'Entry gateway', tone: 'plain'},
    {label: 'Mix nodes', sublabel: 'three layers', tone: 'plain'},
    {label: 'Gateway of the other side', tone: 'plain'},
    {label: 'Nym client', sublabel: 'run by the peer or service', tone: 'accent'},
    {label: 'Peer or service', tone: 'muted'},
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
      <Chain x={40} width={260} height={height} top={top} step={step} stops={steps} />
    </Diagram>
  );
}
