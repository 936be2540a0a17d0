import { describe, expect, test } from 'vitest';
import { scrollEdges } from '../../../../widget/ui/scrollEdges';

describe('scrollEdges (000 §2: back disabled at position 0, forward disabled at the end)', () => {
  test.each([
    { scrollLeft: 0, scrollWidth: 3000, clientWidth: 1000, atStart: true, atEnd: false },
    { scrollLeft: 1, scrollWidth: 3000, clientWidth: 1000, atStart: true, atEnd: false },
    { scrollLeft: 500, scrollWidth: 3000, clientWidth: 1000, atStart: false, atEnd: false },
    { scrollLeft: 2000, scrollWidth: 3000, clientWidth: 1000, atStart: false, atEnd: true },
    { scrollLeft: 1999.5, scrollWidth: 3000, clientWidth: 1000, atStart: false, atEnd: true },
    { scrollLeft: 1900, scrollWidth: 3000, clientWidth: 1000, atStart: false, atEnd: false },
    { scrollLeft: -8, scrollWidth: 3000, clientWidth: 1000, atStart: true, atEnd: false },
    { scrollLeft: 0, scrollWidth: 800, clientWidth: 1000, atStart: true, atEnd: true },
  ])('scrollLeft $scrollLeft of $scrollWidth in $clientWidth → start $atStart, end $atEnd', ({ atStart, atEnd, ...box }) => {
    expect(scrollEdges(box)).toEqual({ atStart, atEnd });
  });
});
