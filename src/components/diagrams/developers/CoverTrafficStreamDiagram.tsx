import {Arrow, Box, Diagram, Group, Label} from '../Diagram';

/** The client's cover stream: a random wait, a cover packet to the entry gateway, again and again. */
export default function CoverTrafficStreamDiagram() {
  const client = 235;
  const gateway = 400;
  const rounds = [120, 195];
  return (
    <Diagram
      title="The cover traffic stream"
      description="Inside your machine sit the application and the Nym client. The client waits a random, Poisson-distributed delay, sends a cover packet to the entry gateway, and repeats this without end, whatever the application does."
      caption="Stream 1: cover packets only, at random intervals. The application takes no part in it."
      width={480}
      height={300}
    >
      <Group x={10} y={10} width={302} height={78} label="Your machine" />
      <Box x={22} y={36} width={130} height={44} label="App logic" tone="muted" />
      <Box x={170} y={36} width={130} height={44} label="Nym client" tone="accent" />
      <Box x={330} y={36} width={140} height={44} label="Entry gateway" />
      {rounds.map((y) => (
        <g key={y}>
          <Label x={client} y={y} small>
            wait a random delay
          </Label>
          <Arrow from={[client, y + 30]} to={[gateway, y + 30]} label="cover packet" />
        </g>
      ))}
      <Label x={240} y={285} small>
        … and so on, for as long as the client runs
      </Label>
    </Diagram>
  );
}
