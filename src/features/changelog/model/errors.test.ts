import {describe, expect, it} from 'vitest';
import {ReleaseValidationError} from './errors';

describe('ReleaseValidationError', () => {
  it('names one problem in the singular, with its file, field and reason', () => {
    const error = new ReleaseValidationError([{file: 'releases/a.mdx', field: 'tag', reason: 'is wrong'}]);
    expect(error.message).toBe('Invalid release notes (1 problem):\n  releases/a.mdx: tag: is wrong');
  });

  it('counts several problems in the plural, one a line', () => {
    const error = new ReleaseValidationError([
      {file: 'releases/a.mdx', field: 'tag', reason: 'is wrong'},
      {file: 'releases/b.mdx:4', field: 'body', reason: 'has a script'},
    ]);
    expect(error.message).toBe(
      'Invalid release notes (2 problems):\n  releases/a.mdx: tag: is wrong\n  releases/b.mdx:4: body: has a script',
    );
  });

  it('says zero problems in the plural', () => {
    expect(new ReleaseValidationError([]).message).toBe('Invalid release notes (0 problems):\n');
  });

  it('is an Error named after its class that keeps its problems', () => {
    const problems = [{file: 'releases/a.mdx', field: 'slug', reason: 'is taken'}];
    const error = new ReleaseValidationError(problems);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ReleaseValidationError');
    expect(error.problems).toEqual(problems);
  });
});
