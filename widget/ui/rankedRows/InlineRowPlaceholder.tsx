import { memo, useEffect, useRef } from 'react';
import type { Currency } from '../../../shared/money';
import type { MenuCard, Store } from '../../../shared/types';
import { useStyles, useWidget } from '../../app';
import type { storePaths } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';
import { ProductCard } from '../ProductCard';
import { ProductCarousel } from '../ProductCarousel';
import { gridColumns } from './gridColumns';
import { rankedRowsCss } from './rankedRowsCss';

export interface InlineRowPlaceholderProps {
  readonly store: Store;
  readonly paths: ReturnType<typeof storePaths>;
  readonly currency: Currency;
  readonly assetBase: string;
  /** The grid's products drawn now. */
  readonly shown: readonly MenuCard[];
}

interface Ghost {
  readonly card: MenuCard;
  readonly href: string;
}

/**
 * One ghost per product object: the placeholder's cards stay the same objects when the page above redraws (a filter
 * click hands the grid a new array of the same products), so none of them is drawn again in that frame.
 */
const ghosts = new WeakMap<MenuCard, Ghost>();
function ghostOf(product: MenuCard, paths: ReturnType<typeof storePaths>): Ghost {
  let ghost = ghosts.get(product);
  if (!ghost) ghosts.set(product, (ghost = { card: { ...product, id: -product.id }, href: paths.product(product) }));
  return ghost;
}

/** Per size class: the cards' width, so their height, follows it. */
const KEPT_HEIGHT = 'inline-row-kept-height:';

/**
 * The height the placeholder kept: the row that takes its place is at least as tall, so a row of shorter cards (no
 * weight buttons) does not pull the grid up either. The room is left below its cards (rankedRowsCss), which keep their
 * own height: stretched to the placeholder's, each had an empty band between its facts and its price.
 */
export function useKeptHeight(): number | undefined {
  const widget = useWidget();
  return widget.cache.get(KEPT_HEIGHT + useSignalValue(widget.sizeClass)) as number | undefined;
}

/**
 * The place of 001 §7 menu_inline while it loads, once the grid draws cards after it (from the frame after its first
 * screen): inserted later, the row moved every card below it (the embedded page's whole layout shift). The place is
 * the row's own size because it is drawn of the same parts: a carousel of the grid's first cards, hidden under a
 * skeleton (inert, out of the accessibility tree, their ids changed so none is the grid's). The service's row then
 * takes it; only a row the service does not have gives it back.
 */
export const InlineRowPlaceholder = memo(function InlineRowPlaceholder({ store, paths, currency, assetBase, shown }: InlineRowPlaceholderProps) {
  useStyles('ranked-rows', rankedRowsCss);
  const widget = useWidget();
  const size = useSignalValue(widget.sizeClass);
  const columns = gridColumns(size);
  const drawn = shown.slice(0, columns).map((product) => ghostOf(product, paths));
  const drawsRow = shown.length > columns * 2;
  const place = useRef<HTMLLIElement>(null);
  // Its height read in a ResizeObserver callback, after the browser's own layout: read in the commit (a ref's
  // getBoundingClientRect) it forced a layout of the whole menu in the render that first drew the grid's later cards,
  // the widget function with the most self time in framelessEmbed's boot profile (4x CPU).
  useEffect(() => {
    const element = place.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize;
      if (height) widget.cache.set(KEPT_HEIGHT + size, height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [widget, size, drawsRow]);
  if (!drawsRow) return null;
  return (
    <li ref={place} className="cn-results__rows cn-rrow__ghost" aria-hidden="true" inert data-testid="inline-row-placeholder">
      <ProductCarousel
        title={'\u00a0'}
        items={drawn}
        itemKey={(ghost) => ghost.card.id}
        headingLevel={3}
        renderItem={(ghost) => <ProductCard product={ghost.card} store={store} href={ghost.href} currency={currency} assetBase={assetBase} />}
      />
    </li>
  );
});
