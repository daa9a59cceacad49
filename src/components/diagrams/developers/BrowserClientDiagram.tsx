import {Arrow, Box, Diagram, Group, Label} from '../Diagram';

/** In a browser: the SDK and mixFetch each start their own WASM Nym client in a Web Worker. */
export default function BrowserClientDiagram() {
  return (
    <Diagram
      title="A Nym client inside a browser"
      description="In the browser tab, your page's JavaScript calls the TypeScript SDK or mixFetch. Each of them starts its own Nym client, compiled to WebAssembly and running in a Web Worker, and talks to it through JavaScript bindings. Each client connects to an entry gateway over a WebSocket and sends Sphinx packets into the mixnet, exactly as a native client would."
      caption="In a browser the client is a WASM module in a Web Worker; your page reaches it through JavaScript bindings."
      width={440}
      height={510}
    >
      <Group x={10} y={10} width={420} height={356} label="Browser tab" />
      <Box x={110} y={36} width={220} height={46} label="Your page (JavaScript)" tone="muted" />
      <Arrow from={[170, 82]} to={[115, 116]} />
      <Arrow from={[270, 82]} to={[325, 116]} />
      <Box x={30} y={116} width={170} height={50} label="TypeScript SDK" sublabel="messages, contracts" />
      <Box x={240} y={116} width={170} height={50} label="mixFetch" sublabel="HTTP(S) requests" />
      <Arrow from={[115, 166]} to={[115, 236]} />
      <Arrow from={[325, 166]} to={[325, 236]} />
      <Label x={220} y={196} small>
        JS bindings
      </Label>
      <Group x={20} y={208} width={190} height={146} label="Web Worker" />
      <Group x={230} y={208} width={190} height={146} label="Web Worker" />
      <Box x={35} y={236} width={160} height={70} label="Nym client" sublabel="compiled to WASM" tone="accent" />
      <Box x={245} y={236} width={160} height={70} label="Nym client" sublabel="compiled to WASM" tone="accent" />
      <Arrow from={[115, 306]} to={[190, 410]} />
      <Arrow from={[325, 306]} to={[250, 410]} />
      <Label x={220} y={390} small>
        WebSocket
      </Label>
      <Box x={100} y={410} width={240} height={50} label="Entry gateway" sublabel="then the mixnet" />
      <Label x={220} y={492} small>
        Mixnet behaviour is the same as for a native client.
      </Label>
    </Diagram>
  );
}
