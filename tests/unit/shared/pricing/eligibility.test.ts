import { describe, expect, test } from 'vitest';
import { contextAllows, isCannabis, isLive, lineMatchesRules, segmentsAllow } from '../../../../shared/pricing';
import type { RuleList, SpecialSchedule } from '../../../../shared/pricing';
import { ctx, line } from './fixtures';

const base: SpecialSchedule = { id: 1, title: 't' };

describe('isLive: active, enabled, time window, excluded app modes (000 §3)', () => {
  test.each([
    ['no flags: live', {}, true],
    ['active false', { active: false }, false],
    ['enabled false', { enabled: false }, false],
    ['started an hour ago', { start_time: '2026-04-20T17:00:00Z' }, true],
    ['starts exactly now (inclusive)', { start_time: '2026-04-20T18:00:00Z' }, true],
    ['starts in a minute', { start_time: '2026-04-20T18:01:00Z' }, false],
    ['ends exactly now (exclusive)', { end_time: '2026-04-20T18:00:00Z' }, false],
    ['ends tomorrow', { end_time: '2026-04-21T00:00:00Z' }, true],
    ['excluded in default mode', { excluded_app_modes: ['default'] }, false],
    ['excluded only in kiosk', { excluded_app_modes: ['kiosk'] }, true],
  ])('%s', (_label, over, expected) => {
    expect(isLive({ ...base, ...over }, ctx())).toBe(expected);
  });
});

describe('segmentsAllow: brand special visibility by user segments (000 §5)', () => {
  test.each([
    ['no segments, no include list: visible', [], undefined, undefined, true],
    ['no segments, empty include list: visible', [], [], undefined, true],
    ['no segments, include list [3]: hidden', [], [3], undefined, false],
    ['segments [3], include [3]: visible', [3], [3], undefined, true],
    ['segments [4], include [3]: hidden', [4], [3], undefined, false],
    ['segments [4], empty include: visible', [4], [], undefined, true],
    ['segments [3, 9], include [3], exclude [9]: hidden', [3, 9], [3], [9], false],
    ['segments [3], exclude [9]: visible', [3], undefined, [9], true],
  ])('%s', (_label, segments, include, exclude, expected) => {
    const rules = { include: { user_segment_ids: include }, exclude: { user_segment_ids: exclude } };
    expect(segmentsAllow(rules, segments)).toBe(expected);
  });
});

describe('contextAllows: states and store ids', () => {
  test.each([
    ['include CA in a CA store', { include: { states: ['ca'] } }, true],
    ['include NV in a CA store', { include: { states: ['NV'] } }, false],
    ['exclude CA in a CA store', { exclude: { states: ['CA'] } }, false],
    ['include store 1', { include: { store_ids: [1] } }, true],
    ['include store 2 only', { include: { store_ids: [2] } }, false],
    ['exclude store 1', { exclude: { store_ids: [1] } }, false],
  ])('%s', (_label, rules, expected) => {
    expect(contextAllows(rules, ctx())).toBe(expected);
  });
});

describe('lineMatchesRules: include lists AND together, exclude lists OR together', () => {
  const flower = line({ product_id: 5, kind: 'flower', category: 'indica', price_id: 'gram', product_brand_id: 7 });
  test.each<[string, RuleList | undefined, RuleList | undefined, boolean]>([
    ['no rules: every product', undefined, undefined, true],
    ['include kind flower', { kinds: ['flower'] }, undefined, true],
    ['include kind vape', { kinds: ['vape'] }, undefined, false],
    ['include flower AND sativa: indica fails', { kinds: ['flower'], lineages: ['sativa'] }, undefined, false],
    ['include flower AND indica AND gram', { kinds: ['flower'], lineages: ['indica'], weights: ['gram'] }, undefined, true],
    ['include product 5', { product_ids: [5] }, undefined, true],
    ['include brand 8', { brand_ids: [8] }, undefined, false],
    ['exclude product 5', undefined, { product_ids: [5] }, false],
    ['exclude vape OR product 5: product 5 excluded', undefined, { kinds: ['vape'], product_ids: [5] }, false],
    ['exclude vape only', undefined, { kinds: ['vape'] }, true],
    ['include flower, exclude weight gram', { kinds: ['flower'] }, { weights: ['gram'] }, false],
  ])('%s', (_label, include, exclude, expected) => {
    expect(lineMatchesRules(flower, { include, exclude })).toBe(expected);
  });
});

test.each([
  ['flower', undefined, true],
  ['gear', undefined, false],
  ['merch', undefined, false],
  ['grow', undefined, false],
  ['edible', undefined, true],
  ['gear', true, true],
])('isCannabis(kind %s, explicit %s) = %s', (kind, explicit, expected) => {
  expect(isCannabis(line({ kind, is_cannabis: explicit }))).toBe(expected);
});
