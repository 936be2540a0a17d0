import type { Insertable } from 'kysely';
import type * as v from 'valibot';
import type { CartProductBodySchema } from '../../../shared/schemas';
import type { CartsTable } from '../../db';
import { ApiError } from '../../http';
import type { CommerceDeps } from '../deps';
import { assertPending, newCartUuid } from './cartAccess';
import { assertLine, assertSameStore, assertWithinLimits, withLine } from './cartProducts';
import { changeAndPrice, type ChangedCart } from './changeAndPrice';
import { loadCartParts, type CartState } from './cartState';
import type { Trx } from './cartTransaction';
import { loadLines, loadMenu, loadStore, unavailableReason, type CartRow, type LineRow } from './loadCart';

// The changes of POST, PATCH and DELETE /cart_products (001 §7). Each reads the cart's lines, store and menu once,
// inside the cart's transaction, checks its rules there (two concurrent adds cannot both fit a limit only one fits)
// and hands the lines as it leaves them to the pricing (changeAndPrice), so the answer costs no second read.

export type AddProductInput = v.InferOutput<typeof CartProductBodySchema>;

const isLine = (productId: number, priceId: string) => (line: LineRow) => line.product_id === productId && line.price_id === priceId;

// The order loadLines reads them in.
const lineOrder = (a: LineRow, b: LineRow) =>
  a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.product_id - b.product_id || (a.price_id < b.price_id ? -1 : a.price_id > b.price_id ? 1 : 0);

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

/** Sets the line's count, or adds the line: the lines were read under the cart's lock, so they say which. */
async function writeLine(trx: Trx, cart: CartRow, lines: readonly LineRow[], line: Omit<LineRow, 'cart_id'>): Promise<LineRow[]> {
  const existing = lines.find(isLine(line.product_id, line.price_id));
  if (existing) {
    await trx
      .updateTable('cart_products')
      .set({ count: line.count })
      .where('cart_id', '=', cart.id)
      .where('product_id', '=', line.product_id)
      .where('price_id', '=', line.price_id)
      .execute();
    return lines.map((l) => (l === existing ? { ...l, count: line.count } : l));
  }
  const added: LineRow = { ...line, cart_id: cart.id };
  await trx.insertInto('cart_products').values(added).execute();
  return [...lines, added].sort(lineOrder);
}

/**
 * POST /cart_products (001 §7). The line's count becomes the given count (001 §4: adding an existing product and
 * price updates its count). No cart_uuid: a new cart is made, in the same transaction, so a refused first add
 * leaves no empty cart behind.
 */
export async function addProduct(deps: CommerceDeps, userId: number | null, body: AddProductInput): Promise<{ uuid: string; state: CartState }> {
  const store = await loadStore(deps, body.store_id);
  if (!store) throw new ApiError('not_found', 'Store not found');
  const { product } = body;
  const now = deps.now().toISOString();
  const uuid = body.cart_uuid ?? newCartUuid();
  const create = body.cart_uuid ? undefined : newCartRow(uuid, store.row.id, userId, body, now);
  const state = await changeAndPrice(
    deps,
    uuid,
    userId,
    async (trx, cart): Promise<ChangedCart> => {
      const tx = { ...deps, db: trx };
      const lines = await loadLines(tx, cart.id);
      const menu = await loadMenu(tx, store.row.id, [product.product_id, ...lines.map((l) => l.product_id)]);
      assertLine(menu.get(product.product_id), product.price_id, product.count);
      assertPending(cart);
      await assertSameStore(tx, cart, store, lines);
      await assertWithinLimits(tx, store, withLine(lines, product.product_id, product.price_id, product.count), menu, lines);
      const line = { product_id: product.product_id, price_id: product.price_id, count: product.count, recommended: product.recommended ? 1 : 0, created_at: now } as const;
      const next = await writeLine(trx, cart, lines, line);
      // 001 §3: pending once something is added.
      const set = { status: 'pending', store_id: store.row.id };
      return { cart: { ...cart, ...set }, set, lines: next, store, menu };
    },
    { create },
  );
  return { uuid, state };
}

/** PATCH /cart_products/{productId}: a new count for an existing line, checked against the locked cart's lines. */
export function updateProduct(deps: CommerceDeps, userId: number | null, uuid: string, productId: number, priceId: string, count: number): Promise<CartState> {
  return changeAndPrice(deps, uuid, userId, async (trx, cart) => {
    assertPending(cart);
    const tx = { ...deps, db: trx };
    const parts = await loadCartParts(tx, cart);
    const { store, lines, menu } = parts;
    if (!store || !lines.some(isLine(productId, priceId))) throw new ApiError('not_found', 'This product is not in the cart');
    assertLine(menu.get(productId), priceId, count);
    await assertWithinLimits(tx, store, withLine(lines, productId, priceId, count), menu, lines);
    await trx.updateTable('cart_products').set({ count }).where('cart_id', '=', cart.id).where('product_id', '=', productId).where('price_id', '=', priceId).execute();
    return { cart, ...parts, lines: lines.map((l) => (isLine(productId, priceId)(l) ? { ...l, count } : l)) };
  });
}

/** DELETE /cart_products/{productId}: removes one line (a missing line is already removed). */
export function deleteProduct(deps: CommerceDeps, userId: number | null, uuid: string, productId: number, priceId: string): Promise<CartState> {
  return changeAndPrice(deps, uuid, userId, async (trx, cart) => {
    assertPending(cart);
    const parts = await loadCartParts({ ...deps, db: trx }, cart);
    await trx.deleteFrom('cart_products').where('cart_id', '=', cart.id).where('product_id', '=', productId).where('price_id', '=', priceId).execute();
    return { cart, ...parts, lines: parts.lines.filter((l) => !isLine(productId, priceId)(l)) };
  });
}

/** DELETE /cart_products/unavailable: removes the lines the cart lists as unavailable (001 §3 unavailable_products). */
export function deleteUnavailable(deps: CommerceDeps, userId: number | null, uuid: string): Promise<CartState> {
  return changeAndPrice(deps, uuid, userId, async (trx, cart) => {
    assertPending(cart);
    const parts = await loadCartParts({ ...deps, db: trx }, cart);
    // Without a store nothing is priced, so nothing is listed as unavailable either.
    const gone = parts.store ? parts.lines.filter((l) => unavailableReason(parts.menu.get(l.product_id), l.price_id) !== null) : [];
    for (const line of gone) {
      await trx.deleteFrom('cart_products').where('cart_id', '=', cart.id).where('product_id', '=', line.product_id).where('price_id', '=', line.price_id).execute();
    }
    return { cart, ...parts, lines: parts.lines.filter((l) => !gone.includes(l)) };
  });
}
