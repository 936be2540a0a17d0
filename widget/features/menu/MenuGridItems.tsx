import { Fragment, memo } from 'react';
import { FIRST_SCREEN_ITEMS } from '../../../shared/constants';
import type { Currency } from '../../../shared/money';
import { isSortedByPrice } from '../../../shared/search';
import type { MenuState } from '../../../shared/search';
import type { MenuCard, Store, WeightId } from '../../../shared/types';
import type { storePaths } from '../../app';
import type { SizeClass } from '../../state/sizeClass';
import { ProductCard } from '../../ui/ProductCard';
import { MenuInlineRow } from '../../ui/rankedRows/lazyRows';

export interface MenuGridItemsProps {
  readonly products: readonly MenuCard[];
  readonly store: Store;
  readonly paths: ReturnType<typeof storePaths>;
  readonly currency: Currency;
  readonly layout: 'grid' | 'list';
  /** The state the products answer (the sort a card's price line follows, the inline row's search). */
  readonly shown: MenuState;
  readonly weightFilters: readonly WeightId[];
  readonly assetBase: string;
  readonly size: SizeClass | null;
}

/**
 * The results' cards, with the menu_inline row after the grid's first screen. Memoized: a render of the menu that
 * changes none of these (a filter click while its answer loads, a typed letter) does not visit its cards and row.
 */
export const MenuGridItems = memo(function MenuGridItems({ products, store, paths, currency, layout, shown, weightFilters, assetBase, size }: MenuGridItemsProps) {
  const inlineAfter = FIRST_SCREEN_ITEMS[size ?? 'desktop'].grid - 1;
  return (
    <>
      {products.map((product, index) => (
        <Fragment key={product.id}>
          <li className="cn-results__item">
            <ProductCard
              product={product}
              store={store}
              href={paths.product(product)}
              currency={currency}
              layout={layout}
              sortedByPrice={isSortedByPrice(shown)}
              sortedByRating={shown.sort === 'rating'}
              weightFilters={weightFilters}
              assetBase={assetBase}
            />
          </li>
          {/* 001 §7 menu_inline: after the grid's first screen, so nothing the shopper sees first moves. */}
          {index === inlineAfter && <MenuInlineRow store={store} paths={paths} currency={currency} assetBase={assetBase} state={shown} shown={products} />}
        </Fragment>
      ))}
    </>
  );
});
