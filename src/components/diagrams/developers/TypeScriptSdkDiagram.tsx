import {Arrow, Box, Diagram, Group, Label} from '../Diagram';

/** Where the TypeScript SDK's mixnet client runs and the path its messages take to another Nym client. */
export default function TypeScriptSdkDiagram() {
  return (
    <Diagram
      title="The TypeScript SDK's mixnet client in a web page"
      description="Your page's code talks to a Mixnet Client compiled to WebAssembly that runs in a Web Worker. The worker holds a WebSocket to an entry gateway; from there Sphinx packets cross three mix layers and an exit gateway and reach another Nym client, for example one written with the Rust nym-sdk."
      caption="The WASM client works in a Web Worker, so the page stays responsive; the other end is any Nym client."
      width={440}
      height={590}
    >
      <Group x={10} y={10} width={420} height={180} label="Your browser app" />
      <Box
        x={40}
        y={36}
        width={360}
        height={50}
        label="Your code (UI thread)"
        sublabel="createNymMixnetClient, send, events"
      />
      <Arrow from={[220, 86]} to={[220, 126]} />
      <Label x={232} y={112} anchor="start" small>
        messages to the worker
      </Label>
      <Box
        x={40}
        y={126}
        width={360}
        height={50}
        label="Mixnet Client"
        sublabel="WebAssembly in a Web Worker"
        tone="accent"
      />

      <Arrow from={[220, 190]} to={[220, 228]} />
      <Label x={232} y={214} anchor="start" small>
        WebSocket
      </Label>

      <Group x={10} y={228} width={420} height={250} label="Nym mixnet" />
      <Box x={40} y={254} width={360} height={44} label="Entry gateway" />
      <Arrow from={[220, 298]} to={[220, 322]} />
      <Box x={40} y={322} width={360} height={50} label="Mix nodes" sublabel="layers 1, 2 and 3" tone="muted" />
      <Arrow from={[220, 372]} to={[220, 396]} />
      <Box x={40} y={396} width={360} height={44} label="Exit gateway" />

      <Arrow from={[220, 478]} to={[220, 516]} />
      <Box
        x={40}
        y={516}
        width={360}
        height={54}
        label="Peer client"
        sublabel="another app, e.g. built with nym-sdk"
        tone="accent"
      />
    </Diagram>
  );
}
