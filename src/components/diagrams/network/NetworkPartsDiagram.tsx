import {Arrow, Box, Diagram, Group, Label} from '../Diagram';

/**
 * The parts of the Nym network on one picture: the path a client's traffic
 * takes (entry gateway, three mix layers, exit gateway) on the left, and the
 * Nyx chain with its validators and nym-api on the right, which tell clients
 * and nodes what the network looks like.
 */
export default function NetworkPartsDiagram() {
  const cx = 145;
  const w = 250;
  const x = cx - w / 2;
  return (
    <Diagram
      title="The parts of the Nym network"
      description="A client sends traffic to an entry gateway, through mix layers 1, 2 and 3, to an exit gateway and on to the destination. Beside the path, the Nyx validators keep the contracts, and nym-api reads them and serves the topology to clients and the credentials they pay with."
      caption="Traffic goes down the left column; the right column coordinates it. In dVPN mode a client skips the three mix layers and goes from the entry gateway straight to the exit gateway."
      width={480}
      height={540}
    >
      <Box x={x} y={16} width={w} height={48} label="Client" sublabel="NymVPN app, SDK, nym-client" tone="accent" />
      <Arrow from={[cx, 64]} to={[cx, 88]} />
      <Box x={x} y={88} width={w} height={48} label="Entry gateway" sublabel="admits clients, checks zk-nyms" />
      <Arrow from={[cx, 136]} to={[cx, 160]} />
      <Group x={x - 10} y={154} width={w + 20} height={222} label="mix nodes, in three layers" />
      <Box x={x + 10} y={180} width={w - 20} height={44} label="Mix layer 1" />
      <Arrow from={[cx, 224]} to={[cx, 246]} />
      <Box x={x + 10} y={246} width={w - 20} height={44} label="Mix layer 2" />
      <Arrow from={[cx, 290]} to={[cx, 312]} />
      <Box x={x + 10} y={312} width={w - 20} height={44} label="Mix layer 3" />
      <Arrow from={[cx, 376]} to={[cx, 400]} />
      <Box x={x} y={400} width={w} height={48} label="Exit gateway" sublabel="Network Requester, IP Packet Router" />
      <Arrow from={[cx, 448]} to={[cx, 472]} />
      <Box
        x={x}
        y={472}
        width={w}
        height={48}
        label="Destination"
        sublabel="a website, or another Nym client"
        tone="muted"
      />

      <Group x={296} y={154} width={174} height={222} label="Nyx chain" />
      <Box x={308} y={180} width={150} height={52} label="nym-api" sublabel="directory, signers" />
      <Arrow from={[383, 298]} to={[383, 234]} />
      <Label x={392} y={270} anchor="start" small>
        reads
      </Label>
      <Box x={308} y={298} width={150} height={52} label="Validators" sublabel="nyxd, contracts" />
      <Arrow from={[330, 180]} to={[272, 52]} dashed />
      <Label x={392} y={60} small>
        topology and
      </Label>
      <Label x={392} y={78} small>
        credentials
      </Label>
      <Label x={392} y={96} small>
        for clients
      </Label>
      <Arrow from={[308, 324]} to={[284, 324]} dashed />
      <Label x={383} y={400} small>
        bonds, and roles
      </Label>
      <Label x={383} y={418} small>
        drawn each epoch
      </Label>
    </Diagram>
  );
}
