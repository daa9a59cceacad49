import * as z from 'zod';
import {describe, expect, it} from 'vitest';
import {expectationAt, parseWithProblems} from './zodProblems';

const schema = z.strictObject({
  described: z.string().describe('a described field'),
  kind: z.enum(['release', 'news']),
  flag: z.boolean(),
  optionalEnum: z.enum(['a', 'b']).optional(),
  nullableDescribed: z.string().nullable().describe('text or null'),
  defaulted: z.enum(['x', 'y']).default('x'),
  piped: z
    .string()
    .transform((value) => value.split(','))
    .pipe(z.array(z.enum(['p', 'q']))),
  list: z.array(z.strictObject({name: z.string().describe('a name')})),
  nested: z.strictObject({inner: z.enum(['one', 'two']).readonly()}).optional(),
  plain: z.number(),
  custom: z.string().regex(/^v/, 'must start with v'),
  version: z.string().regex(/^\d/, 'must be a version; found it wrong'),
});

describe('what a field expects, read through zod public schema classes', () => {
  it.each([
    [['described'], 'a described field'],
    [['kind'], 'one of release, news'],
    [['flag'], 'true or false'],
    [['optionalEnum'], 'one of a, b'],
    [['nullableDescribed'], 'text or null'],
    [['defaulted'], 'one of x, y'],
    [['list', 0, 'name'], 'a name'],
    [['nested', 'inner'], 'one of one, two'],
  ] as const)('at %j: %s', (path, expected) => {
    expect(expectationAt(schema, path)).toBe(expected);
  });

  it('says nothing for a field that describes nothing, an unknown field or a path through a scalar', () => {
    expect(expectationAt(schema, ['plain'])).toBeUndefined();
    expect(expectationAt(schema, ['unknown'])).toBeUndefined();
    expect(expectationAt(schema, ['plain', 'deeper'])).toBeUndefined();
    expect(expectationAt(undefined, ['kind'])).toBeUndefined();
    expect(expectationAt(schema, ['piped', 0])).toBe('one of p, q');
  });
});

describe('problems an editor can act on', () => {
  const valid = {
    described: 'x',
    kind: 'release',
    flag: true,
    nullableDescribed: null,
    piped: 'p,q',
    list: [{name: 'a'}],
    plain: 1,
    custom: 'v1',
    version: '1',
  };
  const problems = (input: unknown, options: {line?: number; prefix?: string} = {}) =>
    parseWithProblems(schema, input, {file: 'releases/x.mdx', ...options}).problems;

  it('gives the data and no problem for valid input', () => {
    const result = parseWithProblems(schema, valid, {file: 'releases/x.mdx'});
    expect(result.problems).toEqual([]);
    expect(result.data?.piped).toEqual(['p', 'q']);
    expect(result.data?.defaulted).toBe('x');
  });

  it('names a missing field with what it expects, as a field or as an attribute', () => {
    const {described: _described, ...rest} = valid;
    expect(problems(rest)).toEqual([
      {file: 'releases/x.mdx', field: 'described', reason: 'missing required field described (a described field)'},
    ]);
    expect(problems(rest, {prefix: 'items[2]', line: 7})).toEqual([
      {
        file: 'releases/x.mdx:7',
        field: 'items[2].described',
        reason: 'missing required attribute described (a described field)',
      },
    ]);
    const {plain: _plain, ...withoutPlain} = valid;
    expect(problems(withoutPlain)).toEqual([
      {file: 'releases/x.mdx', field: 'plain', reason: 'missing required field plain'},
    ]);
  });

  it('names unknown fields, one or several', () => {
    expect(problems({...valid, extra: 1})).toEqual([
      {file: 'releases/x.mdx', field: 'extra', reason: 'unknown field extra'},
    ]);
    expect(problems({...valid, extra: 1, more: 2})).toEqual([
      {file: 'releases/x.mdx', field: 'extra', reason: 'unknown fields extra, more'},
    ]);
    expect(problems({...valid, extra: 1}, {prefix: 'Section'})[0].reason).toBe('unknown attribute extra');
  });

  it('says YAML read a number or a boolean where text was meant', () => {
    expect(problems({...valid, described: 1.15})[0].reason).toBe(
      'must be text (a described field); found the number 1.15 (YAML reads it as a number): write it in quotes',
    );
    expect(problems({...valid, described: true})[0].reason).toBe(
      'must be text (a described field); found the value true (YAML reads it as a boolean): write it in quotes',
    );
    expect(problems({...valid, custom: 5})[0].reason).toBe(
      'must be text; found the number 5 (YAML reads it as a number): write it in quotes',
    );
  });

  it('says what was found for a wrong type: null, a list, a block of fields, a value', () => {
    expect(problems({...valid, plain: null})[0].reason).toBe('must be number; found null');
    expect(problems({...valid, plain: [1]})[0].reason).toBe('must be number; found a list');
    expect(problems({...valid, plain: {a: 1}})[0].reason).toBe('must be number; found a block of fields');
    expect(problems({...valid, plain: 'one'})[0].reason).toBe('must be number; found "one"');
    expect(problems({...valid, flag: 'yes'})[0].reason).toBe('must be true or false; found "yes"');
  });

  it('lists the options of an enum and what was found', () => {
    expect(problems({...valid, kind: 'patch'})).toEqual([
      {file: 'releases/x.mdx', field: 'kind', reason: 'must be one of release, news; found "patch"'},
    ]);
    expect(problems({...valid, list: [{name: 'a'}], nested: {inner: 'three'}})[0]).toEqual({
      file: 'releases/x.mdx',
      field: 'nested.inner',
      reason: 'must be one of one, two; found "three"',
    });
  });

  it("keeps a schema's own message and adds what was found, unless the message already says", () => {
    expect(problems({...valid, custom: 'x1'})[0].reason).toBe('must start with v; found "x1"');
    expect(problems({...valid, version: 'x'})[0].reason).toBe('must be a version; found it wrong');
  });

  it('names the whole front matter when the input is not a block of fields', () => {
    expect(problems('text')).toEqual([
      {file: 'releases/x.mdx', field: '(front matter)', reason: 'must be object; found "text"'},
    ]);
  });
});
