// The redirects a Next.js config file declares (the record's documentation/docs/next.config.js): the objects its
// `redirects()` returns and the config's `basePath`, read from the file's syntax tree.
// The parser is TypeScript's own (a JavaScript file is valid input to it): the project already depends on it
// directly, where acorn or @babel/parser would be one more dependency for the same work. Only literal values are
// read; a computed value, or a key whose meaning the rules do not know (`has`, `missing`, `locale`), is refused with
// its line, so that a change of the file's form stops the sync instead of being guessed at.
import ts from 'typescript';

export interface NextRedirect {
  /** The address matched, as written (a pattern when it holds a parameter). */
  readonly source: string;
  /** Where it leads, as written: a path, or an address on another site. */
  readonly destination: string;
  /** `false`: source and destination are written whole; otherwise both sit under the config's `basePath`. */
  readonly basePath: boolean;
  /** The line of the object in the file (from 1). */
  readonly line: number;
}

export interface NextRedirects {
  /** The config's `basePath` ('' when it sets none). */
  readonly basePath: string;
  /** Every redirect, in the file's order (Next.js answers with the first whose source matches). */
  readonly redirects: readonly NextRedirect[];
}

const KEYS = new Set(['source', 'destination', 'basePath', 'permanent', 'statusCode']);

function nameOf(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** The functions named `redirects` in an object literal (a method, or a property holding a function). */
function redirectFunctions(root: ts.Node): ts.FunctionLikeDeclaration[] {
  const found: ts.FunctionLikeDeclaration[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isMethodDeclaration(node) && nameOf(node.name) === 'redirects') found.push(node);
    if (
      ts.isPropertyAssignment(node) &&
      nameOf(node.name) === 'redirects' &&
      (ts.isFunctionExpression(node.initializer) || ts.isArrowFunction(node.initializer))
    )
      found.push(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

/** The array the function returns: its body's own `return [...]`, or an arrow function's array body. */
function returnedArray(fn: ts.FunctionLikeDeclaration): ts.ArrayLiteralExpression | undefined {
  const body = fn.body;
  if (!body) return undefined;
  if (!ts.isBlock(body)) return ts.isArrayLiteralExpression(body) ? body : undefined;
  for (const statement of body.statements)
    if (ts.isReturnStatement(statement) && statement.expression && ts.isArrayLiteralExpression(statement.expression))
      return statement.expression;
  return undefined;
}

/** Reads the redirects of a Next.js config file's text; `file` names it in errors. */
export function readNextRedirects(text: string, file: string): NextRedirects {
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const lineOf = (node: ts.Node) => tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
  const refuse = (node: ts.Node, why: string) => new Error(`${file}:${lineOf(node)}: ${why}`);
  const functions = redirectFunctions(tree);
  const [fn] = functions;
  if (functions.length !== 1 || !fn)
    throw new Error(`${file}: expected one redirects() in the config, found ${functions.length}`);
  const array = returnedArray(fn);
  if (!array) throw refuse(fn, 'redirects() returns no array literal');
  const config = fn.parent;
  const basePathProperty = ts.isObjectLiteralExpression(config)
    ? config.properties.find((property) => property.name && nameOf(property.name) === 'basePath')
    : undefined;
  let basePath = '';
  if (basePathProperty) {
    if (!ts.isPropertyAssignment(basePathProperty) || !ts.isStringLiteralLike(basePathProperty.initializer))
      throw refuse(basePathProperty, 'basePath is not a string literal');
    basePath = basePathProperty.initializer.text;
  }
  const redirects = array.elements.map((element): NextRedirect => {
    if (!ts.isObjectLiteralExpression(element)) throw refuse(element, 'a redirect that is not an object literal');
    const values = new Map<string, string | boolean | number>();
    for (const property of element.properties) {
      const key = property.name && nameOf(property.name);
      if (!ts.isPropertyAssignment(property) || key === undefined || !KEYS.has(key))
        throw refuse(property, `a redirect's ${key ?? 'property'} is not read (only ${[...KEYS].join(', ')})`);
      const value = property.initializer;
      if (ts.isStringLiteralLike(value)) values.set(key, value.text);
      else if (value.kind === ts.SyntaxKind.TrueKeyword || value.kind === ts.SyntaxKind.FalseKeyword)
        values.set(key, value.kind === ts.SyntaxKind.TrueKeyword);
      else if (ts.isNumericLiteral(value)) values.set(key, Number(value.text));
      else throw refuse(value, `a redirect's ${key} is not a literal`);
    }
    const source = values.get('source');
    const destination = values.get('destination');
    if (typeof source !== 'string' || typeof destination !== 'string')
      throw refuse(element, 'a redirect without a string source and destination');
    return {source, destination, basePath: values.get('basePath') !== false, line: lineOf(element)};
  });
  return {basePath, redirects};
}
