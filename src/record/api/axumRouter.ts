// An axum router rebuilt from its source: starting at the function that builds a service's router, the
// expression it returns is followed through `.route`, `.nest`, `.merge`, `.route_service`, `.nest_service` and
// Swagger UI mounts, into the functions it calls (across modules and crates), `let` bindings and `if`/`else`
// branches. A route found in only one branch of an `if` is conditional, with that branch's condition. A `.layer(..)`
// or `.route_layer(..)` wraps the routes mounted before it on its router (or the one handler of a method router).
import {childrenOf, descendantsOf, lineOf, squash, stringValue, type Node} from '../rust/parser';
import {parseArguments, segmentsOf, type Item, type Scope, type Workspace} from '../rust/workspace';
import {axumPath, conditionsAround, joinPath} from './routePaths';

export type RouteKind = 'api' | 'redirect' | 'docs' | 'static' | 'service';

export interface MountedRoute {
  method: string;
  path: string;
  kind: RouteKind;
  /** The handler function's name, when the route has one. */
  handler?: string;
  /** The handler function's node, for its annotations (never written out). */
  handlerNode?: Node;
  /** Where the route is defined: its handler function, else the mounting call. */
  source: string;
  line: number;
  /** Where the route is mounted; a Rocket group also gives the prefix it is mounted under. */
  mountedIn: {source: string; line: number; prefix?: string};
  /** A Rocket handler's path as its attribute writes it (`/<mix_id>`), inside its group. */
  rocketPath?: string;
  conditions: string[];
  redirectTo?: string;
  /** The layers around the route, as written (`CompressionLayer::new()`), innermost first; absent when none. */
  layers?: string[];
}

interface Context {
  readonly scope: Scope;
  readonly implType?: string;
  readonly lets: Map<string, {node: Node; routes?: MountedRoute[]}>;
  readonly depth: number;
}

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch', 'head', 'options']);
const PASS_THROUGH = new Set(['with_state', 'fallback', 'into', 'config', 'clone']);
const LAYERS = new Set(['layer', 'route_layer']);

export class AxumReader {
  /** What the reader could not follow, as "file:line: what" lines. */
  readonly unresolved: string[] = [];

  constructor(private readonly workspace: Workspace) {}

  /** The routes of the router a function returns, e.g. `RouterBuilder::with_default_routes` in a file. */
  routesOf(file: string, fnPath: string): MountedRoute[] | undefined {
    const scope = this.workspace.fileScope(file);
    if (!scope) return undefined;
    const item = this.workspace.resolve(fnPath.split('::'), scope, undefined, 0, 'value');
    if (item?.kind !== 'fn') return undefined;
    return this.callFunction(item, 0) ?? [];
  }

  /**
   * Routes a file adds outside the router builder, as `router.nest("/v1/ecash", ecash_routes(..))` in nym-api's
   * start-up at v2024.13-magura: every `.nest` on a bound router, with the `if` conditions around it.
   */
  nestsIn(file: string): MountedRoute[] {
    const scope = this.workspace.fileScope(file);
    if (!scope) return [];
    const routes: MountedRoute[] = [];
    for (const call of descendantsOf(scope.node, 'call_expression')) {
      const fn = call.childForFieldName('function');
      if (fn?.type !== 'field_expression' || fn.childForFieldName('field')?.text !== 'nest') continue;
      if (fn.childForFieldName('value')?.type !== 'identifier') continue;
      const [prefixArg, inner] = childrenOf(call.childForFieldName('arguments') ?? call);
      const context: Context = {scope, lets: new Map(), depth: 0};
      const prefix = prefixArg ? this.string(prefixArg, context) : undefined;
      const nested = inner ? this.router(inner, context) : undefined;
      if (prefix === undefined || !nested) continue;
      const conditions = conditionsAround(call);
      for (const route of nested) {
        routes.push({
          ...route,
          path: joinPath(axumPath(prefix), route.path),
          conditions: [...conditions, ...route.conditions],
        });
      }
    }
    return routes;
  }

