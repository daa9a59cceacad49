import {describe, expect, it} from 'vitest';
import {QUOTED_LENGTH, readNumberField, readNumberFields, readVersionField} from './fields';

const memory = {label: 'Memory used (GiB)'};

describe('reading a number a reader typed', () => {
  it('reads plain decimals, with spaces around them', () => {
    expect(readNumberField(memory, ' 6 ')).toEqual({ok: true, value: 6});
    expect(readNumberField(memory, '0.98')).toEqual({ok: true, value: 0.98});
    expect(readNumberField(memory, '.5')).toEqual({ok: true, value: 0.5});
    expect(readNumberField(memory, '1e3')).toEqual({ok: true, value: 1000});
  });

  it('calls an empty field required, never 0', () => {
    expect(readNumberField(memory, '')).toEqual({ok: false, message: 'Memory used (GiB) is required.'});
    expect(readNumberField(memory, '   ')).toEqual({ok: false, message: 'Memory used (GiB) is required.'});
  });

  it('reads an empty optional field as not given', () => {
    expect(readNumberField({label: 'Sent (MB/s)', optional: true}, '')).toEqual({ok: true, value: undefined});
  });

  it('names the field as labelled and echoes what was typed, not a converted value', () => {
    expect(readNumberField(memory, '-5')).toEqual({
      ok: false,
      message: 'Memory used (GiB) cannot be negative (you typed "-5").',
    });
    expect(readNumberField(memory, 'six')).toEqual({
      ok: false,
      message: 'Memory used (GiB) must be a number (you typed "six").',
    });
    expect(readNumberField(memory, '1,5')).toEqual({
      ok: false,
      message: 'Memory used (GiB) must be a number (you typed "1,5"). Use a dot for decimals, like 1.5.',
    });
  });

  it.each(['Infinity', '-Infinity', 'NaN', '1e309', '0x10', '1_000', '--1', '1e', '.'])('refuses %s', (typed) => {
    const reading = readNumberField({label: 'Stake saturation'}, typed);
    expect(reading.ok).toBe(false);
    if (!reading.ok) {
      expect(reading.message.startsWith('Stake saturation ')).toBe(true);
      expect(reading.message).toContain(`"${typed}"`);
      expect(reading.message).not.toMatch(/NaN(?!")|Infinity(?!")/);
    }
  });

  it('says which bound a number broke', () => {
    expect(readNumberField({label: 'CPU count', above: 0, integer: true}, '0')).toEqual({
      ok: false,
      message: 'CPU count must be more than 0 (you typed "0").',
    });
    expect(readNumberField({label: 'CPU count', above: 0, integer: true}, '2.5')).toEqual({
      ok: false,
      message: 'CPU count must be a whole number (you typed "2.5").',
    });
    expect(readNumberField({label: 'Routing score (0–1)', max: 1}, '1.2')).toEqual({
      ok: false,
      message: 'Routing score (0–1) must be 1 or less (you typed "1.2").',
    });
    expect(readNumberField({label: 'Epoch', min: 1}, '0')).toEqual({
      ok: false,
      message: 'Epoch must be 1 or more (you typed "0").',
    });
    expect(readNumberField({label: 'Routing score (0–1)', max: 1}, '1')).toEqual({ok: true, value: 1});
    expect(readNumberField({label: 'CPU count', above: 0}, '0.1')).toEqual({ok: true, value: 0.1});
  });

  it('quotes a long input cut short', () => {
    const typed = '9'.repeat(100_000);
    const reading = readNumberField(memory, `${typed}x`);
    expect(reading.ok).toBe(false);
    if (!reading.ok) {
      expect(reading.message).toContain(`"${'9'.repeat(QUOTED_LENGTH)}…"`);
      expect(reading.message.length).toBeLessThan(150);
    }
  });

  it('reads a whole form, with one message per field in error and the good values kept', () => {
    const fields = {
      used: {label: 'Memory used (GiB)'},
      total: {label: 'Memory total (GiB)', above: 0},
      rate: {label: 'Sent (MB/s)', optional: true},
    };
    expect(readNumberFields(fields, {used: '', total: '16', rate: ''})).toEqual({
      values: {total: 16},
      messages: [{field: 'used', message: 'Memory used (GiB) is required.'}],
    });
  });
});

describe('reading a version a reader typed', () => {
  it('reads a version, trimmed', () => {
    expect(readVersionField('Node version', ' 1.15.0 ')).toEqual({ok: true, value: '1.15.0'});
  });
  it('names the field and quotes what was typed', () => {
    expect(readVersionField('Node version', '1.15')).toEqual({
      ok: false,
      message: 'Node version must be a version like 1.15.0 (you typed "1.15").',
    });
    expect(readVersionField('Node version', '')).toEqual({ok: false, message: 'Node version is required.'});
  });
});
