import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {MULTI_MODE_READINGS, NODE_MODES, validateModeFlags, validateModes, type NodeMode} from './modes';

const messages = (result: {ok: boolean; errors?: {message: string}[]; warnings: {message: string}[]}) => ({
  errors: result.ok ? [] : (result.errors ?? []).map((error) => error.message),
  warnings: result.warnings.map((warning) => warning.message),
});

describe('mode combinations', () => {
  // exit-gateway brings entry work with it since v2025.1-reeses (#5331); only exit-providers-only runs exit alone:
  // nym-node/src/config/mod.rs @ nym-binaries-v2026.9-venaco (`NodeModes::with_mode`, `standalone_exit`).
  it('accepts each mode alone; exit-providers-only alone with a warning about rewards', () => {
    expect(validateModes(['mixnode'])).toEqual({ok: true, value: ['mixnode'], warnings: []});
    expect(validateModes(['entry-gateway'])).toEqual({ok: true, value: ['entry-gateway'], warnings: []});
    expect(validateModes(['exit-gateway'])).toEqual({ok: true, value: ['exit-gateway'], warnings: []});
    const exit = validateModes(['exit-providers-only']);
    expect(exit.ok).toBe(true);
    expect(messages(exit).warnings).toEqual([
      expect.stringMatching(/exit-providers-only accepts no client traffic.*rewarded set.*run exit-gateway instead/),
    ]);
  });

  it('forbids mixnode with entry-gateway, and mixnode in exit mode, saying what to do', () => {
    const both = validateModes(['mixnode', 'entry-gateway']);
    expect(both.ok).toBe(false);
    expect(messages(both).errors).toEqual([
      expect.stringMatching(/mixnode and entry-gateway cannot run together: keep one/),
    ]);
    const exit = validateModes(['mixnode', 'exit-gateway']);
    expect(messages(exit).errors).toEqual([expect.stringMatching(/mixnode cannot run in exit mode/)]);
    expect(messages(validateModes(['mixnode', 'entry-gateway', 'exit-gateway'])).errors).toHaveLength(2);
  });

  it('accepts entry-gateway with exit-gateway, warning that one mode per node is asked', () => {
    const result = validateModes(['entry-gateway', 'exit-gateway']);
    expect(result).toMatchObject({ok: true, value: ['entry-gateway', 'exit-gateway']});
    expect(messages(result).warnings).toEqual([expect.stringMatching(/several modes \(entry-gateway, exit-gateway\)/)]);
  });

  it('needs a mode and counts a repeated one once', () => {
    expect(messages(validateModes([])).errors).toEqual([expect.stringMatching(/no mode given/)]);
    expect(validateModes(['mixnode', 'mixnode'])).toEqual({ok: true, value: ['mixnode'], warnings: []});
  });

  it('gives both readings of multi-mode nodes', () => {
    expect(MULTI_MODE_READINGS).toHaveLength(2);
  });

  it('never accepts a mixnode next to a gateway mode', () => {
    fc.assert(
      fc.property(fc.subarray([...NODE_MODES] as NodeMode[], {minLength: 1}), (modes) => {
        const mixesWithGateway = modes.includes('mixnode') && modes.length > 1;
        expect(validateModes(modes).ok).toBe(!mixesWithGateway);
      }),
    );
  });
});

