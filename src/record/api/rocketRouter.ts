// nym-api's routes from the Rocket era (up to v2024.12.1-aero): `mount_endpoints_and_merged_docs!` lists each
// group's prefix and the function that returns its routes; those functions list their handlers in
// `openapi_get_routes_spec![...]` (or `routes![...]`), and each handler carries its method and path in a
// `#[get("...")]` or `#[post("...")]` attribute. Swagger UI is mounted with `.mount("/swagger", ...)`.
import {childrenOf, descendantsOf, lineOf, stringValue, type Node} from '../rust/parser';
import {parseArguments, segmentsOf, type Scope, type Workspace} from '../rust/workspace';
import {AxumReader, type MountedRoute} from './axumRouter';
import {conditionsAround, joinPath} from './routePaths';
import {attributesOf} from './annotations';

/** Whether the file mounts nym-api's routes the Rocket way. */
export function mountsWithRocket(text: string | undefined): boolean {
  return text !== undefined && text.includes('mount_endpoints_and_merged_docs!');
}

/** A Rocket route path in axum's notation: `/mixnode/<mix_id>/report?<since>` → `/mixnode/{mix_id}/report`. */
function rocketPath(path: string): string {
  return path
    .replace(/\?.*$/, '')
    .replace(/<([A-Za-z_][A-Za-z0-9_]*)\.\.>/g, '{*$1}')
    .replace(/<([A-Za-z_][A-Za-z0-9_]*)>/g, '{$1}');
}

export class RocketReader {
  readonly unresolved: string[] = [];

  constructor(private readonly workspace: Workspace) {}

