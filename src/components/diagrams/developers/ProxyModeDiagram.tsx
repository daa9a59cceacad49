import {Arrow, Box, Diagram, Group, Label} from '../Diagram';

/** Proxy mode: only the caller runs Nym; the exit gateway forwards to an ordinary internet service. */
export default function ProxyModeDiagram() {
  return (
    <Diagram
      title="Proxy mode"
      description="Your application hands TCP, UDP or HTTP traffic to its Nym client (smolmix, the SOCKS client of nym-sdk, or a SOCKS5 client). The client sends Sphinx packets through an entry gateway and three layers of mix nodes to an exit gateway. There the IP packet router forwards IP packets, or the network requester opens the TCP connection asked for through SOCKS5, and the traffic continues over the ordinary internet to the service, protected only by the application's own TLS."
      caption="Proxy mode: Sphinx ends at the exit gateway; from there the traffic is ordinary internet traffic, protected only by your TLS."
      width={420}
      height={560}
    >
      <Box x={40} y={20} width={260} height={50} label="Your application" sublabel="TCP, UDP or HTTP" tone="muted" />
      <Arrow from={[170, 70]} to={[170, 94]} />
      <Box
        x={40}
        y={94}
        width={260}
        height={50}
        label="Nym client"
        sublabel="smolmix or a SOCKS client"
        tone="accent"
      />
      <Arrow from={[170, 144]} to={[170, 182]} />
      <Group x={20} y={160} width={300} height={250} label="Mixnet (Sphinx)" />
      <Box x={40} y={182} width={260} height={50} label="Entry gateway" />
      <Arrow from={[170, 232]} to={[170, 256]} />
      <Box x={40} y={256} width={260} height={50} label="Mix nodes" sublabel="three layers" />
      <Arrow from={[170, 306]} to={[170, 330]} />
      <Box
        x={40}
        y={330}
        width={260}
        height={60}
        label="Exit gateway"
        sublabel="IP packet router or network requester"
      />
      <Arrow from={[170, 390]} to={[170, 470]} dashed />
      <Label x={182} y={436} anchor="start" small>
        ordinary internet
      </Label>
      <Box
        x={40}
        y={470}
        width={260}
        height={50}
        label="Service on the internet"
        sublabel="RPC node, API, website"
        tone="muted"
      />
      <Label x={170} y={545} small>
        Your TLS protects the content on this last leg.
      </Label>
    </Diagram>
  );
}