describe('mode flags on the command line', () => {
  const run = (...args: string[]) => validateModeFlags(['nym-node', 'run', ...args]);

  it('reads --mode, repeated --mode, --modes with a list, and --modes=list', () => {
    expect(run('--mode', 'mixnode', '--accept-operator-terms-and-conditions')).toEqual({
      ok: true,
      value: {modes: ['mixnode'], acceptedTerms: true, local: false},
      warnings: [],
    });
    expect(
      run('--mode', 'entry-gateway', '--mode', 'exit-gateway', '--accept-operator-terms-and-conditions'),
    ).toMatchObject({ok: true, value: {modes: ['entry-gateway', 'exit-gateway']}});
    expect(run('--modes', 'entry-gateway,exit-gateway', '--accept-operator-terms-and-conditions')).toMatchObject({
      ok: true,
      value: {modes: ['entry-gateway', 'exit-gateway']},
    });
    expect(run('--modes=entry-gateway, exit-gateway', '--accept-operator-terms-and-conditions')).toMatchObject({
      ok: true,
      value: {modes: ['entry-gateway', 'exit-gateway']},
    });
  });

  it('refuses --modes together with --mode, with the fix', () => {
    const result = run('--modes', 'entry-gateway', '--mode', 'exit-gateway');
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toContainEqual({
        path: '--modes',
        message: expect.stringMatching(/cannot be combined with --mode: list every mode in --modes/),
      });
  });

  it('refuses unknown modes and forbidden pairs, naming the flag', () => {
    const unknown = run('--mode', 'router');
    expect(unknown.ok).toBe(false);
    if (!unknown.ok)
      expect(unknown.errors[0]).toEqual({
        path: '--mode',
        message: expect.stringMatching(/unknown mode "router": use mixnode, entry-gateway or exit-gateway/),
      });
    const pair = run('--modes', 'mixnode,entry-gateway');
    if (!pair.ok) expect(pair.errors[0].path).toBe('--modes');
    expect(pair.ok).toBe(false);
  });

  // Aliases and up to three values after --mode: nym-node/src/config/mod.rs and
  // nym-node/src/cli/commands/run/args.rs @ nym-binaries-v2026.9-venaco; `--modes="mixnode,entry"` is the
  // changelog's own example (v2025.1-reeses, #5201).
  it('reads the aliases mix, entry, gateway and exit, and several names after one --mode', () => {
    const terms = '--accept-operator-terms-and-conditions';
    expect(run('--modes=mixnode,entry', terms)).toMatchObject({
      ok: false,
      errors: [{path: '--modes', message: expect.stringMatching(/mixnode and entry-gateway cannot run together/)}],
    });
    expect(run('--mode', 'mix', terms)).toEqual({
      ok: true,
      value: {modes: ['mixnode'], acceptedTerms: true, local: false},
      warnings: [],
    });
    expect(run('--mode', 'gateway', terms)).toMatchObject({ok: true, value: {modes: ['entry-gateway']}});
    expect(run('--mode', 'exit', terms)).toMatchObject({ok: true, value: {modes: ['exit-gateway']}, warnings: []});
    expect(run('--mode', 'entry-gateway', 'exit-gateway', terms)).toMatchObject({
      ok: true,
      value: {modes: ['entry-gateway', 'exit-gateway']},
    });
    expect(run('--mode', 'exit-providers-only', terms)).toMatchObject({
      ok: true,
      warnings: [{path: '--mode', message: expect.stringMatching(/^exit-providers-only accepts no client traffic/)}],
    });
  });

  it('warns when the terms flag is missing', () => {
    const result = run('--mode', 'mixnode');
    expect(result.ok).toBe(true);
    expect(result.warnings).toEqual([
      {
        path: '--accept-operator-terms-and-conditions',
        message: expect.stringMatching(/not accepted: add --accept-operator-terms-and-conditions/),
      },
    ]);
  });

  it('reads --local and --wireguard-enabled, and rejects a flag without its value', () => {
    expect(run('--mode', 'exit-gateway', '--local', '--wireguard-enabled', 'true')).toMatchObject({
      value: {local: true, wireguardEnabled: true},
    });
    expect(run('--mode', 'mixnode', '--wireguard-enabled=false')).toMatchObject({value: {wireguardEnabled: false}});
    const bad = run('--wireguard-enabled', 'maybe');
    if (!bad.ok) expect(bad.errors[0].message).toMatch(/takes true or false/);
    expect(bad.ok).toBe(false);
    const missing = run('--mode');
    if (!missing.ok)
      expect(missing.errors[0]).toEqual({path: '--mode', message: '--mode needs a value: write --mode <value>'});
    expect(missing.ok).toBe(false);
    const followed = run('--mode', '--local');
    expect(followed.ok).toBe(false);
  });

  it('a flag without its value gives that one error, and no guess at the value', () => {
    const result = run('--mode', 'mixnode', '--accept-operator-terms-and-conditions', '--wireguard-enabled');
    expect(result).toEqual({
      ok: false,
      errors: [
        {path: '--wireguard-enabled', message: '--wireguard-enabled needs a value: write --wireguard-enabled <value>'},
      ],
      warnings: [],
    });
    const mode = run('--modes', 'mixnode', '--accept-operator-terms-and-conditions', '--mode');
    expect(mode.ok).toBe(false);
    if (!mode.ok)
      expect(mode.errors.map((error) => error.message)).not.toContainEqual(expect.stringMatching(/unknown mode/));
  });

  it('accepts a command line with no mode flag at all', () => {
    expect(run('--accept-operator-terms-and-conditions')).toEqual({
      ok: true,
      value: {modes: [], acceptedTerms: true, local: false},
      warnings: [],
    });
  });

  it('rejects arguments that are not a list of strings', () => {
    expect(() => validateModeFlags('nym-node run' as unknown as string[])).toThrow(TypeError);
    expect(() => validateModeFlags([1 as unknown as string])).toThrow(TypeError);
    expect(() => validateModeFlags('nym-node run' as unknown as string[])).toThrow(
      new TypeError('validateModeFlags expects a list of strings'),
    );
    expect(() => validateModeFlags(['nym-node', 'run', 7 as unknown as string])).toThrow(
      new TypeError('validateModeFlags expects a list of strings'),
    );
    expect(() => validateModeFlags([7 as unknown as string, 'nym-node'])).toThrow(
      new TypeError('validateModeFlags expects a list of strings'),
    );
  });
});

