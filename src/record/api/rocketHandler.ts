// What a Rocket handler's source says about its request and its answers: the path and query parameters its
// attribute names (typed by the function's arguments), the JSON body its `data = "<name>"` argument takes, and the
// statuses its return type and body give. nym-api's handlers before v2024.13-magura and the explorer API's are read
// with it.
import {childrenOf, descendantsOf, type Node} from '../rust/parser';
import type {Workspace, Scope} from '../rust/workspace';
import {attributesOf} from './annotations';
import type {MountedRoute} from './axumRouter';
import type {HandlerFacts, ParamFact, RequestBodyFact, ResponseFact} from './handlerReader';
import {typeArguments, typePath, type TypeUse} from './typeNodes';

/** Rust's scalar types as JSON Schema gives them (integers with their width as format). */
const SCALARS: Readonly<Record<string, {json_type: string; format?: string}>> = {
  String: {json_type: 'string'},
  str: {json_type: 'string'},
  bool: {json_type: 'boolean'},
  u8: {json_type: 'integer', format: 'uint8'},
  u16: {json_type: 'integer', format: 'uint16'},
  u32: {json_type: 'integer', format: 'uint32'},
  u64: {json_type: 'integer', format: 'uint64'},
  usize: {json_type: 'integer', format: 'uint'},
  i32: {json_type: 'integer', format: 'int32'},
  i64: {json_type: 'integer', format: 'int64'},
  f32: {json_type: 'number', format: 'float'},
  f64: {json_type: 'number', format: 'double'},
};

/** Rocket's `Status` constants a handler body answers with, and their codes. */
const STATUS_CODES: Readonly<Record<string, number>> = {
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  InternalServerError: 500,
  ServiceUnavailable: 503,
};

const JSON_BODY = ['application/json'];
const TEXT_BODY = ['text/plain'];
const OPTION_404 = "handler signature (Option: None answers 404, with the text of the service's 404 catcher)";

/** `A<B<C>>` → ['A', 'B<C>']; a type without arguments → [type]. */
function splitGeneric(type: string): [string, ...string[]] {
  const open = type.indexOf('<');
  if (open < 0 || !type.endsWith('>')) return [type.trim()];
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let index = start; index < type.length - 1; index += 1) {
    const char = type[index];
    if (char === '<') depth += 1;
    else if (char === '>') depth -= 1;
    else if (char === ',' && depth === 0) {
      args.push(type.slice(start, index).trim());
      start = index + 1;
    }
  }
  args.push(type.slice(start, -1).trim());
  return [type.slice(0, open).trim(), ...args];
}

/** The handler's return type as written, spaces squeezed: `Option<Json<NodeStats>>`. */
function returnTypeOf(fn: Node): string | undefined {
  const written = fn.childForFieldName('return_type')?.text;
  return written === undefined ? undefined : squashed(written);
}

