import {Arrow, Box, Diagram, Group, Label} from '../Diagram';

/** The layers a mixFetch request goes down through, and where its TLS session ends. */
export default function MixFetchDiagram() {
  return (
    <Diagram
      title="How a mixFetch request travels"
      description="A call to mixFetch in your app goes to a Go WebAssembly module that speaks HTTP and TLS with its own root certificates, then to a Rust WebAssembly module that frames a Socks5Request and sends it as Sphinx packets over a WebSocket to an entry gateway. The packets cross the mixnet, three mix hops by default, to a Network Requester, which opens a TCP connection to the destination server. TLS runs from the Go module to the destination."
      caption="Inside the bundle, Go handles HTTP and TLS and Rust handles the mixnet; the TLS session ends only at the destination server."
      width={440}
      height={690}
    >
      <Group x={10} y={10} width={420} height={250} label="Your app (browser or Node.js)" />
      <Box
        x={40}
        y={36}
        width={360}
        height={50}
        label="mixFetch(url, options)"
        sublabel="same call shape as fetch()"
        tone="accent"
      />
      <Arrow from={[220, 86]} to={[220, 110]} />
      <Box
        x={40}
        y={110}
        width={360}
        height={50}
        label="Go WASM: HTTP and TLS"
        sublabel="crypto/tls, embedded Mozilla roots"
      />
      <Arrow from={[220, 160]} to={[220, 184]} />
      <Box
        x={40}
        y={184}
        width={360}
        height={50}
        label="Rust WASM: Nym client"
        sublabel="Socks5Request framing, Sphinx"
      />

      <Arrow from={[220, 260]} to={[220, 298]} />
      <Label x={232} y={284} anchor="start" small>
        WebSocket (wss://)
      </Label>

      <Group x={10} y={298} width={420} height={260} label="Nym mixnet" />
      <Box x={40} y={324} width={360} height={50} label="Entry gateway" sublabel="sees your IP, not the target" />
      <Arrow from={[220, 374]} to={[220, 398]} />
      <Box x={40} y={398} width={360} height={50} label="Mix nodes" sublabel="3 mix hops by default" tone="muted" />
      <Arrow from={[220, 448]} to={[220, 472]} />
      <Box x={40} y={472} width={360} height={50} label="Network Requester" sublabel="decodes the request, opens TCP" />

      <Arrow from={[220, 558]} to={[220, 620]} />
      <Label x={232} y={594} anchor="start" small>
        plain TCP, TLS inside
      </Label>
      <Box
        x={40}
        y={620}
        width={360}
        height={54}
        label="Destination server"
        sublabel="the TLS handshake ends here"
        tone="accent"
      />
    </Diagram>
  );
}
