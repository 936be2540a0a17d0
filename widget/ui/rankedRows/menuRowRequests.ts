import type { Placement } from '../../../shared/merchandising';
import { requestUrl } from '../../../shared/routes/requestUrl';
import { isFiltered, menuSearch, menuSearchParams } from '../../../shared/search';
import type { MenuState } from '../../../shared/search';
import type { RowRequest } from './rankedRowRequests';

/**
 * The menu's filter as the service takes it (001 §7 search_filter): the query string of GET /stores/{id}/menu for the
 * shopper's facets, ranges and store pre-filters (no text, sort or page: those go as search_query and search_sort).
 */
export function searchFilterOf(state: MenuState): string {
  const { filters, ranges, stores } = menuSearch(state, 1);
  return requestUrl('', '', menuSearchParams({ filters, ranges, stores })).replace(/^\?/, '');
}

export interface MenuRowsContext {
  readonly state: MenuState;
  readonly signedIn: boolean;
  /** The grid's columns at the widget's size: menu_inline fills one line of the grid. */
  readonly columns: number;
}

/**
 * Every ranked row the menu draws now (001 §7), in page order. On the unfiltered menu: the top row, best sellers,
 * specials, the shopper's buy-again row (signed in only: it is their past orders) and the thematic row; on a filtered
 * one, the dynamic row for that filter. Always the inline row in the grid, honouring the filter, the text and the sort.
 */
export function menuRowRequests({ state, signedIn, columns }: MenuRowsContext): RowRequest[] {
  const searchFilter = searchFilterOf(state);
  const requests: RowRequest[] = [];
  if (!isFiltered(state)) {
    requests.push({ placement: 'menu_top_row' }, { placement: 'best_selling' }, { placement: 'specials' });
    if (signedIn) requests.push({ placement: 'buy_again_row' });
    requests.push({ placement: 'thematic_row' });
  } else if (searchFilter) {
    requests.push({ placement: 'menu_dynamic_row', search_filter: searchFilter });
  }
  requests.push({
    placement: 'menu_inline',
    num_columns: columns,
    search_filter: searchFilter || null,
    search_query: state.query.trim() || null,
    search_sort: menuSearch(state, 1).sort ?? null,
  });
  return requests;
}

/** The requests one part of the menu asks: all of the page's rows in one go with multi-placements, else its own. */
export function requestsFor(all: readonly RowRequest[], own: readonly Placement[], multi: boolean): RowRequest[] {
  if (multi) return [...all];
  return all.filter((request) => own.includes(request.placement));
}
