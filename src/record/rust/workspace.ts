// The Rust workspace of the record at one tag: its crates, their modules (files and inline `mod` blocks) and the
// names each module declares or imports, so that a path written in the source (`crate::a::b`, `super::x`,
// `routes::api::V1`, `Self::v1_routes`) leads to the item it names. Name resolution follows Rust's rules as far as
// the routers need: items, `use` aliases and globs, `mod` files, extern crates by their package name, impl blocks.
import path from 'node:path';
import {parse as parseToml} from 'smol-toml';
import type {RecordRepository} from '../git';
import {childrenOf, descendantsOf, parseRust, type Node} from './parser';

/** Rust's namespaces: functions and constants are values; modules and structs are types. */
export type Namespace = 'value' | 'type' | 'any';

/** A module: a file's root or an inline `mod` block, with the directory its `mod x;` files live in. */
export interface Scope {
  readonly file: string;
  readonly node: Node;
  readonly dir: string;
  /** The crate's directory (where its Cargo.toml is). */
  readonly crateDir: string;
  readonly parent?: Scope;
}

export type Item =
  | {kind: 'fn'; node: Node; scope: Scope; implType?: string}
  | {kind: 'const'; node: Node; scope: Scope}
  | {kind: 'type'; name: string; scope: Scope}
  | {kind: 'module'; scope: Scope}
  | {kind: 'route-macro'; args: Node[]; scope: Scope};

interface Items {
  fns: Map<string, {node: Node; implType?: string}>;
  consts: Map<string, Node>;
  types: Set<string>;
  inlineMods: Map<string, Node>;
  fileMods: Set<string>;
  aliases: Map<string, string[]>;
  globs: string[][];
  routeMacros: Map<string, Node[]>;
}

/** The segments of a path as written: `a::b::c` → [a, b, c]. */
export function segmentsOf(node: Node): string[] {
  if (node.type === 'scoped_identifier' || node.type === 'scoped_type_identifier') {
    const head = node.childForFieldName('path');
    const name = node.childForFieldName('name');
    return [...(head ? segmentsOf(head) : []), name?.text ?? ''];
  }
  if (node.type === 'generic_function') {
    const fn = node.childForFieldName('function');
    return fn ? segmentsOf(fn) : [];
  }
  if (node.type === 'generic_type') {
    const type = node.childForFieldName('type');
    return type ? segmentsOf(type) : [];
  }
  return [node.text];
}

/** A snippet of Rust parsed on its own (used for macro arguments, which the grammar keeps as tokens). */
export function parseArguments(tokenTree: Node): Node[] {
  const inner = tokenTree.text.slice(1, -1);
  const tree = parseRust(`fn __record_args() { __record(${inner}); }`);
  const call = descendantsOf(tree.rootNode, 'call_expression')[0];
  const args = call?.childForFieldName('arguments');
  return args ? childrenOf(args) : [];
}

/**
 * What workspaces of several tags of one record share, keyed by blob id: syntax trees, crate names and the
 * dependencies each manifest renames.
 */
export interface WorkspaceCache {
  readonly trees: Map<string, Node>;
  readonly packageNames: Map<string, string | null>;
  readonly renames: Map<string, ReadonlyMap<string, string>>;
}

export function newWorkspaceCache(): WorkspaceCache {
  return {trees: new Map(), packageNames: new Map(), renames: new Map()};
}

export class Workspace {
  private readonly blobs: Map<string, string>;
  private readonly cargoDirs: string[];
  private readonly items = new Map<number, Items>();
  private readonly trees: Map<string, Node>;

  constructor(
    private readonly repo: RecordRepository,
    readonly ref: string,
    private readonly cache: WorkspaceCache = newWorkspaceCache(),
  ) {
    this.trees = cache.trees;
    this.blobs = repo.blobs(ref);
    this.cargoDirs = [...this.blobs.keys()]
      .filter((file) => file === 'Cargo.toml' || file.endsWith('/Cargo.toml'))
      .map((file) => path.posix.dirname(file))
      .sort((a, b) => b.length - a.length);
  }