  /** The value of a string expression written in a module. */
  stringIn(node: Node, scope: Scope): string | undefined {
    return this.string(node, {scope, lets: new Map(), depth: 0});
  }

  private callFunction(item: Extract<Item, {kind: 'fn'}>, depth: number): MountedRoute[] | undefined {
    const body = item.node.childForFieldName('body');
    if (!body || depth > 40) return undefined;
    return this.block(body, {scope: item.scope, implType: item.implType, lets: new Map(), depth: depth + 1});
  }

  private block(block: Node, outer: Context): MountedRoute[] | undefined {
    const context: Context = {...outer, lets: new Map(outer.lets)};
    let tail: Node | undefined;
    for (const statement of childrenOf(block)) {
      if (statement.type === 'let_declaration') {
        const pattern = statement.childForFieldName('pattern');
        const value = statement.childForFieldName('value');
        const name = pattern ? identifierOf(pattern) : undefined;
        if (name && value) context.lets.set(name, {node: value});
        continue;
      }
      const expression = statement.type === 'expression_statement' ? childrenOf(statement)[0] : statement;
      if (!expression) continue;
      if (expression.type === 'assignment_expression') {
        const left = expression.childForFieldName('left');
        const right = expression.childForFieldName('right');
        if (left?.type === 'identifier' && right) {
          context.lets.set(left.text, {node: right, routes: this.router(right, context) ?? []});
        }
        continue;
      }
      if (expression.type === 'return_expression') return this.router(childrenOf(expression)[0] ?? expression, context);
      if (statement.type !== 'expression_statement' || !statement.text.trimEnd().endsWith(';')) tail = expression;
    }
    return tail ? this.router(tail, context) : undefined;
  }

  /** The routes an expression evaluates to, or undefined when it is not a router this reader can follow. */
  private router(node: Node, context: Context): MountedRoute[] | undefined {
    switch (node.type) {
      case 'parenthesized_expression':
      case 'try_expression':
      case 'await_expression':
      case 'expression_statement':
        return this.router(childrenOf(node)[0] ?? node, context);
      case 'block':
        return this.block(node, context);
      case 'identifier': {
        const bound = context.lets.get(node.text);
        if (bound) return bound.routes ?? this.router(bound.node, context);
        return undefined;
      }
      case 'if_expression':
        return this.branches(node, context);
      case 'struct_expression': {
        // `Self { unfinished_router: routes }` or `NymNodeRouter { inner: Router::new()... }`: the router field.
        const body = node.childForFieldName('body');
        for (const field of body ? childrenOf(body) : []) {
          const value =
            field.type === 'shorthand_field_initializer' ? childrenOf(field)[0] : field.childForFieldName('value');
          const routes = value ? this.router(value, context) : undefined;
          if (routes) return routes;
        }
        return undefined;
      }
      case 'call_expression':
        return this.call(node, context);
      default:
        return undefined;
    }
  }

  private branches(node: Node, context: Context): MountedRoute[] | undefined {
    const condition = squash(node.childForFieldName('condition')?.text ?? '');
    const consequence = node.childForFieldName('consequence');
    const alternative = node.childForFieldName('alternative');
    const elseBody = alternative ? childrenOf(alternative)[0] : undefined;
    const yes = consequence ? this.router(consequence, context) : undefined;
    const no = elseBody ? this.router(elseBody, context) : undefined;
    if (!yes && !no) return undefined;
    const key = (route: MountedRoute) => `${route.method} ${route.path}`;
    const yesKeys = new Set((yes ?? []).map(key));
    const noKeys = new Set((no ?? []).map(key));
    return [
      ...(yes ?? []).map((route) => (noKeys.has(key(route)) ? route : withCondition(route, condition))),
      ...(no ?? []).filter((route) => !yesKeys.has(key(route))).map((route) => withCondition(route, 'else')),
    ];
  }

