import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CheckoutResult, IdentificationDocument } from '../../../shared/types';
import type { Database, ReservationsTable } from '../../db';
import { fromJson } from '../../db';
import { ApiError } from '../../http';
import { checkedPostalCode } from '../cart/postalCodeCheck';
import { assertWithinLimits } from '../cart/cartProducts';
import { cartState, type CartState } from '../cart/cartState';
import { lockCart } from '../cart/cartTransaction';
import type { CartRow } from '../cart/loadCart';
import { CART_NOT_FOUND } from '../cart/cartAccess';
import type { CommerceDeps } from '../deps';
import { toCents, toDollars } from '../money';
import { checkCheckout, type Buyer, type CheckoutInput, type CheckoutPlan } from './checkoutRules';
import { curbsideOfOrder } from './handoverChecks';
import { claimPromoCode, recordPromoCodeUse } from './promoCodeUses';
import { assertWindowOpen } from './windowCapacity';
import { spendRedemptionPoints } from '../loyalty/reservationPoints';

export type ReservationRow = Selectable<ReservationsTable>;

/** What reservations.data holds: enough to show the receipt without the cart. */
export interface ReservationData {
  /** time_zone_identifier: the store's zone (000 §3) its times are shown in; absent from reservations placed before it was kept. */
  store: { id: number; name: string; time_zone_identifier?: string };
  lines: { id: number; price_id: string; count: number; name: string; brand: string | null; unit_price: number; total: number }[];
  totals: Record<string, number | string | boolean | null>;
  delivery_address: unknown;
  contact: { first_name: string; last_name: string; email: string; phone?: string } | null;
  /** A curbside order's car and spot (000 §3 QR curbside settings); null for the other modes. */
  curbside?: { spot_number: number | null; vehicle: string } | null;
  delivery_started_at: string;
  delivery_finished_at: string;
  warning_message: string | null;
  notes: string | null;
  review?: { rating: number; comment: string | null; created_at: string };
  /** Each status move made through the admin API, oldest first (docs/api-admin.md § Reservations). */
  status_changes?: StatusChange[];
}

export interface StatusChange {
  from: string;
  to: string;
  at: string;
  /** Why it was cancelled (required then); null for the other moves. */
  reason: string | null;
}

export const PLACED_MESSAGE = 'Your reservation has been placed';

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

/** 001 §3 Checkout result of a reservation row. */
export function checkoutResult(row: ReservationRow, isRegistered: boolean | null): CheckoutResult {
  const data = fromJson<ReservationData>(row.data, {} as ReservationData);
  return {
    message: PLACED_MESSAGE,
    ...(data.warning_message ? { warning_message: data.warning_message } : {}),
    reservation: {
      uuid: row.uuid,
      id: row.id,
      amount: toDollars(row.amount_cents),
      delivery_started_at: data.delivery_started_at ?? null,
      delivery_finished_at: data.delivery_finished_at ?? null,
      payment_method: row.payment_method,
      message: data.notes ?? null,
    },
    ...(isRegistered === null ? {} : { contact: { is_registered: isRegistered } }),
  };
}

async function isRegistered(deps: CommerceDeps, row: ReservationRow): Promise<boolean | null> {
  if (row.user_id !== null) return null;
  const email = fromJson<ReservationData>(row.data, {} as ReservationData).contact?.email;
  if (!email) return false;
  return !!(await deps.db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst());
}

async function existingResult(deps: CommerceDeps, cartId: number): Promise<CheckoutResult | null> {
  const row = await deps.db.selectFrom('reservations').selectAll().where('cart_id', '=', cartId).executeTakeFirst();
  return row ? checkoutResult(row, await isRegistered(deps, row)) : null;
}

async function buyerOf(deps: CommerceDeps, userId: number | null): Promise<Buyer & { email: string | null }> {
  if (userId === null) return { userId, email: null, birthDate: null, document: null };
  const user = await deps.db.selectFrom('users').select(['birth_date', 'email']).where('id', '=', userId).executeTakeFirst();
  const doc = await deps.db.selectFrom('documents').select('data').where('user_id', '=', userId).executeTakeFirst();
  return { userId, email: user?.email ?? null, birthDate: user?.birth_date ?? null, document: doc ? fromJson<IdentificationDocument | null>(doc.data, null) : null };
}

/** What the reservation keeps of the cart as checkout priced it (ReservationData). */
function reservationData(state: CartState, plan: CheckoutPlan, body: CheckoutInput, userId: number | null): ReservationData {
  const priced = state.priced!;
  const names = state.menu;
  return {
    store: { id: state.store!.row.id, name: state.store!.row.name, time_zone_identifier: state.store!.row.time_zone_identifier },
    lines: priced.lines.map((l) => ({
      id: l.product_id,
      price_id: l.price_id,
      count: l.count,
      name: names.get(l.product_id)?.name ?? '',
      brand: names.get(l.product_id)?.brand ?? null,
      unit_price: l.unit_price,
      total: l.total,
    })),
    totals: {
      item_total: priced.item_total,
      all_discounts_total: priced.all_discounts_total,
      discounted_subtotal: priced.discounted_subtotal,
      delivery_fee_amount: priced.delivery_fee_amount,
      service_fee_amount: priced.service_fee_amount,
      sales_tax_amount: priced.sales_tax_amount,
      store_tax_amount: priced.store_tax_amount,
      tip_amount: priced.tip_amount,
      order_total: priced.order_total,
      tax_included: priced.tax_included,
    },
    // Checked by checkCheckout; kept as the store's country writes its postal code ('M5V 3L9').
    delivery_address: state.cart.reservation_mode === 'delivery' && state.address ? checkedPostalCode(state.address, state.store?.row.country_code) : null,
    contact: userId === null && body.contact ? { ...body.contact, email: body.contact.email.toLowerCase() } : null,
    curbside: curbsideOfOrder(state.cart.reservation_mode, body.curbside),
    delivery_started_at: plan.start.toISOString(),
    delivery_finished_at: plan.end.toISOString(),
    warning_message: plan.warning,
    notes: body.notes ?? null,
  };
}

