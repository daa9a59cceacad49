import {Arrow, Box, Diagram, Label} from '../Diagram';

const ALICE = 70;
const MIXNET = 220;
const BOB = 370;

/** Sequence of a conversation in which the recipient runs short of SURBs and asks for more. */
export default function SurbReplyDiagram() {
  const steps: {from: number; to: number; label: string}[] = [
    {from: ALICE, to: MIXNET, label: 'message + 5 SURBs'},
    {from: MIXNET, to: BOB, label: 'message + 5 SURBs'},
    {from: BOB, to: MIXNET, label: 'need more (1 SURB)'},
    {from: MIXNET, to: ALICE, label: 'SURB request'},
    {from: ALICE, to: MIXNET, label: '10 more SURBs'},
    {from: MIXNET, to: BOB, label: '10 more SURBs'},
    {from: BOB, to: MIXNET, label: 'reply, in SURBs'},
    {from: MIXNET, to: ALICE, label: 'reply arrives'},
  ];
  const first = 110;
  const gap = 50;
  const rowOf = (index: number) => first + index * gap + (index >= 2 ? 40 : 0);
  const bottom = rowOf(steps.length - 1) + 30;
  return (
    <Diagram
      title="Replenishing SURBs during a conversation"
      description="Alice sends Bob a message with 5 SURBs through the mixnet. Bob's reply needs 10 SURBs, so Bob spends one SURB on a request for more. The request reaches Alice, who sends 10 more SURBs through the mixnet to Bob. Bob then sends his reply in SURBs, and it reaches Alice. Bob never learns Alice's address."
      caption="Bob asks for more SURBs with one of the SURBs he has; Alice answers with a fresh batch."
      width={440}
      height={bottom + 14}
    >
      {[
        [ALICE, 'Alice'],
        [MIXNET, 'Mixnet'],
        [BOB, 'Bob'],
      ].map(([x, name]) => (
        <g key={name}>
          <Box
            x={(x as number) - 55}
            y={12}
            width={110}
            height={44}
            label={name as string}
            tone={name === 'Mixnet' ? 'muted' : 'accent'}
          />
          <g className="diagram__arrow diagram__arrow--dashed">
            <line x1={x as number} y1={56} x2={x as number} y2={bottom} />
          </g>
        </g>
      ))}
      {steps.map((step, index) => (
        <Arrow key={index} from={[step.from, rowOf(index)]} to={[step.to, rowOf(index)]} label={step.label} />
      ))}
      <Label x={BOB - 8} y={rowOf(1) + 36} anchor="end" small>
        reply needs 10 SURBs
      </Label>
    </Diagram>
  );
}
