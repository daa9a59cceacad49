import {collect, type Result, type RuleError} from './result';

/** What a nym-node can do; SPEC §4. */
export type NodeMode = 'mixnode' | 'entry-gateway' | 'exit-gateway';
export const NODE_MODES: readonly NodeMode[] = ['mixnode', 'entry-gateway', 'exit-gateway'];

/**
 * Two readings of several modes at once, both from the release notes: one
 * release has nodes started with several modes stop at startup; another
 * allows it technically but asks operators to pick one. The checker follows
 * the stricter reading for the forbidden pairs and warns otherwise.
 */
export const MULTI_MODE_READINGS = [
  'Rejected at startup: a node given several modes does not start.',
  'Possible but discouraged: operators are asked to run one mode per node.',
] as const;

export function isNodeMode(value: string): value is NodeMode {
  return (NODE_MODES as readonly string[]).includes(value);
}

/** The mode combinations the network accepts, with the warnings it gives. */
export function validateModes(modes: readonly NodeMode[], path = 'modes'): Result<NodeMode[]> {
  if (!Array.isArray(modes)) throw new TypeError('validateModes expects a list of modes');
  const unknown = modes.find((mode) => typeof mode !== 'string' || !isNodeMode(mode));
  if (unknown !== undefined)
    throw new RangeError(`unknown mode ${JSON.stringify(unknown)}: the modes are ${NODE_MODES.join(', ')}`);
  const errors: RuleError[] = [];
  const warnings: RuleError[] = [];
  const set = new Set(modes);
  if (set.size === 0)
    errors.push({path, message: 'no mode given: choose one of mixnode, entry-gateway or exit-gateway'});
  if (set.has('mixnode') && set.has('entry-gateway')) {
    errors.push({
      path,
      message: 'mixnode and entry-gateway cannot run together: keep one of them and run the other on another node',
    });
  }
  if (set.has('mixnode') && set.has('exit-gateway')) {
    errors.push({
      path,
      message: 'a mixnode cannot run in exit mode: keep mixnode, or replace it with entry-gateway next to exit-gateway',
    });
  }
  if (set.size === 1 && set.has('exit-gateway')) {
    warnings.push({
      path,
      message:
        'exit-gateway alone opens no websocket, so the node cannot be chosen for the rewarded set and earns nothing: add entry-gateway',
    });
  }
  if (set.size > 1 && errors.length === 0) {
    warnings.push({
      path,
      message: `several modes (${[...set].join(', ')}): operators are asked to run one mode per node`,
    });
  }
  return collect([...set], errors, warnings);
}

/** What a nym-node command line says about modes, terms and local use. */
export interface ModeFlags {
  modes: NodeMode[];
  acceptedTerms: boolean;
  local: boolean;
  wireguardEnabled?: boolean;
}

const TERMS_FLAG = '--accept-operator-terms-and-conditions';

/** Splits `--flag=value` into flag and value. */
function splitFlag(arg: string): [string, string | undefined] {
  const index = arg.indexOf('=');
  return index > 0 && arg.startsWith('--') ? [arg.slice(0, index), arg.slice(index + 1)] : [arg, undefined];
}

/**
 * Checks the mode flags of a `nym-node run` command line: `--modes` takes a
 * comma list and cannot be combined with `--mode`, which may be repeated;
 * without the terms flag the node runs but cannot enter the rewarded set.
 */
export function validateModeFlags(args: readonly string[]): Result<ModeFlags> {
  if (!Array.isArray(args) || args.some((arg) => typeof arg !== 'string'))
    throw new TypeError('validateModeFlags expects a list of strings');
  const errors: RuleError[] = [];
  const warnings: RuleError[] = [];
  /** Each name given, with the flag that gave it. */
  const named: [name: string, flag: '--mode' | '--modes'][] = [];
  let usedModes = false;
  let acceptedTerms = false;
  let local = false;
  let wireguardEnabled: boolean | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const [flag, inline] = splitFlag(args[i]!);
    const value = () => {
      if (inline !== undefined) return inline;
      const next = args[i + 1];
      if (next === undefined || next.startsWith('--')) {
        errors.push({path: flag, message: `${flag} needs a value: write ${flag} <value>`});
        return '';
      }
      i += 1;
      return next;
    };
    if (flag === '--mode') {
      const name = value();
      named.push([name, flag]);
    } else if (flag === '--modes') {
      usedModes = true;
      const names = value()
        .split(',')
        .map((mode: string) => mode.trim());
      for (const name of names) named.push([name, flag]);
    } else if (flag === TERMS_FLAG) acceptedTerms = true;
    else if (flag === '--local') local = true;
    else if (flag === '--wireguard-enabled') {
      const raw = value();
      if (raw === 'true' || raw === 'false') wireguardEnabled = raw === 'true';
      else if (raw) errors.push({path: flag, message: `--wireguard-enabled takes true or false, not "${raw}"`});
    }
  }
  if (usedModes && named.some(([, from]) => from === '--mode')) {
    errors.push({
      path: '--modes',
      message: '--modes cannot be combined with --mode: list every mode in --modes, or repeat --mode once per mode',
    });
  }
  const modes: NodeMode[] = [];
  for (const [name, from] of named) {
    if (isNodeMode(name)) modes.push(name);
    else if (name)
      errors.push({path: from, message: `unknown mode "${name}": use mixnode, entry-gateway or exit-gateway`});
  }
  if (named.length > 0) {
    const checked = validateModes(modes, usedModes ? '--modes' : '--mode');
    if (!checked.ok) errors.push(...checked.errors);
    warnings.push(...checked.warnings);
  }
  if (!acceptedTerms) {
    warnings.push({
      path: TERMS_FLAG,
      message: `the operator terms are not accepted: add ${TERMS_FLAG}, without which the node cannot be chosen for the rewarded set`,
    });
  }
  return collect(
    {modes, acceptedTerms, local, ...(wireguardEnabled === undefined ? {} : {wireguardEnabled})},
    errors,
    warnings,
  );
}
