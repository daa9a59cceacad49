import sax from 'sax';

/**
 * Checks an Atom document against the requirements RFC 4287 states as MUST
 * (sections 3 and 4): a well-formed XML document in the Atom namespace; a feed
 * with exactly one id, title and updated; an author on the feed or on every
 * entry; entries with exactly one id, title and updated, a content or an
 * alternate link, unique ids; person constructs with one name; links with an
 * href; dates in RFC 3339; ids that are absolute IRIs; text constructs of a
 * known type. It returns one message per breach, empty when it conforms.
 *
 * Written here because the reference validator is an online service that the
 * tests cannot reach, and no offline Atom validator is published where CI
 * installs packages from.
 */

const ATOM = 'http://www.w3.org/2005/Atom';
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
/** Characters XML 1.0 does not allow in a document. */
// eslint-disable-next-line no-control-regex -- matching the control characters XML forbids is the point
const NOT_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const ATOM_ELEMENTS = new Set([
  'feed',
  'entry',
  'id',
  'title',
  'updated',
  'published',
  'author',
  'contributor',
  'name',
  'uri',
  'email',
  'link',
  'category',
  'content',
  'summary',
  'subtitle',
  'rights',
  'generator',
  'icon',
  'logo',
  'source',
]);
const TEXT_CONSTRUCTS = new Set(['title', 'subtitle', 'summary', 'rights']);
const ONCE_IN_FEED = ['generator', 'icon', 'logo', 'rights', 'subtitle'];
const ONCE_IN_ENTRY = ['content', 'published', 'rights', 'source', 'summary'];

interface Element {
  name: string;
  namespace: string;
  attributes: Record<string, string>;
  children: Element[];
  text: string;
  line: number;
}

function parse(xml: string): {root?: Element; problems: string[]} {
  const problems: string[] = [];
  const parser = sax.parser(true, {xmlns: true, position: true});
  const stack: Element[] = [];
  let root: Element | undefined;
  parser.onerror = (error) => {
    problems.push(`not well-formed XML: ${error.message.split('\n')[0]}`);
    parser.resume();
  };
  parser.onopentag = (tag) => {
    const node = tag as sax.QualifiedTag;
    const attributes = Object.fromEntries(
      Object.values(node.attributes).map((attribute) => [attribute.local || attribute.name, attribute.value]),
    );
    const element: Element = {
      name: node.local,
      namespace: node.uri,
      attributes,
      children: [],
      text: '',
      line: parser.line + 1,
    };
    if (stack.length === 0) root = element;
    else stack[stack.length - 1].children.push(element);
    stack.push(element);
  };
  const onText = (text: string) => {
    if (stack.length > 0) stack[stack.length - 1].text += text;
  };
  parser.ontext = onText;
  parser.oncdata = onText;
  parser.onclosetag = () => {
    stack.pop();
  };
  parser.write(xml).close();
  return {root, problems};
}

const atomChildren = (element: Element, name: string) =>
  element.children.filter((child) => child.namespace === ATOM && child.name === name);

function isAbsoluteIri(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\S+$/i.test(value.trim());
}

function checkCommon(element: Element, where: string, problems: string[]): void {
  for (const name of ['id', 'title', 'updated']) {
    const count = atomChildren(element, name).length;
    if (count !== 1) problems.push(`${where}: has ${count} atom:${name} elements; exactly one is required`);
  }
  const [id] = atomChildren(element, 'id');
  if (id && !isAbsoluteIri(id.text)) problems.push(`${where}: atom:id "${id.text.trim()}" is not an absolute IRI`);
  for (const name of ['updated', 'published']) {
    for (const date of atomChildren(element, name)) {
      if (!RFC_3339.test(date.text.trim()))
        problems.push(`${where}: atom:${name} "${date.text.trim()}" is not an RFC 3339 date-time`);
    }
  }
  for (const child of element.children.filter((entry) => entry.namespace === ATOM)) {
    if (!ATOM_ELEMENTS.has(child.name))
      problems.push(`${where} (line ${child.line}): atom:${child.name} is not an Atom element`);
    if (
      TEXT_CONSTRUCTS.has(child.name) &&
      child.attributes.type &&
      !['text', 'html', 'xhtml'].includes(child.attributes.type)
    ) {
      problems.push(
        `${where}: atom:${child.name} has type "${child.attributes.type}"; a text construct is text, html or xhtml`,
      );
    }
    if (child.name === 'link' && !child.attributes.href)
      problems.push(`${where} (line ${child.line}): atom:link without href`);
    if (child.name === 'author' || child.name === 'contributor') {
      const names = atomChildren(child, 'name').length;
      if (names !== 1)
        problems.push(`${where}: atom:${child.name} has ${names} atom:name elements; exactly one is required`);
    }
  }
  const alternates = atomChildren(element, 'link').filter(
    (link) => (link.attributes.rel ?? 'alternate') === 'alternate',
  );
  const keys = alternates.map((link) => `${link.attributes.type ?? ''} ${link.attributes.hreflang ?? ''}`);
  if (new Set(keys).size !== keys.length)
    problems.push(`${where}: more than one alternate link with the same type and hreflang`);
}

export function atomProblems(xml: string): string[] {
  const bad = NOT_XML_CHARACTERS.exec(xml);
  const {root, problems} = parse(xml);
  if (bad)
    problems.push(
      `holds U+${bad[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}, which XML 1.0 does not allow`,
    );
  if (!root) return [...problems, 'no root element'];
  if (root.namespace !== ATOM || root.name !== 'feed')
    return [...problems, `the root element is {${root.namespace}}${root.name}, not atom:feed`];
  checkCommon(root, 'feed', problems);
  for (const name of ONCE_IN_FEED) {
    if (atomChildren(root, name).length > 1) problems.push(`feed: more than one atom:${name}`);
  }
  const entries = atomChildren(root, 'entry');
  const feedHasAuthor = atomChildren(root, 'author').length > 0;
  const ids = new Set<string>();
  entries.forEach((entry, index) => {
    const [id] = atomChildren(entry, 'id');
    const where = `entry ${index + 1}${id ? ` (${id.text.trim()})` : ''}`;
    checkCommon(entry, where, problems);
    for (const name of ONCE_IN_ENTRY) {
      if (atomChildren(entry, name).length > 1) problems.push(`${where}: more than one atom:${name}`);
    }
    if (!feedHasAuthor && atomChildren(entry, 'author').length === 0)
      problems.push(`${where}: no atom:author, and the feed has none either`);
    const hasAlternate = atomChildren(entry, 'link').some(
      (link) => (link.attributes.rel ?? 'alternate') === 'alternate',
    );
    if (atomChildren(entry, 'content').length === 0 && !hasAlternate)
      problems.push(`${where}: neither atom:content nor an alternate link`);
    if (id) {
      if (ids.has(id.text.trim())) problems.push(`${where}: atom:id used by an earlier entry`);
      ids.add(id.text.trim());
    }
  });
  return problems;
}
