// What a route's handler says about its requests and answers: the parameters it extracts (axum's Path, Query and
// Json in its signature, the fields of the structs they name), the statuses and bodies of its `#[utoipa::path]`
// annotation, its return type, and the statuses its body answers with (`StatusCode::X`, or an error constructor
// whose own body names one). The types it names are handed back with the module that names them, for
// typeReader.ts to describe.
import {childrenOf, descendantsOf, squash, type Node} from '../rust/parser';
import {segmentsOf, type Scope, type Workspace} from '../rust/workspace';
import {attributeArguments, splitTopLevel, withoutParentheses} from './attributeArguments';
import {attributeNodes} from './serdeAttributes';
import {genericsOf, typeArguments, typeNodeOf, typePath, unwrapped, type TypeUse} from './typeNodes';
import type {FieldFact, TypeReader} from './typeReader';

export interface ParamFact {
  name: string;
  in: 'path' | 'query';
  type: string;
  json_type: string;
  format?: string;
  enum?: string[];
  aliases?: Record<string, string[]>;
  default?: string;
  required: boolean;
  facts?: string[];
}

export interface ResponseFact {
  status: number;
  type: string | null;
  wrapper: string | null;
  /** null for a bare status with no body (Rocket's `Status`). */
  content_types?: string[] | null;
  location?: string;
  declared_in?: string;
}

export interface RequestBodyFact {
  type: string;
  wrapper: string | null;
  content_type: string;
}

export interface HandlerFacts {
  params: ParamFact[];
  request_body?: RequestBodyFact;
  response: ResponseFact;
  responses: ResponseFact[];
  handler_return?: string;
  facts?: string[];
  /** The types the route answers with or takes (depth 0 of the type facts), where they are written. */
  roots: TypeUse[];
}

/** Status codes by the names `http::StatusCode` gives them. */
const STATUS: Record<string, number> = {
  OK: 200,
  CREATED: 201,
  ACCEPTED: 202,
  NO_CONTENT: 204,
  MOVED_PERMANENTLY: 301,
  FOUND: 302,
  SEE_OTHER: 303,
  TEMPORARY_REDIRECT: 307,
  PERMANENT_REDIRECT: 308,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  UNPROCESSABLE_ENTITY: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};

/** Wrappers a handler's return type puts around the data it answers with. */
const RETURN_WRAPPERS = new Set(['Result', 'FormattedResponse', 'Json', 'Yaml', 'Bincode']);

/** The type a body text names: its innermost type argument, and the whole text when it has arguments. */
function typeAndWrapper(text: string): {type: string; wrapper: string | null} {
  // A borrowed body is written as the value: Html<&'static str> is Html<str>.
  const squashed = squash(text).replace(/&('\w+\s*)?/g, '');
  const node = typeNodeOf(squashed);
  let inner = node;
  while (inner && typeArguments(inner).length > 0) inner = typeArguments(inner).at(-1);
  const innermost = inner ? squash(inner.text) : squashed;
  return {type: innermost, wrapper: innermost === squashed ? null : squashed};
}

/**
 * One choice of a response's `content(..)`: `(Health = "application/json")` as utoipa 5 writes it, or
 * `("application/json" = Health)` as utoipa 4 did.
 */
function contentChoice(text: string): {type?: string; contentType: string} {
  const [choice] = attributeArguments(text);
  const key = choice?.key;
  const quotedKey = key ? /^"([^"]*)"$/.exec(key)?.[1] : undefined;
  if (quotedKey !== undefined) return {type: choice?.value, contentType: quotedKey};
  return {type: key, contentType: choice?.value ?? ''};
}

/** The module a node of a file sits in: the file's root, or the inline `mod` blocks around it. */
function scopeOfNode(workspace: Workspace, file: string, node: Node): Scope | undefined {
  const root = workspace.fileScope(file);
  if (!root) return undefined;
  const blocks: Node[] = [];
  for (let parent = node.parent; parent; parent = parent.parent)
    if (parent.type === 'declaration_list' && parent.parent?.type === 'mod_item') blocks.unshift(parent);
  let scope = root;
  for (const block of blocks) {
    const name = block.parent?.childForFieldName('name')?.text ?? '';
    scope = {file, node: block, dir: `${scope.dir}/${name}`, crateDir: scope.crateDir, parent: scope};
  }
  return scope;
}

