import {describe, expect, it} from 'vitest';
import {PORTS} from '../rules/constants';
import {exampleOf} from './examples';
import {EXAMPLE_ACCOUNT, EXAMPLE_IDENTITY_KEY, EXAMPLE_X25519_KEY, integerByName, stringByName} from './exampleValues';
import {buildOpenApi} from './openapi';
import {SOURCE_COMMIT} from './sourceFacts';

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

describe('example values by field name', () => {
  it('gives keys in base58, of the length a 32-byte key has, and accounts in bech32 with the Nyx prefix', () => {
    for (const key of [EXAMPLE_IDENTITY_KEY, EXAMPLE_X25519_KEY]) {
      expect(key).toMatch(BASE58);
      expect(key.length).toBeGreaterThanOrEqual(43);
      expect(key.length).toBeLessThanOrEqual(44);
    }
    expect(EXAMPLE_ACCOUNT).toMatch(/^n1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38}$/);
  });

  it.each([
    ['ed25519_identity_pubkey', EXAMPLE_IDENTITY_KEY],
    ['identity_key', EXAMPLE_IDENTITY_KEY],
    ['publicKey', EXAMPLE_IDENTITY_KEY],
    ['x25519_sphinx_pubkey', EXAMPLE_X25519_KEY],
    ['owner', EXAMPLE_ACCOUNT],
    ['denom', 'unym'],
    ['hostname', 'nym-node.example.net'],
    ['ip_addresses', '203.0.113.7'],
    ['commit_sha', SOURCE_COMMIT],
  ])('a text field named %s takes %s', (name, value) => {
    expect(stringByName(name)).toBe(value);
  });

  it('leaves a name it does not know to the caller', () => {
    expect(stringByName('moniker')).toBeUndefined();
    expect(stringByName(undefined)).toBeUndefined();
    expect(integerByName('node_id')).toBeUndefined();
  });

  it('takes ports from the rules’ constants', () => {
    expect(integerByName('mix_port')).toBe(PORTS.mixnet);
    expect(integerByName('verloc_port')).toBe(PORTS.verloc);
    expect(integerByName('ws_port')).toBe(PORTS.clients);
    expect(integerByName('wss_port')).toBe(PORTS.websocketSecure);
  });
});

describe('examples of a schema', () => {
  it('names the field a text stands for, through references and arrays, and keeps a port within its bounds', () => {
    const components = {Key: {type: 'string'}};
    const schema = {
      type: 'object',
      properties: {
        identity_key: {$ref: '#/components/schemas/Key'},
        ip_addresses: {type: 'array', items: {type: 'string'}},
        moniker: {type: 'string'},
        mix_port: {type: 'integer', minimum: 0, maximum: 65535},
        verloc_port: {type: 'integer', minimum: 0, maximum: 100},
      },
    };
    expect(exampleOf(schema, components)).toEqual({
      identity_key: EXAMPLE_IDENTITY_KEY,
      ip_addresses: ['203.0.113.7'],
      moniker: '<moniker>',
      mix_port: PORTS.mixnet,
      verloc_port: 1,
    });
  });

  it('leaves no example of the nym-api document with a bare type name for a value', () => {
    const document = buildOpenApi('mainnet', {only: 'validator-rest-api'});
    const texts: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    for (const item of Object.values(document.paths))
      for (const operation of [item.get, item.post])
        for (const response of Object.values(operation?.responses ?? {}))
          for (const media of Object.values(response.content ?? {})) collect(media.example);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => text === 'string')).toEqual([]);
  });
});
