import { act, fireEvent, screen, within } from '@testing-library/preact';
import { useReducer } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FILTER_LIST_MAX_HEIGHT_PX, FILTER_LIST_MAX_HEIGHT_TABLET_PX, FILTER_SEARCH_POPOVER_WIDTH_PX } from '../../../../../shared/constants';
import { initialMenuState, menuReducer } from '../../../../../shared/search';
import type { MenuState } from '../../../../../shared/search';
import type { SearchFacets } from '../../../../../shared/types';
import { facetValueLabel } from '../../../../../widget/features/menu/facetLabels';
import { FilterBar } from '../../../../../widget/features/menu/FilterBar';
import { menuCss } from '../../../../../widget/features/menu/menuCss';
import { facets } from '../../support/fixtures';
import { createTestWidget, renderInWidget } from '../../support/testWidget';

let seen: MenuState[] = [];

function Harness({
  facetCounts,
  compact = false,
  query = {},
  optionalFilters,
}: {
  facetCounts: SearchFacets;
  compact?: boolean;
  query?: Record<string, string>;
  optionalFilters?: string[];
}) {
  const [state, dispatch] = useReducer(menuReducer, undefined, () => initialMenuState(query, null));
  seen.push(state);
  return (
    <FilterBar
      state={state}
      dispatch={dispatch}
      facets={facetCounts}
      compact={compact}
      labelOf={(f, v) => facetValueLabel(f, v)}
      view="grid"
      onView={() => undefined}
      storeName="Green Leaf"
      optionalFilters={optionalFilters}
    />
  );
}

const last = () => seen[seen.length - 1];