/** The `{name}` placeholders of a route path, in order. */
function placeholders(path: string): string[] {
  return [...path.matchAll(/\{\*?([^}]+)\}/g)].map((match) => match[1] ?? '');
}

export class HandlerReader {
  constructor(
    private readonly workspace: Workspace,
    private readonly types: TypeReader,
  ) {}

  /** The facts of one handler, mounted at `path`. */
  read(handler: Node, file: string, path: string): HandlerFacts | undefined {
    const scope = scopeOfNode(this.workspace, file, handler);
    if (!scope) return undefined;
    const here = (node: Node): TypeUse => ({node, scope, generics: new Set()});
    const annotation = this.annotation(handler);
    const facts: string[] = [];
    const roots: TypeUse[] = [];

    // The signature's extractors.
    const params: ParamFact[] = [];
    let extractedBody: RequestBodyFact | undefined;
    const extracted: string[] = [];
    const parameters = handler.childForFieldName('parameters');
    const pathNames = placeholders(path);
    for (const parameter of parameters ? childrenOf(parameters) : []) {
      const typeNode = parameter.childForFieldName('type');
      if (parameter.type !== 'parameter' || !typeNode) continue;
      const extractor = typePath(typeNode).at(-1) ?? '';
      const [inner] = typeArguments(typeNode);
      if (!inner) continue;
      if (extractor === 'Path') {
        // utoipa's axum_extras (which nym-api and node-status-api enable) documents Path arguments by itself: an
        // annotation need not list them.
        params.push(...this.pathParams(inner, scope, pathNames));
      } else if (extractor === 'Query') {
        extracted.push(squash(typeNode.text));
        params.push(...this.queryParams(here(inner), roots));
      } else if (extractor === 'Json') {
        extractedBody = {...typeAndWrapper(inner.text), content_type: 'application/json'};
        roots.push(here(inner));
      }
    }
    if (annotation) {
      const listedParams = annotation.params ?? '';
      for (const written of extracted) {
        const node = typeNodeOf(written);
        const [inner] = node ? typeArguments(node) : [];
        const named = inner ? squash(inner.text) : written;
        const listed = new RegExp(`\\b${named.replace(/[^\w]/g, '\\W')}\\b`).test(listedParams);
        if (!listed) facts.push(`handler extracts ${written}, not listed in annotation params`);
      }
    }

    // The request body: the annotation's, else the extractor's.
    let requestBody = extractedBody;
    if (annotation?.requestBody && !extractedBody)
      facts.push('annotation declares a request body the handler does not extract');
    // The annotation's body is what the documentation shows, whether or not the handler reads it.
    if (annotation?.requestBody?.type)
      requestBody = {
        type: annotation.requestBody.type,
        wrapper: annotation.requestBody.wrapper ?? null,
        content_type: annotation.requestBody.content_type ?? extractedBody?.content_type ?? 'application/json',
      };

    // The answers.
    const returnNode = handler.childForFieldName('return_type');
    const returned = returnNode ? this.returnedData(returnNode, scope) : undefined;
    const responses: ResponseFact[] = [];
    if (annotation && annotation.responses.length > 0) {
      for (const response of annotation.responses) {
        responses.push({...response, declared_in: 'annotation'});
        if (response.type) {
          const node = typeNodeOf(response.wrapper ?? response.type);
          if (node) roots.push(here(node));
        }
      }
    } else if (returnNode && returned) {
      const data = returned.node;
      const text = squash(data.text);
      const html = typePath(data).at(-1) === 'Html';
      const empty = text === '()' || typePath(data).at(-1) === 'StatusCode' || text === 'impl IntoResponse';
      responses.push({
        status: 200,
        ...(empty ? {type: null, wrapper: null} : typeAndWrapper(text)),
        ...(empty ? {} : {content_types: [html ? 'text/html' : 'application/json']}),
        declared_in: 'handler signature',
      });
      if (!empty) roots.push({node: data, scope: returned.scope, generics: new Set()});
    }
    if (returned) {
      const data = squash(returned.node.text);
      const success = annotation?.responses.find((response) => response.status < 300 && response.type);
      if (success && (success.wrapper ?? success.type) !== data && data !== '()') {
        facts.push(`handler returns ${data}`);
        roots.push({node: returned.node, scope: returned.scope, generics: new Set()});
      }
    }
    const body = handler.childForFieldName('body');
    const named = body ? this.bodyStatuses(body, scope) : [];
    // A handler answering a bare status says which success it is in its body (StatusCode::CREATED): that one
    // stands in place of the signature's 200, first.
    const bare = responses.length === 1 && responses[0]?.declared_in === 'handler signature' && !responses[0].type;
    const success = named.find((found) => found.status < 300);
    if (bare && success) responses.splice(0, 1);
    const declared = new Set(responses.map((response) => response.status));
    for (const found of [...named.filter((each) => each.status < 300), ...named.filter((each) => each.status >= 300)]) {
      if (declared.has(found.status)) continue;
      declared.add(found.status);
      responses.push({status: found.status, type: null, wrapper: null, declared_in: `handler body (${found.via})`});
    }
    const first = responses.find((candidate) => candidate.status < 400) ?? responses[0];
    const {declared_in: _where, ...response} = first ?? {status: 200, type: null, wrapper: null};
    return {
      params,
      ...(requestBody ? {request_body: requestBody} : {}),
      response,
      responses,
      ...(returnNode ? {handler_return: squash(returnNode.text)} : {}),
      ...(facts.length > 0 ? {facts} : {}),
      roots: [...roots, ...(requestBody ? [here(typeNodeOf(requestBody.wrapper ?? requestBody.type)!)] : [])],
    };
  }

