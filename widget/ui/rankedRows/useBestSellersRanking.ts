import { useState } from 'react';
import { RANKED_ROWS_PAGE_SIZE } from '../../../shared/merchandising';
import { initialMenuState } from '../../../shared/search';
import type { SmartAnswer } from '../../../shared/schemas/merchandisingAnswers';
import type { MenuCard, Store } from '../../../shared/types';
import { useWidget } from '../../app';
import { useDmClient } from '../useDmClient';
import { useMenuRows } from './MenuRows';
import { askNextPage, shownProducts, whoAsks } from './rankedRowRequests';

export interface BestSellersRanking {
  /** The first page (the row's answer), undefined until it comes: what the page's view_item_list reports. */
  readonly first: readonly MenuCard[] | undefined;
  /** Every product shown: the first page, then the pages asked for after it, in the service's order. */
  readonly products: readonly MenuCard[];
  /** The products shown plus the ranked ids not asked for yet (ids the service no longer had are counted out). */
  readonly total: number;
  readonly loading: boolean;
  readonly loadingMore: boolean;
  readonly error: Error | null;
  readonly more: () => void;
}

interface LaterPages {
  readonly row: SmartAnswer | null;
  readonly products: readonly MenuCard[];
  /** How many ranked ids after the first page have been asked for. */
  readonly asked: number;
  readonly loading: boolean;
}

const NONE: LaterPages = { row: null, products: [], asked: 0, loading: false };
// The menu's row is drawn on the unfiltered menu only; its View all leads here.
const UNFILTERED_MENU = initialMenuState({}, null);

/**
 * The best-sellers page's list (001 §7 best_selling): the Best sellers row continued. Its first page is the row's own
 * answer, asked exactly as the menu's row asks it (with multi-placements, the menu's one POST /v2/multi), so a shopper
 * coming from the menu finds it in the widget's cache; then `more` asks POST /v2/smartpage for the next 60 ranked ids
 * (001 §9). A later page that fails leaves Show more to try again, as the menu's pages do.
 */
export function useBestSellersRanking(store: Store): BestSellersRanking {
  const widget = useWidget();
  const client = useDmClient(store);
  const { row, loading, error } = useMenuRows(store, UNFILTERED_MENU, ['best_selling'])('best_selling');
  const [later, setLater] = useState<LaterPages>(NONE);
  const pages = row && later.row === row ? later : NONE;
  const first = row ? shownProducts(row.products).map((product) => product.search_attributes) : undefined;
  const products = first ? [...first, ...pages.products] : [];
  const askedIds = (row?.products.length ?? 0) + pages.asked;

  const more = () => {
    if (!row || pages.loading) return;
    // By position in the ranking: an id the service no longer has (left out of its answer) is not asked for again.
    const rest = { ...row, object_ids: row.object_ids.slice(askedIds) };
    setLater({ ...pages, row, loading: true });
    askNextPage(client, whoAsks(widget, store.id), rest, []).then(
      (page) => {
        const asked = pages.asked + Math.min(rest.object_ids.length, RANKED_ROWS_PAGE_SIZE);
        setLater({ row, products: [...pages.products, ...shownProducts(page).map((product) => product.search_attributes)], asked, loading: false });
      },
      () => setLater({ ...pages, row, loading: false }),
    );
  };

  return {
    first,
    products,
    total: row ? products.length + Math.max(row.object_ids.length - askedIds, 0) : 0,
    loading,
    loadingMore: pages.loading,
    error,
    more,
  };
}