/** A code the engine applied is claimed against its limits (promoCodeUses.ts) for the account, or the guest's e-mail. */
function claimAppliedCode(trx: Kysely<Database>, deps: CommerceDeps, state: CartState, buyer: { userId: number | null; email: string | null }, body: CheckoutInput) {
  const typed = state.cart.promo_code;
  if (state.priced?.promo_code_status !== 'applied' || !typed) return null;
  const email = (buyer.userId !== null ? buyer.email : body.contact?.email) ?? '';
  return claimPromoCode(trx, deps.dialect, state.store!.row.id, typed, { userId: buyer.userId, email: email.trim().toLowerCase() });
}

/**
 * POST /carts/checkout (001 §7). Idempotent: the cart is locked and re-checked inside one
 * transaction, and reservations.cart_id is unique, so concurrent submits of one cart make exactly one
 * reservation; every later submit answers that reservation's result. `afterPlaced` runs once per reservation,
 * after its commit, for the submit that made it (the confirmation mail); never for a repeated submit.
 */
export async function placeReservation(
  deps: CommerceDeps,
  userId: number | null,
  cart: CartRow,
  body: CheckoutInput,
  afterPlaced?: (row: ReservationRow) => Promise<void>,
): Promise<CheckoutResult> {
  if (cart.status === 'checked_out') {
    const done = await existingResult(deps, cart.id);
    if (done) return done;
  }
  const buyer = await buyerOf(deps, userId);
  const effective = (row: CartRow): CartRow => ({
    ...row,
    reservation_mode: body.reservation_mode ?? row.reservation_mode,
    delivery_address_json: body.delivery_address ? JSON.stringify(body.delivery_address) : row.delivery_address_json,
    tip_amount_cents: body.tip_amount !== undefined ? toCents(body.tip_amount) : row.tip_amount_cents,
  });
  // Priced and checked before the transaction, so the transaction (which holds SQLite's one connection)
  // only re-reads the cart, writes and commits; a cart changed in between is priced again inside.
  const checked = async (row: CartRow, db = deps.db) => {
    const state = await cartState(deps, effective(row), db);
    const plan = checkCheckout(state, body, buyer, deps.now());
    await assertWithinLimits({ ...deps, db }, state.store!, state.lines, state.menu);
    return { state, plan };
  };
  if (cart.status !== 'pending') throw new ApiError('cart_not_pending', 'Cart is not pending');
  const first = await checked(cart);
  const placed: ReservationRow[] = [];
  try {
    const result = await deps.db.transaction().execute(async (trx) => {
      const tx = { ...deps, db: trx };
      const locked = await lockCart(deps, trx, cart.uuid);
      if (!locked || (locked.user_id !== null && locked.user_id !== userId)) throw new ApiError('not_found', CART_NOT_FOUND);
      if (locked.status === 'checked_out') {
        const row = await trx.selectFrom('reservations').selectAll().where('cart_id', '=', locked.id).executeTakeFirst();
        if (row) return checkoutResult(row, await isRegistered(tx, row));
        throw new ApiError('cart_not_pending', 'Cart is not pending');
      }
      if (locked.status !== 'pending') throw new ApiError('cart_not_pending', 'Cart is not pending');
      const { state, plan } = locked.version === cart.version ? first : await checked(locked, trx);
      const now = deps.now();
      if (plan.capacity) await assertWindowOpen(trx, deps.dialect, state.store!.row.id, state.cart.reservation_mode, plan.capacity, now);
      const claim = await claimAppliedCode(trx, deps, state, buyer, body);
      const data = reservationData(state, plan, body, userId);
      const stamp = now.toISOString();
      const inserted = await trx
        .insertInto('reservations')
        .values({
          uuid: randomUUID(),
          cart_id: locked.id,
          store_id: state.store!.row.id,
          user_id: userId,
          reservation_mode: state.cart.reservation_mode,
          status: 'placed',
          amount_cents: plan.amount,
          payment_method: body.payment_method,
          idempotency_key: null,
          created_at: stamp,
          updated_at: stamp,
          data: JSON.stringify(data),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (claim) await recordPromoCodeUse(trx, claim, inserted.id, stamp);
      await spendRedemptionPoints(trx, deps.dialect, state, inserted.id, stamp);
      placed.push(inserted);
      await trx
        .updateTable('carts')
        .set({
          status: 'checked_out',
          reservation_mode: state.cart.reservation_mode,
          delivery_address_json: state.cart.delivery_address_json,
          tip_amount_cents: state.cart.tip_amount_cents,
          version: locked.version + 1,
          updated_at: stamp,
        })
        .where('id', '=', locked.id)
        .execute();
      return checkoutResult(inserted, userId === null ? await isRegistered(tx, inserted) : null);
    });
    for (const row of placed) await afterPlaced?.(row);
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) {
      const done = await existingResult(deps, cart.id);
      if (done) return done;
    }
    throw error;
  }
}
