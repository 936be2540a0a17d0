import { describe, expect, test } from 'vitest';
import { brandSpecialSegments, isBrandSpecialVisible } from '../../../../shared/specials';
import type { SegmentRules } from '../../../../shared/specials';
import type { BrandSpecial } from '../../../../shared/types';

type Ids = (number | string)[] | null | undefined;

describe('000 §5: brand special visibility by user segments', () => {
  test.each<[string, SegmentRules, Ids, boolean]>([
    // with no user segments: visible only when the include list is empty or absent
    ['no segments, no lists', {}, [], true],
    ['no segments, include absent', { included: null, excluded: [3] }, null, true],
    ['no segments, include empty', { included: [], excluded: [] }, undefined, true],
    ['no segments, include set', { included: [1] }, [], false],
    // with segments: included (or include empty) and in no excluded segment
    ['included', { included: [1, 2] }, [2], true],
    ['one of several included', { included: [1, 2] }, [5, 1], true],
    ['not included', { included: [1, 2] }, [3], false],
    ['include empty, not excluded', { included: [], excluded: [9] }, [3], true],
    ['include absent, excluded', { excluded: [3] }, [3], false],
    ['included but also excluded', { included: [1], excluded: [2] }, [1, 2], false],
    ['excluded only by another segment', { included: [], excluded: [2] }, [1, 2], false],
    ['string and number ids are one segment', { included: ['7'] }, [7], true],
  ])('%s', (_name, rules, segments, expected) => {
    expect(isBrandSpecialVisible(rules, segments)).toBe(expected);
  });

  test('reads the rules of a brand special', () => {
    const special = { rules: { include: { user_segment_ids: [4] }, exclude: { user_segment_ids: [5] } } } as unknown as BrandSpecial;
    expect(brandSpecialSegments(special)).toEqual({ included: [4], excluded: [5] });
    expect(brandSpecialSegments({})).toEqual({ included: undefined, excluded: undefined });
  });
});
