import { useCallback, useEffect, useState } from 'react';
import { useRankedRowsModule } from './lazyRows';

/** How long the grid's cards after the inline row wait for it at most (a slow or silent merchandising service). */
export const INLINE_ROW_WAIT_MS = 2000;

export interface InlineRowSlot<T> {
  /** The grid's products to draw now. */
  readonly products: readonly T[];
  /** Whether the inline row may be drawn (not once the cards after it were drawn without it). */
  readonly rowAllowed: boolean;
  /** The inline row calls it in the frame it is drawn in, or once the service said it has none. */
  readonly onSettled: () => void;
}

/**
 * 001 §7 menu_inline sits in the grid after its first screen (`slot` cards). Inserted there into a drawn grid, it
 * moved every card below it (a layout shift: the embedded page's whole CLS); so the cards after it wait until the row
 * has settled and are drawn in the same frame as the row (or in the frame after the service said it has none). The
 * first screen is never held. After INLINE_ROW_WAIT_MS, or when the rows' code cannot load, the cards are drawn and the
 * row stays out until the menu changes (`menuKey`: the shopper's own filter, text or sort).
 */
export function useInlineRowSlot<T>(products: readonly T[], slot: number, menuKey: string): InlineRowSlot<T> {
  const rows = useRankedRowsModule();
  const [settled, setSettled] = useState(false);
  const [gaveUpOn, setGaveUpOn] = useState<string | null>(null);
  const onSettled = useCallback(() => setSettled(true), []);
  const holding = !settled && gaveUpOn === null && !(rows instanceof Error) && products.length > slot;
  useEffect(() => {
    if (!holding) return;
    const timer = setTimeout(() => setGaveUpOn(menuKey), INLINE_ROW_WAIT_MS);
    return () => clearTimeout(timer);
  }, [holding, menuKey]);
  return { products: holding ? products.slice(0, slot) : products, rowAllowed: gaveUpOn !== menuKey && !(rows instanceof Error), onSettled };
}
