import type { Kysely, Selectable } from 'kysely';
import { fromJson, type Database, type MenuProductData, type MenuProductsTable, type ProductData } from '../../db';
import { WEIGHT_IDS, type Kind, type Lineage } from '../../../shared/types';
import type { MenuItem, WeightOffer } from './menuItem';

/** A product on the store's menu now: the comparable item, and the rows the import updates. */
export interface StoredProduct {
  item: MenuItem;
  menuRow: Selectable<MenuProductsTable>;
  menuData: MenuProductData;
  productData: ProductData;
}

/** The operator's id of a menu row: rows made before the import existed go by their Canopy product id. */
export const externalIdOf = (row: { external_id: string | null; product_id: number }) => row.external_id ?? String(row.product_id);

function weightsOf(row: Selectable<MenuProductsTable>, data: MenuProductData): MenuItem['weights'] {
  const weights: MenuItem['weights'] = {};
  for (const weight of WEIGHT_IDS) {
    const price = row[`price_${weight}`];
    if (price === null) continue;
    const quantity = data.inventories?.find((inventory) => inventory.price_id === weight)?.quantity ?? 0;
    weights[weight] = { price, discounted: row[`discounted_price_${weight}`], quantity } satisfies WeightOffer;
  }
  return weights;
}

/** Every product of a store's menu, visible or not, keyed by the operator's product id. */
export async function loadStoreMenu(db: Kysely<Database>, storeId: number): Promise<Map<string, StoredProduct>> {
  const rows = await db
    .selectFrom('menu_products as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .selectAll('m')
    .select(['p.name as p_name', 'p.kind as p_kind', 'p.category as p_category', 'p.description as p_description', 'p.data as p_data', 'b.name as b_name'])
    .select(['p.percent_thc as p_thc', 'p.percent_cbd as p_cbd'])
    .where('m.store_id', '=', storeId)
    .orderBy('m.id')
    .execute();
  const menu = new Map<string, StoredProduct>();
  for (const { p_name, p_kind, p_category, p_description, p_data, b_name, p_thc, p_cbd, ...menuRow } of rows) {
    const menuData = fromJson<MenuProductData>(menuRow.data, {} as MenuProductData);
    const productData = fromJson<ProductData>(p_data, {} as ProductData);
    const item: MenuItem = {
      name: p_name,
      brand: b_name,
      kind: p_kind as Kind,
      category: p_category as Lineage | null,
      description: p_description,
      percentThc: p_thc,
      percentCbd: p_cbd,
      photoUrl: productData.photos?.[0]?.urls.original ?? null,
      visible: menuRow.visible === 1,
      weights: weightsOf(menuRow, menuData),
    };
    menu.set(externalIdOf(menuRow), { item, menuRow, menuData, productData });
  }
  return menu;
}
