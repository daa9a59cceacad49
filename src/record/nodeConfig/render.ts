// Turning a Rust default expression (constants already substituted) into the value an operator reads: numbers
// computed, `Duration::from_secs(5 * 60)` as `5m` (humantime form), addresses as text, paths under `{data_dir}`.
// Pure string work; what cannot be computed is left as written.

/** Stands for `$HOME/.nym/nym-nodes/<id>/data`, the node's data directory. */
const DATA_DIR = '{data_dir}';

/** A computed number, remembering whether Rust-side it was a float (`/` or a decimal point made it one). */
interface Num {
  readonly value: number;
  readonly float: boolean;
}

/** Integer arithmetic (+ - * / and parentheses) over literals, evaluated the way the dataset's tool did. */
export function arithmetic(expr: string): Num | null {
  const e = expr
    .replace(/_/g, '')
    .trim()
    .replace(/(\d)(?:u8|u16|u32|u64|usize|i64|f32|f64)\b/g, '$1');
  if (/^0x[0-9a-fA-F]+$/.test(e)) return {value: parseInt(e.slice(2), 16), float: false};
  if (!/^[\d.\s+\-*/()eE]+$/.test(e)) return null;
  const tokens = e.match(/\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?|[-+*/()]|\S/g) ?? [];
  let at = 0;
  const peek = (): string | undefined => tokens[at];
  const primary = (): Num | null => {
    const t = tokens[at++];
    if (t === undefined) return null;
    if (t === '(') {
      const inner = sum();
      return tokens[at++] === ')' ? inner : null;
    }
    if (t === '-' || t === '+') {
      const operand = primary();
      return operand && {value: t === '-' ? -operand.value : operand.value, float: operand.float};
    }
    if (!/^[\d.]/.test(t)) return null;
    const value = Number(t);
    return Number.isNaN(value) ? null : {value, float: /[.eE]/.test(t)};
  };
  const product = (): Num | null => {
    let left = primary();
    while (left && (peek() === '*' || peek() === '/')) {
      const op = tokens[at++];
      const right = primary();
      if (!right || (op === '/' && right.value === 0)) return null;
      left =
        op === '*'
          ? {value: left.value * right.value, float: left.float || right.float}
          : {value: left.value / right.value, float: true};
    }
    return left;
  };
  const sum = (): Num | null => {
    let left = product();
    while (left && (peek() === '+' || peek() === '-')) {
      const op = tokens[at++];
      const right = product();
      if (!right) return null;
      left = {
        value: op === '+' ? left.value + right.value : left.value - right.value,
        float: left.float || right.float,
      };
    }
    return left;
  };
  const result = sum();
  return result && at === tokens.length ? result : null;
}

/**
 * A number as the dataset writes it: floats keep a decimal point (`5.0`), integers do not; a float below 1e-4
 * or from 1e16 up in exponent form with at least two exponent digits (`1e-05`), as Python's repr has it.
 */
function numberText(n: Num): string {
  if (!n.float) return String(n.value);
  const magnitude = Math.abs(n.value);
  if (magnitude !== 0 && (magnitude < 1e-4 || magnitude >= 1e16)) {
    return n.value.toExponential().replace(/e([+-])(\d)$/, 'e$10$2');
  }
  return Number.isInteger(n.value) ? `${n.value}.0` : String(n.value);
}

/** Seconds in humantime form: `1day 2h 5m 1s 500ms`, `0s` for zero. */
export function humantime(seconds: number): string {
  if (seconds === 0) return '0s';
  let ms = Math.round(seconds * 1000);
  const parts: string[] = [];
  for (const [unit, size] of [
    ['day', 86_400_000],
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1000],
    ['ms', 1],
  ] as const) {
    if (ms < size) continue;
    const count = Math.floor(ms / size);
    ms -= count * size;
    parts.push(unit === 'day' ? `${count}day${count > 1 ? 's' : ''}` : `${count}${unit}`);
  }
  return parts.join(' ');
}

/** Eight 16-bit groups as an IPv6 address in its shortest form (the longest run of two or more zero groups as `::`). */
function ipv6Text(groups: readonly number[]): string {
  const hex = groups.map((g) => g.toString(16));
  let bestStart = -1;
  let bestLength = 0;
  for (let i = 0; i < hex.length;) {
    if (hex[i] !== '0') {
      i++;
      continue;
    }
    let j = i;
    while (hex[j] === '0') j++;
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i];
    i = j;
  }
  if (bestLength < 2) return hex.join(':');
  const head = hex.slice(0, bestStart).join(':');
  const tail = hex.slice(bestStart + bestLength).join(':');
  return `${head}::${tail}`;
}

const DURATION_UNIT: Readonly<Record<string, number>> = {secs: 1, millis: 1e-3, micros: 1e-6, nanos: 1e-9, secs_f64: 1};

function quoted(text: string): string {
  return `"${text}"`;
}