  routesOf(file: string): MountedRoute[] | undefined {
    const scope = this.workspace.fileScope(file);
    if (!scope) return undefined;
    const mount = descendantsOf(scope.node, 'macro_invocation').find(
      (node) => node.childForFieldName('macro')?.text === 'mount_endpoints_and_merged_docs',
    );
    const tokens = mount ? childrenOf(mount).find((child) => child.type === 'token_tree') : undefined;
    if (!mount || !tokens) return undefined;
    const [, baseArg] = parseArguments(tokens);
    const base = baseArg ? this.literal(baseArg) : undefined;
    if (base === undefined) return undefined;
    const routes: MountedRoute[] = [];
    const place = {source: file, line: lineOf(mount)};
    routes.push({
      method: 'GET',
      path: joinPath(base, '/openapi.json'),
      kind: 'docs',
      ...place,
      mountedIn: {...place, prefix: base},
      conditions: [],
    });
    for (const match of tokens.text.matchAll(/"([^"]*)"\s*=>\s*([A-Za-z_][A-Za-z0-9_:]*)\s*\(/g)) {
      const [, prefix = '', fnPath = ''] = match;
      const item = this.workspace.resolve(fnPath.split('::'), scope, undefined, 0, 'value');
      if (item?.kind !== 'fn') {
        this.unresolved.push(`${file}:${lineOf(mount)}: group ${fnPath}`);
        continue;
      }
      // The group is mounted where the macro names its prefix.
      const line = lineOf(tokens) + (tokens.text.slice(0, match.index).match(/\n/g)?.length ?? 0);
      const mountedIn = {source: file, line, prefix: joinPath(base, prefix)};
      for (const route of this.group(item.node, item.scope))
        routes.push({...route, path: joinPath(mountedIn.prefix, route.path), mountedIn});
    }
    for (const call of descendantsOf(scope.node, 'call_expression')) {
      const fn = call.childForFieldName('function');
      if (fn?.type !== 'field_expression' || fn.childForFieldName('field')?.text !== 'mount') continue;
      const [pathArg, service] = childrenOf(call.childForFieldName('arguments') ?? call);
      const path = pathArg ? stringValue(pathArg) : undefined;
      if (!pathArg || path === undefined || !service?.text.includes('swagger')) continue;
      const at = {source: file, line: lineOf(pathArg)};
      routes.push({method: 'GET', path, kind: 'docs', ...at, mountedIn: at, conditions: []});
      routes.push({
        method: 'GET',
        path: joinPath(path, '/{*rest}'),
        kind: 'docs',
        ...at,
        mountedIn: at,
        conditions: [],
      });
    }
    return routes;
  }

  private literal(node: Node): string | undefined {
    const direct = stringValue(node);
    if (direct !== undefined) return direct;
    const inner = descendantsOf(node, 'string_literal')[0];
    return inner ? stringValue(inner) : undefined;
  }

  /**
   * Routes a file mounts on its own, as nym-api's coconut module did up to v2024.9:
   * `rocket.mount(format!(...), routes![...])`.
   */
  mountsIn(file: string, entry: string): MountedRoute[] {
    const scope = this.workspace.fileScope(file);
    if (!scope) return [];
    const conditions = this.attachedUnder(file, entry);
    const strings = new AxumReader(this.workspace);
    const routes: MountedRoute[] = [];
    for (const call of descendantsOf(scope.node, 'call_expression')) {
      const fn = call.childForFieldName('function');
      if (fn?.type !== 'field_expression' || fn.childForFieldName('field')?.text !== 'mount') continue;
      const [pathArg, list] = childrenOf(call.childForFieldName('arguments') ?? call);
      if (!pathArg || list?.type !== 'macro_invocation') continue;
      const prefix = strings.stringIn(pathArg, scope);
      if (prefix === undefined) continue;
      for (const route of this.listed(list, scope, conditions))
        routes.push({...route, path: joinPath(prefix, route.path)});
    }
    return routes;
  }

  /**
   * The conditions under which the entry file attaches a module's stage, e.g. nym-api's
   * `if config.coconut_signer.enabled { rocket.attach(coconut::stage(..)) }`: the `if`s around each call in the
   * entry file of a function the module defines.
   */
  private attachedUnder(file: string, entry: string): string[] {
    const scope = this.workspace.fileScope(entry);
    if (!scope) return [];
    for (const call of descendantsOf(scope.node, 'call_expression')) {
      const fn = call.childForFieldName('function');
      if (!fn || fn.type === 'field_expression') continue;
      const item = this.workspace.resolve(segmentsOf(fn), scope, undefined, 0, 'value');
      if (item?.kind === 'fn' && item.scope.file === file) return conditionsAround(call);
    }
    return [];
  }

  /** The handlers a group function lists, each with the `if` conditions it is listed under. */
  private group(fn: Node, scope: Scope): MountedRoute[] {
    const routes: MountedRoute[] = [];
    for (const list of descendantsOf(fn, 'macro_invocation')) {
      const name = list.childForFieldName('macro')?.text;
      if (name !== 'openapi_get_routes_spec' && name !== 'routes') continue;
      routes.push(...this.listed(list, scope, conditionsAround(list, fn)));
    }
    // A handler listed in both branches of an `if` is mounted either way.
    const branches = new Map<string, Set<string>>();
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      branches.set(key, (branches.get(key) ?? new Set()).add(route.conditions.join(' && ')));
    }
    return routes.map((route) =>
      (branches.get(`${route.method} ${route.path}`)?.size ?? 0) > 1 ? {...route, conditions: []} : route,
    );
  }

  /** The routes of one `routes![...]` or `openapi_get_routes_spec![...]` list. */
  private listed(list: Node, scope: Scope, conditions: string[]): MountedRoute[] {
    const routes: MountedRoute[] = [];
    const tokens = childrenOf(list).find((child) => child.type === 'token_tree');
    const text = (tokens?.text.slice(1, -1) ?? '').replace(/^\s*[A-Za-z_]+\s*:(?!:)/, '');
    for (const handlerPath of text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const item = this.workspace.resolve(handlerPath.split('::'), scope, undefined, 0, 'value');
      if (item?.kind !== 'fn') {
        this.unresolved.push(`${scope.file}:${lineOf(list)}: handler ${handlerPath}`);
        continue;
      }
      const mountedIn = {source: scope.file, line: lineOf(list)};
      for (const attribute of attributesOf(item.node)) {
        const match = /^(get|post|put|delete|patch)\s*\(\s*"([^"]*)"/.exec(attribute);
        if (!match?.[1] || match[2] === undefined) continue;
        routes.push({
          method: match[1].toUpperCase(),
          path: rocketPath(match[2]),
          rocketPath: match[2],
          kind: 'api',
          handler: item.node.childForFieldName('name')?.text,
          handlerNode: item.node,
          source: item.scope.file,
          line: lineOf(item.node),
          mountedIn,
          conditions,
        });
      }
    }
    return routes;
  }
}
