import { useContext, useState } from 'react';
import { activeFilterCount } from '../../../shared/search';
import type { ListFacet, MenuAction, MenuState, NumberRange, RangeFacet, SortOptionSet } from '../../../shared/search';
import type { SearchFacets } from '../../../shared/types';
import { ActiveFilters } from './ActiveFilters';
import { FACET_TITLES, RANGE_TITLES, brandDealCounts, terpeneCounts } from './facetLabels';
import { FacetList } from './FacetList';
import { Popover } from './Popover';
import { PriceBuckets } from './PriceBuckets';
import { RangeFilter } from './RangeFilter';
import { SearchBox } from './SearchBox';
import { SortSelect } from './SortSelect';
import { WidgetContext, useFlag } from '../../app';
import { signal } from '../../state/signals';
import { useSignalValue } from '../../state/useSignalValue';

const NO_INSET = signal(0);

// The facets the bar offers (000 §3), in order; kind is the tabs above it. Terpenes only with the terpene-filters
// flag (000 §1) or where the store's optional_filters (000 §3 Store) ask for them.
export const BAR_FACETS: readonly ListFacet[] = ['category', 'brand', 'available_weights', 'feelings', 'activities', 'has_brand_discount'];
const TERPENE_FACET: ListFacet = 'compound_names';
const TERPENE_OPTIONAL_FILTERS = ['terpenes', 'compound_names'];
export const BAR_RANGES: readonly RangeFacet[] = ['percent_thc', 'percent_cbd', 'bucket_price'];

export interface FilterBarProps {
  readonly state: MenuState;
  readonly dispatch: (action: MenuAction) => void;
  readonly facets: SearchFacets | undefined;
  readonly compact: boolean;
  readonly labelOf: (facet: ListFacet, value: string) => string;
  readonly view: 'grid' | 'list';
  readonly onView: (view: 'grid' | 'list') => void;
  readonly sortSet?: SortOptionSet;
  readonly hidePrices?: boolean;
  readonly storeName: string;
  readonly stickyTop?: number;
  /** The number of products the current filters find, for the mobile panel's Done button. */
  readonly resultCount?: number | null;
  /** The store's optional_filters (000 §3 Store): the optional facets it offers. */
  readonly optionalFilters?: readonly string[];
}

/**
 * The menu's filter bar (000 §2): search, a popover per facet with counts, THC/CBD/price ranges, sort,
 * list or grid, and the active-filter chips. On small screens the facets fold behind a Filters toggle whose
 * panel switches between them with segmented tabs.
 */
