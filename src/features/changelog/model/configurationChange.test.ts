import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {changesConfiguration} from './configurationChange';

const forOperators = (text: string) => changesConfiguration({audience: ['operators'], text});

describe('a configuration change', () => {
  it("is an operators' item that names the config file or its configuration", () => {
    expect(forOperators('Set it in the config before restarting')).toBe(true);
    expect(forOperators('The configuration now holds the announce address')).toBe(true);
    expect(forOperators('CONFIG keys were renamed')).toBe(true);
    expect(forOperators('Edit config.toml')).toBe(true);
    expect(forOperators('Edit ~/.nym/nym-nodes/default-nym-node/config/config.toml')).toBe(true);
  });

  it("is an operators' item that names a file ending in .toml", () => {
    expect(forOperators('A new entry in description.toml')).toBe(true);
    expect(forOperators('The file settings.TOML moved')).toBe(true);
  });

  it("is an operators' item that names a long command-line flag", () => {
    expect(forOperators('Pass --wireguard-enabled true')).toBe(true);
    expect(forOperators('Start with --mode exit-gateway')).toBe(true);
    expect(forOperators('Use--accept-operator-terms-and-conditions')).toBe(true);
  });

  it("is an operators' item that speaks of flags or modes as words", () => {
    expect(forOperators('A new flag for the exit policy')).toBe(true);
    expect(forOperators('Two flags were removed')).toBe(true);
    expect(forOperators('The node runs one mode')).toBe(true);
    expect(forOperators('Combining modes is refused')).toBe(true);
  });

  it('is not an item that only looks like those words', () => {
    expect(forOperators('How to configure the firewall')).toBe(false);
    expect(forOperators('Reconfigured the CI runners')).toBe(false);
    expect(forOperators('Flagship feature')).toBe(false);
    expect(forOperators('A model of the network')).toBe(false);
    expect(forOperators('Modest speed-up')).toBe(false);
    expect(forOperators('A toml parser upgrade')).toBe(false);
    expect(forOperators('Numbers like -5 or --5 or a lone --')).toBe(false);
    expect(forOperators('Faster routing')).toBe(false);
    expect(forOperators('')).toBe(false);
  });

  it('concerns operators: the same words in an item for developers or wallet users do not count', () => {
    expect(changesConfiguration({audience: ['developers'], text: 'Set it in config.toml'})).toBe(false);
    expect(changesConfiguration({audience: ['wallet'], text: 'Pass --mode mixnode'})).toBe(false);
    expect(changesConfiguration({audience: [], text: 'A new flag'})).toBe(false);
    expect(changesConfiguration({audience: ['developers', 'operators'], text: 'A new flag'})).toBe(true);
  });

  it('never counts an item that is not for operators, whatever it says', () => {
    fc.assert(
      fc.property(
        fc.subarray(['wallet', 'developers']),
        fc.string(),
        (audience, text) => !changesConfiguration({audience, text: `${text} config --mode flags`}),
      ),
    );
  });

  it('for operators, adding a set-up word to any text makes it a change', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('config', 'configuration', 'a.toml', '--mode', 'flag', 'flags', 'mode', 'modes'),
        (text, word) => forOperators(`${text} ${word} `),
      ),
    );
  });
});
