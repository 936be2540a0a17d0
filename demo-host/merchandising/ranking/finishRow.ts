import type { PlacementFields } from '../../../shared/schemas/merchandisingRequests';
import type { MenuIndex } from '../../search';
import { DEVICE_BRAND_LIFT, MAX_LIFT, rerankByEngagement, type EngagementStats } from './engagementScore';
import { brandColumn } from './indexColumns';
import { maxProductsOf, type RuleRow } from './rowTypes';
import type { MerchandisingSettings } from '../settings';
import type { RankedRow } from './types';

/** The lift of a product whose brand is among `brands` (lowercased), by product id; none when no brand is boosted. */
function liftOfBrands(index: MenuIndex, brands: readonly string[]): ((id: number) => number) | undefined {
  if (brands.length === 0) return undefined;
  const wanted = new Set(brands);
  const boosted = new Set(index.facets.brand.values.flatMap((value, id) => (wanted.has(value.toLowerCase()) ? [id] : [])));
  const brandOf = brandColumn(index);
  return (id) => (boosted.has(brandOf[index.positionOf.get(id)!]) ? DEVICE_BRAND_LIFT : 1);
}

/**
 * What every row gets after its rule (001 §7): engagement re-ranking where the rule allows it (no explicit sort), the
 * max_products cut (nb_hits counts before it), and the sponsored marks of the store's settings for products in the
 * row, none with disable_ads. Engagement re-orders the first MAX_LIFT × max_products products only: a product further
 * down could not climb into the cut at the largest lift.
 */
export function finishRow(index: MenuIndex, row: RuleRow, fields: PlacementFields, settings: MerchandisingSettings, stats: EngagementStats): RankedRow {
  const max = maxProductsOf(fields);
  let productIds = row.productIds;
  if (row.engagement) {
    const brandLift = liftOfBrands(index, row.boostBrands ?? []);
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
