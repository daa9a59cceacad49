import {describe, expect, it} from 'vitest';
import {stableJson} from '../json';
import {diffRouteFacts} from './diff';

const route = (path: string, extra: Record<string, unknown> = {}) => ({api: 'nym-api', method: 'GET', path, ...extra});
const facts = (tag: string, endpoints: object[], history: object[]) => stableJson({_meta: {tag}, endpoints, history});

describe('the change report of the API routes file', () => {
  it('names routes added, removed and changed, with the fields that changed', () => {
    const before = facts('t1', [route('/a', {line: 1}), route('/gone')], []);
    const after = facts('t2', [route('/a', {line: 2, deprecated: true}), route('/new')], []);
    expect(diffRouteFacts(before, after)).toEqual([
      'tag: t1 → t2',
      'route changed: nym-api GET /a (deprecated, line)',
      'route added: nym-api GET /new',
      'route removed: nym-api GET /gone',
    ]);
  });

  it('says once that routes were counted at one more tag, and names every other history change', () => {
    const history = (first: string, count: number) => [
      route('/a', {first_tag: 't0', tags_present: count}),
      route('/b', {first_tag: first, tags_present: count}),
    ];
    expect(diffRouteFacts(facts('t1', [], history('t0', 1)), facts('t2', [], history('t1', 2)))).toEqual([
      'tag: t1 → t2',
      'history changed: nym-api GET /b (first_tag, tags_present)',
      'history: 1 routes mounted at a different number of tags, nothing else',
    ]);
  });

  it('names a removed route whose details at its last tag changed, with the fields', () => {
    const gone = (extra: Record<string, unknown>) =>
      stableJson({_meta: {tag: 't2'}, endpoints: [], removed_endpoints: [route('/gone', extra)], history: []});
    expect(diffRouteFacts(gone({params: []}), gone({params: [{name: 'id'}], responses: []}))).toEqual([
      'removed route changed: nym-api GET /gone (params, responses)',
    ]);
  });

  it('reports every route as added when there was no file before', () => {
    expect(diffRouteFacts(undefined, facts('t1', [route('/a')], []))).toEqual([
      'tag: (none) → t1',
      'route added: nym-api GET /a',
    ]);
  });
});
