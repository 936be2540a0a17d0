import { describe, expect, test } from 'vitest';
import type { RandomBytes } from '../../../../shared/platform';
import { generateDeviceId, isDeviceId, isFingerprintId, resolveDeviceId } from '../../../../shared/platform';

const fixedBytes =
  (fill: (i: number) => number): RandomBytes =>
  (size) =>
    Uint8Array.from({ length: size }, (_, i) => fill(i));
const cryptoBytes: RandomBytes = (size) => crypto.getRandomValues(new Uint8Array(size));

describe('001 §4 device id: a random 21-character id', () => {
  test('is 21 URL-safe characters', () => {
    const id = generateDeviceId(cryptoBytes);
    expect(id).toHaveLength(21);
    expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });

  test('is drawn from the injected random source, one byte per character', () => {
    const sizes: number[] = [];
    const id = generateDeviceId((size) => {
      sizes.push(size);
      return new Uint8Array(size);
    });
    expect(sizes).toEqual([21]);
    expect(id).toBe('u'.repeat(21));
    expect(generateDeviceId(fixedBytes(() => 63))).toBe('t'.repeat(21));
    // Only the low 6 bits choose the symbol, so 64 and 0 give the same one.
    expect(generateDeviceId(fixedBytes(() => 64))).toBe(generateDeviceId(fixedBytes(() => 0)));
  });

  test('maps the 64 values of the low 6 bits of a byte to 64 different symbols', () => {
    const symbols = new Set<string>();
    for (let offset = 0; offset < 64; offset += 21) {
      for (const symbol of generateDeviceId(fixedBytes((i) => offset + i))) symbols.add(symbol);
    }
    expect(symbols.size).toBe(64);
  });

  test('two ids from a real random source differ', () => {
    expect(generateDeviceId(cryptoBytes)).not.toBe(generateDeviceId(cryptoBytes));
  });
});

describe('001 §9: a stored 20-character id is a fingerprint id', () => {
  test.each([
    ['a'.repeat(20), true],
    ['a'.repeat(21), false],
    ['a'.repeat(19), false],
  ])('%s → %s', (id, expected) => {
    expect(isFingerprintId(id)).toBe(expected);
  });
});

describe('001 §4: stored id, else fingerprint, else a random 21-character id', () => {
  const random = fixedBytes(() => 1);
  const RANDOM_ID = 's'.repeat(21);
  const STORED = 'V1StGXR8_Z5jdHi6B-myT';
  const FINGERPRINT = 'aBcDeFgHiJkLmNoPqRsT';
  const fresh = { id: RANDOM_ID, source: 'random', isNew: true, isFingerprint: false };
  test.each([
    ['a stored random id', STORED, null, { id: STORED, source: 'stored', isNew: false, isFingerprint: false }],
    ['a stored fingerprint id', FINGERPRINT, null, { id: FINGERPRINT, source: 'stored', isNew: false, isFingerprint: true }],
    ['a stored id wins over a fingerprint', STORED, FINGERPRINT, { id: STORED, source: 'stored', isNew: false, isFingerprint: false }],
    ['nothing stored, a fingerprint', null, FINGERPRINT, { id: FINGERPRINT, source: 'fingerprint', isNew: true, isFingerprint: true }],
    ['nothing stored, no fingerprint', null, null, fresh],
    ['a stored "undefined"', 'undefined', null, fresh],
    ['a stored JSON blob', '{"id":1}', null, fresh],
    ['an empty stored value', '', undefined, fresh],
  ])('%s', (_case, stored, fingerprint, expected) => {
    expect(resolveDeviceId(stored, random, fingerprint)).toEqual(expected);
  });
});

describe('isDeviceId (what GET /bootstrap accepts)', () => {
  test.each([
    ['a 21-character id', 'V1StGXR8_Z5jdHi6B-myT', true],
    ['a 20-character fingerprint id', 'V1StGXR8_Z5jdHi6B-my', true],
    ['19 characters', 'V1StGXR8_Z5jdHi6B-m', false],
    ['22 characters', 'V1StGXR8_Z5jdHi6B-myTx', false],
    ['a character outside the URL-safe alphabet', 'V1StGXR8_Z5jdHi6B-my+', false],
    ['empty', '', false],
  ])('%s: %s', (_, id, expected) => {
    expect(isDeviceId(id)).toBe(expected);
  });
});