  has(file: string): boolean {
    return this.blobs.has(file);
  }

  /** A file's syntax tree, parsed once per blob across every tag the trees cache has seen. */
  tree(file: string): Node | undefined {
    const id = this.blobs.get(file);
    if (!id) return undefined;
    let root = this.trees.get(id);
    if (!root) {
      root = parseRust(this.repo.blob(id)).rootNode;
      this.trees.set(id, root);
    }
    return root;
  }

  /** The module a file is the root of. */
  fileScope(file: string): Scope | undefined {
    const node = this.tree(file);
    if (!node) return undefined;
    const base = path.posix.basename(file);
    const dir = ['mod.rs', 'lib.rs', 'main.rs'].includes(base) ? path.posix.dirname(file) : file.slice(0, -3);
    return {file, node, dir, crateDir: this.crateDirOf(file)};
  }

  /** The package name of the crate a file belongs to, as code names it (`nym_api_requests`). */
  crateNameOf(file: string): string | null {
    return this.packageName(this.crateDirOf(file));
  }

  private crateDirOf(file: string): string {
    return this.cargoDirs.find((dir) => dir === '.' || file.startsWith(`${dir}/`)) ?? '.';
  }

  private crateRoots(crateDir: string): Scope[] {
    const prefix = crateDir === '.' ? '' : `${crateDir}/`;
    return ['src/lib.rs', 'src/main.rs']
      .map((root) => this.fileScope(`${prefix}${root}`))
      .filter((scope): scope is Scope => scope !== undefined);
  }

  /** The package name a crate's manifest declares (`-` written `_`, as code names it), read once per blob. */
  private packageName(dir: string): string | null {
    const id = this.blobs.get(dir === '.' ? 'Cargo.toml' : `${dir}/Cargo.toml`);
    if (!id) return null;
    const cached = this.cache.packageNames.get(id);
    if (cached !== undefined) return cached;
    let name: string | null = null;
    try {
      const pkg = (parseToml(this.repo.blob(id)) as {package?: {name?: unknown}}).package;
      if (typeof pkg?.name === 'string') name = pkg.name.replace(/-/g, '_');
    } catch {
      // A manifest that is not TOML names no crate.
    }
    this.cache.packageNames.set(id, name);
    return name;
  }

  /**
   * The dependencies a crate's manifest gives another name (`contracts-common = { package = "nym-contracts-common" }`):
   * the name its code uses → the package's, both as code writes them; read once per blob.
   */
  private renamedDependencies(dir: string): ReadonlyMap<string, string> {
    const id = this.blobs.get(dir === '.' ? 'Cargo.toml' : `${dir}/Cargo.toml`);
    if (!id) return new Map();
    const cached = this.cache.renames.get(id);
    if (cached) return cached;
    const renames = new Map<string, string>();
    try {
      const manifest = parseToml(this.repo.blob(id)) as {dependencies?: Record<string, unknown>};
      for (const [name, spec] of Object.entries(manifest.dependencies ?? {})) {
        const pkg = spec !== null && typeof spec === 'object' ? (spec as {package?: unknown}).package : undefined;
        if (typeof pkg === 'string') renames.set(name.replace(/-/g, '_'), pkg.replace(/-/g, '_'));
      }
    } catch {
      // A manifest that is not TOML renames nothing.
    }
    this.cache.renames.set(id, renames);
    return renames;
  }

  /** An extern crate by the name code uses; crates whose directory bears that name are tried first. */
  private externCrate(name: string): Scope | undefined {
    const likely = this.cargoDirs.filter((dir) => path.posix.basename(dir).replace(/-/g, '_') === name);
    const others = this.cargoDirs.filter((dir) => !likely.includes(dir));
    const dir = [...likely, ...others].find((candidate) => this.packageName(candidate) === name);
    return dir === undefined ? undefined : this.crateRoots(dir)[0];
  }

