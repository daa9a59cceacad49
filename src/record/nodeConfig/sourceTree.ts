// The Rust workspace of the record at one tag: which crate lives where (from every Cargo.toml), which file holds a
// module, and what a path such as `crate::config::Wireguard` or a `use`d name stands for. Resolution follows
// `use` aliases, `pub use` re-exports and glob imports, and falls back to a crate-wide search by name, as a reader
// with `git grep` would.
import type {RecordRepository} from '../git';
import {RustFile, type ConstItem, type EnumItem, type FnItem, type StructItem, type TypeItem} from './rustFile';

export type ItemKind = 'struct' | 'enum' | 'const' | 'fn' | 'type';
type Found<K extends ItemKind> = K extends 'const'
  ? ConstItem
  : K extends 'fn'
    ? FnItem
    : K extends 'struct'
      ? StructItem
      : K extends 'enum'
        ? EnumItem
        : TypeItem;

const MAX_DEPTH = 6;
const ROOT_FILES = ['mod.rs', 'lib.rs', 'main.rs'];

function findInFile<K extends ItemKind>(file: RustFile, name: string, kind: K): Found<K> | undefined {
  const found =
    kind === 'struct'
      ? file.structs.get(name)
      : kind === 'enum'
        ? file.enums.get(name)
        : kind === 'const'
          ? file.freeConst(name)
          : kind === 'fn'
            ? file.freeFn(name)
            : file.typeItem(name);
  return found as Found<K> | undefined;
}

function isRootFile(path: string): boolean {
  return ROOT_FILES.some((name) => path.endsWith(name));
}

export class SourceTree {
  private readonly paths: ReadonlySet<string>;
  private readonly texts = new Map<string, string>();
  private readonly parsed = new Map<string, RustFile | null>();
  private crateRoots: Map<string, string> | undefined;
  private readonly crateFileLists = new Map<string, string[]>();
  private readonly implCache = new Map<TypeItem, {fns: FnItem[]; consts: ConstItem[]}>();

  constructor(
    private readonly repo: RecordRepository,
    readonly tag: string,
  ) {
    this.paths = new Set(repo.files(tag));
  }

  has(path: string): boolean {
    return this.paths.has(path);
  }

  text(path: string): string | undefined {
    if (!this.paths.has(path)) return undefined;
    if (!this.texts.has(path)) this.prefetch([path]);
    return this.texts.get(path);
  }

  /** Reads the files (those the tree holds and not read yet) in one call to git. */
  private prefetch(paths: readonly string[]): void {
    const wanted = paths.filter((p) => this.paths.has(p) && !this.texts.has(p));
    for (const [path, text] of this.repo.showAll(this.tag, wanted)) this.texts.set(path, text);
  }

  /** The parsed file, or null when the tag has no such file. */
  file(path: string): RustFile | null {
    let file = this.parsed.get(path);
    if (file === undefined) {
      const text = this.text(path);
      file = text === undefined ? null : new RustFile(path, text);
      this.parsed.set(path, file);
    }
    return file;
  }