  /**
   * The data type inside a handler's return type, aliases opened: AxumResult<FormattedResponse<X>> → X, and
   * PaginatedSkimmedNodes (an alias of AxumResult<FormattedResponse<PaginatedCachedNodesResponseV1<SkimmedNodeV1>>>)
   * → PaginatedCachedNodesResponseV1<SkimmedNodeV1>.
   */
  private returnedData(node: Node, scope: Scope): {node: Node; scope: Scope} {
    let current = {node: unwrapped(node), scope};
    for (let step = 0; step < 16; step += 1) {
      const name = typePath(current.node).at(-1) ?? '';
      const args = typeArguments(current.node);
      if (RETURN_WRAPPERS.has(name) && args[0]) {
        current = {node: unwrapped(args[0]), scope: current.scope};
        continue;
      }
      const definition = this.types.definitionOf({node: current.node, scope: current.scope, generics: new Set()});
      const target = definition?.node.type === 'type_item' ? definition.node.childForFieldName('type') : null;
      // Only an alias of a wrapper is opened (AxumResult, an alias of a Result); an alias of a data type
      // (SignedHostInformation) is the name the handler gives its data.
      const head = target ? (typePath(unwrapped(target)).at(-1) ?? '') : '';
      if (!definition || !target || !(RETURN_WRAPPERS.has(head) || /Result$/.test(head))) return current;
      // A generic alias of a wrapper (AxumResult<T> = Result<T, AxumErrorResponse>): the data is the argument
      // written where it is used, read in that module.
      const parameters = [...genericsOf(definition.node)];
      const [wrapped] = typeArguments(unwrapped(target));
      const at = wrapped ? parameters.indexOf(wrapped.text) : -1;
      const passed = at >= 0 ? args[at] : undefined;
      if (passed) {
        current = {node: unwrapped(passed), scope: current.scope};
        continue;
      }
      const expanded = target;
      current = {node: unwrapped(expanded), scope: definition.scope};
    }
    return current;
  }

