import {Box, Diagram, Label} from '../Diagram';

/** The five fields of the 16-byte LP frame header of a stream message, one row each, with their byte offsets. */
const FIELDS = [
  {bytes: '0–1', name: 'LpFrameKind', detail: '2 bytes, little-endian: 3 = SphinxStream'},
  {bytes: '2–9', name: 'StreamId', detail: '8 bytes, big-endian u64, random'},
  {bytes: '10', name: 'MsgType', detail: '1 byte: 0 = Open, 1 = Data'},
  {bytes: '11–14', name: 'SequenceNum', detail: '4 bytes, big-endian u32'},
  {bytes: '15', name: 'Reserved', detail: '1 byte, 0x00'},
] as const;

export default function StreamFrameHeaderDiagram() {
  const rowHeight = 62;
  const top = 40;
  return (
    <Diagram
      title="Layout of a stream frame"
      description="A stream message starts with a 16-byte header: bytes 0 and 1 hold LpFrameKind (little-endian, value 3 for SphinxStream), bytes 2 to 9 the StreamId (big-endian u64), byte 10 the MsgType (0 Open, 1 Data), bytes 11 to 14 the SequenceNum (big-endian u32) and byte 15 a reserved zero byte. The payload follows."
      caption="Sixteen bytes of header in front of every stream write, then the payload."
      width={520}
      height={top + rowHeight * (FIELDS.length + 1) + 20}
    >
      <Label x={50} y={26} small strong>
        bytes
      </Label>
      <Label x={300} y={26} small strong>
        field
      </Label>
      {FIELDS.map((field, index) => (
        <g key={field.name}>
          <Label x={50} y={top + index * rowHeight + 34} small>
            {field.bytes}
          </Label>
          <Box
            x={100}
            y={top + index * rowHeight}
            width={400}
            height={rowHeight - 8}
            label={field.name}
            sublabel={field.detail}
            tone={index === 1 ? 'accent' : 'plain'}
          />
        </g>
      ))}
      <Label x={50} y={top + FIELDS.length * rowHeight + 34} small>
        16 …
      </Label>
      <Box
        x={100}
        y={top + FIELDS.length * rowHeight}
        width={400}
        height={rowHeight - 8}
        label="payload"
        sublabel="the bytes of one write, any length"
        tone="muted"
      />
    </Diagram>
  );
}
