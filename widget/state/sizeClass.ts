import { SIZE_CLASSES } from '../../shared/constants';

// 000 §2: mobile up to 480 px, vertical tablet 481–767, larger than vertical tablet 768 and up, desktop
// 1024 and up. "tablet" names 768–1023 here so each width has exactly one class.
export type SizeClass = 'mobile' | 'verticalTablet' | 'tablet' | 'desktop';

export function sizeClassOf(width: number): SizeClass {
  if (width <= SIZE_CLASSES.mobile.max) return 'mobile';
  if (width <= SIZE_CLASSES.verticalTablet.max) return 'verticalTablet';
  if (width < SIZE_CLASSES.desktop.min) return 'tablet';
  return 'desktop';
}

export function isSmallScreen(size: SizeClass | null): boolean {
  return size === 'mobile' || size === 'verticalTablet';
}
