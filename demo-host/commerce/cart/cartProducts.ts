import type { Insertable } from 'kysely';
import type * as v from 'valibot';
import { MAX_PRICED_UNITS } from '../../../shared/pricing';
import { maxNumericMessage } from '../../../shared/forms';
import { ApiError } from '../../http';
import type { CartsTable } from '../../db';
import type { CommerceDeps } from '../deps';
import type { CartProductBodySchema } from '../../../shared/schemas';
import { assertPending, newCartUuid } from './cartAccess';
import { cartLimitBreach, limitLineOf, limitMessage, type LimitLine } from '../../../shared/cartLimits';
import { changeCart, type Trx } from './cartTransaction';
import { loadLines, loadMenu, loadStore, maxCartQuantity, menuPrice, unavailableReason, type CartRow, type LineRow, type MenuEntry, type StoreRecord } from './loadCart';

// The same weighing the widget's meter uses (shared/cartLimits limitLineOf), from the store's menu entry.
function limitLine(line: { price_id: string; count: number }, entry: MenuEntry): LimitLine {
  return limitLineOf({ kind: entry.kind, thc_dosage_milligrams: entry.thc_dosage_milligrams, net_weight_grams: entry.net_weight_grams, inventories: entry.data.inventories }, line.price_id, line.count);
}

/** 422 naming the group, the limit and what the cart would hold (issue 5 §2), or nothing. */
export async function assertWithinLimits(
  deps: CommerceDeps,
  store: StoreRecord,
  lines: readonly { product_id: number; price_id: string; count: number }[],
  known?: Map<number, MenuEntry>,
): Promise<void> {
  const units = lines.reduce((sum, l) => sum + l.count, 0);
  if (units > MAX_PRICED_UNITS) {
    throw new ApiError('unprocessable', `A cart holds at most ${MAX_PRICED_UNITS} items; this one would hold ${units}`, { 'product.count': [maxNumericMessage(MAX_PRICED_UNITS)] });
  }
  const menu = known && lines.every((l) => known.has(l.product_id)) ? known : await loadMenu(deps, store.row.id, lines.map((l) => l.product_id));
  const limitLines = lines.flatMap((l) => {
    const entry = menu.get(l.product_id);
    return entry ? [limitLine(l, entry)] : [];
  });
  const breach = cartLimitBreach(store.data.cart_limit_rules, limitLines);
  if (breach) throw new ApiError('cart_limit_exceeded', limitMessage(breach), undefined, { limit: breach });
}

/** 000 §4 and issue 5 §2: the weight must be offered here and the count within max_cart_quantity. */
export function assertLine(entry: MenuEntry | undefined, priceId: string, count: number): MenuEntry {
  const reason = unavailableReason(entry, priceId);
  if (!entry || entry.row.visible !== 1) throw new ApiError('not_found', 'This product is not on this store\'s menu');
  if (menuPrice(entry, priceId) === null) {
    throw new ApiError('unprocessable', `This product has no ${priceId} price in this store`, { 'product.price_id': [`${priceId} is not an available weight of this product in this store`] });
  }
  if (reason) throw new ApiError('unprocessable', `This product is ${reason}`, { 'product.price_id': [reason] });
  const max = maxCartQuantity(entry, priceId);
  if (count > max) throw new ApiError('unprocessable', `At most ${max} of this product per order`, { 'product.count': [maxNumericMessage(max)] });
  return entry;
}

const withLine = (lines: readonly LineRow[], productId: number, priceId: string, count: number | null) => {
  const rest = lines.filter((l) => !(l.product_id === productId && l.price_id === priceId)).map((l) => ({ product_id: l.product_id, price_id: l.price_id, count: l.count }));
  return count === null ? rest : [...rest, { product_id: productId, price_id: priceId, count }];
};

async function writeLine(trx: Trx, cart: CartRow, productId: number, priceId: string, count: number, recommended: boolean, now: string): Promise<void> {
  const updated = await trx
    .updateTable('cart_products')
    .set({ count })
    .where('cart_id', '=', cart.id)
    .where('product_id', '=', productId)
    .where('price_id', '=', priceId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await trx.insertInto('cart_products').values({ cart_id: cart.id, product_id: productId, price_id: priceId, count, recommended: recommended ? 1 : 0, created_at: now }).execute();
  }
}

export type AddProductInput = v.InferOutput<typeof CartProductBodySchema>;

function newCartRow(uuid: string, storeId: number, userId: number | null, body: AddProductInput, now: string): Insertable<CartsTable> {
  return {
    uuid,
    store_id: storeId,
    user_id: userId,
    status: 'empty',
    reservation_mode: 'pickup',
    app_mode: body.app_mode ?? 'default',
    device_id: body.j_device_id ?? null,
    user_agent: body.user_agent ?? null,
    created_at: now,
    updated_at: now,
    data: JSON.stringify({ tags: body.tags ?? null, app_mode_name: body.app_mode_name ?? null }),
  };
}

