import type {ElementContent} from 'hast';
import {highlightCode} from '../../highlight/highlight';
import type {CodeRun, PlanCodeColours} from './model/planCode';

/**
 * Colours the plans' shell lines with the site's build-time highlighter (src/highlight), for the plan pages and the
 * item index. Runs in Node only: the plugin calls it while the site builds, so no highlighter reaches the browser.
 */
export function planCodeColours(lines: Iterable<string>): PlanCodeColours {
  const colours: Record<string, CodeRun[]> = {};
  for (const line of lines) colours[line] ??= highlightCode(line, 'sh').map(runOf);
  return colours;
}

function runOf(node: ElementContent): CodeRun {
  if (node.type === 'text') return [node.value];
  if (node.type !== 'element') throw new Error(`plan code: unexpected ${node.type} from the highlighter`);
  const text = node.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
  if (node.tagName === 'var') return [text, 'var'];
  return [text, [node.properties.className ?? []].flat().join(' ')];
}
