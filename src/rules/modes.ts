import {collect, isList, type Result, type RuleError} from './result';

/**
 * The modes `nym-node run --mode` and `--modes` take. `exit-gateway` gives
 * entry and exit work; `exit-providers-only` gives the exit service providers
 * alone, without entry routing.
 * @source nym-node/src/config/mod.rs @ nym-binaries-v2026.9-venaco (`enum NodeMode`, `NodeModes::with_mode`)
 * @source changelog v2025.1-reeses (#5201 several modes at once; #5331 Readjusted --mode behaviour to fix the
 *   regression)
 */
export type NodeMode = 'mixnode' | 'entry-gateway' | 'exit-gateway' | 'exit-providers-only';
/**
 * Every mode name the flags accept, in the code's order.
 * @source nym-node/src/config/mod.rs @ nym-binaries-v2026.9-venaco (`enum NodeMode`: Mixnode, EntryGateway,
 *   ExitGateway, ExitProvidersOnly)
 */
export const NODE_MODES: readonly NodeMode[] = ['mixnode', 'entry-gateway', 'exit-gateway', 'exit-providers-only'];
/**
 * The other names the flags accept for a mode.
 * @source nym-node/src/config/mod.rs @ nym-binaries-v2026.9-venaco (`#[clap(alias = "mix")]`, `#[clap(alias = "entry",
 *   alias = "gateway")]`, `#[clap(alias = "exit")]`)
 */
const NODE_MODE_ALIASES: Readonly<Record<string, NodeMode>> = {
  mix: 'mixnode',
  entry: 'entry-gateway',
  gateway: 'entry-gateway',
  exit: 'exit-gateway',
};

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

function isNodeMode(value: string): value is NodeMode {
  return (NODE_MODES as readonly string[]).includes(value);
}

/** A mode from its name or one of its aliases, or undefined when the flags do not know it. */
function modeFromName(name: string): NodeMode | undefined {
  if (isNodeMode(name)) return name;
  return Object.hasOwn(NODE_MODE_ALIASES, name) ? NODE_MODE_ALIASES[name] : undefined;
}

/**
 * The mode combinations the network accepts, with the warnings it gives:
 * mixnode next to entry or exit work stops the node; exit-providers-only
 * alone runs without client traffic; several modes run, but operators are
 * asked to give one.
 * @source nym-node/src/config/mod.rs @ nym-binaries-v2026.9-venaco (`Config::validate`, `NodeModes::standalone_exit`)
 * @source changelog v2025.13-emmental (#5878)
 * @source changelog v2025.2-hu ("PLEASE SELECT ONE MODE ARGUMENT OUT OF: `mixnode` or `entry-gateway` or
 *   `exit-gateway`")
 */
export function validateModes(modes: readonly NodeMode[], path = 'modes'): Result<NodeMode[]> {
  if (!isList(modes)) throw new TypeError('validateModes expects a list of modes');
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
  if (set.has('mixnode') && (set.has('exit-gateway') || set.has('exit-providers-only'))) {
    errors.push({
      path,
      message: 'a mixnode cannot run in exit mode: keep mixnode, or replace it with entry-gateway next to exit-gateway',
    });
  }
  // Since v2025.1-reeses exit-gateway brings entry work with it; only exit-providers-only stands alone.
  if (set.size === 1 && set.has('exit-providers-only')) {
    warnings.push({
      path,
      message:
        'exit-providers-only accepts no client traffic, so the node cannot be chosen for the rewarded set and earns nothing: run exit-gateway instead',
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
 * comma list and cannot be combined with `--mode`, which takes up to three
 * names and may be repeated; the aliases mix, entry, gateway and exit are
 * read as their modes; without the terms flag the node runs but cannot enter
 * the rewarded set.
 * @source nym-node/src/cli/commands/run/args.rs @ nym-binaries-v2026.9-venaco (`mode`: `num_args(0..=3)`, `modes`:
 *   `value_delimiter = ','`, both in group "node_mode")
 * @source changelog v2025.1-reeses (#5201: `--modes` added, `--mode` may be given several times, the two cannot be
 *   combined)
 * @source changelog v2024.13-magura (#4993: Make accepting t&c a hard requirement for rewarded set selection)
 */
export function validateModeFlags(args: readonly string[]): Result<ModeFlags> {
  if (!isList(args) || args.some((arg) => typeof arg !== 'string'))
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
    const [flag, inline] = splitFlag(args[i]);
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
      // --mode takes up to three values, and may be repeated.
      named.push([value(), flag]);
      for (let taken = 1; inline === undefined && taken < 3; taken += 1) {
        const next = args[i + 1];
        if (next === undefined || next.startsWith('-')) break;
        named.push([next, flag]);
        i += 1;
      }
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
    const mode = modeFromName(name);
    if (mode) modes.push(mode);
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
