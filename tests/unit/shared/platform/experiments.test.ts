import { describe, expect, test } from 'vitest';
import { EXPERIMENTS, assignVariant, decodeAssignments, encodeAssignments, experimentOverrides, resolveVariant } from '../../../../shared/platform';

describe('000 §1: the two live experiments', () => {
  test('fee label: one variant (a pink free symbol) besides the control', () => {
    expect(EXPERIMENTS.fee_label).toEqual(['control', 'pink_free_symbol']);
  });
  test('persisting checkout data: variants off and on', () => {
    expect(EXPERIMENTS.persist_checkout_data).toEqual(['off', 'on']);
  });
});

describe('000 §1: a variant is assigned by hashing the test name together with the user id', () => {
  test('is stable for a user', () => {
    for (const userId of ['1', '42', 'V1StGXR8_Z5jdHi6B-myT']) {
      expect(assignVariant('fee_label', userId)).toBe(assignVariant('fee_label', userId));
    }
  });

  test.each(Object.keys(EXPERIMENTS) as (keyof typeof EXPERIMENTS)[])('%s splits 10,000 users about evenly', (name) => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i++) {
      const variant = assignVariant(name, i);
      counts.set(variant, (counts.get(variant) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...EXPERIMENTS[name]].sort());
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(4700);
      expect(count).toBeLessThan(5300);
    }
  });

  test('the test name is part of the hash: the two experiments do not split users the same way', () => {
    let same = 0;
    for (let i = 0; i < 10_000; i++) {
      const a = EXPERIMENTS.fee_label.indexOf(assignVariant('fee_label', i));
      const b = EXPERIMENTS.persist_checkout_data.indexOf(assignVariant('persist_checkout_data', i));
      if (a === b) same++;
    }
    expect(same / 10_000).toBeGreaterThan(0.45);
    expect(same / 10_000).toBeLessThan(0.55);
  });
});

describe('000 §1: a query parameter prefixed with test: overrides the variant', () => {
  test.each([
    ['test:fee_label=pink_free_symbol', { fee_label: 'pink_free_symbol' }],
    ['test:persist_checkout_data=on&test:fee_label=control', { persist_checkout_data: 'on', fee_label: 'control' }],
    ['test:fee_label=purple', {}],
    ['test:unknown=on', {}],
    ['fee_label=pink_free_symbol', {}],
    ['', {}],
  ])('%j → %j', (query, expected) => {
    expect(experimentOverrides(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('000 §1: assignments are stored locally (encode and decode)', () => {
  test('round-trip', () => {
    const assignments = { fee_label: 'pink_free_symbol', persist_checkout_data: 'off' } as const;
    expect(decodeAssignments(encodeAssignments(assignments))).toEqual(assignments);
  });

  test.each([
    ['nothing stored', null, {}],
    ['not JSON', '{oops', {}],
    ['a list', '["on"]', {}],
    ['an unknown variant is dropped', '{"fee_label":"purple","persist_checkout_data":"on"}', { persist_checkout_data: 'on' }],
    ['an unknown experiment is dropped', '{"old_test":"a"}', {}],
  ])('%s', (_case, raw, expected) => {
    expect(decodeAssignments(raw)).toEqual(expected);
  });
});

describe('resolveVariant: override, else stored, else hash', () => {
  const userId = 'user-7';
  const hashed = assignVariant('persist_checkout_data', userId);
  const other = hashed === 'on' ? 'off' : 'on';

  test('nothing stored: the hashed variant, which is then stored', () => {
    expect(resolveVariant('persist_checkout_data', { userId, stored: {} })).toEqual({
      variant: hashed,
      assignments: { persist_checkout_data: hashed },
    });
  });

  test('a stored variant wins over the hash', () => {
    const stored = { persist_checkout_data: other } as const;
    expect(resolveVariant('persist_checkout_data', { userId, stored }).variant).toBe(other);
  });

  test('the query override wins but is not stored', () => {
    const result = resolveVariant('persist_checkout_data', {
      userId,
      stored: { fee_label: 'control' },
      params: new URLSearchParams(`test:persist_checkout_data=${other}`),
    });
    expect(result.variant).toBe(other);
    expect(result.assignments).toEqual({ fee_label: 'control', persist_checkout_data: hashed });
  });
});
