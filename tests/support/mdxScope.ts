import {parseMarkdownHeadingId} from '@docusaurus/utils';
import * as constants from '../../src/rules/constants';
import {expressionValue} from '../../src/features/changelog/model/expressionValue';
import {attributeValue, parseReleaseTree, type MdNode} from '../../src/features/changelog/model/mdxTree';
import {FRONT_MATTER, readFrontMatter} from '../../src/features/changelog/model/frontMatter';
import {addTitle, type ReleaseScopes, type Scope} from './factCoverage';

/**
 * What an expression in a release body shows when it reads the rule constants (`{PORTS.mixnet}`,
 * `{REWARDED_SET_SIZE}`): the value the build renders, worked out by the release model.
 */
function expressionText(node: MdNode): string {
  const value = node.data?.estree ? expressionValue(node.data.estree, constants) : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

const FIGURES = new Set(['figure', 'TerminalFigure', 'WalletMigrationDiagram']);

function emptyScope(): Scope {
  return {text: '', codes: [], blocks: [], hrefs: [], orderedItems: 0, figures: 0, ids: []};
}

/** The attributes of an element whose values are text or numbers, as text. */
function stringAttributes(node: MdNode): Record<string, string> {
  const result: Record<string, string> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const value = attributeValue(attribute.value);
    if (typeof value === 'string' || typeof value === 'number') result[attribute.name] = String(value);
  }
  return result;
}

/** Adds one node and everything under it to a scope, the way the built page would show it. */
function collect(node: MdNode, scope: Scope): void {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return;
    case 'text':
      scope.text += ` ${node.value}`;
      return;
    case 'mdxTextExpression':
    case 'mdxFlowExpression':
      scope.text += ` ${expressionText(node)}`;
      return;
    case 'inlineCode':
      scope.text += ` ${node.value}`;
      scope.codes.push(node.value ?? '');
      return;
    case 'code':
      scope.text += ` ${node.value}`;
      scope.codes.push(node.value ?? '');
      scope.blocks.push(node.value ?? '');
      return;
    case 'link':
      if (node.url) scope.hrefs.push(node.url);
      break;
    case 'list':
      if (node.ordered) scope.orderedItems += node.children?.length ?? 0;
      break;
    case 'heading': {
      const {id} = parseMarkdownHeadingId((node.children ?? []).map((child) => child.value ?? '').join(''));
      if (id) scope.ids.push(id);
      break;
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const attributes = stringAttributes(node);
      if (FIGURES.has(node.name ?? '')) scope.figures += 1;
      if (node.name === 'Change') {
        scope.hrefs.push(attributes.href ?? `https://github.com/nymtech/nym/pull/${attributes.pr}`);
        scope.text += ` ${attributes.title ?? ''}`;
        if (attributes.id) scope.ids.push(attributes.id);
        else if (attributes.pr) scope.ids.push(`pr-${attributes.pr}`);
      } else {
        if (attributes.href) scope.hrefs.push(attributes.href);
        if (attributes.title) scope.text += ` ${attributes.title}`;
        if (attributes.id) scope.ids.push(attributes.id);
        if (attributes.caption) scope.text += ` ${attributes.caption}`;
      }
      if (node.name === 'code') {
        const code = (node.children ?? []).map((child) => child.value ?? '').join('');
        scope.codes.push(code);
      }
      break;
    }
    default:
      break;
  }
  for (const child of node.children ?? []) collect(child, scope);
}

/**
 * The scopes of one release file: one per <Section id>, holding everything
 * inside it (nested sections too), and "_preamble" for what the release shows
 * outside any section, front matter links and notes included.
 */
export function scopesOfMdx(source: string): ReleaseScopes {
  const result: ReleaseScopes = {byId: new Map(), idsByTitle: new Map()};
  const scopes = result.byId;
  const preamble = emptyScope();
  scopes.set('_preamble', preamble);
  const match = FRONT_MATTER.exec(source);
  if (match) {
    const front = readFrontMatter(match[1]).value as Record<string, unknown>;
    const links = (front.links as {url: string; label: string}[] | undefined) ?? [];
    for (const link of links) {
      preamble.hrefs.push(link.url);
      preamble.text += ` ${link.label}`;
    }
    if (typeof front.binaries_url === 'string') preamble.hrefs.push(front.binaries_url);
    for (const note of (front.notes as string[] | undefined) ?? []) preamble.text += ` ${note}`;
  }
  const tree = parseReleaseTree(source);

  const walk = (node: MdNode, open: Scope[]) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Section') {
      const {id, title} = stringAttributes(node);
      if (id) {
        if (title) addTitle(result, title, id);
        const scope = emptyScope();
        scope.ids.push(id);
        scopes.set(id, scope);
        for (const child of node.children ?? []) walk(child, [...open, scope]);
        return;
      }
    }
    if (open.length === 0 && node.type !== 'root') {
      collect(node, preamble);
      return;
    }
    if (node.type === 'root') {
      for (const child of node.children ?? []) walk(child, open);
      return;
    }
    // Inside sections: the node counts for every open section (a nested
    // section's facts show inside its parent too), but its own nested
    // sections are walked separately.
    const hasSection = JSON.stringify(node).includes('"name":"Section"');
    if (!hasSection) {
      for (const scope of open) collect(node, scope);
      return;
    }
    const shallow = {...node, children: []};
    for (const scope of open) collect(shallow, scope);
    for (const child of node.children ?? []) walk(child, open);
  };
  walk(tree, []);
  return result;
}
