import { useMemo, useState } from 'react';
import { PRODUCT_GRID_SKELETON_ITEMS } from '../../../shared/constants';
import { isFiltered, parseSortOption, weightFiltersOf } from '../../../shared/search';
import type { ListFacet, MenuState, SortOptionSet } from '../../../shared/search';
import { NotFoundPage, useFirstScreen, useStyles, useTitle, useTrack, useWidget } from '../../app';
import { itemOfProduct } from '../../platform/analytics';
import { MenuBestSellersRow } from '../../ui/rankedRows/BestSellersRow';
import { MenuRankedRows } from '../../ui/rankedRows/lazyRows';
import { StoreHeader, storeHeaderCss } from '../../ui/StoreHeader';
import { catalogCss } from '../../ui/catalogCss';
import { useStoreContext } from '../../ui/useStoreContext';
import { isSmallScreen } from '../../state/sizeClass';
import { useSignalValue } from '../../state/useSignalValue';
import { BudtenderEntry } from './budtender/BudtenderEntry';
import { DealsRow } from './DealsRow';
import { facetValueLabel } from './facetLabels';
import { FilterBar } from './FilterBar';
import { MenuGridItems } from './MenuGridItems';
import { menuCss } from './menuCss';
import { MenuTabs } from './MenuTabs';
import { ShowMore } from './ShowMore';
import { SkipToProducts } from './SkipToProducts';
import { useMenuResults } from './useMenuResults';
import { useMenuState } from './useMenuState';

export interface StoreMenuPageProps {
  readonly storeId: number;
  readonly category?: string | null;
  readonly query?: Readonly<Record<string, string>>;
}

