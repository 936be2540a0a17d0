import type { PlacementFields } from '../../../shared/schemas/merchandisingRequests';
import type { MenuIndexWithProducts } from '../../search';
import { DEVICE_BRAND_LIFT, MAX_LIFT, rerankByEngagement, type EngagementStats } from './engagementScore';
import { maxProductsOf, type RuleRow } from './rowTypes';
import type { MerchandisingSettings } from '../settings';
import type { RankedRow } from './types';

/**
 * What every row gets after its rule (001 §7): engagement re-ranking where the rule allows it (no explicit sort), the
 * max_products cut (nb_hits counts before it), and the sponsored marks of the store's settings for products in the
 * row, none with disable_ads. Engagement re-orders the first MAX_LIFT × max_products products only: a product further
 * down could not climb into the cut at the largest lift.
 */
export function finishRow(index: MenuIndexWithProducts, row: RuleRow, fields: PlacementFields, settings: MerchandisingSettings, stats: EngagementStats): RankedRow {
  const max = maxProductsOf(fields);
  let productIds = row.productIds;
  if (row.engagement) {
    const brands = new Set(row.boostBrands ?? []);
    const brandLift = brands.size === 0 ? undefined : (id: number) => (brands.has(index.products[index.positionOf.get(id)!].brand?.toLowerCase() ?? '') ? DEVICE_BRAND_LIFT : 1);
    const considered = productIds.slice(0, MAX_LIFT * max);
    productIds = rerankByEngagement(considered, stats, brandLift);
  }
  const shown = productIds.slice(0, max);
  const inRow = new Set(shown);
  const sponsored = new Map<number, number>();
  if (!fields.disable_ads)
    for (const { product_id, flight_id } of settings.sponsored) if (inRow.has(product_id) && !sponsored.has(product_id)) sponsored.set(product_id, flight_id);
  return {
    title: row.title,
    productIds: shown,
    sponsored,
    creativeIds: row.creativeIds ?? [],
    customImage: row.customImage ?? null,
    facets: row.facets ?? null,
    nbHits: row.nbHits ?? row.productIds.length,
  };
}