/** 409 with the replace-cart action (001 §4) when the cart holds products of another store. */
async function assertSameStore(deps: CommerceDeps, cart: CartRow, store: StoreRecord, lines: readonly LineRow[]): Promise<void> {
  if (cart.store_id === null || cart.store_id === store.row.id || lines.length === 0) return;
  const other = await loadStore(deps, cart.store_id);
  throw new ApiError('cart_store_mismatch', 'Your cart holds products from another store. Replace the cart to add this product.', undefined, {
    action: 'replace_cart',
    cart_store: other ? { id: other.row.id, name: other.row.name } : { id: cart.store_id, name: null },
    store: { id: store.row.id, name: store.row.name },
  });
}

/**
 * POST /cart_products (001 §7). The line's count becomes the given count (001 §4: adding an existing
 * product and price updates its count). No cart_uuid: a new cart is made. Returns the cart's uuid.
 * The store and cart-limit checks read the lines inside the cart's transaction (changeCart), so two
 * concurrent adds cannot both fit a limit that only one of them fits.
 */
export async function addProduct(deps: CommerceDeps, userId: number | null, body: AddProductInput, existing: CartRow | null): Promise<string> {
  const store = await loadStore(deps, body.store_id);
  if (!store) throw new ApiError('not_found', 'Store not found');
  const { product } = body;
  assertLine((await loadMenu(deps, store.row.id, [product.product_id])).get(product.product_id), product.price_id, product.count);
  if (existing) assertPending(existing);
  const now = deps.now().toISOString();
  const uuid = existing?.uuid ?? newCartUuid();
  const create = existing ? undefined : newCartRow(uuid, store.row.id, userId, body, now);
  await changeCart(
    deps,
    uuid,
    userId,
    async (trx, cart) => {
      assertPending(cart);
      const tx = { ...deps, db: trx };
      const lines = await loadLines(tx, cart.id);
      await assertSameStore(tx, cart, store, lines);
      await assertWithinLimits(tx, store, withLine(lines, product.product_id, product.price_id, product.count));
      await writeLine(trx, cart, product.product_id, product.price_id, product.count, product.recommended, now);
      // 001 §3: pending once something is added.
      await trx.updateTable('carts').set({ status: 'pending', store_id: store.row.id }).where('id', '=', cart.id).execute();
    },
    create,
  );
  return uuid;
}

/** PATCH /cart_products/{productId}: a new count for an existing line, checked against the locked cart's lines. */
export async function updateProduct(deps: CommerceDeps, userId: number | null, cart: CartRow, productId: number, priceId: string, count: number): Promise<void> {
  assertPending(cart);
  await changeCart(deps, cart.uuid, userId, async (trx, locked) => {
    assertPending(locked);
    const tx = { ...deps, db: trx };
    const store = locked.store_id != null ? await loadStore(tx, locked.store_id) : null;
    const lines = await loadLines(tx, locked.id);
    if (!store || !lines.some((l) => l.product_id === productId && l.price_id === priceId)) throw new ApiError('not_found', 'This product is not in the cart');
    const menu = await loadMenu(tx, store.row.id, lines.map((l) => l.product_id));
    assertLine(menu.get(productId), priceId, count);
    await assertWithinLimits(tx, store, withLine(lines, productId, priceId, count), menu);
    await trx.updateTable('cart_products').set({ count }).where('cart_id', '=', locked.id).where('product_id', '=', productId).where('price_id', '=', priceId).execute();
  });
}

/** DELETE /cart_products/{productId}: removes one line (a missing line is already removed). */
export async function deleteProduct(deps: CommerceDeps, userId: number | null, cart: CartRow, productId: number, priceId: string): Promise<void> {
  assertPending(cart);
  await changeCart(deps, cart.uuid, userId, async (trx, locked) => {
    assertPending(locked);
    await trx.deleteFrom('cart_products').where('cart_id', '=', locked.id).where('product_id', '=', productId).where('price_id', '=', priceId).execute();
  });
}

/** DELETE /cart_products/unavailable: removes the lines the cart lists as unavailable. */
export async function deleteUnavailable(deps: CommerceDeps, userId: number | null, cart: CartRow, unavailable: readonly { id: number; price_id: string }[]): Promise<void> {
  assertPending(cart);
  await changeCart(deps, cart.uuid, userId, async (trx, locked) => {
    assertPending(locked);
    for (const u of unavailable) {
      await trx.deleteFrom('cart_products').where('cart_id', '=', locked.id).where('product_id', '=', u.id).where('price_id', '=', u.price_id).execute();
    }
  });
}
