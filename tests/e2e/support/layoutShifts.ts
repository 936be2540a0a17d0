/** A `layout-shift` performance entry, as much of it as the specs keep. */
export interface Shift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
}

/** Cumulative Layout Shift as browsers report it: the largest session window (gaps under 1 s, at most 5 s long). */
export function cumulativeLayoutShift(shifts: Shift[]): number {
  let largest = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts.filter((s) => !s.hadRecentInput)) {
    if (current && (shift.startTime - last >= 1000 || shift.startTime - first >= 5000)) current = 0;
    if (!current) first = shift.startTime;
    current += shift.value;
    last = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}
