// What a Rocket handler's source says about its request and its answers: the path and query parameters its
// attribute names (typed by the function's arguments), and the statuses its return type and body give.
import {childrenOf, descendantsOf, type Node} from '../rust/parser';
import type {Workspace, Scope} from '../rust/workspace';

export interface HandlerParam {
  name: string;
  in: 'path' | 'query';
  type: string;
  json_type: string;
  format?: string;
  required: boolean;
}

export interface HandlerResponse {
  status: number;
  type: string | null;
  wrapper: string | null;
  content_types: string[] | null;
  /** Where the status comes from: the handler's signature or a line of its body. */
  declared_in: string;
}

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
export function returnTypeOf(fn: Node): string | undefined {
  return fn
    .childForFieldName('return_type')
    ?.text.replace(/\s+/g, ' ')
    .replace(/<\s+/g, '<')
    .replace(/,?\s+>/g, '>');
}

/** The statuses a handler answers with, read from its return type and, for its errors, its body. */
export function responsesOf(fn: Node, where: string): HandlerResponse[] {
  const written = returnTypeOf(fn);
  if (written === undefined) throw new Error(`${where}: the handler declares no return type`);
  const body = fn.childForFieldName('body')?.text ?? '';
  const [outer, ...args] = splitGeneric(written);
  const ok = (type: string): HandlerResponse => {
    const [wrapper, inner] = splitGeneric(type);
    if (wrapper !== 'Json' || inner === undefined) throw new Error(`${where}: answers ${type}, not Json<…>`);
    return {status: 200, type: inner, wrapper: 'Json', content_types: JSON_BODY, declared_in: 'handler signature'};
  };
  if (outer === 'Json') return [ok(written)];
  if (outer === 'Option' && args[0]) {
    const notFound = {status: 404, type: 'String', wrapper: null, content_types: TEXT_BODY, declared_in: OPTION_404};
    return [ok(args[0]), notFound];
  }
  if (outer === 'Result' && args[0] && args[1]) {
    const [error, message] = splitGeneric(args[1]);
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
  }
  throw new Error(`${where}: the return type ${written} is none the explorer's handlers used`);
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
export function paramsOf(
  fn: Node,
  rocketPath: string,
  scope: Scope,
  workspace: Workspace,
  where: string,
): HandlerParam[] {
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
