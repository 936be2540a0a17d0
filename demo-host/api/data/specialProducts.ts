import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { MenuIndex } from '../../search';
import type { MenuProduct, StoreSpecial } from '../../../shared/types';
import type { MenuFeatureReader } from './menuFeatureRows';
import { sharedFeatureRead, type FeaturePass } from './sharedFeatureRead';

/** Positions of the products each special names, in position order: what qualifies (`qualify`) and what it discounts. */
interface SpecialPositions {
  /** applicable_special_ids: a product special's products (they both qualify and get the discount). */
  applicable: Map<number, number[]>;
  /** applicable_bundle_special_ids: a bundle's qualifying and discounted products. */
  qualify: Map<number, number[]>;
  discount: Map<number, number[]>;
}

function add(map: Map<number, number[]>, ids: readonly number[], position: number): void {
  for (const id of ids) {
    const positions = map.get(id);
    if (positions) positions.push(position);
    else map.set(id, [position]);
  }
}

function specialPositionsPass(): FeaturePass<SpecialPositions> {
  const found: SpecialPositions = { applicable: new Map(), qualify: new Map(), discount: new Map() };
  return {
    visit(row, position) {
      add(found.applicable, row.applicable_special_ids, position);
      add(found.qualify, row.applicable_bundle_special_ids.qualify, position);
      add(found.discount, row.applicable_bundle_special_ids.discount, position);
    },
    finish() {
      for (const map of [found.applicable, found.qualify, found.discount]) for (const positions of map.values()) positions.sort((a, b) => a - b);
      return found;
    },
  };
}

/**
 * A special's product lists over a store's menu index (000 §3 store special detail): the menu products that qualify
 * and those that get the discount, at most `shown` of each in menu order. Which products each special names is read
 * once per index from the narrow feature select (the read the ranking and the budtender share); only the products shown are read in full, by id.
 */
export function specialProductLists(db: Kysely<Database>, read?: MenuFeatureReader) {
  const positionsOf = sharedFeatureRead(read ?? db).derive(specialPositionsPass);
  return async (index: MenuIndex, special: Pick<StoreSpecial, 'id' | 'special_type'>, shown: number): Promise<{ products: MenuProduct[]; discounted: MenuProduct[] }> => {
    const positions = await positionsOf(index);
    const bundle = special.special_type === 'bundle';
    const qualifying = ((bundle ? positions.qualify : positions.applicable).get(special.id) ?? []).slice(0, shown);
    const discounted = ((bundle ? positions.discount : positions.applicable).get(special.id) ?? []).slice(0, shown);
    const ids = [...new Set([...qualifying, ...discounted])].map((position) => index.ids[position]);
    const records = await index.records.products(ids);
    const productsAt = (list: number[]) => list.flatMap((position) => records.get(index.ids[position]) ?? []);
    return { products: productsAt(qualifying), discounted: productsAt(discounted) };
  };
}
