import { backedRedemptions, type LoyaltyStanding } from '../../../shared/cart';
import { priceCart, specialHasChanged, type PricedCart, type PricingInput } from '../../../shared/pricing';
import type { Kysely } from 'kysely';
import { fromJson, type Database } from '../../db';
import type { CommerceDeps } from '../deps';
import { deliveryLocation, type AddressWithPoint } from './deliveryArea';
import {
  loadBrandSpecials,
  loadLines,
  loadMenu,
  loadSpecials,
  loadStore,
  unavailableReason,
  type CartData,
  type CartRow,
  type HeldCrmRedemption,
  type LineRow,
  type MenuEntry,
  type StoreRecord,
} from './loadCart';
import { pricingInput } from './pricingInput';
import { loadPromoCodes } from './promoCodes';
import { loyaltyStanding } from './loyaltyStanding';
import { automaticHeld, redemptionRoom } from '../loyalty/automaticRedemption';

/** Everything known about one cart now: its rows, the menu behind its lines, and the engine's totals. */
export interface CartState {
  cart: CartRow;
  data: CartData;
  address: AddressWithPoint | null;
  store: StoreRecord | null;
  lines: LineRow[];
  menu: Map<number, MenuEntry>;
  /** 001 §3 unavailable_products: listed, never dropped; priced without them. */
  unavailable: { id: number; price_id: string; reason: string }[];
  /** Loyalty rewards the cart holds that its user no longer backs (shared/cart backedRedemptions): priced without them. */
  unbacked: HeldCrmRedemption[];
  /** The rewards the program applied by itself on this pricing (001 §3 automatic_redemption); not kept in `data`. */
  automatic: HeldCrmRedemption[];
  input: PricingInput | null;
  priced: PricedCart | null;
  change: { special_has_changed: boolean; brand_special_has_changed: boolean };
}

/**
 * 001 §3 crm_redemptions: only the rewards the cart's user still backs are priced. The standing is read only when
 * something needs it: rewards held, or a program that applies them automatically to a signed-in member.
 */
async function backedCrmRedemptions(deps: CommerceDeps, cart: CartRow, data: CartData, store: StoreRecord) {
  const held = data.crm_redemptions ?? [];
  const automatic = store.data.loyalty?.automatic_redemption === true && cart.user_id !== null;
  if (held.length === 0 && !automatic) return { kept: [], dropped: [], standing: null };
  const standing: LoyaltyStanding | null = await loyaltyStanding(deps, cart.user_id, store);
  return { ...backedRedemptions(held, standing, store.data.loyalty?.redeemable_rewards ?? []), standing };
}

/** Every reward the cart's pricing took: the shopper's own (`data`) and the program's automatic ones. */
export function heldRedemptions(state: Pick<CartState, 'data' | 'automatic'>): HeldCrmRedemption[] {
  return [...(state.data.crm_redemptions ?? []), ...state.automatic];
}

/** What pricing reads besides the cart's row: its lines, its store and the menu entries behind those lines. */
export interface CartParts {
  lines: LineRow[];
  store: StoreRecord | null;
  menu: Map<number, MenuEntry>;
}

export async function loadCartParts(deps: CommerceDeps, cart: CartRow): Promise<CartParts> {
  const lines = await loadLines(deps, cart.id);
  const store = cart.store_id != null ? await loadStore(deps, cart.store_id) : null;
  const menu = store
    ? await loadMenu(
        deps,
        store.row.id,
        lines.map((l) => l.product_id),
      )
    : new Map<number, MenuEntry>();
  return { lines, store, menu };
}

/** Reads and prices a cart. `db` may be a transaction so checkout prices what it commits. */
export async function cartState(deps: CommerceDeps, cart: CartRow, db: Kysely<Database> = deps.db): Promise<CartState> {
  const d: CommerceDeps = db === deps.db ? deps : { ...deps, db };
  return priceCartParts(d, cart, await loadCartParts(d, cart));
}