  private itemsOf(scope: Scope): Items {
    const cached = this.items.get(scope.node.id);
    if (cached) return cached;
    const items: Items = {
      fns: new Map(),
      consts: new Map(),
      types: new Set(),
      inlineMods: new Map(),
      fileMods: new Set(),
      aliases: new Map(),
      globs: [],
      routeMacros: new Map(),
    };
    for (const child of childrenOf(scope.node)) {
      const name = child.childForFieldName('name')?.text;
      switch (child.type) {
        case 'function_item':
          if (name) items.fns.set(name, {node: child});
          break;
        case 'const_item':
        case 'static_item':
          if (name) items.consts.set(name, child);
          break;
        case 'struct_item':
        case 'enum_item':
        case 'type_item':
          if (name) items.types.add(name);
          break;
        case 'mod_item': {
          const body = child.childForFieldName('body');
          if (name && body) items.inlineMods.set(name, body);
          else if (name) items.fileMods.add(name);
          break;
        }
        case 'use_declaration': {
          const argument = child.childForFieldName('argument');
          if (argument) collectUse(argument, [], items);
          break;
        }
        case 'impl_item': {
          const type = child.childForFieldName('type');
          const typeName = type ? (segmentsOf(type).at(-1) ?? type.text) : '';
          for (const fn of childrenOf(child.childForFieldName('body') ?? child)) {
            const fnName = fn.childForFieldName('name')?.text;
            if (fn.type === 'function_item' && fnName)
              items.fns.set(`${typeName}::${fnName}`, {node: fn, implType: typeName});
          }
          break;
        }
        case 'macro_invocation': {
          // A module-level macro that defines a path function, as nym-node-requests' `absolute_route!(name, parent,
          // suffix)` does: the function returns parent followed by suffix.
          const tokens = childrenOf(child).find((node) => node.type === 'token_tree');
          if (child.childForFieldName('macro')?.text === 'absolute_route' && tokens) {
            const args = parseArguments(tokens);
            const fnName = args[0]?.text;
            if (fnName && args.length === 3) items.routeMacros.set(fnName, args.slice(1));
          }
          break;
        }
      }
    }
    this.items.set(scope.node.id, items);
    return items;
  }

  private childModule(scope: Scope, name: string): Scope | undefined {
    const items = this.itemsOf(scope);
    const inline = items.inlineMods.get(name);
    if (inline)
      return {file: scope.file, node: inline, dir: `${scope.dir}/${name}`, crateDir: scope.crateDir, parent: scope};
    if (!items.fileMods.has(name)) return undefined;
    return this.fileScope(`${scope.dir}/${name}.rs`) ?? this.fileScope(`${scope.dir}/${name}/mod.rs`);
  }

  private parentOf(scope: Scope): Scope | undefined {
    if (scope.parent) return scope.parent;
    const base = path.posix.basename(scope.file);
    if (base === 'lib.rs' || base === 'main.rs') return undefined;
    const parentDir = path.posix.dirname(scope.dir);
    const crateSrc = scope.crateDir === '.' ? 'src' : `${scope.crateDir}/src`;
    if (parentDir === crateSrc) return this.crateRoots(scope.crateDir)[0];
    return this.fileScope(`${parentDir}.rs`) ?? this.fileScope(`${parentDir}/mod.rs`);
  }