  private call(node: Node, context: Context): MountedRoute[] | undefined {
    const fn = node.childForFieldName('function');
    const args = childrenOf(node.childForFieldName('arguments') ?? node);
    if (!fn) return undefined;
    if (fn.type === 'field_expression') {
      const method = fn.childForFieldName('field')?.text ?? '';
      const receiver = fn.childForFieldName('value');
      if (!receiver) return undefined;
      const swagger = this.swagger(node, context);
      if (swagger) return swagger;
      if (PASS_THROUGH.has(method)) return this.router(receiver, context);
      const base = this.router(receiver, context);
      if (base === undefined) return undefined;
      if (LAYERS.has(method)) return base.map((route) => withLayer(route, args[0]));
      switch (method) {
        case 'route':
          return [...base, ...this.route(node, args, context)];
        case 'nest': {
          const written = args[0] ? this.string(args[0], context) : undefined;
          const prefix = written === undefined ? undefined : axumPath(written);
          const inner = args[1] ? this.router(args[1], context) : undefined;
          if (prefix === undefined || inner === undefined) {
            this.miss(node, context, `nest ${squash(args[0]?.text ?? '')}`);
            return base;
          }
          return [...base, ...inner.map((route) => ({...route, path: joinPath(prefix, route.path)}))];
        }
        case 'merge': {
          const inner = args[0] ? this.router(args[0], context) : undefined;
          if (inner === undefined) this.miss(node, context, `merge ${squash(args[0]?.text ?? '')}`);
          return [...base, ...(inner ?? [])];
        }
        case 'route_service':
        case 'nest_service': {
          const at = args[0];
          const prefix = at ? this.string(at, context) : undefined;
          if (!at || prefix === undefined) return base;
          const nested = method === 'nest_service';
          const route = this.plain(
            at,
            context,
            'GET',
            nested ? joinPath(prefix, '/{*path}') : prefix,
            nested ? 'static' : 'service',
          );
          return [...base, route];
        }
        default:
          return base;
      }
    }
    const segments = segmentsOf(fn);
    if (segments.at(-1) === 'new' && segments.at(-2) === 'Router') return [];
    const item = this.workspace.resolve(segments, context.scope, context.implType, 0, 'value');
    if (item?.kind === 'fn') return this.callFunction(item, context.depth);
    this.miss(node, context, `call ${segments.join('::')}`);
    return undefined;
  }

  /** A Swagger UI mount: its page, the page's assets and each OpenAPI document it serves. */
  private swagger(node: Node, context: Context): MountedRoute[] | undefined {
    const calls: Node[] = [];
    let current: Node | null = node;
    while (current?.type === 'call_expression') {
      calls.push(current);
      const fn: Node | null = current.childForFieldName('function');
      current = fn?.type === 'field_expression' ? fn.childForFieldName('value') : null;
    }
    const innermost = calls.at(-1);
    const fn = innermost?.childForFieldName('function');
    if (!innermost || !fn || fn.type === 'field_expression' || segmentsOf(fn).join('::') !== 'SwaggerUi::new')
      return undefined;
    const routes: MountedRoute[] = [];
    const pageArg = childrenOf(innermost.childForFieldName('arguments') ?? innermost)[0];
    const page = pageArg ? this.string(pageArg, context) : undefined;
    if (pageArg && page !== undefined) {
      routes.push(this.plain(pageArg, context, 'GET', page, 'docs'));
      routes.push(this.plain(pageArg, context, 'GET', joinPath(page, '/{*rest}'), 'docs'));
    }
    for (const call of calls.slice(0, -1).reverse()) {
      const method = call.childForFieldName('function')?.childForFieldName('field')?.text;
      const urlArg = childrenOf(call.childForFieldName('arguments') ?? call)[0];
      const url = method === 'url' && urlArg ? this.string(urlArg, context) : undefined;
      if (urlArg && url !== undefined) routes.push(this.plain(urlArg, context, 'GET', url, 'docs'));
    }
    return routes;
  }