/** A store's menu (000 §2): header, category tabs, the sticky filter bar, and the product grid or list. */
export function StoreMenuPage({ storeId, category = null, query = {} }: StoreMenuPageProps) {
  useStyles('catalog', catalogCss + storeHeaderCss);
  useStyles('menu', menuCss);
  const widget = useWidget();
  const size = useSignalValue(widget.sizeClass);
  const stickyTop = useSignalValue(widget.stickyTop);
  const { store, error, currency, paths, assetBase } = useStoreContext(storeId);
  // 000 §5: the limited sort set (A-Z, Rating) where price and potency sorts do not apply: a store hiding prices.
  const sortSet = store?.hide_prices ? 'limited' : 'full';
  // The next search is requested from the click itself; the re-render and its effects come a frame later.
  const [chosen, dispatch] = useMenuState(query, category, (next) => results.prefetch(withSortSet(next, sortSet)));
  const state = withSortSet(chosen, sortSet);
  const [view, setView] = useState<'grid' | 'list' | null>(null);
  const results = useMenuResults(storeId, state);
  // The grid and the rows around it draw the answer on screen and the state it answers (`shown`): until a click's
  // answer comes, its render redraws the control clicked and dims the grid, and nothing moves (INP, DESIGN §3).
  const shown = results.shown;
  const drawnProducts = useFirstScreen(results.products, 'grid');
  useTitle(store ? `${store.name} · Menu` : null);
  const listKey = results.first && store && !results.stale ? JSON.stringify([storeId, state.query, state.filters, state.ranges, state.sort]) : null;
  useTrack('view_item_list', listKey, () => ({
    item_list_id: 'menu',
    item_list_name: `${store!.name} menu`,
    items: results.products.map((p, index) => itemOfProduct(p, { index })),
  }));
  useTrack('search', state.query ? `${storeId}:${state.query}` : null, () => ({ search_term: state.query }));
  const weightKey = (shown.filters.available_weights ?? []).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `weightKey` is the weight filter's value: `shown` may be a new object with the same filter.
  const weightFilters = useMemo(() => weightFiltersOf(shown), [weightKey]);

  // The header and the rows drawn from the answer on screen, as elements kept while their inputs are the same: a render
  // that changes none of them (a click whose answer is loading) does not redraw the header and the carousels.
  const filtered = isFiltered(shown);
  const header = useMemo(
    () =>
      store && paths ? (
        <>
          <StoreHeader store={store} paths={paths} current="menu" />
          <BudtenderEntry store={store} productHref={paths.product} currency={currency} assetBase={assetBase} />
        </>
      ) : (
        <div className="cn-skel" style={{ height: 120 }} />
      ),
    [store, paths, currency, assetBase],
  );
  const bestSellers = useMemo(
    () => (store && paths && !filtered ? <MenuBestSellersRow store={store} paths={paths} currency={currency} assetBase={assetBase} state={shown} /> : null),
    [store, paths, currency, assetBase, shown, filtered],
  );
  const rankedRows = useMemo(
    () => (store && paths ? <MenuRankedRows store={store} paths={paths} currency={currency} assetBase={assetBase} state={shown} products={results.products} /> : null),
    [store, paths, currency, assetBase, shown, results.products],
  );

  if (error) return (error as { status?: number }).status === 404 ? <NotFoundPage /> : <MenuError />;
  const layout = view ?? (store?.view_default === 'list_view' ? 'list' : 'grid');
  const labelOf = (facet: ListFacet, value: string) => facetValueLabel(facet, value, store);
  const total = results.first?.nb_hits ?? 0;

  return (
    <div className="cn-menu">
      <SkipToProducts resultsId="cn-results" />
      {header}
      {bestSellers}
      {store && (
        <MenuTabs
          store={store}
          kindCounts={results.first?.facets.kind}
          selected={state.filters.kind ?? []}
          onSelect={(kinds) => dispatch({ type: 'setValues', facet: 'kind', values: kinds })}
          controls="cn-results"
          disabled={state.locked.includes('kind')}
        />
      )}
      <FilterBar
        state={state}
        dispatch={dispatch}
        facets={results.first?.facets}
        compact={isSmallScreen(size)}
        labelOf={labelOf}
        view={layout}
        onView={setView}
        hidePrices={store?.hide_prices}
        sortSet={sortSet}
        storeName={store?.name ?? 'the menu'}
        stickyTop={stickyTop}
        resultCount={results.first && !results.stale ? results.first.nb_hits : null}
        optionalFilters={store?.optional_filters}
      />
      {store && paths && !filtered && (
        <DealsRow
          store={store}
          paths={paths}
          onSaleCount={results.first?.facets.has_brand_discount?.true ?? 0}
          onShowSale={() => dispatch({ type: 'setValues', facet: 'has_brand_discount', values: ['true'] })}
        />
      )}
      <section id="cn-results" className="cn-results" role="tabpanel" aria-labelledby="cn-results-title" aria-busy={results.loading || results.stale}>
        <h2 id="cn-results-title" className="cn-sr">
          Products
        </h2>
        <p className="cn-results__count" role="status">
          {results.loading ? 'Loading products…' : `${total} ${total === 1 ? 'product' : 'products'}`}
        </p>
        {results.loading || !store || !paths ? (
          <div className="cn-grid" data-testid="grid-skeleton">
            {Array.from({ length: PRODUCT_GRID_SKELETON_ITEMS }, (_, i) => (
              <div key={i} className="cn-skel" style={{ height: 340, borderRadius: 14 }} />
            ))}
          </div>
        ) : results.products.length === 0 ? (
          <div className="cn-state">
            <h2 className="cn-h2">No products match</h2>
            <p className="cn-muted">Try removing a filter or searching for something else.</p>
            <button type="button" className="cn-btn cn-btn--secondary" onClick={() => dispatch({ type: 'clearAll' })}>
              Clear all filters
            </button>
          </div>
        ) : (
          <ul className={`${layout === 'grid' ? 'cn-grid' : 'cn-list'}${results.stale ? ' cn-stale' : ''}`}>
            <MenuGridItems
              products={drawnProducts}
              store={store}
              paths={paths}
              currency={currency}
              layout={layout}
              shown={shown}
              weightFilters={weightFilters}
              assetBase={assetBase}
              size={size}
            />
          </ul>
        )}
        <ShowMore results={results} total={total} onMore={() => dispatch({ type: 'loadMore' })} />
      </section>
      {rankedRows}
    </div>
  );
}

function withSortSet(chosen: MenuState, sortSet: SortOptionSet): MenuState {
  const sort = parseSortOption(chosen.sort, sortSet);
  return sort === chosen.sort ? chosen : { ...chosen, sort };
}

function MenuError() {
  return (
    <div className="cn-state" role="alert">
      <h1 className="cn-h1">The menu could not be loaded</h1>
      <p className="cn-muted">Please check your connection and try again.</p>
      <button type="button" className="cn-btn cn-btn--primary" onClick={() => location.reload()}>
        Reload
      </button>
    </div>
  );
}
