// The config doctor: reads a pasted config.toml, service file or nym-node command line, says which releases could
// have written it, and what the release the operator moves to will make of it. Pure: nothing leaves the caller.
import type {PlanNode} from '../../features/upgradePlan/model/profile';
import {checkNodeInput, validateNodeConfig} from '../../rules/nodeConfig';
import {splitCommandLine} from '../../rules/commandLine';
import type {RuleError} from '../../rules/result';
import {CONFIG_TAGS, NEWEST_CONFIG_TAG, keysAt, nodeVersionAt, tagIndex} from '../source';
import {commandFindings, commandWrittenBy, environmentFindings, readCommandLine} from './commandFindings';
import {configKeyFindings, configWrittenBy, isKnownKey} from './configFindings';
import {inputKind, inputProblem} from './input';
import {keyLink, planLink, releaseLink} from './links';
import {readServiceFile} from './serviceFile';
import {leafKeys, parseConfigToml} from './toml';
import type {Diagnosis, Finding, Severity} from './types';

export interface DoctorOptions {
  /** The release tag the operator moves to; the newest of the dataset when left out. */
  target?: string;
  /** The shipped nym-node versions in order (the changelog's release chain), for the link to the upgrade plan. */
  releaseChain?: readonly string[];
}

const SEVERITY_ORDER: Record<Severity, number> = {error: 0, warning: 1, notice: 2};

const inputFinding = (severity: Severity, subject: string, message: string): Finding => ({
  severity,
  kind: 'input',
  subject,
  message,
});

/** The kind of node, from the names a config or a command line gives its modes. */
function nodeOf(modes: {mixnode?: boolean; entry?: boolean; exit?: boolean}): PlanNode | undefined {
  if (modes.exit) return 'exit-gateway';
  if (modes.entry) return 'entry-gateway';
  if (modes.mixnode) return 'mixnode';
  return undefined;
}

function configModes(table: Record<string, unknown>): PlanNode | undefined {
  const modes = table.modes;
  if (typeof modes === 'object' && modes !== null) {
    const {mixnode, entry, exit} = modes as Record<string, unknown>;
    return nodeOf({mixnode: mixnode === true, entry: entry === true, exit: exit === true});
  }
  const mode = typeof table.mode === 'string' ? table.mode : '';
  return nodeOf({mixnode: mode === 'mixnode', entry: mode === 'entry_gateway', exit: mode === 'exit_gateway'});
}

function commandModes(names: readonly string[]): PlanNode | undefined {
  const has = (...options: string[]) => names.some((name) => options.includes(name));
  return nodeOf({
    mixnode: has('mixnode', 'mix'),
    entry: has('entry-gateway', 'entry', 'gateway'),
    exit: has('exit-gateway', 'exit', 'exit-providers-only'),
  });
}

/**
 * The startup rules' findings (src/rules), as of the newest release. A rule about an old name (`mode`, `[mixnode]`,
 * `[entry_gateway]`, `private_ip`) gives way to the doctor's own finding for that name, or is left out when the
 * target still has the name; a rule that names no old key is kept as it is.
 */
