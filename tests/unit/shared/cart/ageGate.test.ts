import { describe, expect, test } from 'vitest';
import { ageOn, ageRefusal, birthDateAsked, type AgeGates, type AgeRefusal } from '../../../../shared/cart';

describe('ageOn', () => {
  test.each([
    ['2005-11-18', '2026-11-18', 21],
    ['2005-11-19', '2026-11-18', 20],
    ['2000-02-29', '2026-02-28', 25],
    ['not a date', '2026-02-28', null],
  ])('born %s, on %s: %s', (birth, today, age) => expect(ageOn(birth, today)).toBe(age));
});

// 000 §3 checkout gates: birth_date_required and checkout_age_minimum.
const adultUse: AgeGates = { birth_date_required: false, checkout_age_minimum: 21 };
const none: AgeGates = { birth_date_required: false, checkout_age_minimum: 0 };

describe('birthDateAsked', () => {
  test.each<[string, AgeGates, boolean]>([
    ['an age minimum of 21', adultUse, true],
    ['a required birth date, no minimum', { birth_date_required: true, checkout_age_minimum: 0 }, true],
    ['neither', none, false],
    ['an absent minimum', { birth_date_required: false }, false],
  ])('%s → %s', (_name, gates, asked) => expect(birthDateAsked(gates)).toBe(asked));
});

describe('ageRefusal on 2026-11-18', () => {
  const today = '2026-11-18';
  test.each<[string, AgeGates, (string | null | undefined)[], AgeRefusal | null]>([
    ['21 today at a 21+ store', adultUse, ['2005-11-18'], null],
    ['21 tomorrow', adultUse, ['2005-11-19'], { kind: 'under_age', minimum: 21 }],
    ['no birth date at a 21+ store', adultUse, [undefined, null], { kind: 'missing' }],
    ['only a value that is not a date', adultUse, ['soon'], { kind: 'missing' }],
    ['a typed 30 against an ID of 19: every date must pass', adultUse, ['1996-01-01', '2007-05-05'], { kind: 'under_age', minimum: 21 }],
    ['a required birth date with no minimum: any date passes', { birth_date_required: true, checkout_age_minimum: 0 }, ['2020-01-01'], null],
    ['a required birth date, none given', { birth_date_required: true }, [], { kind: 'missing' }],
    ['no gate: nothing asked', none, [], null],
  ])('%s', (_name, gates, dates, refusal) => expect(ageRefusal(gates, dates, today)).toEqual(refusal));
});
