import { RESERVATION_MODES } from '../constants';
import type { ReservationMode } from '../constants';
import { dollarsToCents, unitPrice } from '../money';
import type { Cents } from '../money';
import type { BundlePossibilities, DeliveryAddress } from '../types/cart';
import type { WeightId } from '../types/catalog';
import { isWeightId } from '../weights/weightIds';

/** One line of the cart as the server priced it (001 §3 Cart product), money in integer cents. */
export interface ServerCartLine {
  readonly productId: number;
  readonly weight: WeightId;
  readonly count: number;
  readonly name: string;
  readonly brand: string | null;
  readonly kind: string;
  readonly specialTitle: string | null;
  /** 000 §3 price_{weight}; null when the weight has no price here (the line is unavailable). */
  readonly priceCents: Cents | null;
  /** 001 §3: the discounted price if present, otherwise the price (shared/money unitPrice). */
  readonly unitCents: Cents | null;
  /** unitCents × count. */
  readonly totalCents: Cents | null;
}

/** 001 §3 POS cart totals. */
export interface PosTotals {
  readonly deliveryFeeCents: Cents;
  readonly totalCents: Cents;
  readonly roundingCents: Cents;
  readonly serviceFeeCents: Cents;
  readonly salesTaxCents: Cents;
  readonly storeTaxCents: Cents;
}

/** A loyalty reward the cart holds (001 §3 crm_redemptions). */
export interface HeldRedemption {
  readonly id: number;
  readonly crmProvider: string;
  readonly rewardName: string;
  readonly pointValue: number;
  readonly cashRewardCents: Cents;
  /** The store's program applied it by itself (001 §3 automatic_redemption). */
  readonly automatic: boolean;
}

/**
 * The cart the server answered (001 §3 Cart), read once at the edge (shared/schemas CartAnswerSchema) into what the
 * widget shows: integer cents, camelCase, nothing to re-derive. `pos` is what GET /pos_cart answers for it.
 */
export interface ServerCart {
  readonly uuid: string;
  readonly status: string;
  readonly store: { readonly id: number; readonly name: string } | null;
  readonly reservationMode: ReservationMode;
  readonly lines: readonly ServerCartLine[];
  readonly unavailable: readonly { readonly productId: number; readonly weight: WeightId }[];
  readonly promoCode: string | null;
  /** applied, not_found, expired, below_minimum (docs/api-commerce.md), or null without a code. */
  readonly promoCodeStatus: string | null;
  readonly itemTotalCents: Cents;
  readonly discountedSubtotalCents: Cents;
  readonly allDiscountsCents: Cents;
  readonly deliveryFeeCents: Cents;
  readonly serviceFeeCents: Cents;
  readonly salesTaxCents: Cents;
  readonly storeTaxCents: Cents;
  readonly tipCents: Cents;
  readonly orderTotalCents: Cents;
  readonly taxIncluded: boolean;
  /** special_has_changed or brand_special_has_changed (001 §3): a price moved since the shopper last saw it. */
  readonly specialChanged: boolean;
  readonly redemptions: readonly HeldRedemption[];
  readonly deliveryAddress: DeliveryAddress | null;
  /** not_delivery, no_address, ok, outside_area, below_minimum (docs/api-commerce.md), or null. */
  readonly deliveryStatus: string | null;
  readonly deliveryMinimumCents: Cents | null;
  /** The delivery rule that decided (zipcode, geofence, radius) and why, in plain words; null before an address. */
  readonly deliveryRule: string | null;
  readonly deliveryReason: string | null;
  /** 000 §3 delivery_zipcodes: the saved address's zip's own lead time and last call in minutes, or null. */
  readonly deliveryLeadTimeMinutes: number | null;
  readonly deliveryLastCallMinutes: number | null;
  /** 000 §3 free_delivery_configs: the lowest cart minimum for free delivery, or null. */
  readonly freeDeliveryMinimumCents: Cents | null;
  readonly pos: PosTotals | null;
}

/** A cart change's answer (docs/api-commerce.md): the cart it leaves and the bundle prompt of the product touched. */
export interface CartChange {
  readonly cartUuid: string;
  readonly cart: ServerCart;
  readonly bundle: BundlePossibilities | null;
}

// Best effort (001 §5: an answer that fails its schema is still used): every reader below takes whatever arrived.
type Wire = Readonly<Record<string, unknown>>;
const record = (value: unknown): Wire => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Wire) : {});
const list = (value: unknown): Wire[] => (Array.isArray(value) ? value.map(record) : []);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const int = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const money = (value: unknown): Cents | null => (typeof value === 'number' || typeof value === 'string' ? dollarsToCents(value) : null);
const cents = (value: unknown): Cents => money(value) ?? 0;

