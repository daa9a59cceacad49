import {Arrow, Box, Diagram, Group, Label} from '../Diagram';

/** In a browser: the page calls the SDK or mixFetch, which share one WASM Nym client in a Web Worker. */
export default function BrowserClientDiagram() {
  return (
    <Diagram
      title="A Nym client inside a browser"
      description="In the browser tab, your page's JavaScript calls the TypeScript SDK or mixFetch through their JavaScript bindings. Both talk to the same Nym client, compiled to WebAssembly and running in a Web Worker. That client connects to an entry gateway over a WebSocket and sends Sphinx packets into the mixnet, exactly as a native client would."
      caption="In a browser the client is a WASM module in a Web Worker; your page reaches it through JavaScript bindings."
      width={440}
      height={470}
    >
      <Group x={10} y={10} width={420} height={320} label="Browser tab" />
      <Box x={110} y={36} width={220} height={46} label="Your page (JavaScript)" tone="muted" />
      <Arrow from={[170, 82]} to={[120, 116]} />
      <Arrow from={[270, 82]} to={[320, 116]} />
      <Box x={30} y={116} width={180} height={50} label="TypeScript SDK" sublabel="messages, contracts" />
      <Box x={230} y={116} width={180} height={50} label="mixFetch" sublabel="HTTP(S) requests" />
      <Arrow from={[120, 166]} to={[190, 222]} />
      <Arrow from={[320, 166]} to={[250, 222]} />
      <Label x={220} y={188} small>
        JS bindings
      </Label>
      <Group x={50} y={196} width={340} height={118} label="Web Worker" />
      <Box x={100} y={222} width={240} height={70} label="Nym client" sublabel="compiled to WASM" tone="accent" />
      <Arrow from={[220, 314]} to={[220, 372]} />
      <Label x={230} y={350} anchor="start" small>
        WebSocket
      </Label>
      <Box x={100} y={372} width={240} height={50} label="Entry gateway" sublabel="then the mixnet" />
      <Label x={220} y={452} small>
        Mixnet behaviour is the same as for a native client.
      </Label>
    </Diagram>
  );
}
