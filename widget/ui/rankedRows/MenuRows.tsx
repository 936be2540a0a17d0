import { useLayoutEffect, useRef, useState } from 'react';
import type { Placement } from '../../../shared/merchandising';
import type { Currency } from '../../../shared/money';
import type { MenuState } from '../../../shared/search';
import type { SmartAnswer } from '../../../shared/schemas/merchandisingAnswers';
import type { MenuCard, Store } from '../../../shared/types';
import type { DmClient } from '../../api/dmClient';
import { useFlag, useWidget } from '../../app';
import type { storePaths } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';
import { useTrackItemList } from '../useTrackItemList';
import { gridColumns } from './gridColumns';
import { InlineRowPlaceholder, useKeptHeight } from './InlineRowPlaceholder';
import { menuRowRequests, requestsFor } from './menuRowRequests';
import { shownProducts } from './rankedRowRequests';
import type { ShownProduct } from './rankedRowRequests';
import { RankedRow, ROW_CARDS } from './RankedRow';
import type { RankedRowProps } from './RankedRow';
import { pickRow, useRankedRows } from './useRankedRows';
import type { RankedRowState } from './useRankedRows';
import { useSearchInsights } from './useSearchInsights';
import { useDmClient } from '../useDmClient';
import { useImpressions } from './useImpressions';
import { useNearScreen } from '../useNearScreen';

export interface MenuRowProps {
  readonly store: Store;
  readonly paths: ReturnType<typeof storePaths>;
  readonly currency: Currency;
  readonly assetBase: string;
  readonly state: MenuState;
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

/** What the Best sellers carousel (BestSellersRow) draws of the service's best_selling row. */
export interface BestSellersAnswer {
  /** The ranked products; null while the service has not answered. */
  readonly products: readonly ShownProduct[] | null;
  /** The service failed or has no such row: the row hides (001 §8). */
  readonly hidden: boolean;
  readonly banner: SmartAnswer['custom_image_data'];
  readonly observe: ReturnType<typeof useImpressions>;
  readonly client: DmClient;
}

/**
 * The menu's Best sellers ranking (001 §7 best_selling): asks for it with the page's other rows and hands the answer to
 * the carousel the menu drew from its first render (BestSellersRow), before that frame is painted. Draws nothing.
 */
export function BestSellersRanking({ store, state, onAnswer }: { readonly store: Store; readonly state: MenuState; readonly onAnswer: (answer: BestSellersAnswer) => void }) {
  const { row, loading, error } = useMenuRows(store, state, ['best_selling'])('best_selling');
  const client = useDmClient(store);
  const observe = useImpressions(client);
  useTrackItemList(
    'best_sellers',
    `${store.name} best sellers`,
    row?.products.flatMap((product) => product.search_attributes ?? []),
  );
  const products = row ? shownProducts(row.products).slice(0, ROW_CARDS) : null;
  const hidden = error !== null || (!loading && (!products || products.length === 0));
  useLayoutEffect(
    () => onAnswer({ products: hidden ? null : products, hidden, banner: row?.custom_image_data ?? null, observe, client }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `products` is derived from `row`: a new array every render.
    [row, hidden, observe, client, onAnswer],
  );
  return null;
}

/**
 * 001 §7 menu_inline: one line of the grid's width of ranked products for the current filter, text and sort, leaving
 * out the products the grid already shows (`shown`): a card is never on the menu twice. Its place is kept while it
 * loads (InlineRowPlaceholder), so its arrival moves none of the cards below it.
 */
export function MenuInlineRow(props: MenuRowProps & { readonly shown: readonly MenuCard[] }) {
  const { store, paths, currency, assetBase, state, shown } = props;
  const row = useMenuRows(store, state, ['menu_inline'])('menu_inline');
  const columns = gridColumns(useSignalValue(useWidget().sizeClass));
  const keptHeight = useKeptHeight();
  if (!row.row && row.loading) return <InlineRowPlaceholder {...props} />;
  const inGrid = new Set(shown.map((product) => product.id));
  const fresh = row.row?.products.filter((product) => !inGrid.has(product.product_id)) ?? [];
  // No empty grid item (it would add a line of gap) when the row has nothing new.
  if (!row.row || fresh.length === 0 || row.error) return null;
  const line = { ...row, row: { ...row.row, products: fresh.slice(0, columns) } };
  return (
    <li className="cn-results__rows" style={keptHeight ? { minHeight: keptHeight } : undefined}>
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
        <BelowGridRow
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

/**
 * A row below the grid, its cards drawn once the shopper scrolls near it where the widget's viewport is the screen
 * (framelessEmbed, a directly opened menu): on a phone the rows are several screens down, and drawing up to 12 cards
 * a row when the service answers was a long task while the page loaded (DESIGN §3 framelessEmbed TBT). Until then the
 * row shows its title over skeleton cards; a row the service has not answered, or hides, draws nothing as before.
 */
function BelowGridRow(props: RankedRowProps) {
  const [place, setPlace] = useState<HTMLDivElement | null>(null);
  const near = useNearScreen(place, useWidget().ownsViewport);
  const { row, error, loading } = props.state;
  if (error || loading || !row || row.products.length === 0) return <RankedRow {...props} />;
  return (
    <div className="cn-menu__row" ref={setPlace}>
      <RankedRow {...props} drawCards={near} />
    </div>
  );
}
