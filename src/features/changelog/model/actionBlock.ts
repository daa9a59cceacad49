import * as RULE_CONSTANTS from '../../../rules/constants';
import {actionAttributesSchema} from './actions';
import type {OperatorAction} from './actionVocabulary';
import {plainText} from './bodyText';
import type {ReleaseProblem} from './errors';
import {attributesOf, type MdNode} from './mdxTree';
import {parseWithProblems} from './zodProblems';

/**
 * The actions of a "what to do" block: each bullet of its list, typed by the `<Action …/>` elements that
 * open it, one per step it asks for (model/actions.ts). A bullet without one, an action whose attributes
 * do not check, or two actions with one id are problems named by the bullet's line.
 */
export function actionsOf(
  block: MdNode,
  file: string,
): {actions: OperatorAction[]; elements: Set<MdNode>; problems: ReleaseProblem[]} {
  const actions: OperatorAction[] = [];
  const elements = new Set<MdNode>();
  const problems: ReleaseProblem[] = [];
  const bullets = (block.children ?? [])
    .filter((child) => child.type === 'list')
    .flatMap((list) => (list.children ?? []).filter((child) => child.type === 'listItem'));
  if (bullets.length === 0)
    problems.push({
      file: block.position ? `${file}:${block.position.start.line}` : file,
      field: 'OperatorActions',
      reason: 'the block lists what to do as bullets, each opening with <Action id="…" kind="…" />',
    });
  const ids = new Set<string>();
  bullets.forEach((bullet, index) => {
    const line = bullet.position?.start.line;
    const at = line ? `${file}:${line}` : file;
    // The <Action> elements at the start of the bullet's first paragraph: one per step the bullet asks for.
    const opening: MdNode[] = [];
    for (const child of bullet.children?.[0]?.children ?? []) {
      if (child.type === 'mdxJsxTextElement' && child.name === 'Action') opening.push(child);
      else if (!(child.type === 'text' && child.value?.trim() === '')) break;
    }
    if (opening.length === 0) {
      problems.push({
        file: at,
        field: `OperatorActions[${index}]`,
        reason: 'the bullet opens with <Action id="…" kind="…" /> saying what kind of step it is and whom it is for',
      });
      return;
    }
    for (const element of opening) {
      elements.add(element);
      const parsed = parseWithProblems(actionAttributesSchema, attributesOf(element), {
        file,
        line,
        prefix: `OperatorActions[${index}]`,
      });
      problems.push(...parsed.problems);
      if (!parsed.data) continue;
      if (ids.has(parsed.data.id))
        problems.push({file: at, field: `OperatorActions[${index}].id`, reason: `"${parsed.data.id}" is used twice`});
      ids.add(parsed.data.id);
      actions.push({...parsed.data, text: plainText(bullet, RULE_CONSTANTS)});
    }
  });
  return {actions, elements, problems};
}
