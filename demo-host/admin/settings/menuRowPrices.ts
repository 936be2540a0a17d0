import type { Selectable } from 'kysely';
import { WEIGHT_IDS, type WeightId } from '../../../shared/types';
import type { BrandSpecialData, BrandSpecialsTable, MenuProductData, MenuProductsTable, SpecialData, SpecialsTable } from '../../db';
import { markdownPrice, rulesMatch, ruleListMatches, type RuleSubject } from '../../seed/rules';

// What a menu row derives from the specials that are live (tables.ts MenuProductData: "precomputed from the specials'
// rules"): its markdown per weight, its special, its lowest price, and the specials and brand specials it is in. The
// menu, the product page and the cart all read these, so after a special changes the store's rows are priced again
// here, by the same rules the seed uses (demo-host/seed/menu.ts) and the same discount function as the cart.

export type SpecialRecord = { row: Selectable<SpecialsTable>; data: SpecialData };
export type BrandSpecialRecord = { row: Selectable<BrandSpecialsTable>; data: BrandSpecialData };
export type MenuRow = Selectable<MenuProductsTable>;

export interface MenuRowPrices {
  columns: Pick<MenuRow, `discounted_price_${WeightId}` | 'special_id' | 'lowest_price_cents' | 'has_brand_discount'>;
  data: MenuProductData;
}

const priceOf = (row: MenuRow, weight: WeightId): number | null => row[`price_${weight}`];

/**
 * A markdown the row carries without a special (an imported sale price) is the store's own and is kept; a row priced
 * by a special, or not discounted at all, takes the first live product special whose rules match it.
 */
function markdowns(row: MenuRow, weights: readonly WeightId[], subject: RuleSubject, specials: readonly SpecialRecord[]) {
  const standing = row.special_id === null && weights.some((w) => row[`discounted_price_${w}`] !== null);
  const prices = {} as Record<`discounted_price_${WeightId}`, number | null>;
  if (standing) {
    for (const w of WEIGHT_IDS) prices[`discounted_price_${w}`] = row[`discounted_price_${w}`];
    return { prices, specialId: null };
  }
  const special = specials.find((s) => s.row.special_type === 'product' && rulesMatch(s.data.rules.include, s.data.rules.exclude, subject));
  const only = special?.data.rules.include.weights ?? [];
  let any = false;
  for (const w of WEIGHT_IDS) {
    const price = priceOf(row, w);
    const d = special && price !== null && (only.length === 0 || only.includes(w)) ? markdownPrice(special.row, price) : null;
    prices[`discounted_price_${w}`] = d;
    any ||= d !== null;
  }
  return { prices, specialId: any ? special!.row.id : null };
}

function brandPrices(row: MenuRow, weights: readonly WeightId[], matches: readonly BrandSpecialRecord[]): MenuProductData['brand_special_prices'] {
  return matches
    .filter((b) => b.row.special_type === 'product')
    .flatMap((b) =>
      weights.flatMap((w) => {
        const applies = (b.data.applicable_weights ?? []).length === 0 || b.data.applicable_weights.includes(w);
        const price = priceOf(row, w)!;
        const d = applies ? markdownPrice(b.row, price) : null;
        return d === null ? [] : [{ brand_special_id: b.row.id, price_id: w, price, discount_price: d }];
      }),
    );
}

/** A row's derived prices and special ids, given the store's live specials and its brand's live brand specials (by id). */
export function priceMenuRow(
  row: MenuRow,
  data: MenuProductData,
  subject: RuleSubject,
  specials: readonly SpecialRecord[],
  brandSpecials: readonly BrandSpecialRecord[],
): MenuRowPrices {
  const weights = WEIGHT_IDS.filter((w) => priceOf(row, w) !== null);
  const s: RuleSubject = { ...subject, weights };
  const { prices, specialId } = markdowns(row, weights, s, specials);
  const lowest = weights.reduce((min, w) => Math.min(min, prices[`discounted_price_${w}`] ?? priceOf(row, w)!), Infinity);
  const bundles = specials.filter((s) => s.row.special_type === 'bundle');
  const brandMatches = brandSpecials.filter((b) => rulesMatch(b.data.rules.include, b.data.rules.exclude, s));
  const byBrand = brandPrices(row, weights, brandMatches);
  return {
    columns: { ...prices, special_id: specialId, lowest_price_cents: Number.isFinite(lowest) ? lowest : null, has_brand_discount: byBrand.length > 0 ? 1 : 0 },
    data: {
      ...data,
      applicable_special_ids: specials.filter((x) => x.row.special_type !== 'bundle' && rulesMatch(x.data.rules.include, x.data.rules.exclude, s)).map((x) => x.row.id),
      applicable_bundle_special_ids: {
        qualify: bundles.filter((x) => x.data.rules.qualifier && ruleListMatches(x.data.rules.qualifier, s)).map((x) => x.row.id),
        discount: bundles.filter((x) => x.data.rules.discountable && ruleListMatches(x.data.rules.discountable, s)).map((x) => x.row.id),
      },
      applicable_brand_special_ids: brandMatches.map((b) => b.row.id),
      applicable_brand_specials_included_user_segments: [...new Set(brandMatches.flatMap((b) => b.data.rules.include.user_segment_ids))],
      applicable_brand_specials_excluded_user_segments: [...new Set(brandMatches.flatMap((b) => b.data.rules.exclude.user_segment_ids))],
      brand_special_prices: byBrand,
    },
  };
}
