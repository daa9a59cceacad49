// What a nym-node command line and its environment variables say against the dataset: the subcommand and flags
// the target release no longer has, has under another name, or never had.
import {NODE_CONFIG_SOURCE, argumentsAt, releaseOfTag, subcommandsAt, tagIndex, type NodeArgument} from '../source';
import {flagLink, releaseLink} from './links';
import {bestTags, neighbours, someNames, writtenBy} from './releases';
import type {Finding, WrittenBy} from './types';

const GLOBAL = '(global)';

/** A command line read into its parts: the subcommand and each flag as written. */
export interface CommandLine {
  /** The subcommand (`run`, `debug reset-providers-gateway-dbs`), or undefined when there is none. */
  command?: string;
  /** Each flag as written, without its value: `--mode`, `-w`. */
  flags: string[];
  /** The values given to the mode flags, for the kind of node. */
  modes: string[];
}

const SUBCOMMANDS = [...new Set(NODE_CONFIG_SOURCE.subcommands.map((each) => each.command))].sort(
  (a, b) => b.split(' ').length - a.split(' ').length,
);

/** Whether an argument answers to a flag as written (long name, short name or alias). */
const answersTo = (argument: NodeArgument, flag: string) =>
  argument.flag === flag || argument.short === flag || argument.aliases.some((alias) => `--${alias}` === flag);

/** The argument a flag names for a subcommand (or nym-node itself) in a list of arguments. */
const argumentOf = (list: readonly NodeArgument[], command: string | undefined, flag: string) =>
  list.find((each) => (each.command === command || each.command === GLOBAL) && answersTo(each, flag));

/**
 * Reads argv (as the shell would split it) into the subcommand and its flags. The program name comes first when it
 * ends in nym-node; a word after a flag that takes a value is that value, not the subcommand.
 */
export function readCommandLine(args: readonly string[]): CommandLine {
  const words = /(^|\/)nym-node$/.test(args[0] ?? '') ? args.slice(1) : [...args];
  const line: CommandLine = {flags: [], modes: []};
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    if (word === '--') break;
    if (word.startsWith('-')) {
      const [flag, inline] = word.split(/=(.*)/s) as [string, string | undefined];
      line.flags.push(flag);
      const argument = argumentOf(NODE_CONFIG_SOURCE.cli, line.command, flag);
      const takesValue = argument ? argument.type !== 'bool' : true;
      const values: string[] = [];
      if (inline !== undefined) values.push(inline);
      else if (takesValue) {
        while (words[i + 1] !== undefined && !words[i + 1].startsWith('-')) {
          values.push(words[i + 1]);
          i += 1;
          if (!argument?.multiple) break;
        }
      }
      if (flag === '--mode' || flag === '--modes') line.modes.push(...values.flatMap((value) => value.split(',')));
      continue;
    }
    if (line.command === undefined) {
      const rest = words.slice(i).join(' ');
      const command = SUBCOMMANDS.find((name) => rest === name || rest.startsWith(`${name} `)) ?? word;
      line.command = command;
      i += command.split(' ').length - 1;
    }
  }
  return line;
}

/** The tags at which the subcommand and every flag exist; the fewest missing when none has them all. */
export function commandWrittenBy(line: CommandLine): WrittenBy | undefined {
  const known = line.flags.filter((flag) => argumentOf(NODE_CONFIG_SOURCE.cli, line.command, flag));
  if (known.length === 0) return undefined;
  const tags = bestTags(
    (tag) => {
      const here = argumentsAt(tag);
      return {missing: known.filter((flag) => !argumentOf(here, line.command, flag)).length, leftOut: 0};
    },
    () => false,
  );
  if (tags.length === NODE_CONFIG_SOURCE.tags.length) return undefined;
  const from = tags[0];
  const to = tags.at(-1) as string;
  const {before, after} = neighbours(from, to);
  const evidence: string[] = [];
  const all = NODE_CONFIG_SOURCE.cli;
  if (before) {
    const arrived = known.filter((flag) => argumentOf(all, line.command, flag)?.introduced === from);
    if (arrived.length > 0) evidence.push(`${someNames(arrived)}: first accepted by ${releaseOfTag(from)}`);
  }
  if (after) {
    const dropped = known.filter((flag) => argumentOf(all, line.command, flag)?.removed === after);
    if (dropped.length > 0) evidence.push(`${someNames(dropped)}: dropped by ${releaseOfTag(after)}`);
  }
  if (evidence.length === 0) evidence.push('the flags given exist in every release of the range');
  return writtenBy(tags, evidence);
}

/** The argument of the target that took over a dropped one: same subcommand, same variable, added when it went. */
function successorOf(old: NodeArgument, target: string): NodeArgument | undefined {
  if (old.env === null || old.removed === null) return undefined;
  return argumentsAt(target).find(
    (each) => each.command === old.command && each.env === old.env && each.introduced === old.removed,
  );
}

