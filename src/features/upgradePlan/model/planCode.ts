import {shellWord, stepCode} from './planText';
import type {UpgradePlan} from './upgradePlan';

/**
 * A line of a plan's code as coloured runs, worked out at build time: each run is its text with the class of its
 * kind of token (`hl-f`…), `var` for a placeholder to fill in, or nothing for text in the text colour. The browser
 * gets these runs as data, so the plans it makes itself (the changelog's ?since= view) are coloured like the plan
 * pages without a highlighter.
 */
export type CodeRun = readonly [text: string, kind?: string];

/** The coloured runs of every line a plan can show, by the line's text. */
export type PlanCodeColours = Readonly<Record<string, readonly CodeRun[]>>;

/** The shell lines a plan shows: each step's code, and the command to run at each intermediate stop. */
export function planCodeLines(plan: UpgradePlan): string[] {
  return plan.steps.flatMap((step) => [
    ...(step.kind === 'upgrade'
      ? step.stops.flatMap((stop) => (stop.run ? [stop.run.map(shellWord).join(' ')] : []))
      : []),
    ...stepCode(step),
  ]);
}
