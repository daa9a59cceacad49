import type {EsNode} from './mdxTree';

/**
 * The value an expression of a release body shows, worked out from its syntax tree and the names in
 * scope (the rule constants a release imports). Release bodies may hold only constants, literals,
 * arithmetic and formatting calls (see bodyRules.ts), so this walks those and nothing else: written
 * by hand because a general JavaScript evaluator would run code, which a release file never does.
 * Anything outside that subset gives undefined.
 */
export function expressionValue(program: EsNode, scope: Readonly<Record<string, unknown>>): unknown {
  const body = (program.body as EsNode[] | undefined) ?? [];
  const statement = body[0];
  if (body.length !== 1 || statement?.type !== 'ExpressionStatement') return undefined;
  return valueOf(statement.expression as EsNode, scope);
}

type Formatter = (target: unknown, args: unknown[]) => unknown;

const FORMATTERS: Record<string, Formatter> = {
  toLocaleString: (target: unknown, args: unknown[]) =>
    typeof target === 'number' ? target.toLocaleString(args[0] as string | undefined) : undefined,
  toString: (target: unknown) =>
    typeof target === 'number' || typeof target === 'string' ? String(target) : undefined,
  toFixed: (target: unknown, args: unknown[]) =>
    typeof target === 'number' ? target.toFixed(Number(args[0] ?? 0)) : undefined,
  join: (target: unknown, args: unknown[]) =>
    Array.isArray(target) ? target.join(typeof args[0] === 'string' ? args[0] : ',') : undefined,
};

const BINARY: Record<string, (left: number, right: number) => unknown> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
  '%': (a, b) => a % b,
  '**': (a, b) => a ** b,
  '<': (a, b) => a < b,
  '>': (a, b) => a > b,
  '<=': (a, b) => a <= b,
  '>=': (a, b) => a >= b,
  '===': (a, b) => a === b,
  '!==': (a, b) => a !== b,
};

function member(target: unknown, key: unknown): unknown {
  if (target === null || target === undefined) return undefined;
  if (typeof key !== 'string' && typeof key !== 'number') return undefined;
  if (!Object.prototype.hasOwnProperty.call(target, key)) return undefined;
  return (target as Record<string | number, unknown>)[key];
}

function valueOf(node: EsNode, scope: Readonly<Record<string, unknown>>): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'Identifier':
      return Object.prototype.hasOwnProperty.call(scope, String(node.name)) ? scope[String(node.name)] : undefined;
    case 'ChainExpression':
      return valueOf(node.expression as EsNode, scope);
    case 'MemberExpression': {
      const property = node.property as EsNode;
      const key = node.computed ? valueOf(property, scope) : property.name;
      return member(valueOf(node.object as EsNode, scope), key);
    }
    case 'TemplateLiteral': {
      const quasis = node.quasis as EsNode[];
      const expressions = node.expressions as EsNode[];
      return quasis
        .map((quasi, index) => {
          const cooked = (quasi.value as {cooked: string}).cooked;
          return index < expressions.length ? cooked + String(valueOf(expressions[index], scope)) : cooked;
        })
        .join('');
    }
    case 'BinaryExpression': {
      const left = valueOf(node.left as EsNode, scope);
      const right = valueOf(node.right as EsNode, scope);
      const operator = String(node.operator);
      if (operator === '+' && (typeof left === 'string' || typeof right === 'string')) {
        return String(left) + String(right);
      }
      if (typeof left !== 'number' || typeof right !== 'number') return undefined;
      return BINARY[operator]?.(left, right);
    }
    case 'UnaryExpression': {
      const argument = valueOf(node.argument as EsNode, scope);
      if (node.operator === '-' && typeof argument === 'number') return -argument;
      if (node.operator === '!') return !argument;
      return undefined;
    }
    case 'LogicalExpression': {
      const left = valueOf(node.left as EsNode, scope);
      if (node.operator === '&&') return left ? valueOf(node.right as EsNode, scope) : left;
      if (node.operator === '||') return left ? left : valueOf(node.right as EsNode, scope);
      return left ?? valueOf(node.right as EsNode, scope);
    }
    case 'ConditionalExpression':
      return valueOf(node.test as EsNode, scope)
        ? valueOf(node.consequent as EsNode, scope)
        : valueOf(node.alternate as EsNode, scope);
    case 'ArrayExpression':
      return (node.elements as EsNode[]).map((element) => valueOf(element, scope));
    case 'CallExpression': {
      const callee = node.callee as EsNode;
      if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
      const name = String((callee.property as EsNode).name);
      const format = Object.prototype.hasOwnProperty.call(FORMATTERS, name) ? FORMATTERS[name] : undefined;
      const args = (node.arguments as EsNode[]).map((argument) => valueOf(argument, scope));
      return format?.(valueOf(callee.object as EsNode, scope), args);
    }
    default:
      return undefined;
  }
}
