import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {collect, fail, ok, type RuleError} from './result';

const problem: RuleError = {
  path: 'host.public_ips',
  message: 'host.public_ips is empty: list the server\u2019s public addresses',
};
const notice: RuleError = {path: 'modes', message: 'several modes: run one mode per node'};

describe('results of a validation', () => {
  it('ok carries the value and, by default, no warning', () => {
    expect(ok(3)).toStrictEqual({ok: true, value: 3, warnings: []});
    expect(ok('x', [notice])).toStrictEqual({ok: true, value: 'x', warnings: [notice]});
  });

  it('fail carries every error and, by default, no warning', () => {
    expect(fail([problem])).toStrictEqual({ok: false, errors: [problem], warnings: []});
    expect(fail([problem], [notice])).toStrictEqual({ok: false, errors: [problem], warnings: [notice]});
  });

  it('collect is ok exactly when no error was found, keeping warnings either way', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(3), fc.nat(3), (value, errorCount, warningCount) => {
        const errors = Array<RuleError>(errorCount).fill(problem);
        const warnings = Array<RuleError>(warningCount).fill(notice);
        const result = collect(value, errors, warnings);
        expect(result.ok).toBe(errorCount === 0);
        expect(result.warnings).toEqual(warnings);
        if (result.ok) expect(result.value).toBe(value);
        else expect(result.errors).toEqual(errors);
      }),
    );
  });
});
