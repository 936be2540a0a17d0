import { useEffect } from 'react';
import type { RefObject } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/constants';
import { insightEvent } from '../../../shared/merchandising';
import type { MenuState } from '../../../shared/search';
import type { MenuCard } from '../../../shared/types';
import { useWidget } from '../../app';
import { useDebounced } from '../useDebounced';
import { useDmClient } from '../useDmClient';
import { readDeviceId } from './rankedRowRequests';
import type { RowStore } from './useRankedRows';

/** The index the menu's insights are about (docs/embedding.md § Merchandising rows). */
export const INSIGHTS_INDEX = 'menu_products';
export const INSIGHT_FILTERS_APPLIED = 'Filters Applied';
export const INSIGHT_PRODUCTS_VIEWED = 'Products Viewed';
export const INSIGHT_PRODUCT_CLICKED = 'Product Clicked';

/** The menu's facet filters as insight strings, `facet:value` ("brand:Kiva", "kind:edible"). */
export function facetStrings(state: MenuState): string[] {
  return Object.entries(state.filters).flatMap(([facet, values]) => (values ?? []).map((value) => `${facet}:${value}`));
}

/**
 * 001 §7 search-analytics insights, POST /1/events on the merchandising service: the menu's facet filters when the
 * shopper filters it, and the products shown after a text search. Each waits for the search's own 300 ms of quiet
 * (000 §9), so a burst of clicks is one event. A product of the results opened after a text search is sent at once.
 * The user token is the device id: nothing goes without one. `near`: an element beside the menu's results
 * (#cn-results), whose card clicks are listened to.
 */
export function useSearchInsights(store: RowStore | null | undefined, state: MenuState, products: readonly MenuCard[], near?: RefObject<Element | null>): void {
  const widget = useWidget();
  const client = useDmClient(store ?? undefined);
  const facets = facetStrings(state);
  const filtersKey = useDebounced(store && facets.length > 0 ? JSON.stringify(facets) : null, SEARCH_DEBOUNCE_MS);
  const query = state.query.trim();
  const shownKey = useDebounced(store && query && products.length > 0 ? JSON.stringify([query, products.map((product) => product.id)]) : null, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (filtersKey === null) return;
    send(insightEvent({ index: INSIGHTS_INDEX, eventName: INSIGHT_FILTERS_APPLIED, deviceId: readDeviceId(widget), filters: JSON.parse(filtersKey) as string[] }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one event per settled filter set.
  }, [filtersKey]);

  useEffect(() => {
    if (shownKey === null) return;
    const [, ids] = JSON.parse(shownKey) as [string, number[]];
    send(insightEvent({ index: INSIGHTS_INDEX, eventName: INSIGHT_PRODUCTS_VIEWED, deviceId: readDeviceId(widget), objectIds: ids }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one event per settled search and its products.
  }, [shownKey]);

  useEffect(() => {
    const root = near?.current?.getRootNode() as Document | ShadowRoot | undefined;
    const results = query && root && 'getElementById' in root ? root.getElementById('cn-results') : null;
    if (!results) return;
    const onClick = (event: Event) => {
      const card = (event.target as Element | null)?.closest('a')?.closest('.cn-results__item')?.querySelector('[id^="cn-p-"][id$="-title"]');
      const id = card?.id.slice('cn-p-'.length, -'-title'.length);
      if (id) send(insightEvent({ index: INSIGHTS_INDEX, eventName: INSIGHT_PRODUCT_CLICKED, deviceId: readDeviceId(widget), objectIds: [id] }));
    };
    results.addEventListener('click', onClick, true);
    return () => results.removeEventListener('click', onClick, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- listens while the menu shows a text search's results.
  }, [query, near, widget]);

  function send(event: ReturnType<typeof insightEvent>) {
    if (event) client.send('/1/events', { events: [event] });
  }
}
