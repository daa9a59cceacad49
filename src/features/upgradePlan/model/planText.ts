import {ACTION_KINDS, type PortRule} from '../../changelog/model/actionVocabulary';
import type {PlanStep, UpgradePlan} from './upgradePlan';

/**
 * An upgrade plan in words and code: each step's title, the lines of shell it
 * runs, and the whole plan as a Markdown checklist. Pure: the plan pages, the
 * changelog's ?since= view and the tests read the same text.
 */

/**
 * Characters a word keeps bare: a shell reads them as written, or expands them as the release means it
 * (`~/.nym`, `$HOME/nym-binaries`).
 */
const BARE_WORD = /^[A-Za-z0-9_\-./:=@%+,~$]+$/;
const PLACEHOLDERS = /<[A-Za-z_][A-Za-z0-9_-]*>/g;

/**
 * One word of a command as a shell reads it: bare when it can be, placeholders (<ID>, left for the reader to
 * replace) as written, else single-quoted.
 */
export function shellWord(word: string): string {
  if (BARE_WORD.test(word.replace(PLACEHOLDERS, 'X'))) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** A port or a range with its protocol, and the interface it is for when the release names one. */
export function portText(rule: PortRule): string {
  return `${rule.from === rule.to ? rule.from : `${rule.from}-${rule.to}`}/${rule.protocol}${rule.on ? ` on ${rule.on}` : ''}`;
}

/**
 * The ufw command a release gives for a rule: `ufw allow 41264/tcp`, or, for one interface,
 * `ufw allow in on nymwg to any port 51830 proto tcp`.
 */
function ufwAllow(rule: PortRule): string {
  const port = rule.from === rule.to ? `${rule.from}` : `${rule.from}:${rule.to}`;
  return rule.on
    ? `ufw allow in on ${rule.on} to any port ${port} proto ${rule.protocol}`
    : `ufw allow ${port}/${rule.protocol}`;
}

/** The heading of what a plan folds: what a later action replaced, or what has passed. */
export const FOLDED_HEADING = 'No longer applies';

/** The step in one line, as its checklist entry and heading say it. */
export function stepTitle(step: PlanStep): string {
  switch (step.kind) {
    case 'upgrade':
      return `Upgrade ${step.binary} to ${step.version}`;
    case 'ports':
      return `Open port${step.ports.length === 1 && step.ports[0].from === step.ports[0].to ? '' : 's'} ${step.ports.map(portText).join(', ')}`;
    case 'config':
      return `Set ${step.key} (${step.file}) to ${step.to}`;
    case 'command':
      return `Run ${step.argv.map(shellWord).join(' ')}${step.root ? ' as root' : ''}`;
    case 'migrate':
    case 'check':
    case 'read':
      // In the newest release's words: an older one asking the same is linked, not repeated.
      return `${ACTION_KINDS[step.kind]}: ${step.sources[0].text}`;
  }
}

/** The shell lines a step runs, when it runs any: the download first, then the command; ports with ufw, as asked. */
export function stepCode(step: PlanStep): string[] {
  if (step.kind === 'command') {
    const lines: string[] = [];
    if (step.fetch) {
      const file = step.fetch.split('/').at(-1) ?? 'download';
      lines.push(
        `curl -L ${shellWord(step.fetch)} -o ${shellWord(step.saveAs ?? file)}`,
        `chmod +x ${shellWord(file)}`,
      );
    }
    lines.push(step.argv.map(shellWord).join(' '));
    return lines;
  }
  if (step.kind === 'ports') return step.ports.map(ufwAllow);
  return [];
}

/** The plan as a Markdown checklist, each step with the releases that ask for it, linked under `changelogUrl`. */
export function planMarkdown(plan: UpgradePlan, title: string, changelogUrl: string): string {
  const link = (source: {heading: string; anchor: string}) => `[${source.heading}](${changelogUrl}#${source.anchor})`;
  const lines = [`# ${title}`, ''];
  for (const step of plan.steps) {
    lines.push(
      `- [ ] ${stepTitle(step)}${'optional' in step && step.optional ? ' (optional)' : ''} (${step.sources.map(link).join(', ')})`,
    );
    if (step.kind === 'upgrade')
      for (const stop of step.stops) {
        lines.push(`  - [ ] First stop at ${stop.version}: ${stop.reason} (${link(stop.source)})`);
        if (stop.run) lines.push('', '    ```sh', `    ${stop.run.map(shellWord).join(' ')}`, '    ```', '');
      }
    const code = stepCode(step);
    if (code.length > 0) lines.push('', '  ```sh', ...code.map((line) => `  ${line}`), '  ```', '');
  }
  if (plan.dates.length > 0) {
    lines.push('', '## Dates', '');
    for (const entry of plan.dates)
      lines.push(`- [ ] ${entry.date ? `${entry.date}: ` : ''}${entry.source.text} (${link(entry.source)})`);
  }
  if (plan.folded.length > 0) {
    lines.push('', `## ${FOLDED_HEADING}`, '');
    for (const entry of plan.folded)
      lines.push(
        `- ${entry.source.text} (${link(entry.source)}): ${
          entry.reason === 'replaced'
            ? `replaced by ${entry.by.map(link).join(', ')}`
            : 'event' in entry
              ? `over by ${link({heading: entry.event.heading, anchor: entry.event.release})}`
              : `its day, ${entry.until}, came before the newest release (${plan.asOf})`
        }`,
      );
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