describe('modes: refused input and where errors point', () => {
  it('validateModes takes only a list of known modes', () => {
    expect(() => validateModes('mixnode' as unknown as NodeMode[])).toThrow(
      new TypeError('validateModes expects a list of modes'),
    );
    expect(() => validateModes(['gateway' as NodeMode])).toThrow(
      new RangeError('unknown mode "gateway": the modes are mixnode, entry-gateway, exit-gateway, exit-providers-only'),
    );
    expect(() => validateModes([7 as unknown as NodeMode])).toThrow(RangeError);
  });

  it('an unknown name is reported on the flag that gave it', () => {
    const result = validateModeFlags(['nym-node', 'run', '--mode', 'relay', '--modes', 'entry-gateway,router']);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual([
        {
          path: '--modes',
          message: '--modes cannot be combined with --mode: list every mode in --modes, or repeat --mode once per mode',
        },
        {path: '--mode', message: 'unknown mode "relay": use mixnode, entry-gateway or exit-gateway'},
        {path: '--modes', message: 'unknown mode "router": use mixnode, entry-gateway or exit-gateway'},
      ]);
    }
  });

  it('a forbidden pair from --mode is reported on --mode', () => {
    const result = validateModeFlags(['nym-node', 'run', '--mode', 'mixnode', '--mode', 'exit-gateway']);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toEqual([
        {
          path: '--mode',
          message:
            'a mixnode cannot run in exit mode: keep mixnode, or replace it with entry-gateway next to exit-gateway',
        },
      ]);
  });

  it('the flags are read whatever their order, and --modes repeated adds to the list', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(['--local', '--accept-operator-terms-and-conditions', '--wireguard-enabled=true'], {
          minLength: 0,
        }),
        (flags) => {
          const result = validateModeFlags([
            'nym-node',
            'run',
            ...flags,
            '--modes',
            'entry-gateway',
            '--modes',
            'exit-gateway',
          ]);
          expect(result).toMatchObject({
            ok: true,
            value: {
              modes: ['entry-gateway', 'exit-gateway'],
              local: flags.includes('--local'),
              acceptedTerms: flags.includes('--accept-operator-terms-and-conditions'),
            },
          });
        },
      ),
    );
  });
});