export function FilterBar(props: FilterBarProps) {
  const { state, dispatch, facets, compact, labelOf, view, onView, sortSet, hidePrices, storeName, stickyTop = 0, resultCount = null, optionalFilters = [] } = props;
  // framelessEmbed: the bar sticks in the partner's page, below its own fixed header.
  const pageTopInset = useSignalValue(useContext(WidgetContext)?.pageTopInset ?? NO_INSET);
  const [panelOpen, setPanelOpen] = useState(false);
  const terpenes = useFlag('terpene-filters') || optionalFilters.some((name) => TERPENE_OPTIONAL_FILTERS.includes(name));
  const countsOf = (facet: ListFacet) =>
    facet === TERPENE_FACET ? terpeneCounts(facets?.[facet]) : facet === 'has_brand_discount' ? brandDealCounts(facets?.[facet]) : (facets?.[facet] ?? {});
  const listFacets = (terpenes ? [...BAR_FACETS, TERPENE_FACET] : BAR_FACETS).filter((facet) => Object.keys(countsOf(facet)).length > 0 || (state.filters[facet]?.length ?? 0) > 0);
  const ranges = BAR_RANGES.filter((facet) => !(hidePrices && facet === 'bucket_price') && (facets?.[facet]?.max != null || state.ranges[facet]));
  const sections = [...listFacets.map((facet) => ({ id: facet, title: FACET_TITLES[facet] })), ...ranges.map((facet) => ({ id: facet, title: RANGE_TITLES[facet].title }))];
  const [section, setSection] = useState<string | null>(null);
  const current = sections.find((s) => s.id === section) ?? sections[0];
  const count = activeFilterCount(state);

  const renderSection = (id: string, close?: () => void) => {
    if ((BAR_RANGES as readonly string[]).includes(id)) {
      const facet = id as RangeFacet;
      const apply = (range: NumberRange | null) => {
        dispatch({ type: 'setRange', facet, range });
        close?.();
      };
      return (
        <div key={facet}>
          {facet === 'bucket_price' && <PriceBuckets buckets={facets?.bucket_price.buckets} value={state.ranges.bucket_price} onChoose={apply} />}
          <RangeFilter key={facet} title={RANGE_TITLES[facet].title} unit={RANGE_TITLES[facet].unit} bounds={facets?.[facet]} value={state.ranges[facet]} onApply={apply} />
        </div>
      );
    }
    const facet = id as ListFacet;
    return (
      <FacetList
        key={facet}
        facet={facet}
        title={FACET_TITLES[facet]}
        counts={countsOf(facet)}
        selected={state.filters[facet] ?? []}
        locked={state.locked.includes(facet)}
        labelOf={(value) => labelOf(facet, value)}
        onToggle={(value) => dispatch({ type: 'toggle', facet, value })}
      />
    );
  };

  const viewToggle = (
    <div className="cn-viewtoggle" role="group" aria-label="Layout">
      {(['grid', 'list'] as const).map((v) => (
        <button key={v} type="button" className="cn-viewtoggle__btn" aria-pressed={view === v} aria-label={v === 'grid' ? 'Grid view' : 'List view'} onClick={() => onView(v)}>
          {v === 'grid' ? (
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
              <rect x="1" y="1" width="6" height="6" rx="1.5" />
              <rect x="9" y="1" width="6" height="6" rx="1.5" />
              <rect x="1" y="9" width="6" height="6" rx="1.5" />
              <rect x="9" y="9" width="6" height="6" rx="1.5" />
            </svg>
          ) : (
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
              <rect x="1" y="2" width="14" height="3" rx="1.5" />
              <rect x="1" y="7" width="14" height="3" rx="1.5" />
              <rect x="1" y="12" width="14" height="3" rx="1.5" />
            </svg>
          )}
        </button>
      ))}
    </div>
  );

  return (
    <div className="cn-fbar" style={{ top: stickyTop + pageTopInset }} data-testid="filter-bar">
      <div className="cn-fbar__row">
        <SearchBox value={state.query} disabled={state.queryLocked} label={`Search ${storeName}`} onSearch={(query) => dispatch({ type: 'setQuery', query })} />
        {compact ? (
          <button
            type="button"
            className={`cn-fbtn${count ? ' cn-fbtn--active' : ''}`}
            aria-expanded={panelOpen}
            aria-controls="cn-filter-panel"
            onClick={() => setPanelOpen(!panelOpen)}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M4 6h16M7 12h10M10 18h4" />
            </svg>
            Filters
            {count > 0 && <span className="cn-fbtn__badge">{count}</span>}
          </button>
        ) : (
          <div className="cn-fbar__filters">
            {sections.map((s) => {
              const selectedCount = (BAR_RANGES as readonly string[]).includes(s.id) ? (state.ranges[s.id as RangeFacet] ? 1 : 0) : (state.filters[s.id as ListFacet]?.length ?? 0);
              return (
                <Popover key={s.id} id={`cn-pop-${s.id}`} label={s.title} badge={selectedCount} active={selectedCount > 0}>
                  {(close) => renderSection(s.id, close)}
                </Popover>
              );
            })}
          </div>
        )}
        <div className="cn-fbar__end">
          <SortSelect value={state.sort} set={sortSet} onChange={(sort) => dispatch({ type: 'setSort', sort })} />
          {viewToggle}
        </div>
      </div>
      {compact && panelOpen && current && (
        <div className="cn-fpanel" id="cn-filter-panel" role="group" aria-label="Filters">
          <div className="cn-segmented" role="tablist" aria-label="Filter by">
            {sections.map((s) => (
              <button
                key={s.id}
                type="button"
                role="tab"
                id={`cn-seg-${s.id}`}
                aria-selected={s.id === current.id}
                aria-controls="cn-seg-panel"
                className="cn-segmented__btn"
                onClick={() => setSection(s.id)}
              >
                {s.title}
              </button>
            ))}
          </div>
          <div className="cn-fpanel__body" id="cn-seg-panel" role="tabpanel" aria-labelledby={`cn-seg-${current.id}`}>
            {renderSection(current.id)}
          </div>
          <button type="button" className="cn-btn cn-btn--primary cn-fpanel__done" onClick={() => setPanelOpen(false)}>
            {resultCount === null ? 'Done' : `Show ${resultCount} ${resultCount === 1 ? 'product' : 'products'}`}
          </button>
        </div>
      )}
      <ActiveFilters state={state} dispatch={dispatch} labelOf={labelOf} />
    </div>
  );
}
