import {Chain, Diagram, Group, Label, type ChainStop} from '../Diagram';

const W = 196;
const H = 44;
const TOP = 70;
const STEP = 66;

/** A column of hops for one integration model, framed where Sphinx encryption covers it. */
function Model({cx, title, hops, sphinxRows}: {cx: number; title: string; hops: ChainStop[]; sphinxRows: number}) {
  return (
    <g>
      <Label x={cx} y={26} strong>
        {title}
      </Label>
      <Group
        x={cx - W / 2 - 10}
        y={TOP - 26}
        width={W + 20}
        height={(sphinxRows - 1) * STEP + H + 36}
        label="Sphinx-encrypted"
      />
      <Chain x={cx - W / 2} width={W} height={H} top={TOP} step={STEP} stops={hops} />
    </g>
  );
}

/**
 * The two ways an application can use the mixnet: as a proxy whose traffic
 * leaves at an exit gateway, or end to end with another Nym client.
 */
export default function IntegrationModelsDiagram() {
  return (
    <Diagram
      title="Proxy and end-to-end integration"
      description="Proxy model: your app, entry gateway, mix nodes, exit gateway, then the internet; Sphinx encryption ends at the exit gateway. End-to-end model: your app, entry gateway, mix nodes, the recipient's gateway, then another Nym client; Sphinx encryption covers the whole way."
      caption="Left, traffic leaves the mixnet at an exit gateway, as Tor traffic leaves at an exit relay. Right, it never leaves: the last gateway is the one named in the recipient's Nym address."
      width={480}
      height={430}
    >
      <Model
        cx={122}
        title="Proxy"
        sphinxRows={4}
        hops={[
          {label: 'Your app', sublabel: 'with a Nym client', tone: 'accent'},
          {label: 'Entry gateway'},
          {label: 'Mix nodes', sublabel: 'layers 1, 2, 3'},
          {label: 'Exit gateway', sublabel: 'NR or IPR'},
          {label: 'Internet', sublabel: 'plain IP from here', tone: 'muted'},
        ]}
      />
      <Model
        cx={358}
        title="End to end"
        sphinxRows={5}
        hops={[
          {label: 'Your app', sublabel: 'with a Nym client', tone: 'accent'},
          {label: 'Entry gateway'},
          {label: 'Mix nodes', sublabel: 'layers 1, 2, 3'},
          {label: "Recipient's gateway", sublabel: 'from its address'},
          {label: 'Nym client', sublabel: 'the other app', tone: 'accent'},
        ]}
      />
    </Diagram>
  );
}
