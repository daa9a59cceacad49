import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {
  canServeAsEgress,
  canServeAsInitGateway,
  EPOCH_ROLES,
  type EpochRole,
  type GatewayCandidate,
} from './gatewaySelection';

const node = (epochRole: EpochRole, supportsMixing = false): GatewayCandidate => ({supportsMixing, epochRole});
const layers = ['layer1', 'layer2', 'layer3'] as const;

describe('the gateway a client registers with at init', () => {
  it('must not support mixing, whatever its role this epoch', () => {
    for (const role of EPOCH_ROLES) {
      expect(canServeAsInitGateway(node(role, false))).toBe(true);
      expect(canServeAsInitGateway(node(role, true))).toBe(false);
    }
  });
});

describe('the gateway a client leaves the mixnet through', () => {
  it('is never a node in a mixing layer this epoch, while epoch roles count', () => {
    for (const role of layers) expect(canServeAsEgress(node(role), {ignoreEpochRoles: false})).toBe(false);
  });

  it('may be standby or inactive, or a gateway this epoch', () => {
    for (const role of ['standby', 'inactive', 'entry', 'exit'] as const)
      expect(canServeAsEgress(node(role, true), {ignoreEpochRoles: false})).toBe(true);
  });

  it('may be any node when epoch roles are ignored (the clients\u2019 default)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EPOCH_ROLES), fc.boolean(), (role, mixing) => {
        expect(canServeAsEgress(node(role, mixing), {ignoreEpochRoles: true})).toBe(true);
      }),
    );
  });

  it('depends on the epoch role only, not on whether the node can mix', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EPOCH_ROLES), (role) => {
        expect(canServeAsEgress(node(role, true), {ignoreEpochRoles: false})).toBe(
          canServeAsEgress(node(role, false), {ignoreEpochRoles: false}),
        );
      }),
    );
  });
});

describe('refused input', () => {
  it('an unknown role, a non-boolean flag or a missing node', () => {
    expect(() => canServeAsEgress(node('layer4' as EpochRole), {ignoreEpochRoles: false})).toThrow(
      new RangeError('epochRole must be one of entry, exit, layer1, layer2, layer3, standby, inactive, got layer4'),
    );
    expect(() => canServeAsInitGateway({supportsMixing: 'no' as unknown as boolean, epochRole: 'entry'})).toThrow(
      new TypeError('supportsMixing must be true or false, got no'),
    );
    expect(() => canServeAsInitGateway(null as unknown as GatewayCandidate)).toThrow(
      new TypeError('a gateway candidate must be an object with supportsMixing and epochRole'),
    );
    expect(() => canServeAsInitGateway('entry' as unknown as GatewayCandidate)).toThrow(
      new TypeError('a gateway candidate must be an object with supportsMixing and epochRole'),
    );
    expect(() => canServeAsEgress(node('entry'), undefined as unknown as {ignoreEpochRoles: boolean})).toThrow(
      new TypeError('say whether epoch roles are ignored: {ignoreEpochRoles: true} or {ignoreEpochRoles: false}'),
    );
    expect(() => canServeAsEgress(node('entry'), {} as {ignoreEpochRoles: boolean})).toThrow(
      new TypeError('say whether epoch roles are ignored: {ignoreEpochRoles: true} or {ignoreEpochRoles: false}'),
    );
  });
});
