import type { Selectable } from 'kysely';
import type {
  BrandSpecialData,
  BrandSpecialsTable,
  CartProductsTable,
  CartsTable,
  MenuProductData,
  MenuProductsTable,
  SpecialData,
  SpecialsTable,
  StoreData,
  StoresTable,
} from '../../db';
import { fromJson } from '../../db';
import type { CommerceDeps } from '../deps';

export type CartRow = Selectable<CartsTable>;
export type LineRow = Selectable<CartProductsTable>;
export type StoreRecord = { row: Selectable<StoresTable>; data: StoreData };
export type SpecialRecord = { row: Selectable<SpecialsTable>; data: SpecialData };
export type BrandSpecialRecord = { row: Selectable<BrandSpecialsTable>; data: BrandSpecialData };

/** A store's menu product joined with the catalogue product fields a cart line shows (001 §3). */
export interface MenuEntry {
  row: Selectable<MenuProductsTable>;
  data: MenuProductData;
  name: string;
  kind: string;
  category: string | null;
  brand_id: number | null;
  brand: string | null;
  net_weight_grams: number | null;
  thc_dosage_milligrams: number | null;
}

/** A loyalty reward on a cart (cash in cents); `automatic` when the program applied it by itself (001 §3 automatic_redemption). */
export interface HeldCrmRedemption {
  id: number;
  crm_provider: string;
  reward_name: string;
  point_value: number;
  cash_reward: number;
  automatic?: boolean;
}

/** Extra state of a cart kept in carts.data. */
export interface CartData {
  /** The priced lines the shopper last saw, for special_has_changed (001 §3). */
  seen?: {
    product_id: number;
    price_id: string;
    count: number;
    price: number;
    unit_price: number;
    item_total: number;
    product_discount: number;
    group_discount: number;
    brand_discount: number;
    special_id: number | null;
    group_special_id: number | null;
    brand_special_id: number | null;
  }[];
  special_has_changed?: boolean;
  brand_special_has_changed?: boolean;
  crm_redemptions?: HeldCrmRedemption[];
  /** Rewards the shopper took off the cart, their points free again (001 §3 removed_crm_redemptions); newest last. */
  removed_crm_redemptions?: HeldCrmRedemption[];
  tags?: string[];
  app_mode_name?: string | null;
}

export async function loadStore(deps: CommerceDeps, id: number): Promise<StoreRecord | null> {
  const row = await deps.db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { row, data: fromJson<StoreData>(row.data, {} as StoreData) } : null;
}

export async function loadCartRow(deps: CommerceDeps, uuid: string): Promise<CartRow | null> {
  return (await deps.db.selectFrom('carts').selectAll().where('uuid', '=', uuid).executeTakeFirst()) ?? null;
}

export async function loadLines(deps: CommerceDeps, cartId: number): Promise<LineRow[]> {
  return deps.db.selectFrom('cart_products').selectAll().where('cart_id', '=', cartId).orderBy('created_at').orderBy('product_id').orderBy('price_id').execute();
}

export async function loadMenu(deps: CommerceDeps, storeId: number, productIds: readonly number[]): Promise<Map<number, MenuEntry>> {
  const menu = new Map<number, MenuEntry>();
  if (productIds.length === 0) return menu;
  const rows = await deps.db
    .selectFrom('menu_products as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .selectAll('m')
    .select(['p.name as p_name', 'p.kind as p_kind', 'p.category as p_category', 'p.brand_id as p_brand_id', 'b.name as b_name', 'p.data as p_data'])
    .where('m.store_id', '=', storeId)
    .where('m.product_id', 'in', [...new Set(productIds)])
    .execute();
  for (const r of rows) {
    const { p_name, p_kind, p_category, p_brand_id, b_name, p_data, ...row } = r;
    const product = fromJson<{ net_weight_grams?: number | null; thc_dosage_milligrams?: number | null }>(p_data, {});
    menu.set(row.product_id, {
      row,
      data: fromJson<MenuProductData>(row.data, {} as MenuProductData),
      name: p_name,
      kind: p_kind,
      category: p_category,
      brand_id: p_brand_id,
      brand: b_name ?? null,
      net_weight_grams: product.net_weight_grams ?? null,
      thc_dosage_milligrams: product.thc_dosage_milligrams ?? null,
    });
  }
  return menu;
}

export async function loadSpecials(deps: CommerceDeps, storeId: number): Promise<SpecialRecord[]> {
  const rows = await deps.db.selectFrom('specials').selectAll().where('store_id', '=', storeId).execute();
  return rows.map((row) => ({ row, data: fromJson<SpecialData>(row.data, {} as SpecialData) }));
}

export async function loadBrandSpecials(deps: CommerceDeps, ids: readonly number[]): Promise<BrandSpecialRecord[]> {
  if (ids.length === 0) return [];
  const rows = await deps.db
    .selectFrom('brand_specials')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows.map((row) => ({ row, data: fromJson<BrandSpecialData>(row.data, {} as BrandSpecialData) }));
}

/** The menu product's price of one weight in cents, or null when the weight is not offered (000 §4). */
export function menuPrice(entry: MenuEntry, priceId: string, discounted = false): number | null {
  const key = `${discounted ? 'discounted_price' : 'price'}_${priceId}` as keyof MenuEntry['row'];
  const value = entry.row[key];
  return typeof value === 'number' ? value : null;
}

/** max_cart_quantity of one weight: the per-weight cap when the menu gives one. */
export function maxCartQuantity(entry: MenuEntry, priceId: string): number {
  const byWeight = entry.data.max_cart_quantity_by_weight as Record<string, number | undefined> | undefined;
  return byWeight?.[priceId] ?? entry.row.max_cart_quantity;
}

/** Why a line cannot be bought now, or null when it can (the product left the menu, the weight lost its price). */
export function unavailableReason(entry: MenuEntry | undefined, priceId: string): string | null {
  if (!entry || entry.row.visible !== 1) return 'no longer on the menu';
  if (menuPrice(entry, priceId) === null) return 'this weight is no longer offered';
  const inventory = entry.data.inventories?.find((i) => i.price_id === priceId);
  if (inventory && inventory.quantity < 1) return 'out of stock';
  return null;
}