  /** Crate name (`-` as `_`) → its directory with a trailing slash. */
  crates(): Map<string, string> {
    if (!this.crateRoots) {
      const roots = new Map<string, string>();
      const manifests = [...this.paths].filter((p) => p.endsWith('Cargo.toml')).sort();
      this.prefetch(manifests);
      for (const path of manifests) {
        const name = /^\[package\][^[]*?^name\s*=\s*"([^"]+)"/ms.exec(this.text(path) ?? '')?.[1];
        if (name && !roots.has(name.replace(/-/g, '_'))) {
          roots.set(name.replace(/-/g, '_'), path.slice(0, -'Cargo.toml'.length));
        }
      }
      roots.set('nym_node', 'nym-node/');
      this.crateRoots = roots;
    }
    return this.crateRoots;
  }

  /** The directory of the crate holding a file: the longest crate root that prefixes its path. */
  crateOf(path: string): string {
    let best = '';
    for (const root of this.crates().values()) if (path.startsWith(root) && root.length > best.length) best = root;
    return best;
  }

  /** The crate's source files (tests and the old-config migration code left out), in path order. */
  crateFiles(root: string): string[] {
    let list = this.crateFileLists.get(root);
    if (!list) {
      list = [...this.paths]
        .filter(
          (p) =>
            p.startsWith(`${root}src/`) && p.endsWith('.rs') && !p.includes('/old_configs/') && !p.includes('/tests/'),
        )
        .sort();
      this.crateFileLists.set(root, list);
      this.prefetch(list);
    }
    return list;
  }

  /** The crate's source files, shortest path first (ties in path order): the order of a search by name. */
  private crateFilesByLength(root: string): string[] {
    return [...this.crateFiles(root)].sort((a, b) => a.length - b.length);
  }

  private moduleFile(root: string, segments: readonly string[]): string | undefined {
    const base = `${root}src/`;
    if (segments.length === 0) return ['lib.rs', 'main.rs'].map((f) => base + f).find((p) => this.paths.has(p));
    const stem = base + segments.join('/');
    return [`${stem}.rs`, `${stem}/mod.rs`].find((p) => this.paths.has(p));
  }

  /** The crate root and module path of a file: `nym-node/src/config/mod.rs` → `['config']`. */
  private modulePathOf(path: string): {root: string; segments: string[]} {
    const root = this.crateOf(path);
    const segments = path.slice(root.length + 4, -3).split('/');
    if (['mod', 'lib', 'main'].includes(segments[segments.length - 1] ?? '')) segments.pop();
    return {root, segments};
  }

  /** What `path` names when written in `from`: a struct, enum, either (`type`), free const or free fn. */
  resolve<K extends ItemKind>(from: RustFile, path: string, kind: K, depth = 0): Found<K> | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const segments = path.split('::').filter((s) => s !== '');
    const name = segments[segments.length - 1] ?? '';
    if (segments.length === 1) {
      const local = findInFile(from, name, kind);
      if (local) return local;
      const used = from.uses.get(name);
      if (used !== undefined && used !== name) {
        const found = this.resolveAbsolute(from, used, kind, depth + 1);
        if (found) return found;
      }
      for (const glob of from.globs) {
        const found = this.resolveAbsolute(from, `${glob}::${name}`, kind, depth + 1);
        if (found) return found;
      }
      return this.searchCrate(this.crateOf(from.path), name, kind, from);
    }
    const first = segments[0] ?? '';
    if (['crate', 'self', 'super', 'std', 'core'].includes(first) || this.crates().has(first)) {
      return this.resolveAbsolute(from, path, kind, depth + 1);
    }
    const used = from.uses.get(first);
    if (used !== undefined) {
      return this.resolveAbsolute(from, [used, ...segments.slice(1)].join('::'), kind, depth + 1);
    }
    const {segments: own} = this.modulePathOf(from.path);
    const parent = isRootFile(from.path) ? own : own.slice(0, -1);
    return this.resolveAbsolute(from, ['crate', ...parent, ...segments].join('::'), kind, depth + 1);
  }

  private resolveAbsolute<K extends ItemKind>(
    from: RustFile,
    path: string,
    kind: K,
    depth: number,
  ): Found<K> | undefined {
    const segments = path.split('::').filter((s) => s !== '');
    const first = segments[0] ?? '';
    if (segments.length === 0 || ['std', 'core', 'alloc'].includes(first)) return undefined;
    const here = this.modulePathOf(from.path);
    let root: string;
    let modules: string[];
    if (first === 'crate') {
      root = here.root;
      modules = segments.slice(1, -1);
    } else if (first === 'self') {
      root = here.root;
      modules = [...here.segments, ...segments.slice(1, -1)];
    } else if (first === 'super') {
      let current = isRootFile(from.path) ? [...here.segments] : here.segments.slice(0, -1);
      let i = 0;
      while (segments[i] === 'super') {
        current = current.slice(0, -1);
        i++;
      }
      root = here.root;
      modules = [...current, ...segments.slice(i, -1)];
    } else if (this.crates().has(first)) {
      root = this.crates().get(first) ?? '';
      modules = segments.slice(1, -1);
    } else if (segments.length > 1 && depth < MAX_DEPTH) {
      return this.resolve(from, path, kind, depth + 1);
    } else return undefined;
    const name = segments[segments.length - 1] ?? '';
    let file = this.moduleFile(root, []);
    const walked: string[] = [];
    for (const segment of modules) {
      const next = this.moduleFile(root, [...walked, segment]);
      if (next === undefined && file !== undefined) {
        const parsed = this.file(file);
        const reexport = parsed?.uses.get(segment);
        if (parsed && reexport !== undefined) {
          const rest = [...modules.slice(walked.length + 1), name];
          return this.resolveAbsolute(parsed, [reexport, ...rest].join('::'), kind, depth + 1);
        }
        for (const glob of parsed?.globs ?? []) {
          const rest = [...modules.slice(walked.length), name];
          const found = parsed ? this.resolveAbsolute(parsed, [glob, ...rest].join('::'), kind, depth + 1) : undefined;
          if (found) return found;
        }
        break;
      }
      walked.push(segment);
      file = next;
    }
    const target = file === undefined ? null : this.file(file);
    if (target && depth < MAX_DEPTH) {
      const found = this.resolve(target, name, kind, depth + 1);
      if (found) return found;
    }
    return this.searchCrate(root, name, kind);
  }

  /** The first item of that name and kind in the crate's files (shortest path first). */
  private searchCrate<K extends ItemKind>(
    root: string,
    name: string,
    kind: K,
    except?: RustFile,
  ): Found<K> | undefined {
    for (const path of this.crateFilesByLength(root)) {
      const file = this.file(path);
      if (!file || file === except) continue;
      const found = findInFile(file, name, kind);
      if (found) return found;
    }
    return undefined;
  }

  /**
   * The functions and consts of every impl block for the type in its crate: in the type's own file, and in other
   * files of the crate that do not declare a struct of the same name.
   */
  implItems(item: TypeItem): {fns: FnItem[]; consts: ConstItem[]} {
    const cached = this.implCache.get(item);
    if (cached) return cached;
    const fns: FnItem[] = [];
    const consts: ConstItem[] = [];
    const files = [item.file, ...this.crateFilesInTreeOrder(this.crateOf(item.file.path), item.file.path)];
    for (const file of files) {
      if (!file) continue;
      const mine = file === item.file || !file.structs.has(item.name);
      if (!mine) continue;
      for (const list of file.fns.values()) for (const fn of list) if (fn.owner?.target === item.name) fns.push(fn);
      for (const list of file.consts.values()) for (const c of list) if (c.owner === item.name) consts.push(c);
    }
    this.implCache.set(item, {fns, consts});
    return {fns, consts};
  }

  private crateFilesInTreeOrder(root: string, except: string): (RustFile | null)[] {
    return this.crateFiles(root)
      .filter((p) => p !== except)
      .map((p) => this.file(p));
  }
}
