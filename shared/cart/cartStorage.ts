import { isEmbeddedMode } from '../routes';
import type { AppMode } from '../types';
import type { CartModel } from './cartReducer';
import { isWeightId } from '../weights';
import { RESERVATION_MODES } from '../constants';
import type { ReservationMode } from '../constants';

/** 001 §9: the cart's storage key per mode, with the partner id in the embedded modes. */
export function cartStorageKey(mode: AppMode, partnerId: number | null): string {
  return isEmbeddedMode(mode) && partnerId !== null ? `canopy-cart-${mode}-${partnerId}` : `canopy-cart-${mode}`;
}

/** 001 §9: the -tags and -promo-code entries beside the cart key. */
export const cartTagsKey = (cartKey: string): string => `${cartKey}-tags`;
export const cartPromoCodeKey = (cartKey: string): string => `${cartKey}-promo-code`;
export const DELIVERY_ADDRESS_KEY = 'deliveryAddress';

export type StoredCart = Pick<CartModel, 'uuid' | 'status' | 'store' | 'reservationMode' | 'lines'>;

/**
 * 001 §9: only product id, price_id, count, reservation mode, status, store id and name, and uuid are
 * stored for the cart — no prices, no names, nothing about the shopper.
 */
export function serializeCart(cart: StoredCart): string {
  return JSON.stringify({
    uuid: cart.uuid,
    status: cart.status,
    reservation_mode: cart.reservationMode,
    store: cart.store ? { id: cart.store.id, name: cart.store.name } : null,
    products: cart.lines.map((line) => ({ product_id: line.productId, price_id: line.weight, count: line.count })),
  });
}

/** Reads what serializeCart wrote; anything malformed is an empty cart (null). */
export function parseStoredCart(raw: string | null): StoredCart | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  if (typeof record.uuid !== 'string' || !Array.isArray(record.products)) return null;
  const lines = record.products.flatMap((item) => {
    const p = item as Record<string, unknown>;
    if (!p || typeof p.product_id !== 'number' || !isWeightId(p.price_id) || typeof p.count !== 'number' || p.count < 1) return [];
    return [{ productId: p.product_id, weight: p.price_id, count: Math.floor(p.count), unitCents: null }];
  });
  if (lines.length === 0) return null;
  const store = record.store as Record<string, unknown> | null;
  const mode = (RESERVATION_MODES as readonly unknown[]).includes(record.reservation_mode) ? (record.reservation_mode as ReservationMode) : 'pickup';
  return {
    uuid: record.uuid,
    status: 'pending',
    reservationMode: mode,
    store: store && typeof store.id === 'number' && typeof store.name === 'string' ? { id: store.id, name: store.name } : null,
    lines,
  };
}