  /** Path parameters: one per placeholder for a scalar or a tuple, a struct's fields for a struct. */
  private pathParams(inner: Node, scope: Scope, names: string[]): ParamFact[] {
    const members = inner.type === 'tuple_type' ? childrenOf(inner) : [inner];
    const definition =
      members.length === 1 ? this.types.definitionOf({node: inner, scope, generics: new Set()}) : undefined;
    const body = definition?.node.type === 'struct_item' ? definition.node.childForFieldName('body') : undefined;
    if (definition && body?.type === 'field_declaration_list')
      return this.types.fields(body, definition.scope, new Set()).map((field) => ({
        ...this.param(field, 'path', definition.scope),
        required: true,
      }));
    return members.map((member, index) => {
      const json = this.types.json({node: member, scope, generics: new Set()});
      return {
        name: names[index] ?? `param${index}`,
        in: 'path' as const,
        type: squash(member.text),
        json_type: json.json_type,
        ...(json.format ? {format: json.format} : {}),
        required: true,
      };
    });
  }

  /** Query parameters: the fields of the struct the extractor names, flattened ones opened. */
  private queryParams(use: TypeUse, roots: TypeUse[]): ParamFact[] {
    const definition = this.types.definitionOf(use);
    const body = definition?.node.type === 'struct_item' ? definition.node.childForFieldName('body') : undefined;
    if (!definition || body?.type !== 'field_declaration_list') return [];
    const generics = genericsOf(definition.node);
    const described = this.types.describe(definition);
    const fields = this.types.fields(body, definition.scope, generics, described.serde?.rename_all as string);
    const typeNodes = childrenOf(body)
      .filter((child) => child.type === 'field_declaration')
      .map((child) => child.childForFieldName('type'));
    return fields.flatMap((field, index) => {
      const typeNode = typeNodes[index];
      if (field.serde?.flatten === true && typeNode)
        return this.queryParams({node: typeNode, scope: definition.scope, generics}, roots);
      if (field.serde?.skip === true) return [];
      const param = this.param(field, 'query', definition.scope, typeNode ?? undefined);
      if (param.enum && typeNode) roots.push({node: typeNode, scope: definition.scope, generics});
      return [param];
    });
  }

  private param(field: FieldFact, where: 'path' | 'query', scope: Scope, typeNode?: Node): ParamFact {
    const json = field.json_type.replace(/\|null$/, '');
    const choices = typeNode ? this.choices(typeNode, scope) : undefined;
    return {
      name: field.name,
      in: where,
      type: field.type,
      json_type: json,
      ...(field.format ? {format: field.format} : {}),
      ...(choices ?? {}),
      required: !field.optional,
      ...(field.dead_code ? {facts: ['field marked allow(dead_code) in the params struct']} : {}),
    };
  }

  /** The values an enum parameter takes, its aliases and its default variant. */
  private choices(
    typeNode: Node,
    scope: Scope,
  ): {enum: string[]; aliases?: Record<string, string[]>; default?: string} | undefined {
    const node =
      typeArguments(typeNode)[0] && typePath(typeNode).at(-1) === 'Option' ? typeArguments(typeNode)[0] : typeNode;
    const definition = this.types.definitionOf({node, scope, generics: new Set()});
    if (definition?.node.type !== 'enum_item') return undefined;
    const variants = this.types.describe(definition).variants ?? [];
    if (variants.some((variant) => variant.fields || variant.tuple)) return undefined;
    const aliases = Object.fromEntries(
      variants.filter((variant) => variant.aliases).map((variant) => [variant.json_name, variant.aliases!]),
    );
    const fallback = variants.find((variant) => variant.default);
    return {
      enum: variants.map((variant) => variant.json_name),
      ...(Object.keys(aliases).length > 0 ? {aliases} : {}),
      ...(fallback ? {default: fallback.json_name} : {}),
    };
  }