describe('FilterBar', () => {
  beforeEach(() => {
    seen = [];
  });
  afterEach(() => vi.useRealTimers());

  test('a facet popover lists values with their counts; checking one filters, and a chip removes it', () => {
    renderInWidget(<Harness facetCounts={facets()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Brand' }));
    const kiva = screen.getByRole('checkbox', { name: /Kiva/ });
    expect(kiva.closest('label')?.textContent).toBe('Kiva3');
    fireEvent.click(kiva);
    expect(last().filters.brand).toEqual(['Kiva']);
    const chip = screen.getByRole('button', { name: 'Remove filter Kiva' });
    fireEvent.click(chip);
    expect(last().filters.brand).toEqual([]);
  });

  test.each([
    ['off', '', false],
    ['forced on', 'featureFlagsOn=terpene-filters', true],
  ])('000 §1 terpene-filters %s: a Terpenes facet of the terpenes alone (no cannabinoids), which filters', (_case, flagOverrides, shown) => {
    const compound_names = { Myrcene: 12, Limonene: 7, THC: 40, CBG: 3 };
    renderInWidget(<Harness facetCounts={facets({ compound_names })} />, createTestWidget({ config: { flagOverrides } }));
    const button = screen.queryByRole('button', { name: 'Terpenes' });
    expect(button !== null).toBe(shown);
    if (!button) return;
    fireEvent.click(button);
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Myrcene12', 'Limonene7']);
    fireEvent.click(screen.getByRole('checkbox', { name: /Limonene/ }));
    expect(last().filters.compound_names).toEqual(['Limonene']);
  });

  test('000 §9: the search box waits 300 ms after typing before it searches', () => {
    vi.useFakeTimers();
    renderInWidget(<Harness facetCounts={facets()} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Green Leaf' }), { target: { value: 'gummies' } });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(last().query).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(last().query).toBe('gummies');
  });

  test('000 §5: the sort offers the 7 options, Recommended first', () => {
    renderInWidget(<Harness facetCounts={facets()} />);
    const options = [...(screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual(['Recommended', 'A-Z', 'Price Low to High', 'Price High to Low', 'THC% Low to High', 'THC% High to Low', 'Rating']);
  });

  test('a long facet list gets a search inside it', () => {
    const brand = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`Brand ${String.fromCharCode(65 + i)}`, i + 1]));
    renderInWidget(<Harness facetCounts={facets({ brand })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Brand' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search brand' }), { target: { value: 'brand c' } });
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Brand C3']);
  });

  test('the THC range applies min and max', () => {
    renderInWidget(<Harness facetCounts={facets()} />);
    fireEvent.click(screen.getByRole('button', { name: 'THC' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Min %' }), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(last().ranges.percent_thc).toEqual({ min: 20, max: null });
    expect(screen.getByRole('button', { name: 'Remove filter THC ≥ 20%' })).toBeTruthy();
  });

  test('Clear all removes every filter but the locked pre-filters (000 §2)', () => {
    renderInWidget(<Harness facetCounts={facets()} query={{ brand: 'Kiva', hard: 'brand' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Lineage' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Indica/ }));
    expect(screen.getByText('Kiva', { exact: false, selector: '.cn-chip--locked' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(last().filters).toEqual({ brand: ['Kiva'] });
  });

  test('on small screens the facets fold behind the Filters toggle with segmented tabs', () => {
    renderInWidget(<Harness facetCounts={facets()} compact />);
    expect(screen.queryByRole('button', { name: 'Brand' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Lineage', 'Brand', 'Weight', 'Effects', 'THC', 'CBD', 'Price']);
    fireEvent.click(screen.getByRole('tab', { name: 'Weight' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /3.5g/ }));
    expect(last().filters.available_weights).toEqual(['eighth_ounce']);
  });

  test('000 §9: list max height 360 px (420 on tablet), popover 320 px wide', () => {
    expect([FILTER_LIST_MAX_HEIGHT_PX, FILTER_LIST_MAX_HEIGHT_TABLET_PX, FILTER_SEARCH_POPOVER_WIDTH_PX]).toEqual([360, 420, 320]);
    expect(menuCss).toContain('.cn-facet__list{max-height:360px');
    expect(menuCss).toContain('.cn-facet__list{max-height:420px}');
    expect(menuCss).toContain('width:320px');
  });
});

// 000 §3 "Search facets: activities, feelings, brand, kind, category, available_weights, percent_thc, percent_cbd,
// bucket_price, compound_names, has_brand_discount and others": each shown with its counts, each filtering.
const optionsOf = () => screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent);

describe('FilterBar facets of 000 §3', () => {
  beforeEach(() => {
    seen = [];
  });
  test('has_brand_discount is "Brand deals", one option with its count, which filters', () => {
    renderInWidget(<Harness facetCounts={facets({ has_brand_discount: { false: 80, true: 14 } })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Brand deals' }));
    expect(optionsOf()).toEqual(['Brand deals14']);
    fireEvent.click(screen.getByRole('checkbox', { name: /Brand deals/ }));
    expect(last().filters.has_brand_discount).toEqual(['true']);
  });

  test('no product on a brand deal: no Brand deals filter', () => {
    renderInWidget(<Harness facetCounts={facets({ has_brand_discount: { false: 80 } })} />);
    expect(screen.queryByRole('button', { name: 'Brand deals' })).toBeNull();
  });

  test('activities with their counts, which filter', () => {
    renderInWidget(<Harness facetCounts={facets({ activities: { hiking: 9, socializing: 4 } })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Activities' }));
    expect(optionsOf()).toEqual(['Hiking9', 'Socializing4']);
    fireEvent.click(screen.getByRole('checkbox', { name: /Hiking/ }));
    expect(last().filters.activities).toEqual(['hiking']);
  });

  test.each([
    [['terpenes'], true],
    [['compound_names'], true],
    [['feelings', 'activities'], false],
  ])("terpenes show where the store's optional_filters %j ask: %s", (optionalFilters, shown) => {
    renderInWidget(<Harness facetCounts={facets({ compound_names: { Myrcene: 12, THC: 40 } })} optionalFilters={optionalFilters} />);
    expect(screen.queryByRole('button', { name: 'Terpenes' }) !== null).toBe(shown);
  });

  test('price buckets with their counts beside the min/max box; choosing one sets the price range, choosing it again clears it', () => {
    const buckets = [
      { min: 0, max: 19.99, count: 12 },
      { min: 20, max: 39.99, count: 30 },
      { min: 40, max: 59.99, count: 0 },
      { min: 60, max: 99.99, count: 5 },
      { min: 100, max: null, count: 2 },
    ];
    renderInWidget(<Harness facetCounts={facets({ bucket_price: { min: 5, max: 250, buckets } })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    const group = screen.getByRole('group', { name: 'Price ranges' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Under $2012', '$20 – $4030', '$60 – $1005', '$100 & up2']);
    expect(screen.getByRole('spinbutton', { name: /Min \$/ })).toBeTruthy();
    fireEvent.click(within(group).getByRole('button', { name: /\$20 – \$40/ }));
    expect(last().ranges.bucket_price).toEqual({ min: 20, max: 39.99 });
    fireEvent.click(screen.getByRole('button', { name: /^Price/ }));
    const chosen = within(screen.getByRole('group', { name: 'Price ranges' })).getByRole('button', { name: /\$20 – \$40/ });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('spinbutton', { name: /Min \$/ }) as HTMLInputElement).value).toBe('20');
    fireEvent.click(chosen);
    expect(last().ranges.bucket_price).toBeUndefined();
  });
});
