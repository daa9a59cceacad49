import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {anchorIdFromHash, MAX_HASH_LENGTH} from './hash';

describe('the anchor a URL hash points to', () => {
  it('decodes a percent-encoded hash', () => {
    expect(anchorIdFromHash('#pr-5878')).toBe('pr-5878');
    expect(anchorIdFromHash('#caf%C3%A9')).toBe('café');
    expect(anchorIdFromHash('#%E0%A4%A8')).toBe('न');
  });

  it('is empty for no hash', () => {
    expect(anchorIdFromHash('')).toBe('');
    expect(anchorIdFromHash('#')).toBe('');
  });

  it('falls back to the raw hash when it is not valid percent-encoding', () => {
    expect(anchorIdFromHash('#%')).toBe('%');
    expect(anchorIdFromHash('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(anchorIdFromHash('#100%')).toBe('100%');
    expect(anchorIdFromHash('#%FF')).toBe('%FF');
    expect(anchorIdFromHash('#%D8%00')).toBe('%D8%00');
  });

  it('looks nothing up for a hash longer than the cap', () => {
    expect(anchorIdFromHash(`#${'a'.repeat(MAX_HASH_LENGTH)}`)).toBe('a'.repeat(MAX_HASH_LENGTH));
    expect(anchorIdFromHash(`#${'a'.repeat(MAX_HASH_LENGTH + 1)}`)).toBe('');
    expect(anchorIdFromHash(`#${'%'.repeat(1_000_000)}`)).toBe('');
    // Encoded, a long id may take three times its length: it still counts decoded.
    expect(anchorIdFromHash(`#${'%C3%A9'.repeat(MAX_HASH_LENGTH / 2)}`)).toBe('é'.repeat(MAX_HASH_LENGTH / 2));
  });

  it('takes a hash with or without its leading "#"', () => {
    expect(anchorIdFromHash('pr-1')).toBe('pr-1');
  });

  it('never throws, whatever the hash', () => {
    fc.assert(
      fc.property(fc.string({unit: 'binary', maxLength: 1000}), (hash) => {
        const id = anchorIdFromHash(`#${hash}`);
        expect(typeof id).toBe('string');
        expect(id.length).toBeLessThanOrEqual(MAX_HASH_LENGTH);
      }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('%', 'E0', 'A4', 'A', 'C3', 'FF', 'zz', '#', ' '), {maxLength: 200}),
        (parts) => {
          expect(() => anchorIdFromHash(`#${parts.join('')}`)).not.toThrow();
        },
      ),
    );
  });
});
