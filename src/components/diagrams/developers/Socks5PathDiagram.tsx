import {Arrow, Box, Diagram, Group, Label} from '../Diagram';

/**
 * The road of an application's TCP stream through nym-socks5-client, the mixnet
 * and an Exit Gateway to the service it asks for.
 */
export default function Socks5PathDiagram() {
  return (
    <Diagram
      title="How a SOCKS connection crosses the Nym mixnet"
      description="An application on your machine opens a SOCKS connection to nym-socks5-client on 127.0.0.1 port 1080. The client cuts the stream into numbered Sphinx packets and sends them to its entry gateway, through three layers of mix nodes, to an Exit Gateway, a nym-node that puts the stream back together and opens an ordinary TCP connection to the service: a blockchain RPC endpoint, a mail server, a message server or any other. Answers travel back the same way."
      caption="The application only sees a local SOCKS proxy; the mixnet sits between the proxy and the Exit Gateway that talks to the service. Answers take the reverse path."
      width={440}
      height={620}
    >
      <Group x={10} y={10} width={420} height={170} label="Your machine" />
      <Box x={40} y={36} width={360} height={50} label="Application" sublabel="browser, wallet, curl, …" />
      <Arrow from={[220, 86]} to={[220, 116]} />
      <Label x={232} y={106} anchor="start" small>
        SOCKS on 127.0.0.1:1080
      </Label>
      <Box
        x={40}
        y={116}
        width={360}
        height={50}
        label="nym-socks5-client"
        sublabel="numbers and wraps the bytes"
        tone="accent"
      />

      <Arrow from={[220, 180]} to={[220, 214]} />
      <Label x={232} y={202} anchor="start" small>
        Sphinx packets
      </Label>

      <Group x={10} y={214} width={420} height={230} label="Nym mixnet" />
      <Box x={40} y={240} width={360} height={44} label="Entry gateway" />
      <Arrow from={[220, 284]} to={[220, 308]} />
      <Box x={40} y={308} width={360} height={44} label="Mix nodes" sublabel="layers 1, 2 and 3" />
      <Arrow from={[220, 352]} to={[220, 376]} />
      <Box
        x={40}
        y={376}
        width={360}
        height={50}
        label="Exit Gateway (nym-node)"
        sublabel="rebuilds the stream in order"
        tone="accent"
      />

      <Arrow from={[220, 444]} to={[220, 478]} />
      <Label x={232} y={466} anchor="start" small>
        ordinary TCP
      </Label>

      <Group x={10} y={478} width={420} height={130} label="Services on the internet" />
      <Box x={30} y={504} width={185} height={40} label="Blockchain RPC" tone="muted" />
      <Box x={225} y={504} width={185} height={40} label="Mail server" tone="muted" />
      <Box x={30} y={554} width={185} height={40} label="Message server" tone="muted" />
      <Box x={225} y={554} width={185} height={40} label="… and others" tone="muted" />
    </Diagram>
  );
}