  /** The item a path names, seen from a module (and from an impl block, for `Self::`). */
  resolve(
    segments: readonly string[],
    scope: Scope,
    implType?: string,
    depth = 0,
    namespace: Namespace = 'any',
  ): Item | undefined {
    if (depth > 24 || segments.length === 0) return undefined;
    const [first = '', ...rest] = segments;
    if (first === 'Self' && implType) return this.lookup(`${implType}::${rest[0] ?? ''}`, scope, depth, 'value');
    let current: Item | undefined;
    if (first === 'crate') {
      const roots = this.crateRoots(scope.crateDir);
      const next = rest[0];
      const root =
        roots.find(
          (candidate) =>
            next === undefined || this.lookup(next, candidate, depth + 1, rest.length > 1 ? 'type' : namespace),
        ) ?? roots[0];
      current = root ? {kind: 'module', scope: root} : undefined;
    } else if (first === 'self') current = {kind: 'module', scope};
    else if (first === 'super') {
      const parent = this.parentOf(scope);
      current = parent ? {kind: 'module', scope: parent} : undefined;
    } else {
      current = this.lookup(first, scope, depth, rest.length > 0 ? 'type' : namespace);
      if (!current) {
        const external = this.externCrate(this.renamedDependencies(scope.crateDir).get(first) ?? first);
        current = external ? {kind: 'module', scope: external} : undefined;
      }
    }
    for (const [index, segment] of rest.entries()) {
      if (!current) return undefined;
      const more = index < rest.length - 1;
      if (current.kind === 'module')
        current = this.lookup(segment, current.scope, depth + 1, more ? 'type' : namespace);
      else if (current.kind === 'type')
        current = this.lookup(`${current.name}::${segment}`, current.scope, depth + 1, 'value');
      else return undefined;
    }
    return current;
  }

  /**
   * A name declared in or imported into a module. Rust keeps values (functions, constants) and types (modules,
   * structs) in two namespaces, so `routes::api::V1` and `routes(config)` can both be written beside each other:
   * a name followed by more segments is looked up among types only.
   */
  private lookup(name: string, scope: Scope, depth: number, namespace: Namespace): Item | undefined {
    if (depth > 24) return undefined;
    const items = this.itemsOf(scope);
    if (namespace !== 'type') {
      const fn = items.fns.get(name);
      if (fn) return {kind: 'fn', node: fn.node, scope, implType: fn.implType};
      const constant = items.consts.get(name);
      if (constant) return {kind: 'const', node: constant, scope};
      const macro = items.routeMacros.get(name);
      if (macro) return {kind: 'route-macro', args: macro, scope};
    }
    if (namespace !== 'value') {
      if (items.types.has(name)) return {kind: 'type', name, scope};
      const module = this.childModule(scope, name);
      if (module) return {kind: 'module', scope: module};
    }
    const [typeName, member] = name.split('::');
    const alias = items.aliases.get(typeName ?? name);
    if (alias) {
      const target = this.resolve(member ? [...alias, member] : alias, scope, undefined, depth + 1, namespace);
      if (target) return target;
    }
    for (const glob of items.globs) {
      const module = this.resolve(glob, scope, undefined, depth + 1, 'type');
      if (module?.kind === 'module' && module.scope.node.id !== scope.node.id) {
        const found = this.lookup(name, module.scope, depth + 1, namespace);
        if (found) return found;
      }
    }
    return undefined;
  }
}

function collectUse(node: Node, prefix: string[], items: Items): void {
  switch (node.type) {
    case 'use_as_clause': {
      const target = node.childForFieldName('path');
      const alias = node.childForFieldName('alias');
      if (target && alias) items.aliases.set(alias.text, [...prefix, ...segmentsOf(target)]);
      return;
    }
    case 'scoped_use_list': {
      const head = node.childForFieldName('path');
      const list = node.childForFieldName('list');
      const next = head ? [...prefix, ...segmentsOf(head)] : prefix;
      if (list) for (const child of childrenOf(list)) collectUse(child, next, items);
      return;
    }
    case 'use_list':
      for (const child of childrenOf(node)) collectUse(child, prefix, items);
      return;
    case 'use_wildcard': {
      const head = childrenOf(node)[0];
      items.globs.push(head ? [...prefix, ...segmentsOf(head)] : prefix);
      return;
    }
    case 'self': {
      const last = prefix.at(-1);
      if (last) items.aliases.set(last, prefix);
      return;
    }
    default: {
      const segments = [...prefix, ...segmentsOf(node)];
      const last = segments.at(-1);
      if (last) items.aliases.set(last, segments);
    }
  }
}