  private route(node: Node, args: Node[], context: Context): MountedRoute[] {
    const [pathArg, methodRouter] = args;
    const written = pathArg ? this.string(pathArg, context) : undefined;
    const path = written === undefined ? undefined : axumPath(written);
    const at = node.childForFieldName('function')?.childForFieldName('field') ?? pathArg;
    if (!pathArg || !at || !methodRouter || path === undefined) {
      this.miss(node, context, `route ${squash(pathArg?.text ?? '')}`);
      return [];
    }
    return this.methods(methodRouter, context).map(({method, handler, layers}) => {
      const mountedIn = {source: context.scope.file, line: lineOf(at)};
      const target = this.handler(handler, context);
      if (target.kind === 'fn') {
        // A handler that answers with an HTML page (axum's Html) serves a page, not an API response.
        const returns = target.node.childForFieldName('return_type');
        const page = returns !== null && segmentsOf(returns).at(-1) === 'Html';
        return {
          method,
          path,
          kind: page ? 'static' : 'api',
          handler: target.node.childForFieldName('name')?.text,
          handlerNode: target.node,
          source: target.scope.file,
          line: lineOf(target.node),
          mountedIn,
          conditions: [],
          layers,
        };
      }
      const redirect = target.redirect;
      const route = {...this.plain(at, context, method, path, redirect === undefined ? 'api' : 'redirect'), layers};
      return redirect === undefined ? route : {...route, redirectTo: redirect};
    });
  }

  /**
   * The methods of a method router: `get(h)`, `axum::routing::post(h)`, `get(a).post(b)`, and the layers on it
   * (`get(h).route_layer(auth)`), which wrap the handlers before them.
   */
  private methods(node: Node, context: Context): {method: string; handler: Node; layers?: string[]}[] {
    if (node.type !== 'call_expression') return [];
    const fn = node.childForFieldName('function');
    const args = childrenOf(node.childForFieldName('arguments') ?? node);
    if (!fn) return [];
    if (fn.type === 'field_expression') {
      const method = fn.childForFieldName('field')?.text ?? '';
      const receiver = fn.childForFieldName('value');
      const base = receiver ? this.methods(receiver, context) : [];
      if (LAYERS.has(method)) return base.map((entry) => withLayer(entry, args[0]));
      return METHODS.has(method) && args[0] ? [...base, {method: method.toUpperCase(), handler: args[0]}] : base;
    }
    const name = segmentsOf(fn).at(-1) ?? '';
    return METHODS.has(name) && args[0] ? [{method: name.toUpperCase(), handler: args[0]}] : [];
  }

  private handler(node: Node, context: Context): Extract<Item, {kind: 'fn'}> | {kind: 'closure'; redirect?: string} {
    // `{ let details = config.details; move |query| handler(details, query) }`: the block's closure.
    if (node.type === 'block') {
      const tail = childrenOf(node).at(-1);
      return tail ? this.handler(tail, context) : {kind: 'closure'};
    }
    if (node.type === 'closure_expression') {
      const body = node.childForFieldName('body');
      const inner = body?.type === 'call_expression' ? body.childForFieldName('function') : undefined;
      if (inner && inner.type !== 'field_expression') {
        const item = this.workspace.resolve(segmentsOf(inner), context.scope, context.implType, 0, 'value');
        if (item?.kind === 'fn') return item;
      }
      const redirect = descendantsOf(node, 'call_expression').find((call) => {
        const segments = segmentsOf(call.childForFieldName('function') ?? call);
        return segments.at(-2) === 'Redirect';
      });
      const target = redirect ? childrenOf(redirect.childForFieldName('arguments') ?? redirect)[0] : undefined;
      return {kind: 'closure', redirect: target ? this.string(target, context) : undefined};
    }
    const item = this.workspace.resolve(segmentsOf(node), context.scope, context.implType, 0, 'value');
    if (item?.kind === 'fn') return item;
    this.miss(node, context, `handler ${squash(node.text)}`);
    return {kind: 'closure'};
  }

  private plain(at: Node, context: Context, method: string, path: string, kind: RouteKind): MountedRoute {
    const place = {source: context.scope.file, line: lineOf(at)};
    return {method, path, kind, ...place, mountedIn: place, conditions: []};
  }

