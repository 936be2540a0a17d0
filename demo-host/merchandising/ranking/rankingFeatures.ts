import type { MenuFeatureRow } from '../../api/data/menuFeatureRows';
import type { FeaturePass, SharedFeatureRead } from '../../api/data/sharedFeatureRead';
import type { MenuIndex } from '../../search';
import { discountOf } from './specialsRows';

// What the rules read of each product beyond the menu index's columns (pdp_row's effects, the discount rows' prices and
// specials), by index position: read once per index from the narrow feature select, never from full menu products.

const NONE: readonly number[] = Object.freeze([]);

export interface RankingFeatures {
  /** Ids of each product's effects and feelings (lowercased), and how many distinct ones there are. */
  effects: Uint32Array[];
  effectCount: number;
  /** The deepest discount over the product's weights, as a fraction of the price (0: none). */
  discount: Float64Array;
  /** The special the product's discounted price comes from (-1: none). */
  specialId: Float64Array;
  specialIds: (readonly number[])[];
  brandSpecialIds: (readonly number[])[];
  hasBrandDiscount: Uint8Array;
}

const listOrNone = (ids: readonly number[]) => (ids.length === 0 ? NONE : ids);

function emptyFeatures(n: number): RankingFeatures {
  return {
    effects: Array.from({ length: n }, () => new Uint32Array(0)),
    effectCount: 0,
    discount: new Float64Array(n),
    specialId: new Float64Array(n).fill(-1),
    specialIds: new Array<readonly number[]>(n).fill(NONE),
    brandSpecialIds: new Array<readonly number[]>(n).fill(NONE),
    hasBrandDiscount: new Uint8Array(n),
  };
}

/** The ranking features of an index, from one pass over its shown feature rows. */
export function rankingFeaturesPass(index: MenuIndex): FeaturePass<RankingFeatures> {
  const features = emptyFeatures(index.ids.length);
  const effectIds = new Map<string, number>();
  const effectId = (name: string) => effectIds.get(name) ?? effectIds.set(name, effectIds.size).get(name)!;
  return {
    visit(row: MenuFeatureRow, i: number) {
      const names = [...row.effects.map((effect) => effect.title), ...(row.feelings ?? [])].map((name) => name.toLowerCase());
      features.effects[i] = Uint32Array.from(new Set(names), effectId);
      features.discount[i] = discountOf(row);
      features.specialId[i] = row.special_id ?? -1;
      features.specialIds[i] = listOrNone(row.applicable_special_ids);
      features.brandSpecialIds[i] = listOrNone(row.applicable_brand_special_ids);
      features.hasBrandDiscount[i] = row.has_brand_discount ? 1 : 0;
    },
    finish() {
      features.effectCount = effectIds.size;
      return features;
    },
  };
}

/** The ranking features of an index, read once per index (and again after a patch) by the shared feature read. */
export function rankingFeaturesCache(read: SharedFeatureRead): (index: MenuIndex) => Promise<RankingFeatures> {
  return read.derive(rankingFeaturesPass);
}