/** Prices a cart whose parts are already read (a change reads them in its transaction, so they are not read twice). */
export async function priceCartParts(d: CommerceDeps, cart: CartRow, parts: CartParts): Promise<CartState> {
  const { lines, store, menu } = parts;
  const data = fromJson<CartData>(cart.data, {});
  const address = fromJson<AddressWithPoint | null>(cart.delivery_address_json, null);
  const base = { cart, data, address, store, lines, menu, unavailable: [], unbacked: [], automatic: [], input: null, priced: null };
  if (!store) return { ...base, change: { special_has_changed: false, brand_special_has_changed: false } };
  const unavailable: CartState['unavailable'] = [];
  const priceable: { line: LineRow; entry: MenuEntry }[] = [];
  for (const line of lines) {
    const entry = menu.get(line.product_id);
    const reason = unavailableReason(entry, line.price_id);
    if (reason || !entry) unavailable.push({ id: line.product_id, price_id: line.price_id, reason: reason ?? 'unavailable' });
    else priceable.push({ line, entry });
  }
  const brandIds = priceable.flatMap(({ entry }) => entry.data.applicable_brand_special_ids ?? []);
  const redemptions = await backedCrmRedemptions(d, cart, data, store);
  const pricing = {
    cart,
    store,
    lines: priceable,
    specials: await loadSpecials(d, store.row.id),
    brandSpecials: await loadBrandSpecials(d, brandIds),
    promoCodes: await loadPromoCodes(d, store.row.id, cart.promo_code),
    deliveryLocation: cart.reservation_mode === 'delivery' ? deliveryLocation(address) : null,
    now: d.now(),
  };
  const inputWith = (held: HeldCrmRedemption[]) => pricingInput({ ...pricing, data: { ...data, crm_redemptions: held } });
  let input = inputWith(redemptions.kept);
  let priced = priceCart(input);
  // 001 §3 automatic_redemption: decided on the cart as priced with the shopper's own rewards, then priced with them.
  const room = redemptionRoom(priced, input.store.loyalty_points_stacking_enabled !== false);
  const automatic = automaticHeld(store, redemptions.standing, data, redemptions.kept, room);
  if (automatic.length > 0) {
    input = inputWith([...redemptions.kept, ...automatic]);
    priced = priceCart(input);
  }
  const moved = data.seen ? specialHasChanged({ lines: data.seen } as unknown as PricedCart, priced) : null;
  return {
    ...base,
    unavailable,
    unbacked: redemptions.dropped,
    automatic,
    input,
    priced,
    change: {
      special_has_changed: data.special_has_changed === true || moved?.special_has_changed === true,
      brand_special_has_changed: data.brand_special_has_changed === true || moved?.brand_special_has_changed === true,
    },
  };
}

/** The lines as the shopper now saw them, and the sticky flags, to keep in carts.data. */
export function seenData(state: CartState, flags?: { special_has_changed: boolean; brand_special_has_changed: boolean }): CartData {
  const f = flags ?? state.change;
  return {
    ...state.data,
    seen: state.priced?.lines.map((l) => ({
      product_id: l.product_id,
      price_id: l.price_id,
      count: l.count,
      price: l.price,
      unit_price: l.unit_price,
      item_total: l.item_total,
      product_discount: l.product_discount,
      group_discount: l.group_discount,
      brand_discount: l.brand_discount,
      special_id: l.special_id,
      group_special_id: l.group_special_id,
      brand_special_id: l.brand_special_id,
    })),
    special_has_changed: f.special_has_changed,
    brand_special_has_changed: f.brand_special_has_changed,
  };
}

/**
 * Remembers what the shopper saw when a price moved, so the flag stays set (001 §4: the flags are
 * dismissed with DELETE /carts/changed_special_flag) and the next read compares with these prices.
 */
export async function rememberSeen(deps: CommerceDeps, state: CartState): Promise<void> {
  const before = JSON.stringify(state.data.seen ?? null);
  const next = seenData(state);
  const flagsMoved = (state.data.special_has_changed === true) !== next.special_has_changed || (state.data.brand_special_has_changed === true) !== next.brand_special_has_changed;
  if (before === JSON.stringify(next.seen ?? null) && !flagsMoved) return;
  await deps.db
    .updateTable('carts')
    .set({ data: JSON.stringify(next) })
    .where('id', '=', state.cart.id)
    .where('version', '=', state.cart.version)
    .execute();
}

/**
 * After the shopper changed the cart: what they see now is the new baseline for special_has_changed, and the
 * flags keep only what was already set (their own change is not a price move). The caller writes `data`.
 */
export function afterOwnChange(state: CartState): CartState {
  const data = seenData(state, {
    special_has_changed: state.data.special_has_changed === true,
    brand_special_has_changed: state.data.brand_special_has_changed === true,
  });
  return { ...state, data, change: { special_has_changed: data.special_has_changed!, brand_special_has_changed: data.brand_special_has_changed! } };
}
