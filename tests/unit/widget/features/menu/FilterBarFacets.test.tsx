import { fireEvent, screen, within } from '@testing-library/preact';
import { useReducer } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { initialMenuState, menuReducer } from '../../../../../shared/search';
import type { MenuState } from '../../../../../shared/search';
import type { SearchFacets } from '../../../../../shared/types';
import { facetValueLabel } from '../../../../../widget/features/menu/facetLabels';
import { FilterBar } from '../../../../../widget/features/menu/FilterBar';
import { facets } from '../../support/fixtures';
import { renderInWidget } from '../../support/testWidget';

// 000 §3 "Search facets: activities, feelings, brand, kind, category, available_weights, percent_thc, percent_cbd,
// bucket_price, compound_names, has_brand_discount and others": each shown with its counts, each filtering.

let seen: MenuState[] = [];
const last = () => seen[seen.length - 1];

function Harness({ facetCounts, optionalFilters = [] }: { facetCounts: SearchFacets; optionalFilters?: string[] }) {
  const [state, dispatch] = useReducer(menuReducer, undefined, () => initialMenuState({}, null));
  seen.push(state);
  return (
    <FilterBar
      state={state}
      dispatch={dispatch}
      facets={facetCounts}
      compact={false}
      labelOf={(f, v) => facetValueLabel(f, v)}
      view="grid"
      onView={() => undefined}
      storeName="Green Leaf"
      optionalFilters={optionalFilters}
    />
  );
}

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
