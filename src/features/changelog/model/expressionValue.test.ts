import {describe, expect, it} from 'vitest';
import {expressionValue} from './expressionValue';
import {parseReleaseTree, type EsNode, type MdNode} from './mdxTree';

/** The syntax tree of one expression in braces, as the release model reads it from a body. */
function program(expression: string): EsNode {
  const find = (node: MdNode): EsNode | undefined => node.data?.estree ?? (node.children ?? []).map(find).find(Boolean);
  const tree = find(parseReleaseTree(`{${expression}}`));
  if (!tree) throw new Error(`no expression in {${expression}}`);
  return tree;
}

const SCOPE = {
  PORTS: {mixnet: 1789, wireguard: 51822},
  MIN_OS: ['Debian 12', 'Ubuntu 22.04'],
  SHARE: 0.5,
  SIZE: 1500,
  NAME: 'nym-node',
  NOTHING: null,
};
const valueOf = (expression: string) => expressionValue(program(expression), SCOPE);

describe('the value an expression of a release body shows', () => {
  it('reads constants, their members and their items', () => {
    expect(valueOf('PORTS.mixnet')).toBe(1789);
    expect(valueOf('PORTS["wireguard"]')).toBe(51822);
    expect(valueOf('MIN_OS[1]')).toBe('Ubuntu 22.04');
    expect(valueOf('NAME')).toBe('nym-node');
    expect(valueOf('PORTS?.mixnet')).toBe(1789);
  });

  it('gives nothing for a name out of scope, a missing member or a member of nothing', () => {
    expect(valueOf('UNKNOWN')).toBeUndefined();
    expect(valueOf('PORTS.clients')).toBeUndefined();
    expect(valueOf('NOTHING?.x')).toBeUndefined();
    expect(valueOf('PORTS.toString')).toBeUndefined();
    expect(valueOf('PORTS[SHARE]')).toBeUndefined();
    // A key that is neither text nor a number reads nothing, even one that would turn into a valid key.
    expect(valueOf('MIN_OS[["0"]]')).toBeUndefined();
    expect(valueOf('NOTHING.x')).toBeUndefined();
  });

  it('works out arithmetic and comparisons on numbers', () => {
    expect(valueOf('SHARE * 100')).toBe(50);
    expect(valueOf('SIZE + 1')).toBe(1501);
    expect(valueOf('SIZE - 500')).toBe(1000);
    expect(valueOf('SIZE / 3')).toBe(500);
    expect(valueOf('SIZE % 7')).toBe(2);
    expect(valueOf('2 ** 10')).toBe(1024);
    expect(valueOf('SIZE < 2000')).toBe(true);
    expect(valueOf('SIZE > 2000')).toBe(false);
    expect(valueOf('SIZE <= 1500')).toBe(true);
    expect(valueOf('SIZE >= 1501')).toBe(false);
    expect(valueOf('SIZE === 1500')).toBe(true);
    expect(valueOf('SIZE !== 1500')).toBe(false);
    // At the boundary each comparison answers as it should, not as its neighbour would.
    expect(valueOf('SIZE < 1500')).toBe(false);
    expect(valueOf('SIZE > 1500')).toBe(false);
    expect(valueOf('SIZE <= 1499')).toBe(false);
    expect(valueOf('SIZE >= 1500')).toBe(true);
    expect(valueOf('SIZE === 1')).toBe(false);
    expect(valueOf('SIZE !== 1')).toBe(true);
    expect(valueOf('-SIZE')).toBe(-1500);
    expect(valueOf('!SIZE')).toBe(false);
  });

  it('joins text with +, and gives nothing for arithmetic on text or an unknown operator', () => {
    expect(valueOf('NAME + " " + SIZE')).toBe('nym-node 1500');
    expect(valueOf('SIZE + NAME')).toBe('1500nym-node');
    expect(valueOf('NAME * 2')).toBeUndefined();
    expect(valueOf('SIZE | 1')).toBeUndefined();
    expect(valueOf('-NAME')).toBeUndefined();
    expect(valueOf('typeof SIZE')).toBeUndefined();
  });

  it('fills template literals with their values', () => {
    expect(valueOf('`port ${PORTS.mixnet} of ${NAME}`')).toBe('port 1789 of nym-node');
    expect(valueOf('`plain`')).toBe('plain');
  });

  it('follows conditions and logical operators', () => {
    expect(valueOf('SIZE > 1000 ? "large" : "small"')).toBe('large');
    expect(valueOf('SIZE < 1000 ? "large" : "small"')).toBe('small');
    expect(valueOf('NOTHING ?? "none"')).toBe('none');
    expect(valueOf('SIZE ?? "none"')).toBe(1500);
    expect(valueOf('SIZE && NAME')).toBe('nym-node');
    expect(valueOf('NOTHING && NAME')).toBeNull();
    expect(valueOf('NOTHING || NAME')).toBe('nym-node');
    expect(valueOf('SIZE || NAME')).toBe(1500);
    expect(valueOf('"" || NAME')).toBe('nym-node');
  });

  it('formats with the four formatting methods, and only those', () => {
    expect(valueOf('SIZE.toLocaleString("en-US")')).toBe('1,500');
    expect(valueOf('SHARE.toFixed(2)')).toBe('0.50');
    expect(valueOf('SHARE.toFixed()')).toBe('1');
    expect(valueOf('SIZE.toString()')).toBe('1500');
    expect(valueOf('NAME.toString()')).toBe('nym-node');
    expect(valueOf('MIN_OS.join(" or ")')).toBe('Debian 12 or Ubuntu 22.04');
    expect(valueOf('MIN_OS.join()')).toBe('Debian 12,Ubuntu 22.04');
    expect(valueOf('[1, 2].join("-")')).toBe('1-2');
    expect(valueOf('MIN_OS.join(1)')).toBe('Debian 12,Ubuntu 22.04');
    expect(valueOf('NAME.toFixed(2)')).toBeUndefined();
    expect(valueOf('NAME.toLocaleString()')).toBeUndefined();
    expect(valueOf('SIZE.join()')).toBeUndefined();
    expect(valueOf('MIN_OS.toString()')).toBeUndefined();
    expect(valueOf('NAME.toUpperCase()')).toBeUndefined();
    expect(valueOf('MIN_OS["join"](" ")')).toBeUndefined();
    expect(valueOf('fetch("/x")')).toBeUndefined();
  });

  it('gives nothing for a program that is not one expression', () => {
    expect(expressionValue({type: 'Program', body: []}, SCOPE)).toBeUndefined();
    const two = program('SIZE');
    expect(
      expressionValue({...two, body: [...(two.body as EsNode[]), ...(two.body as EsNode[])]}, SCOPE),
    ).toBeUndefined();
    expect(expressionValue({type: 'Program', body: [{type: 'EmptyStatement'}]}, SCOPE)).toBeUndefined();
    expect(valueOf('() => SIZE')).toBeUndefined();
  });
});
