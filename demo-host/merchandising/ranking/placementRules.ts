import type { PlacementFields } from '../../../shared/schemas/merchandisingRequests';
import { sortOrder, type MenuIndex } from '../../search';
import type { RankingFeatures } from './rankingFeatures';
import { DEFAULT_TITLES, maxProductsOf, type RuleRow } from './rowTypes';
import type { Purchase, StoreSales } from './salesHistory';
import { bestSellingOrder, buyAgainOrder, cartToppersOrder } from './salesRows';
import { parseSearchFilter } from './searchFilter';
import { requestedFacets, searchIndex, searchPlacement } from './searchRows';
import { similarProductsOrder } from './similarProducts';
import { brandSpecialsOrder, saleOrder, specialsOrder } from './specialsRows';
import type { StoreContext } from './storeContext';
import { thematicRow, topRow } from './themeRows';
import type { Shopper } from './types';

/** What a placement's rule may read: the store's menu index and context, and its features, sales and engagement on demand. */
export interface RuleInputs {
  index: MenuIndex;
  /** What the rules read beyond the index's columns (rankingFeatures.ts), read once per index when first needed. */
  features(): Promise<RankingFeatures>;
  store: StoreContext;
  fields: PlacementFields;
  shopper: Shopper;
  sales(): Promise<StoreSales>;
  purchases(userId: number): Promise<Purchase[]>;
  deviceBrands(deviceId: string | null): Promise<string[]>;
}

const SEARCH_PLACEMENTS = new Set(['menu_inline', 'menu_inline_table', 'menu_dynamic_row', 'virtual_budtender_search']);

/** Positions in the menu's best-seller-rank order (000 §5), what the discount rows keep their order from. */
const bestSellerOrder = (index: MenuIndex) => sortOrder(index, 'best-seller-rank');

async function searchRule(inputs: RuleInputs): Promise<RuleRow> {
  const { index, fields } = inputs;
  const result = searchPlacement(index, fields, maxProductsOf(fields));
  const boostBrands = fields.placement === 'menu_dynamic_row' ? await inputs.deviceBrands(inputs.shopper.deviceId) : [];
  return {
    title: DEFAULT_TITLES[fields.placement],
    productIds: result.productIds,
    nbHits: result.nbHits,
    facets: fields.placement === 'menu_inline_table' ? requestedFacets(result.facets, fields.search_facets) : null,
    engagement: !result.sorted,
    boostBrands,
  };
}

/** The rule of each placement other than the search rows (docs/api-merchandising.md § Ranking). */
async function listRule(inputs: RuleInputs): Promise<RuleRow> {
  const { index, store, fields, shopper } = inputs;
  const title = DEFAULT_TITLES[fields.placement];
  switch (fields.placement) {
    case 'best_selling':
      return { title, productIds: bestSellingOrder(index, (await inputs.sales()).units), engagement: true };
    case 'buy_again_row':
      // Only the session's own user: no user, no row (a body's user_id is never trusted).
      return { title, productIds: shopper.userId === null ? [] : buyAgainOrder(index, await inputs.purchases(shopper.userId)), engagement: false };
    case 'cart_toppers':
      return { title, productIds: cartToppersOrder(index, fields.cart_product_ids ?? [], await inputs.sales()), engagement: false };
    case 'pdp_row':
      return { title, productIds: similarProductsOrder(index, fields.product_id, await inputs.features()), engagement: false };
    case 'sale':
      return { title: store.specialsLabel ?? title, productIds: saleOrder(index, bestSellerOrder(index), store, await inputs.features()), engagement: false };
    case 'specials':
      return { title: store.specialsLabel ?? title, productIds: specialsOrder(index, bestSellerOrder(index), store, await inputs.features()), engagement: false };
    case 'brand_specials':
      return { title, productIds: brandSpecialsOrder(index, bestSellerOrder(index), store, await inputs.features()), engagement: false };
    case 'thematic_row':
      return thematicRow(index, store.settings, Number.MAX_SAFE_INTEGER);
    default:
      return topRow(index, store.settings, fields.exclude_creative_ids ?? []);
  }
}

/**
 * The placement's row before the common finish. A search_filter given to a placement that is not a search row narrows
 * its products to those the filter finds (a best_selling row of flower only).
 */
export async function ruleRow(inputs: RuleInputs): Promise<RuleRow> {
  if (SEARCH_PLACEMENTS.has(inputs.fields.placement)) return searchRule(inputs);
  const filter = inputs.fields.search_filter;
  const narrow = filter && filter.trim() !== '' ? searchIndex(inputs.index, parseSearchFilter(filter), { limit: 0 }).hit : null;
  const row = await listRule(inputs);
  if (!narrow) return row;
  return { ...row, productIds: row.productIds.filter((id) => narrow[inputs.index.positionOf.get(id)!] === 1), nbHits: undefined };
}