  /** The `#[utoipa::path]` annotation's responses, params (as written) and request body. */
  private annotation(
    handler: Node,
  ): {responses: ResponseFact[]; params?: string; requestBody?: Partial<RequestBodyFact>} | undefined {
    const node = attributeNodes(handler).find((attribute) => /^#\[\s*utoipa::path\b/.test(attribute.text));
    if (!node) return undefined;
    // Line comments inside the attribute (a response left out) are not arguments.
    const text = node.text.replace(/(^|[^:"])\/\/[^\n]*/g, '$1');
    const inner = /^#\[\s*utoipa::path\s*\(([\s\S]*)\)\s*\]$/.exec(text)?.[1] ?? '';
    const result: {responses: ResponseFact[]; params?: string; requestBody?: Partial<RequestBodyFact>} = {
      responses: [],
    };
    for (const argument of attributeArguments(inner)) {
      if (argument.key === 'params' && argument.call) result.params = argument.value;
      if (argument.key === 'request_body') {
        if (argument.call) {
          const parts = attributeArguments(argument.value);
          const content = parts.find((part) => part.key === 'content')?.value;
          const type = parts.find((part) => part.key === 'content_type')?.value;
          result.requestBody = {
            ...(content ? typeAndWrapper(content) : {}),
            ...(type ? {content_type: type} : {}),
          };
        } else result.requestBody = typeAndWrapper(argument.value);
      }
      if (argument.key === 'responses' && argument.call)
        for (const entry of splitTopLevel(argument.value)) result.responses.push(this.response(entry));
    }
    return result;
  }

  private response(entry: string): ResponseFact {
    const parts = attributeArguments(withoutParentheses(entry));
    const status = parts.find((part) => part.key === 'status')?.value ?? '';
    const code = /^\d+$/.test(status) ? Number(status) : (STATUS[status.split('::').at(-1) ?? ''] ?? 0);
    const body = parts.find((part) => part.key === 'body')?.value;
    const contentType = parts.find((part) => part.key === 'content_type')?.value;
    const content = parts.find((part) => part.key === 'content' && part.call)?.value;
    if (content) {
      const choices = splitTopLevel(content).map((choice) => contentChoice(withoutParentheses(choice)));
      const first = choices[0];
      return {
        status: code,
        ...(first?.type ? typeAndWrapper(first.type) : {type: null, wrapper: null}),
        content_types: choices.map((choice) => choice.contentType),
      };
    }
    if (!body) return {status: code, type: null, wrapper: null};
    const array = /^\[(.*)\]$/.exec(body.trim());
    return {
      status: code,
      ...(array ? {type: squash(array[1] ?? ''), wrapper: `Vec<${squash(array[1] ?? '')}>`} : typeAndWrapper(body)),
      content_types: [contentType ?? (/^(String|str|&str)$/.test(body.trim()) ? 'text/plain' : 'application/json')],
    };
  }

  /** Statuses a handler body answers with: `StatusCode::X`, and calls of functions whose body names one. */
  private bodyStatuses(body: Node, scope: Scope): {status: number; via: string}[] {
    const found: {status: number; via: string}[] = [];
    for (const node of descendantsOf(body, 'scoped_identifier')) {
      if (node.parent?.type === 'scoped_identifier') continue;
      const segments = segmentsOf(node);
      const last = segments.at(-1) ?? '';
      if (segments.at(-2) === 'StatusCode' && STATUS[last] && STATUS[last] !== 200) {
        found.push({status: STATUS[last], via: `StatusCode::${last}`});
        continue;
      }
      if (node.parent?.type !== 'call_expression' || segments.length < 2) continue;
      const item = this.workspace.resolve(segments, scope, undefined, 0, 'value');
      if (item?.kind !== 'fn') continue;
      const named = descendantsOf(item.node, 'scoped_identifier')
        .map((inner) => segmentsOf(inner))
        .find((inner) => inner.at(-2) === 'StatusCode' && STATUS[inner.at(-1) ?? '']);
      if (named) found.push({status: STATUS[named.at(-1)!], via: segments.slice(-2).join('::')});
    }
    return found;
  }
}
