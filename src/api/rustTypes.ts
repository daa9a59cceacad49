/**
 * Rust type expressions as the facts write them (`Option<Vec<NodeId>>`,
 * `BTreeMap<u8, usize>`, `nym_validator_client::models::NymNodeData`), read
 * into a tree: a name (the last path segment) and its type arguments.
 */
export interface RustType {
  name: string;
  args: RustType[];
}

export function parseRustType(text: string): RustType {
  let position = 0;
  const source = text.trim();
  const skipSpaces = () => {
    while (source[position] === ' ') position += 1;
  };
  function read(): RustType {
    skipSpaces();
    if (source[position] === '&') {
      // A borrowed type serialises as the type itself: &'static str, &[u8].
      position += 1;
      if (source[position] === "'") while (position < source.length && source[position] !== ' ') position += 1;
      return read();
    }
    if (source[position] === '[') {
      // A fixed-size array [T; N] or a slice [T]: serde writes a JSON array either way.
      position += 1;
      const item = read();
      while (position < source.length && source[position] !== ']') position += 1;
      if (source[position] !== ']') throw new Error(`parseRustType: cannot read "${text}" at ${position}`);
      position += 1;
      return {name: 'Vec', args: [item]};
    }
    if (source[position] === '(') {
      // A tuple (A, B): serde writes a JSON array of its members in order.
      position += 1;
      const args: RustType[] = [];
      for (;;) {
        skipSpaces();
        if (source[position] === ')') break;
        args.push(read());
        skipSpaces();
        if (source[position] === ',') position += 1;
        else if (source[position] !== ')') throw new Error(`parseRustType: cannot read "${text}" at ${position}`);
      }
      position += 1;
      return {name: args.length === 0 ? '()' : 'Tuple', args};
    }
    const start = position;
    while (position < source.length && !'<>,;)] '.includes(source[position])) position += 1;
    const path = source.slice(start, position);
    const name = path.split('::').pop() ?? path;
    const args: RustType[] = [];
    while (source[position] === ' ') position += 1;
    if (source[position] === '<') {
      position += 1;
      for (;;) {
        args.push(read());
        while (source[position] === ' ') position += 1;
        if (source[position] === ',') position += 1;
        else if (source[position] === '>') {
          position += 1;
          break;
        } else throw new Error(`parseRustType: cannot read "${text}" at ${position}`);
      }
    }
    return {name, args};
  }
  const type = read();
  if (source.slice(position).trim() !== '') throw new Error(`parseRustType: "${text}" has more after the type`);
  return type;
}

/**
 * The type as text again, arguments joined with underscores: PaginatedResponse<SkimmedNode> →
 * PaginatedResponse_SkimmedNode.
 */
export function joinedName(type: RustType): string {
  return [type.name, ...type.args.map(joinedName)].join('_');
}

/** The type inside Option<…>, or the type itself. */
export function withoutOption(type: RustType): RustType {
  return type.name === 'Option' && type.args[0] ? type.args[0] : type;
}

/** Unsigned and signed integer types of Rust with the bounds their JSON numbers keep. */
const INTEGER_BOUNDS: Record<string, {minimum?: number; maximum?: number; format?: string}> = {
  u8: {minimum: 0, maximum: 255},
  u16: {minimum: 0, maximum: 65535},
  u32: {minimum: 0, maximum: 4294967295},
  u64: {minimum: 0},
  u128: {minimum: 0},
  usize: {minimum: 0},
  i8: {minimum: -128, maximum: 127},
  i16: {minimum: -32768, maximum: 32767},
  i32: {format: 'int32'},
  i64: {format: 'int64'},
};

export function integerBounds(rustName: string | undefined): {minimum?: number; maximum?: number; format?: string} {
  return (rustName && INTEGER_BOUNDS[rustName]) || {};
}

/** Rust's own scalar types and the JSON type serde gives them. */
export const RUST_SCALARS: Record<string, 'integer' | 'number' | 'boolean' | 'string'> = {
  ...Object.fromEntries(Object.keys(INTEGER_BOUNDS).map((name) => [name, 'integer' as const])),
  f32: 'number',
  f64: 'number',
  bool: 'boolean',
  String: 'string',
  str: 'string',
};