/** One pass of every rewrite; `renderDefault` repeats it until nothing changes. */
function rewriteOnce(input: string): string {
  let e = input
    .replace(/\.(?:parse|into|to_string|to_owned|clone)\(\)/g, '')
    .replace(/\.expect\("[^"]*"\)/g, '')
    .replace(/\.unwrap\(\)/g, '')
    .replace(/(?<![\w!])\(\s*("[^"]*")\s*\)/g, '$1')
    .replace(/(?<![\w!])\(\s*([\w.-]+)\s*\)/g, (whole, inner: string) =>
      arithmetic(inner) !== null || /^[\w.]+$/.test(inner) ? inner : whole,
    )
    .replace(/(?<![\w!])\(([\d_\s+\-*/.]+)\)/g, (whole, inner: string) => {
      const n = arithmetic(inner);
      return n ? numberText(n) : whole;
    })
    .replace(
      /Duration::from_(secs_f64|secs|millis|micros|nanos)\(([^()]*)\)/g,
      (whole, unit: string, amount: string) => {
        const n = arithmetic(amount);
        return n ? quoted(humantime(n.value * (DURATION_UNIT[unit] ?? 1))) : whole;
      },
    )
    .replace(/Ipv4Addr::new\(([^()]*)\)/g, (whole, args: string) => {
      const parts = args.split(',').map(arithmetic);
      return parts.every((p) => p !== null) ? quoted(parts.map((p) => numberText(p)).join('.')) : whole;
    })
    .replace(/Ipv6Addr::new\(([^()]*)\)/g, (whole, args: string) => {
      const parts = args.split(',').map(arithmetic);
      return parts.length === 8 && parts.every((p) => p !== null) ? quoted(ipv6Text(parts.map((p) => p.value))) : whole;
    })
    .replace(/IpAddr::V[46]\(("[^"]*")\)/g, '$1')
    .replaceAll('Ipv4Addr::UNSPECIFIED', '"0.0.0.0"')
    .replaceAll('Ipv6Addr::UNSPECIFIED', '"::"')
    .replaceAll('Ipv4Addr::LOCALHOST', '"127.0.0.1"')
    .replaceAll('Ipv6Addr::LOCALHOST', '"::1"')
    .replace(/IpAddr::V[46]\(("[^"]*")\)/g, '$1')
    .replace(/\binaddr_any\(\)/g, '"0.0.0.0"')
    .replace(/\bin6addr_any_init\(\)/g, '"::"')
    .replace(/SocketAddr::new\(\s*"([^"]*)"\s*,\s*(\d+)\s*\)/g, (_w, ip: string, port: string) =>
      quoted(`${ip.includes(':') ? `[${ip}]` : ip}:${port}`),
    )
    .replace(/SocketAddr(?:V4)?::from\(\(\s*\[([\d,\s]+)\]\s*,\s*(\d+)\s*\)\)/g, (_w, ip: string, port: string) =>
      quoted(
        `${ip
          .split(',')
          .map((x) => x.trim())
          .join('.')}:${port}`,
      ),
    )
    .replace(
      /\b(?:data_dir|data_dir\.as_ref\(\)|self\.data_dir|&self\.data_dir)\.join\(\s*"([^"]*)"\s*\)/g,
      (_w, file: string) => quoted(`${DATA_DIR}/${file}`),
    )
    .replace(/"([^"]*)"\.join\(\s*"([^"]*)"\s*\)/g, '"$1/$2"');
  if (!e.includes('"')) {
    e = e.replace(/\b(\d[\d_]*)(?:u8|u16|u32|u64|usize|i64|f32|f64)?\b/g, (_w, digits: string) =>
      digits.replace(/_/g, ''),
    );
  }
  return e
    .replace(/(\w+)::from\(("[^"]*")\)/g, '$2')
    .replace(/^Some\((.*)\)$/, '$1')
    .replace(/^String::from\((.*)\)$/, '$1');
}

/**
 * A URL as the `url` crate writes it back: a URL of a special scheme (http, https, ws, wss) with an empty path gets
 * the path `/`, so `"https://rpc.nymtech.net".parse::<Url>()` is saved as `https://rpc.nymtech.net/`. Applies to
 * every URL in the text (a list of them too).
 */
export function urlAsSerialised(text: string): string {
  return text.replace(/\b((?:https?|wss?):\/\/[^/"\s\],?#]+)(?=["\],]|$)/g, '$1/');
}

/** The value text of a default expression; quotes stay on string values (the caller drops a single pair). */
export function renderDefault(expr: string): string {
  let e = expr
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s+\./g, '.')
    .replace(/,\s*\)/g, ')')
    .replace(/\(\s+/g, '(')
    .replace(/\bvec!\[/g, '[');
  for (let pass = 0; pass < 12; pass++) {
    const next = rewriteOnce(e);
    if (next === e) break;
    e = next;
  }
  if (/^[\d_\s+\-*/.()eE]+$/.test(e)) {
    const n = arithmetic(e);
    if (n) return n.float && Number.isInteger(n.value) && !/[eE.]/.test(e) ? String(n.value) : numberText(n);
  }
  return e;
}