/** The statuses a handler answers with, read from its return type and, for its errors, its body. */
function responsesOf(fn: Node, where: string): ResponseFact[] {
  const written = returnTypeOf(fn);
  if (written === undefined) throw new Error(`${where}: the handler declares no return type`);
  const body = fn.childForFieldName('body')?.text ?? '';
  const [outer, ...args] = splitGeneric(written);
  const ok = (type: string): ResponseFact & {declared_in: string} => {
    const [wrapper, inner] = splitGeneric(type);
    if (wrapper !== 'Json' || inner === undefined) throw new Error(`${where}: answers ${type}, not Json<…>`);
    return {status: 200, type: inner, wrapper: 'Json', content_types: JSON_BODY, declared_in: 'handler signature'};
  };
  if (outer === 'Json') return [ok(written)];
  if (outer === 'Option' && args[0]) {
    const notFound = {status: 404, type: 'String', wrapper: null, content_types: TEXT_BODY, declared_in: OPTION_404};
    return [ok(args[0]), notFound];
  }
  if (outer === 'Result' && args[0]) {
    const [error, message] = args[1] ? splitGeneric(args[1]) : [];
    if (error === 'NotFound') {
      // Declared in the signature; answered only when the body builds one.
      const built = /\bNotFound\s*\(/.test(body);
      const notFound = {status: 404, type: message ?? null, wrapper: 'NotFound', content_types: TEXT_BODY};
      return built ? [ok(args[0]), {...notFound, declared_in: 'handler signature'}] : [ok(args[0])];
    }
    if (error === 'Status') {
      const named = [...new Set([...body.matchAll(/\bStatus::([A-Za-z]+)/g)].map((match) => match[1] ?? ''))];
      return [
        ok(args[0]),
        ...named.map((name) => {
          const status = STATUS_CODES[name];
          if (status === undefined)
            throw new Error(`${where}: the body answers Status::${name}, whose code is unknown`);
          return {
            status,
            type: null,
            wrapper: 'Status',
            content_types: null,
            declared_in: `handler body (Status::${name})`,
          };
        }),
      ];
    }
    // Another error type (nym-api's RocketErrorResponse, or the error a `Result<T>` alias names) answers with the
    // statuses of its own Responder, which this reader does not follow.
    return [ok(args[0])];
  }
  throw new Error(`${where}: the return type ${written} is none the Rocket handlers used`);
}

/** The type a `type Name = …;` alias stands for, followed to a scalar; undefined when it is no alias of one. */
function scalarOf(
  type: string,
  scope: Scope,
  workspace: Workspace,
  depth = 0,
): {json_type: string; format?: string} | undefined {
  const known = SCALARS[type];
  if (known || depth > 8) return known;
  const item = workspace.resolve(type.split('::'), scope, undefined, 0, 'type');
  if (item?.kind !== 'type') return undefined;
  const alias = descendantsOf(item.scope.node, 'type_item').find(
    (node) => node.childForFieldName('name')?.text === item.name,
  );
  const target = alias?.childForFieldName('type')?.text;
  return target ? scalarOf(target, item.scope, workspace, depth + 1) : undefined;
}

/** The path (`<name>`) and query (`?<name>`) parameters of a Rocket route, typed by the handler's arguments. */
function paramsOf(fn: Node, rocketPath: string, scope: Scope, workspace: Workspace, where: string): ParamFact[] {
  const [pathPart = '', query = ''] = rocketPath.split('?');
  const named = (text: string, place: 'path' | 'query') =>
    [...text.matchAll(/<([A-Za-z_][A-Za-z0-9_]*)(?:\.\.)?>/g)].map((match) => ({name: match[1] ?? '', in: place}));
  const argumentTypes = new Map<string, string>();
  for (const parameter of childrenOf(fn.childForFieldName('parameters') ?? fn)) {
    if (parameter.type !== 'parameter') continue;
    const name = parameter.childForFieldName('pattern')?.text;
    const type = parameter.childForFieldName('type')?.text;
    if (name && type) argumentTypes.set(name, type);
  }
  return [...named(pathPart, 'path'), ...named(query, 'query')].map(({name, in: place}) => {
    const written = argumentTypes.get(name);
    if (written === undefined) throw new Error(`${where}: the route names <${name}>, which no argument takes`);
    const [outer, inner] = splitGeneric(written);
    const optional = outer === 'Option' && inner !== undefined;
    const type = optional ? inner : written;
    const scalar = scalarOf(type, scope, workspace);
    if (!scalar) throw new Error(`${where}: argument ${name}: ${type} is no scalar type nor an alias of one`);
    return {name, in: place, type, ...scalar, required: place === 'path' || !optional};
  });
}

/** The JSON body a handler takes: the argument its attribute's `data = "<name>"` names, a `Json<T>`. */
function requestBodyOf(fn: Node, where: string): {body: RequestBodyFact; node: Node} | undefined {
  const name = attributesOf(fn)
    .map((attribute) => /\bdata\s*=\s*"<([A-Za-z_][A-Za-z0-9_]*)>"/.exec(attribute)?.[1])
    .find(Boolean);
  if (name === undefined) return undefined;
  const argument = childrenOf(fn.childForFieldName('parameters') ?? fn).find(
    (parameter) => parameter.type === 'parameter' && parameter.childForFieldName('pattern')?.text === name,
  );
  const type = argument?.childForFieldName('type');
  const [inner] = type && typePath(type).at(-1) === 'Json' ? typeArguments(type) : [];
  if (!inner) throw new Error(`${where}: the body <${name}> is no Json<…> argument`);
  return {body: {type: squashed(inner.text), wrapper: null, content_type: 'application/json'}, node: inner};
}

/** The data a handler answers with: the type inside `Json<…>` of its return type, behind `Option` and `Result`. */
function answeredData(fn: Node): Node | undefined {
  let node = fn.childForFieldName('return_type');
  while (node) {
    const name = typePath(node).at(-1);
    const [first] = typeArguments(node);
    if (name === 'Json') return first;
    node = name === 'Option' || name === 'Result' ? (first ?? null) : null;
  }
  return undefined;
}

function squashed(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/<\s+/g, '<')
    .replace(/,?\s+>/g, '>');
}

/**
 * What a Rocket route takes and answers, read from its handler: its parameters, JSON body, statuses and return type,
 * its path as the attribute writes it, and the types its body and answer name (for the type facts).
 */
export function rocketDetails(
  route: MountedRoute,
  workspace: Workspace,
  where: string,
): HandlerFacts & {rocket_route: string} {
  const fn = route.handlerNode;
  const scope = workspace.fileScope(route.source);
  if (!fn || !scope || route.rocketPath === undefined) throw new Error(`${where}: no handler to read`);
  const responses = responsesOf(fn, where);
  const [first] = responses;
  if (!first) throw new Error(`${where}: no answer`);
  const {declared_in: _declared, ...response} = first;
  const body = requestBodyOf(fn, where);
  const data = answeredData(fn);
  const named = (node: Node): TypeUse => ({node, scope, generics: new Set()});
  return {
    params: paramsOf(fn, route.rocketPath, scope, workspace, where),
    ...(body ? {request_body: body.body} : {}),
    response,
    responses,
    handler_return: returnTypeOf(fn),
    rocket_route: route.rocketPath,
    roots: [...(data ? [named(data)] : []), ...(body ? [named(body.node)] : [])],
  };
}