function ruleFindings(
  errors: readonly RuleError[],
  warnings: readonly RuleError[],
  target: string,
  covered: readonly Finding[],
): Finding[] {
  const atTarget = keysAt(target).map((key) => key.key);
  const atNewest = keysAt(NEWEST_CONFIG_TAG).map((key) => key.key);
  const under = (keys: readonly string[], path: string) =>
    keys.some((key) => key === path || key.startsWith(`${path}.`));
  const moved = covered.filter((finding) => finding.kind === 'renamed' || finding.kind === 'removed');
  const subjects = moved.flatMap((finding) => [finding.subject, ...(finding.others ?? [])]);
  const keep = ({path, message}: RuleError) => {
    const key = path.replace(/\[\d+\]$/, '');
    if (key === '' || under(atNewest, key)) return true;
    // The rule's own words about a dropped key say what took its place: they replace the doctor's general ones.
    const same = moved.find((finding) => finding.kind === 'removed' && finding.subject === key && !finding.others);
    if (same) same.message = `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
    return !under(atTarget, key) && !under(subjects, key);
  };
  const finding = (severity: Severity) => (rule: RuleError) => {
    const key = rule.path.replace(/\[\d+\]$/, '');
    return {
      severity,
      kind: 'rule' as const,
      subject: rule.path,
      message: rule.message,
      ...(isKnownKey(key) ? {reference: keyLink(key)} : {}),
    };
  };
  return [...errors.filter(keep).map(finding('error')), ...warnings.filter(keep).map(finding('warning'))];
}

function diagnoseConfig(text: string, target: string): Omit<Diagnosis, 'target'> & {node?: PlanNode} {
  const parsed = parseConfigToml(text);
  if (!parsed.ok) {
    const where =
      parsed.line !== undefined
        ? `line ${parsed.line}${parsed.column !== undefined ? `, column ${parsed.column}` : ''}`
        : 'the file';
    return {
      kind: 'config',
      findings: [
        inputFinding(
          'error',
          where,
          `Not valid TOML at ${where}: ${parsed.reason}. Fix the syntax there (an unclosed quote or bracket is the usual cause); nothing else is checked until the file parses.`,
        ),
      ],
    };
  }
  const leaves = leafKeys(parsed.table, isKnownKey);
  if (!leaves.ok)
    return {kind: 'config', findings: [inputFinding('error', leaves.path, `Not a nym-node config: ${leaves.reason}.`)]};
  const written = configWrittenBy(new Set(leaves.keys.keys()));
  const keyFindings = configKeyFindings(leaves.keys, target, written);
  const rules = validateNodeConfig(parsed.table);
  const node = configModes(parsed.table);
  return {
    kind: 'config',
    ...(written ? {written} : {}),
    ...(node ? {node} : {}),
    findings: [...keyFindings, ...ruleFindings(rules.ok ? [] : rules.errors, rules.warnings, target, keyFindings)],
  };
}

function diagnoseCommand(
  commandText: string,
  target: string,
  environment: readonly {name: string; value: string}[] = [],
): Omit<Diagnosis, 'target' | 'kind'> & {node?: PlanNode} {
  const words = splitCommandLine(commandText);
  if (!words.ok) return {findings: words.errors.map((error) => inputFinding('error', error.path, error.message))};
  const line = readCommandLine(words.value);
  const written = commandWrittenBy(line);
  const rules = checkNodeInput(commandText).result;
  const modes = [
    ...line.modes,
    ...environment.filter((each) => each.name === 'NYMNODE_MODE').map((each) => each.value),
  ];
  const node = commandModes(modes.flatMap((value) => value.split(',')));
  return {
    ...(written ? {written} : {}),
    ...(node ? {node} : {}),
    findings: [
      ...commandFindings(line, target),
      ...environmentFindings(
        environment.map((each) => each.name),
        line.command,
        target,
      ),
      ...ruleFindings(rules.ok ? [] : rules.errors, rules.warnings, target, []),
    ],
  };
}

function diagnoseService(text: string, target: string): Omit<Diagnosis, 'target'> & {node?: PlanNode} {
  const service = readServiceFile(text);
  const notes: Finding[] = service.problems.map((problem) =>
    inputFinding('warning', `line ${problem.line}`, `This Environment= line could not be read: ${problem.reason}.`),
  );
  for (const file of service.environmentFiles) {
    notes.push(
      inputFinding(
        'notice',
        file,
        'The doctor cannot read a file named by EnvironmentFile=: paste its NYMNODE_ lines as Environment= lines to check them too.',
      ),
    );
  }
  if (service.command === undefined) {
    return {
      kind: 'service',
      findings: [
        inputFinding('error', 'ExecStart', 'The unit has no ExecStart= line: systemd would not know what to run.'),
        ...notes,
      ],
    };
  }
  const command = diagnoseCommand(service.command, target, service.environment);
  return {...command, kind: 'service', findings: [...command.findings, ...notes]};
}

/** Which releases could have written the input, and what the target release makes of it. */
export function diagnose(text: string, options: DoctorOptions = {}): Diagnosis {
  const target = options.target ?? NEWEST_CONFIG_TAG;
  if (!CONFIG_TAGS.includes(target)) throw new RangeError(`the doctor has no release tag ${target}`);
  const targetInfo = {tag: target, version: nodeVersionAt(target), release: releaseLink(target)};
  const problem = inputProblem(text);
  if (problem !== undefined) {
    const severity = text.trim() === '' ? 'notice' : 'error';
    return {kind: 'none', target: targetInfo, findings: [inputFinding(severity, '', problem)]};
  }
  const kind = inputKind(text);
  const read =
    kind === 'service'
      ? diagnoseService(text, target)
      : kind === 'command'
        ? {...diagnoseCommand(text, target), kind}
        : diagnoseConfig(text, target);
  const {node, written, ...rest} = read;
  // A plan from the oldest release that could have written the input; none when the newest release could have.
  const behind = written !== undefined && tagIndex(written.to) < tagIndex(NEWEST_CONFIG_TAG);
  const plan = behind && options.releaseChain ? planLink(written.fromVersion, options.releaseChain, node) : undefined;
  return {
    ...rest,
    target: targetInfo,
    ...(written ? {written: written} : {}),
    ...(plan ? {plan} : {}),
    findings: [...rest.findings].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]),
  };
}