/** Findings about the subcommand and flags of a command line for the target release. */
export function commandFindings(line: CommandLine, target: string): Finding[] {
  const reader = releaseOfTag(target);
  const findings: Finding[] = [];
  const command = line.command;
  if (command !== undefined && !subcommandsAt(target).some((each) => each.command === command)) {
    const ever = NODE_CONFIG_SOURCE.subcommands.find((each) => each.command === command);
    if (ever && tagIndex(ever.introduced) > tagIndex(target)) {
      findings.push({
        severity: 'error',
        kind: 'newer',
        subject: command,
        message: `The subcommand ${command} came with ${releaseOfTag(ever.introduced)}, after ${reader}.`,
        release: releaseLink(ever.introduced),
      });
    } else if (ever?.removed) {
      findings.push({
        severity: 'error',
        kind: 'removed',
        subject: command,
        message: `The subcommand ${command} was dropped in ${releaseOfTag(ever.removed)}: ${reader} does not have it.`,
        release: releaseLink(ever.removed),
      });
    } else {
      findings.push({
        severity: 'error',
        kind: 'unknown',
        subject: command,
        message: `nym-node has no subcommand ${command}: the node is started with nym-node run.`,
      });
    }
    return findings;
  }
  const here = argumentsAt(target);
  for (const flag of new Set(line.flags)) {
    if (argumentOf(here, command, flag)) continue;
    const ever = [...NODE_CONFIG_SOURCE.cli]
      .reverse()
      .find((each) => (each.command === command || each.command === GLOBAL) && answersTo(each, flag));
    const where = command ?? 'nym-node';
    if (!ever) {
      findings.push({
        severity: 'error',
        kind: 'unknown',
        subject: flag,
        message: `No release of nym-node since ${releaseOfTag(NODE_CONFIG_SOURCE.tags[0])} accepts ${flag} for ${where}: check its spelling. nym-node stops at an argument it does not know.`,
      });
    } else if (tagIndex(ever.introduced) > tagIndex(target)) {
      findings.push({
        severity: 'error',
        kind: 'newer',
        subject: flag,
        message: `${flag} came with ${releaseOfTag(ever.introduced)}, after ${reader}, which stops at it.`,
        release: releaseLink(ever.introduced),
        reference: flagLink(ever.command, ever.flag ?? ever.field),
      });
    } else {
      const successor = successorOf(ever, target);
      const release = releaseOfTag(ever.removed as string);
      findings.push({
        severity: 'error',
        kind: successor ? 'renamed' : 'removed',
        subject: flag,
        message: successor
          ? `${flag} became ${successor.flag} in ${release} (both read ${ever.env}): ${reader} stops at the old name, so write the new one.`
          : `${flag} was dropped in ${release}: ${reader} stops at it, so remove it from the command line.`,
        release: releaseLink(ever.removed as string),
        reference: flagLink(ever.command, ever.flag ?? ever.field),
        ...(successor ? {replacement: flagLink(successor.command, successor.flag ?? successor.field)} : {}),
      });
    }
  }
  return findings;
}

/** Findings about environment variables given to a subcommand (a service file's Environment= lines). */
export function environmentFindings(names: readonly string[], command: string | undefined, target: string): Finding[] {
  const reader = releaseOfTag(target);
  const readBy = (list: readonly NodeArgument[], name: string) =>
    list.filter((each) => each.env === name && (each.command === command || each.command === GLOBAL));
  const findings: Finding[] = [];
  for (const name of new Set(names)) {
    if (readBy(argumentsAt(target), name).length > 0) continue;
    const ever = readBy(NODE_CONFIG_SOURCE.cli, name).at(-1);
    if (ever) {
      const gone = ever.removed === null || tagIndex(ever.removed) > tagIndex(target);
      const tag = gone ? ever.introduced : (ever.removed as string);
      findings.push({
        severity: 'warning',
        kind: gone ? 'newer' : 'removed',
        subject: name,
        message: gone
          ? `${name} sets ${ever.flag}, which came with ${releaseOfTag(tag)}, after ${reader}: that release ignores the variable.`
          : `${name} set ${ever.flag}, dropped in ${releaseOfTag(tag)}: ${reader} ignores the variable, so remove the line.`,
        release: releaseLink(tag),
        reference: flagLink(ever.command, ever.flag ?? ever.field),
      });
    } else if (name.startsWith('NYMNODE_')) {
      findings.push({
        severity: 'warning',
        kind: 'unknown',
        subject: name,
        message: `No release of nym-node reads ${name}${command ? ` for ${command}` : ''}: check its spelling; as it is, the variable has no effect.`,
      });
    }
  }
  return findings;
}