  /** The value of a string expression: a literal, a constant, a path function, `format!`, `&x`, `x.to_string()`. */
  string(node: Node, context: Context, depth = 0): string | undefined {
    if (depth > 24) return undefined;
    const literal = stringValue(node);
    if (literal !== undefined) return literal;
    switch (node.type) {
      case 'reference_expression':
      case 'parenthesized_expression':
        return this.string(childrenOf(node).at(-1) ?? node, context, depth + 1);
      case 'identifier':
      case 'scoped_identifier': {
        const bound = node.type === 'identifier' ? context.lets.get(node.text) : undefined;
        if (bound) return this.string(bound.node, context, depth + 1);
        return this.itemString(
          this.workspace.resolve(segmentsOf(node), context.scope, context.implType, 0, 'value'),
          depth,
        );
      }
      case 'macro_invocation': {
        const tokens = childrenOf(node).find((child) => child.type === 'token_tree');
        if (node.childForFieldName('macro')?.text !== 'format' || !tokens) return undefined;
        const [template, ...values] = parseArguments(tokens);
        const pattern = template ? stringValue(template) : undefined;
        if (pattern === undefined) return undefined;
        const parts = values.map((value) => this.string(value, context, depth + 1));
        if (parts.some((part) => part === undefined)) return undefined;
        let index = 0;
        let missing = false;
        const text = pattern.replace(/\{([A-Za-z_][A-Za-z0-9_]*)?\}/g, (_, name: string | undefined) => {
          if (name === undefined) return parts[index++] ?? '';
          const named = this.itemString(
            this.workspace.resolve([name], context.scope, context.implType, 0, 'value'),
            depth,
          );
          if (named === undefined) missing = true;
          return named ?? '';
        });
        return missing ? undefined : text;
      }
      case 'call_expression': {
        const fn = node.childForFieldName('function');
        if (!fn) return undefined;
        if (fn.type === 'field_expression') {
          const method = fn.childForFieldName('field')?.text ?? '';
          const receiver = fn.childForFieldName('value');
          return ['to_string', 'to_owned', 'into', 'as_str'].includes(method) && receiver
            ? this.string(receiver, context, depth + 1)
            : undefined;
        }
        return this.itemString(
          this.workspace.resolve(segmentsOf(fn), context.scope, context.implType, 0, 'value'),
          depth,
        );
      }
      default:
        return undefined;
    }
  }

  private itemString(item: Item | undefined, depth: number): string | undefined {
    if (!item) return undefined;
    const context: Context = {scope: item.scope, lets: new Map(), depth: 0};
    if (item.kind === 'const') {
      const value = item.node.childForFieldName('value');
      return value ? this.string(value, context, depth + 1) : undefined;
    }
    if (item.kind === 'route-macro') {
      const parts = item.args.map((arg) => this.string(arg, context, depth + 1));
      return parts.some((part) => part === undefined) ? undefined : parts.join('');
    }
    if (item.kind === 'fn') {
      const body = item.node.childForFieldName('body');
      const tail = body ? childrenOf(body).at(-1) : undefined;
      return tail
        ? this.string(
            tail.type === 'expression_statement' ? (childrenOf(tail)[0] ?? tail) : tail,
            {...context, implType: item.implType},
            depth + 1,
          )
        : undefined;
    }
    return undefined;
  }

  private miss(node: Node, context: Context, what: string): void {
    this.unresolved.push(`${context.scope.file}:${lineOf(node)}: ${what}`);
  }
}

function identifierOf(pattern: Node): string | undefined {
  if (pattern.type === 'identifier') return pattern.text;
  if (pattern.type === 'mut_pattern') return childrenOf(pattern).find((child) => child.type === 'identifier')?.text;
  return undefined;
}

function withCondition(route: MountedRoute, condition: string): MountedRoute {
  return {...route, conditions: [...route.conditions, condition]};
}

/** A route or handler wrapped in one more layer, the layer's argument as written. */
function withLayer<T extends {layers?: string[]}>(wrapped: T, layer: Node | undefined): T {
  return layer ? {...wrapped, layers: [...(wrapped.layers ?? []), squash(layer.text)]} : wrapped;
}
