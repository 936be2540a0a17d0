import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { menuSearch as searchOfState } from '../../../shared/search';
import type { MenuSearch, MenuState, SearchSortKey } from '../../../shared/search';
import type { MenuCard, MenuCardsPage } from '../../../shared/types';
import { isAbort } from '../../api/ApiError';
import { peekMenu, searchMenu } from '../../api/menu';
import { prefetchResource, useResource, useWidget } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';

export interface MenuResults {
  readonly first: MenuCardsPage | undefined;
  readonly products: readonly MenuCard[];
  readonly loading: boolean;
  readonly loadingMore: boolean;
  readonly error: Error | null;
  /** True while a changed search is loading and the previous results are still shown. */
  readonly stale: boolean;
  /**
   * The state whose answer is on screen: the previous one while `stale`. What is drawn from the answer (the grid, the
   * rows beside it) follows it, so a filter click redraws only its control and the dimmed grid before its next paint.
   */
  readonly shown: MenuState;
  /** Starts the search of a state about to be chosen (from the click itself, not a frame later). */
  readonly prefetch: (next: MenuState) => void;
}

// A bump of the widget's freshness (000 §1 auto refresh) is a new key: the menu loads again, the last answer kept on screen.
const keyOf = (storeId: number, search: MenuSearch, freshness = 0) => `menu:${storeId}:${freshness || ''}:${JSON.stringify(search)}`;

// No extra pages, one array for every render (the products list below keeps its identity).
const NO_PAGES: MenuCard[][] = [];

/**
 * The menu search for the current state: page 1 (kept on screen while the next search loads) plus pages loaded by
 * Load more. `lockedSort` is a search sort key the shopper cannot choose (000 §5 best-seller-rank) in place of the state's.
 */
export function useMenuResults(storeId: number, state: MenuState, lockedSort?: SearchSortKey): MenuResults {
  const { http, cache, freshness } = useWidget();
  const menuSearch = (chosen: MenuState, page: number): MenuSearch => {
    const search = searchOfState(chosen, page);
    return lockedSort ? { ...search, sort: lockedSort } : search;
  };
  const key = keyOf(storeId, menuSearch(state, 1), useSignalValue(freshness));
  const first = useResource(key, (signal) => searchMenu(http, storeId, menuSearch(state, 1), signal), {
    keepPrevious: true,
    initial: () => peekMenu(http, storeId, menuSearch(state, 1)),
  });
  const [more, setMore] = useState<{ key: string; pages: MenuCard[][]; loading: boolean }>({ key, pages: [], loading: false });
  const extra = more.key === key ? more : { key, pages: NO_PAGES, loading: false };
  const wanted = state.pages - 1;

  useEffect(() => {
    if (extra.pages.length >= wanted || !first.data || first.loading) return;
    const controller = new AbortController();
    const page = extra.pages.length + 2;
    setMore({ key, pages: extra.pages, loading: true });
    searchMenu(http, storeId, menuSearch(state, page), controller.signal).then(
      (answer) => setMore((prev) => ({ key, pages: [...(prev.key === key ? prev.pages : []), answer.products], loading: false })),
      (error: unknown) => {
        if (!isAbort(error)) setMore((prev) => ({ ...prev, loading: false }));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for storeId and state; only the page count of `extra` matters.
  }, [key, wanted, first.data, extra.pages.length]);

  const prefetch = useCallback(
    (next: MenuState) => prefetchResource(cache, keyOf(storeId, menuSearch(next, 1), freshness.peek()), (signal) => searchMenu(http, storeId, menuSearch(next, 1), signal)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- menuSearch stands for lockedSort, a constant of the page.
    [cache, http, storeId, freshness, lockedSort],
  );
  const stale = first.loading && first.data !== undefined;
  // Kept from the last render that was not stale (a ref: it changes only with what the render shows).
  const shownState = useRef(state);
  if (!stale) shownState.current = state;
  // The same array while the answers are the same, so the rows given the products are not redrawn by a click.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the extra pages count only when the answer is not stale.
  const products = useMemo(() => (first.data ? [...first.data.products, ...(stale ? [] : extra.pages.flat())] : []), [first.data, stale ? NO_PAGES : extra.pages]);
  return {
    first: first.data,
    products,
    loading: first.loading && first.data === undefined,
    loadingMore: extra.loading,
    error: first.error,
    stale,
    shown: shownState.current,
    prefetch,
  };
}
