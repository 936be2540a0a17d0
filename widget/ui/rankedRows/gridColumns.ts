import { FIRST_SCREEN_ITEMS } from '../../../shared/constants';

/** The grid's columns at the widget's size (two lines of the grid are its first screen). */
export function gridColumns(size: keyof typeof FIRST_SCREEN_ITEMS | null): number {
  return FIRST_SCREEN_ITEMS[size ?? 'desktop'].grid / 2;
}
