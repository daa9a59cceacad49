/**
 * One element of each kind of markup, for the accessibility checkers.
 *
 * axe and HTML_CodeSniffer judge an element by what it is (its tag, its classes, its attributes, its inline style,
 * whether it holds text) and by where it sits (the kinds of its ancestors), never by the words it holds. The large
 * pages repeat the same few kinds thousands of times: nym-api's reference is 136 routes and 198 types built from a
 * handful of components, the changelog 50 releases of the same items. Reading each kind once finds what reading
 * every copy finds, in a fraction of the time.
 *
 * What depends on the words or on the page as a whole is checked where words are read, over the built files in
 * Node: heading order and empty headings, ids used twice (tests/content/headings.test.ts).
 */

/** What `keepOneOfEachKind` did: the elements under the root before and after, and the ids that went. */
export interface KindsKept {
  before: number;
  after: number;
  /** Ids of removed elements: an in-page link to one of them still has its target on the page a reader gets. */
  removedIds: string[];
}

/**
 * Removes from the element `rootSelector` names every subtree that repeats an earlier one of the same kind at the
 * same place, and returns the counts. An element's kind is its tag, classes, attribute names (with the values of
 * those that change how it looks or what it is: `style`, `role`, `type`, `aria-hidden`, `aria-level`), whether it
 * holds text of its own, and the kinds of its children, each counted once. Two subtrees are at the same place when
 * their ancestors up to the root are of the same kinds. What the checkers judge by an element's content stays
 * judgeable: an element named by what it holds (a heading, a link, a label, a button…) is kept whole or not at all,
 * no element loses its last child (a list keeps an item, a table a row), and a subtree
 * holding either end of a reference whose other end is outside it (a label's `for`, a cell's `headers`, an
 * `aria-*` reference) stays, so that no label loses its field and no field its label.
 *
 * It runs in the page (`page.evaluate(keepOneOfEachKind, selector)`), so it is self-contained.
 */
export function keepOneOfEachKind(rootSelector: string): KindsKept {
  const root = document.querySelector(rootSelector);
  if (!root) throw new Error(`keepOneOfEachKind: no element matches ${rootSelector}`);
  const VALUED = ['style', 'role', 'type', 'aria-hidden', 'aria-level'];
  const REFERENCES = [
    'for',
    'headers',
    'aria-labelledby',
    'aria-describedby',
    'aria-controls',
    'aria-owns',
    'aria-activedescendant',
  ];

  const ownKind = (element: Element): string => {
    const classes = [...element.classList].sort().join('.');
    const attributes = element
      .getAttributeNames()
      .filter((name) => name !== 'class')
      .sort()
      .map((name) => (VALUED.includes(name) ? `${name}=${element.getAttribute(name)}` : name))
      .join(' ');
    const text = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
    return `${element.localName}.${classes}[${attributes}]${text ? '+text' : ''}`;
  };
  const kinds = new Map<Element, string>();
  const kindOf = (element: Element): string => {
    const known = kinds.get(element);
    if (known !== undefined) return known;
    const children: string[] = [];
    for (const child of element.children) {
      const kind = kindOf(child);
      if (!children.includes(kind)) children.push(kind);
    }
    const kind = `${ownKind(element)}(${children.join(',')})`;
    kinds.set(element, kind);
    return kind;
  };

  const references: [from: Element, to: Element][] = [];
  for (const from of root.querySelectorAll(REFERENCES.map((name) => `[${name}]`).join(','))) {
    for (const name of REFERENCES) {
      for (const id of from.getAttribute(name)?.split(/\s+/) ?? []) {
        const to = id ? document.getElementById(id) : null;
        if (to) references.push([from, to]);
      }
    }
  }
  /** Whether the subtree holds one end of a reference whose other end is outside it. */
  const linkedToOutside = (subtree: Element) =>
    references.some(([from, to]) => subtree.contains(to) !== subtree.contains(from));

  // Elements whose accessible name is the text of everything inside them: read whole, never thinned.
  const NAMED_BY_CONTENT = 'a, button, label, summary, legend, caption, h1, h2, h3, h4, h5, h6, th, option, [role]';

  const before = root.querySelectorAll('*').length;
  const removedIds: string[] = [];
  const seen = new Set<string>();
  const visit = (element: Element, place: string) => {
    let left = element.children.length;
    for (const child of [...element.children]) {
      const key = `${place}|${kindOf(child)}`;
      if (seen.has(key) && left > 1 && !linkedToOutside(child)) {
        for (const withId of [child, ...child.querySelectorAll('[id]')]) if (withId.id) removedIds.push(withId.id);
        child.remove();
        left -= 1;
        continue;
      }
      seen.add(key);
      if (!child.matches(NAMED_BY_CONTENT)) visit(child, `${place}>${ownKind(child)}`);
    }
  };
  visit(root, ownKind(root));
  return {before, after: root.querySelectorAll('*').length, removedIds};
}
