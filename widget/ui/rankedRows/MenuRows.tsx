import { useRef } from 'react';
import { FIRST_SCREEN_ITEMS } from '../../../shared/constants';
import type { Placement } from '../../../shared/merchandising';
import type { Currency } from '../../../shared/money';
import type { MenuState } from '../../../shared/search';
import type { MenuCard, MenuProduct, Store } from '../../../shared/types';
import { useFlag, useWidget } from '../../app';
import type { storePaths } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';
import { useTrackItemList } from '../useTrackItemList';
import { menuRowRequests, requestsFor } from './menuRowRequests';
import { BestSellersFallback } from './BestSellersFallback';
import { RankedRow } from './RankedRow';
import { pickRow, useRankedRows } from './useRankedRows';
import type { RankedRowState } from './useRankedRows';
import { useSearchInsights } from './useSearchInsights';

export interface MenuRowProps {
  readonly store: Store;
  readonly paths: ReturnType<typeof storePaths>;
  readonly currency: Currency;
  readonly assetBase: string;
  readonly state: MenuState;
}

/** The grid's columns at the widget's size (two lines of the grid are its first screen). */
export function gridColumns(size: keyof typeof FIRST_SCREEN_ITEMS | null): number {
  return FIRST_SCREEN_ITEMS[size ?? 'desktop'].grid / 2;
}

/**
 * The rows `own` of the menu: with multi-placements (000 §1) every part of the menu asks the same POST /v2/multi for
 * all of the page's rows, so the request is shared and made once; without it each part asks POST /v2/smart for its own.
 */
export function useMenuRows(store: Store, state: MenuState, own: readonly Placement[]) {
  const widget = useWidget();
  const multi = useFlag('multi-placements');
  const signedIn = useSignalValue(widget.session.signedIn);
  const columns = gridColumns(useSignalValue(widget.sizeClass));
  const asked = requestsFor(menuRowRequests({ state, signedIn, columns }), own, multi);
  const rows = useRankedRows(store, asked.some((request) => own.includes(request.placement)) ? asked : null, multi);
  return (placement: Placement): RankedRowState => pickRow(rows, placement);
}

/** The menu's Best sellers row (001 §7 best_selling), in the place and with the title the menu always had. */
export function MenuBestSellers({ store, paths, currency, assetBase, state }: MenuRowProps) {
  const row = useMenuRows(store, state, ['best_selling'])('best_selling');
  useTrackItemList(
    'best_sellers',
    `${store.name} best sellers`,
    row.row?.products.flatMap((product) => product.search_attributes ?? []),
  );
  // Until the service answers, the inlined best-seller search holds the row's place with real cards.
  if (!row.row && !row.error) return <BestSellersFallback store={store} paths={paths} currency={currency} assetBase={assetBase} />;
  return <RankedRow state={row} store={store} paths={paths} currency={currency} assetBase={assetBase} title="Best sellers" viewAllTo={paths.bestSellers} reserve />;
}

/**
 * 001 §7 menu_inline: one line of the grid's width of ranked products for the current filter, text and sort, leaving
 * out the products the grid already shows (`shown`): a card is never on the menu twice.
 */
export function MenuInlineRow({ store, paths, currency, assetBase, state, shown }: MenuRowProps & { readonly shown: readonly Pick<MenuProduct, 'id'>[] }) {
  const row = useMenuRows(store, state, ['menu_inline'])('menu_inline');
  const columns = gridColumns(useSignalValue(useWidget().sizeClass));
  const inGrid = new Set(shown.map((product) => product.id));
  const fresh = row.row?.products.filter((product) => !inGrid.has(product.product_id)) ?? [];
  // No empty grid item (it would add a line of gap) while the row loads or when it has nothing new.
  if (!row.row || fresh.length === 0 || row.error) return null;
  const line = { ...row, row: { ...row.row, products: fresh.slice(0, columns) } };
  return (
    <li className="cn-results__rows">
      <RankedRow state={line} store={store} paths={paths} currency={currency} assetBase={assetBase} headingLevel={3} />
    </li>
  );
}

/**
 * The specials row's products carry the store's label for its deals ("Daily Deals", 000 §5), which the deals row
 * above the grid already uses for the deals themselves: the products' row says what it holds, and one menu never has
 * two regions of the same name.
 */
function titleOf(placement: Placement, state: RankedRowState): string | undefined {
  return placement === 'specials' && state.row ? `Shop ${state.row.title}` : undefined;
}

const BELOW_GRID: readonly Placement[] = ['menu_top_row', 'specials', 'buy_again_row', 'thematic_row', 'menu_dynamic_row'];

/**
 * The menu's other ranked rows, below the grid (they appear when answered, so they push nothing the shopper is
 * looking at): the top row with its banner, specials, buy again, the thematic row, and on a filtered menu the
 * dynamic row for that filter. Also sends the menu's search insights (001 §7).
 */
export function MenuRankedRows({ store, paths, currency, assetBase, state, products }: MenuRowProps & { readonly products: readonly MenuCard[] }) {
  const rowOf = useMenuRows(store, state, BELOW_GRID);
  const near = useRef<HTMLDivElement>(null);
  useSearchInsights(store, state, products, near);
  return (
    <div className="cn-menu__rows" ref={near}>
      {BELOW_GRID.map((placement) => (
        <RankedRow
          key={placement}
          state={rowOf(placement)}
          store={store}
          paths={paths}
          currency={currency}
          assetBase={assetBase}
          title={titleOf(placement, rowOf(placement))}
          pageable
        />
      ))}
    </div>
  );
}
