// Rust type expressions as syntax-tree nodes: a type written in an annotation parsed on its own, a type's path and
// arguments, the type behind references and smart pointers, and the named types inside an expression or a
// definition, each with the module that writes it.
import {childrenOf, parseRust, type Node} from '../rust/parser';
import {segmentsOf, type Scope} from '../rust/workspace';

/** A type expression as written, where it is written. */
export interface TypeUse {
  readonly node: Node;
  readonly scope: Scope;
  /** The type parameters in force (a generic struct's `T`). */
  readonly generics: ReadonlySet<string>;
}

const TRANSPARENT = new Set(['Box', 'Arc', 'Rc', 'Cow']);

/** The type node of `type __T = text;`: a type written in an annotation, as a tree. */
export function typeNodeOf(text: string): Node | undefined {
  const item = childrenOf(parseRust(`type __T = ${text};`).rootNode)[0];
  return item?.childForFieldName('type') ?? undefined;
}

/** The generic arguments of a type node: `Vec<T>` → [T]. */
export function typeArguments(node: Node): Node[] {
  const args = node.type === 'generic_type' ? node.childForFieldName('type_arguments') : null;
  return args ? childrenOf(args).filter((child) => child.type !== 'lifetime') : [];
}

/** The path a type node names: `crate::a::B<T>` → [crate, a, B]. */
export function typePath(node: Node): string[] {
  if (node.type === 'generic_type') {
    const inner = node.childForFieldName('type');
    return inner ? typePath(inner) : [];
  }
  if (node.type === 'scoped_type_identifier') return segmentsOf(node);
  return [node.text];
}

/** The type behind references and smart pointers: `&'a T`, `Box<T>`. */
export function unwrapped(node: Node): Node {
  if (node.type === 'reference_type') {
    const inner = node.childForFieldName('type');
    return inner ? unwrapped(inner) : node;
  }
  const name = typePath(node).at(-1) ?? '';
  const [first] = typeArguments(node);
  if (TRANSPARENT.has(name) && first) return unwrapped(first);
  return node;
}

/** The named types within a type expression (itself and its arguments), or within a definition's body. */
export function namedTypes(
  node: Node,
  scope: Scope,
  generics: ReadonlySet<string>,
  definition = false,
  documented: (field: Node) => Node | undefined = () => undefined,
): TypeUse[] {
  {
    const uses: TypeUse[] = [];
    const visit = (node: Node | null | undefined) => {
      if (!node) return;
      if (node.type === 'field_declaration') {
        visit(documented(node));
        return visit(node.childForFieldName('type'));
      }
      if (['type_identifier', 'scoped_type_identifier', 'generic_type'].includes(node.type)) {
        uses.push({node, scope, generics});
        for (const arg of typeArguments(node)) visit(arg);
        return;
      }
      if (node.type === 'attribute_item' || node.type === 'type_parameters') return;
      for (const child of childrenOf(node)) visit(child);
    };
    if (!definition) visit(node);
    else if (node.type === 'type_item') visit(node.childForFieldName('type'));
    else visit(node.childForFieldName('body'));
    return uses;
  }
}

/** The type parameters a definition declares. */
export function genericsOf(node: Node): Set<string> {
  const parameters = node.childForFieldName('type_parameters');
  return new Set(
    parameters
      ? childrenOf(parameters)
          .map((child) => (child.type === 'type_parameter' ? child.childForFieldName('name')?.text : child.text))
          .filter((name): name is string => Boolean(name) && !name!.startsWith("'"))
      : [],
  );
}