function lineOf(product: Wire): ServerCartLine[] {
  const productId = int(product.id);
  const weight = product.price_id;
  if (productId === null || !isWeightId(weight)) return [];
  const count = int(product.count) ?? 0;
  const priceCents = money(product[`price_${weight}`]);
  const unitCents = unitPrice(priceCents, money(product[`discounted_price_${weight}`]));
  return [
    {
      productId,
      weight,
      count,
      name: text(product.name) ?? '',
      brand: text(product.brand),
      kind: text(product.kind) ?? '',
      specialTitle: text(product.special_title),
      priceCents,
      unitCents,
      totalCents: unitCents === null ? null : unitCents * count,
    },
  ];
}

function posOf(value: unknown): PosTotals | null {
  if (value === null || typeof value !== 'object') return null;
  const pos = record(value);
  return {
    deliveryFeeCents: cents(pos.delivery_fee),
    totalCents: cents(pos.total),
    roundingCents: cents(pos.rounding_amount),
    serviceFeeCents: cents(pos.service_fee),
    salesTaxCents: cents(pos.sales_tax),
    storeTaxCents: cents(pos.store_tax),
  };
}

function addressOf(value: unknown): DeliveryAddress | null {
  const address = record(value);
  const street = text(address.street);
  return street === null ? null : { street, city: text(address.city) ?? '', state_code: text(address.state_code) ?? '', zipcode: text(address.zipcode) ?? '' };
}

const storeOf = (value: unknown) => {
  const store = record(value);
  const id = int(store.id);
  return id === null ? null : { id, name: text(store.name) ?? '' };
};

/** The wire cart (dollars, 001 §3) as the widget's ServerCart; what is missing or malformed reads as empty or zero. */
export function serverCartOf(value: unknown): ServerCart {
  const wire = record(value);
  const mode = (RESERVATION_MODES as readonly unknown[]).includes(wire.reservation_mode) ? (wire.reservation_mode as ReservationMode) : 'pickup';
  return {
    uuid: text(wire.uuid) ?? '',
    status: text(wire.status) ?? '',
    store: storeOf(wire.store),
    reservationMode: mode,
    lines: list(wire.products).flatMap(lineOf),
    unavailable: list(wire.unavailable_products).flatMap((u) => (int(u.id) !== null && isWeightId(u.price_id) ? [{ productId: u.id as number, weight: u.price_id }] : [])),
    promoCode: text(wire.promo_code),
    promoCodeStatus: text(wire.promo_code_status),
    itemTotalCents: cents(wire.item_total),
    discountedSubtotalCents: money(wire.discounted_subtotal) ?? cents(wire.item_total),
    allDiscountsCents: cents(wire.all_discounts_total),
    deliveryFeeCents: cents(wire.delivery_fee_amount),
    serviceFeeCents: cents(wire.service_fee_amount),
    salesTaxCents: cents(wire.sales_tax_amount),
    storeTaxCents: cents(wire.store_tax_amount),
    tipCents: cents(wire.tip_amount),
    orderTotalCents: cents(wire.order_total),
    taxIncluded: wire.tax_included === true,
    specialChanged: wire.special_has_changed === true || wire.brand_special_has_changed === true,
    redemptions: list(wire.crm_redemptions).map((r) => ({
      id: int(r.id) ?? 0,
      crmProvider: text(r.crm_provider) ?? '',
      rewardName: text(r.reward_name) ?? '',
      pointValue: int(r.point_value) ?? 0,
      cashRewardCents: cents(r.cash_reward),
      automatic: r.automatic === true,
    })),
    deliveryAddress: addressOf(wire.delivery_address),
    deliveryStatus: text(wire.delivery_status),
    deliveryMinimumCents: money(wire.delivery_minimum),
    deliveryRule: text(wire.delivery_rule),
    deliveryReason: text(wire.delivery_reason),
    deliveryLeadTimeMinutes: int(wire.delivery_lead_time_minutes),
    deliveryLastCallMinutes: int(wire.delivery_last_call_minutes),
    freeDeliveryMinimumCents: money(wire.free_delivery_minimum),
    pos: posOf(wire.pos),
  };
}

const BUNDLE_STATUSES: readonly BundlePossibilities['status'][] = ['none', 'qualified', 'applied', 'not_qualified'];

function bundleOf(value: unknown): BundlePossibilities | null {
  const bundle = record(value);
  const status = BUNDLE_STATUSES.find((s) => s === bundle.status);
  if (!status) return null;
  const ids = Array.isArray(bundle.discountable_product_ids) ? bundle.discountable_product_ids.filter((id): id is number => int(id) !== null) : [];
  return { status, special_id: int(bundle.special_id), discountable_product_ids: ids, gold: bundle.gold === true };
}

/** `{ cart }` answers (GET /carts, PATCH /carts, …). */
export const cartAnswerOf = (value: unknown): { cart: ServerCart } => ({ cart: serverCartOf(record(value).cart) });

/** A line change's answer (POST, PATCH, DELETE /cart_products): the cart, its uuid and the bundle prompt. */
export function cartChangeOf(value: unknown): CartChange {
  const answer = record(value);
  const cart = serverCartOf(answer.cart);
  return { cartUuid: text(answer.cart_uuid) ?? cart.uuid, cart, bundle: bundleOf(answer.bundle) };
}
