import { Hono } from 'hono';
import type { Updateable } from 'kysely';
import type { CartsTable } from '../../db';
import { fromJson } from '../../db';
import { authenticateWith, requireUser } from '../auth/authenticate';
import { assertPending, cartFor, newCartUuid } from '../cart/cartAccess';
import { changeCart } from '../cart/cartTransaction';
import { bundleOffer } from '../cart/bundleOffer';
import { changeAndPrice, changeColumns } from '../cart/changeAndPrice';
import { withCheckedPostalCode } from '../cart/postalCodeCheck';
import { cartState } from '../cart/cartState';
import { posTotals } from '../cart/cartView';
import { loadCartRow, loadStore, type CartData } from '../cart/loadCart';
import { assertTipWithin } from '../checkout/checkoutRules';
import { ApiError, jsonBody, parse, queryAndBody, queryOf } from '../../http';
import type { CommerceDeps } from '../deps';
import { toCents, toDollars } from '../money';
import { CartPatchSchema, OptimizeSpecialsSchema } from '../../../shared/schemas';
import { BundleQuery, CreateCartBody, GetCartQuery, GetForUserQuery, PosCartQuery, SalesTaxQuery, UuidQuery } from '../schemas';
import { cartAnswer, pricedState, queryAddress, readCartAnswer } from './cartResponse';

/** The columns PATCH /carts and /carts/optimize_specials both may set (001 §7). */
function cartColumns(body: {
  reservation_mode?: string;
  delivery_address?: object | null;
  user_group_special_id?: number | null;
  promo_code?: string | null;
}): Updateable<CartsTable> {
  const set: Updateable<CartsTable> = {};
  if (body.reservation_mode !== undefined) set.reservation_mode = body.reservation_mode;
  if (body.delivery_address !== undefined) set.delivery_address_json = body.delivery_address ? JSON.stringify(body.delivery_address) : null;
  if (body.user_group_special_id !== undefined) set.user_group_special_id = body.user_group_special_id;
  if (body.promo_code !== undefined) set.promo_code = body.promo_code || null;
  return set;
}

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
    return cartAnswer(deps, c, await cartState(deps, (await loadCartRow(deps, uuid))!), {}, 201);
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
    const userId = await authenticateWith(deps, c);
    const set: Updateable<CartsTable> = cartColumns(body);
    if (body.user_id !== undefined) set.user_id = body.user_id;
    if (body.tip_amount !== undefined) set.tip_amount_cents = toCents(body.tip_amount);
    // Detaching the user (001 §4 logout) leaves the cart reachable by uuid alone: the answer is priced in the change.
    const state = await changeAndPrice(
      deps,
      body.uuid,
      userId,
      (trx, locked) => {
        assertPending(locked);
        if (body.user_id != null && body.user_id !== userId) throw new ApiError('forbidden', 'A cart can only be given to the signed-in user');
        return withCheckedPostalCode(changeColumns(deps, set))(trx, locked);
      },
      // Bounded by the cart as this change leaves it (a promo code in the same body moves the subtotal).
      { accept: (priced) => body.tip_amount !== undefined && assertTipWithin(toCents(body.tip_amount), priced.priced?.discounted_subtotal ?? 0) },
    );
    return cartAnswer(deps, c, state);
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

  // The engine already takes the best specials (and the cap of max_specials_per_cart) on every pricing, so every
  // cart answer is optimized; this call stays for the fields it may set (001 §7).
  app.patch('/carts/optimize_specials', async (c) => {
    const body = parse(OptimizeSpecialsSchema, await jsonBody(c), 'body');
    const set = cartColumns(body);
    const state = await changeAndPrice(deps, body.uuid, await authenticateWith(deps, c), (trx, locked) => {
      assertPending(locked);
      return withCheckedPostalCode(changeColumns(deps, set))(trx, locked);
    });
    return cartAnswer(deps, c, state);
  });

  app.delete('/carts/changed_special_flag', async (c) => {
    const q = parse(UuidQuery, await queryAndBody(c), 'query');
    const state = await changeAndPrice(deps, q.uuid, await authenticateWith(deps, c), (trx, locked) => {
      const data = { ...fromJson<CartData>(locked.data, {}), special_has_changed: false, brand_special_has_changed: false };
      return changeColumns(deps, { data: JSON.stringify(data) })(trx, locked);
    });
    return cartAnswer(deps, c, state);
  });

  app.get('/carts/find_bundle_specials', async (c) => {
    const q = parse(BundleQuery, queryOf(c), 'query');
    const { cart } = await cartFor(deps, c, q.uuid);
    return c.json(await bundleOffer(deps, await cartState(deps, cart), q.touched_product_id ?? null));
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
