import { Hono } from 'hono';
import { findBundlePossibilities, type BundleMenuProduct } from '../../../shared/pricing';
import { WEIGHT_IDS } from '../../../shared/weights';
import { authenticateWith, requireUser } from '../auth/authenticate';
import { assertPending, cartFor, newCartUuid } from '../cart/cartAccess';
import { changeCart } from '../cart/cartTransaction';
import { cartState } from '../cart/cartState';
import { cartView, posTotals } from '../cart/cartView';
import { loadCartRow, loadStore, type CartRow } from '../cart/loadCart';
import { assertTipWithin } from '../checkout/checkoutRules';
import { ApiError, jsonBody, parse, queryAndBody, queryOf } from '../../http';
import type { CommerceDeps } from '../deps';
import { toCents, toDollars } from '../money';
import { CartPatchSchema, OptimizeSpecialsSchema } from '../../../shared/schemas';
import { BundleQuery, CreateCartBody, GetCartQuery, GetForUserQuery, PosCartQuery, SalesTaxQuery, UuidQuery } from '../schemas';
import { changedCartAnswer, pricedState, queryAddress, readCartAnswer } from './cartResponse';

export function cartRoutes(deps: CommerceDeps): Hono {
  const app = new Hono();

  app.post('/carts', async (c) => {
    const body = parse(CreateCartBody, await jsonBody(c), 'body');
    const userId = await authenticateWith(deps, c);
    if (body.store_id !== undefined && !(await loadStore(deps, body.store_id))) throw new ApiError('not_found', 'Store not found');
    const now = deps.now().toISOString();
    const uuid = newCartUuid();
    await deps.db
      .insertInto('carts')
      .values({
        uuid,
        store_id: body.store_id ?? null,
        user_id: userId,
        status: 'empty',
        reservation_mode: body.reservation_mode ?? 'pickup',
        app_mode: body.app_mode ?? 'default',
        device_id: body.j_device_id ?? null,
        user_agent: body.user_agent ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const state = await cartState(deps, (await loadCartRow(deps, uuid))!);
    return c.json({ cart: cartView(state, deps.now()) }, 201);
  });

  app.get('/carts', async (c) => {
    const q = parse(GetCartQuery, queryOf(c), 'query');
    const { cart } = await cartFor(deps, c, q.uuid);
    return readCartAnswer(deps, c, cart, queryAddress(q));
  });

  // The signed-in shopper's pending cart for a store; an anonymous cart they hold is attached to them.
  app.get('/carts/get_for_user', async (c) => {
    const q = parse(GetForUserQuery, queryOf(c), 'query');
    const userId = await requireUser(deps, c);
    let query = deps.db.selectFrom('carts').selectAll().where('user_id', '=', userId).where('status', 'in', ['empty', 'pending']);
    if (q.store_id !== undefined) query = query.where('store_id', '=', q.store_id);
    let cart = await query.orderBy('updated_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
    if (!cart && q.uuid) {
      const held = await cartFor(deps, c, q.uuid);
      if (held.cart.status === 'empty' || held.cart.status === 'pending') {
        await changeCart(deps, q.uuid, userId, async (trx, locked) => {
          await trx.updateTable('carts').set({ user_id: userId }).where('id', '=', locked.id).execute();
        });
        cart = (await loadCartRow(deps, q.uuid)) ?? undefined;
      }
    }
    if (!cart) throw new ApiError('not_found', 'No cart for this user');
    return readCartAnswer(deps, c, cart);
  });

  app.patch('/carts', async (c) => {
    const body = parse(CartPatchSchema, await jsonBody(c), 'body');
    const { cart, userId } = await cartFor(deps, c, body.uuid);
    assertPending(cart);
    if (body.user_id != null && body.user_id !== userId) throw new ApiError('forbidden', 'A cart can only be given to the signed-in user');
    await changeCart(deps, cart.uuid, userId, async (trx, locked) => {
      const set: Record<string, unknown> = {};
      if (body.reservation_mode !== undefined) set.reservation_mode = body.reservation_mode;
      if (body.delivery_address !== undefined) set.delivery_address_json = body.delivery_address ? JSON.stringify(body.delivery_address) : null;
      if (body.user_id !== undefined) set.user_id = body.user_id;
      if (body.user_group_special_id !== undefined) set.user_group_special_id = body.user_group_special_id;
      if (body.promo_code !== undefined) set.promo_code = body.promo_code || null;
      if (body.tip_amount !== undefined) set.tip_amount_cents = toCents(body.tip_amount);
      if (Object.keys(set).length > 0) await trx.updateTable('carts').set(set).where('id', '=', locked.id).execute();
      // Bounded by the cart as this change leaves it (a promo code in the same body moves the subtotal).
      if (body.tip_amount !== undefined) {
        const priced = (await cartState(deps, { ...locked, ...set } as CartRow, trx)).priced;
        assertTipWithin(toCents(body.tip_amount), priced?.discounted_subtotal ?? 0);
      }
    });
    // Detaching the user (001 §4 logout) leaves the cart reachable by uuid alone, so read it without the owner check.
    return changedCartAnswer(deps, c, cart.uuid);
  });

  app.delete('/carts', async (c) => {
    const q = parse(UuidQuery, await queryAndBody(c), 'query');
    const { cart, userId } = await cartFor(deps, c, q.uuid);
    // A checked-out cart stays: its reservation points at it.
    if (cart.status !== 'checked_out') {
      await changeCart(deps, cart.uuid, userId, async (trx, locked) => {
        await trx.deleteFrom('cart_products').where('cart_id', '=', locked.id).execute();
        await trx.updateTable('carts').set({ status: 'deleted' }).where('id', '=', locked.id).execute();
      });
    }
    return c.body(null, 204);
  });

  app.get('/carts/get_unavailable_product_ids', async (c) => {
    const q = parse(UuidQuery, queryOf(c), 'query');
    const { cart } = await cartFor(deps, c, q.uuid);
    const state = await cartState(deps, cart);
    return c.json({ ids: [...new Set(state.unavailable.map((u) => u.id))], unavailable_products: state.unavailable });
  });

  app.patch('/carts/optimize_specials', async (c) => {
    const body = parse(OptimizeSpecialsSchema, await jsonBody(c), 'body');
    const { cart, userId } = await cartFor(deps, c, body.uuid);
    assertPending(cart);
    await changeCart(deps, cart.uuid, userId, async (trx, locked) => {
      const set: Record<string, unknown> = {};
      if (body.reservation_mode !== undefined) set.reservation_mode = body.reservation_mode;
      if (body.delivery_address !== undefined) set.delivery_address_json = body.delivery_address ? JSON.stringify(body.delivery_address) : null;
      if (body.user_group_special_id !== undefined) set.user_group_special_id = body.user_group_special_id;
      if (body.promo_code !== undefined) set.promo_code = body.promo_code || null;
      if (Object.keys(set).length > 0) await trx.updateTable('carts').set(set).where('id', '=', locked.id).execute();
    });
    // The engine already takes the best specials (and the cap of max_specials_per_cart) on every pricing.
    return changedCartAnswer(deps, c, cart.uuid);
  });

  app.delete('/carts/changed_special_flag', async (c) => {
    const q = parse(UuidQuery, await queryAndBody(c), 'query');
    const { cart } = await cartFor(deps, c, q.uuid);
    const state = await cartState(deps, cart);
    const data = { ...state.data, special_has_changed: false, brand_special_has_changed: false };
    await deps.db.updateTable('carts').set({ data: JSON.stringify(data) }).where('id', '=', cart.id).execute();
    return changedCartAnswer(deps, c, cart.uuid);
  });

  app.get('/carts/find_bundle_specials', async (c) => {
    const q = parse(BundleQuery, queryOf(c), 'query');
    const { cart } = await cartFor(deps, c, q.uuid);
    const state = await cartState(deps, cart);
    if (!state.input || !state.priced || !state.store) return c.json({ status: 'none', special_id: null, discountable_product_ids: [], bundles: [] });
    const rows = await deps.db
      .selectFrom('menu_products as m')
      .innerJoin('products as p', 'p.id', 'm.product_id')
      .selectAll('m')
      .select(['p.kind', 'p.category', 'p.brand_id'])
      .where('m.store_id', '=', state.store.row.id)
      .where('m.visible', '=', 1)
      .execute();
    const menu: BundleMenuProduct[] = rows.map((r) => ({
      product_id: r.product_id,
      kind: r.kind,
      category: r.category,
      product_brand_id: r.brand_id,
      available_weights: WEIGHT_IDS.filter((w) => (r as Record<string, unknown>)[`price_${w}`] != null),
    }));
    const bundles = findBundlePossibilities(state.input, state.priced, q.touched_product_id ?? null, menu);
    const first = bundles[0];
    return c.json(first ? { ...first, bundles } : { status: 'none', special_id: null, discountable_product_ids: [], bundles });
  });

  app.get('/carts/lookup_sales_tax_rate', async (c) => {
    const q = parse(SalesTaxQuery, queryOf(c), 'query');
    const { cart } = await cartFor(deps, c, q.uuid);
    const state = await pricedState(deps, cart, { address: queryAddress(q), mode: q.reservation_mode });
    // No tax tables by address in this host: the store's rate applies wherever it sells.
    return c.json({
      sales_tax_rate: state.priced?.sales_tax_rate ?? 0,
      sales_tax_amount: toDollars(state.priced?.sales_tax_amount ?? 0),
      store_tax_amount: toDollars(state.priced?.store_tax_amount ?? 0),
    });
  });

  app.get('/pos_cart', async (c) => {
    const q = parse(PosCartQuery, queryOf(c), 'query');
    const { cart } = await cartFor(deps, c, q.cart_uuid);
    const state = await pricedState(deps, cart, { address: queryAddress(q) });
    const pos = state.priced?.pos ?? { delivery_fee: 0, total: 0, rounding_amount: 0, service_fee: 0, sales_tax: 0, store_tax: 0 };
    return c.json(posTotals(pos));
  });
  return app;
}
