// Constants in a default expression replaced by their values, recursively (`DEFAULT_HTTP_PORT` → `(8080)`), each
// one noted as a source (`file:line (const NAME)`). Names are looked up the way Rust would: `Self::X` in the
// impl blocks of the type at hand, `Type::X` in that type's, anything else through `use`s and modules.
import type {ConstItem, RustFile, TypeItem} from './rustFile';
import type {SourceTree} from './sourceTree';

const MAX_DEPTH = 6;
const CONSTANT_PATH = /\b(?:Self::|[A-Za-z_]\w*::)*[A-Z][A-Z0-9_]+\b(?!\s*\()/g;

function lookupConst(
  tree: SourceTree,
  from: RustFile,
  owner: TypeItem | undefined,
  name: string,
): ConstItem | undefined {
  if (name.startsWith('Self::')) {
    if (!owner) return undefined;
    return tree.implItems(owner).consts.find((c) => c.name === name.slice(6));
  }
  const segments = name.split('::');
  const typeName = segments[segments.length - 2];
  if (typeName !== undefined && /^[A-Z]/.test(typeName) && typeName !== 'Duration') {
    const type = tree.resolve(from, segments.slice(0, -1).join('::'), 'type');
    return type ? tree.implItems(type).consts.find((c) => c.name === segments[segments.length - 1]) : undefined;
  }
  return tree.resolve(from, name, 'const');
}

/** The type whose impl block holds a const, for `Self::` inside the const's own expression. */
function ownerOf(tree: SourceTree, constant: ConstItem): TypeItem | undefined {
  if (constant.owner === null) return undefined;
  return constant.file.typeItem(constant.owner) ?? tree.resolve(constant.file, constant.owner, 'type');
}

/** The expression with its constants substituted; every constant used is appended to `sources`. */
export function substituteConstants(
  tree: SourceTree,
  from: RustFile,
  owner: TypeItem | undefined,
  expr: string,
  sources: string[],
  depth = 0,
): string {
  if (depth > MAX_DEPTH) return expr;
  const replace = (name: string): string => {
    const last = name.split('::').pop() ?? name;
    const head = name.split('::')[0] ?? '';
    if (['Ipv4Addr', 'Ipv6Addr', 'IpAddr'].includes(head) && ['UNSPECIFIED', 'LOCALHOST'].includes(last)) return name;
    const constant = lookupConst(tree, from, owner, name);
    if (!constant) return name;
    sources.push(`${constant.file.path}:${constant.line} (const ${constant.name})`);
    const inner = substituteConstants(tree, constant.file, ownerOf(tree, constant), constant.expr, sources, depth + 1);
    return `(${inner})`;
  };
  // String literals are kept as they are; constants are looked for between them.
  return expr
    .split(/("(?:[^"\\]|\\.)*")/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(CONSTANT_PATH, replace)))
    .join('');
}
