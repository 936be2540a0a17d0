/**
 * The 'Required' rule of 001 §5: strings are trimmed and zero counts as filled. An unticked box
 * (false), NaN and an empty list are empty like a blank string.
 */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}
