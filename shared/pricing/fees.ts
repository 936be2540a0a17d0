import type { ReservationMode } from '../constants';
import type { Cents, DeliveryLocation, DeliverySettings } from './types';

export type DeliveryStatus = 'not_delivery' | 'ok' | 'outside_area' | 'below_minimum';

export interface DeliveryQuote {
  status: DeliveryStatus;
  delivery_fee_amount: Cents;
  /** The order minimum for this address (0 when none); checkout refuses a subtotal below it. */
  minimum: Cents;
  free_delivery: boolean;
}

type Strategy = 'zipcode' | 'geofence' | 'radius';

function strategyOf(settings: DeliverySettings): Strategy {
  if (settings.delivery_config_strategy) return settings.delivery_config_strategy;
  if (settings.delivery_zipcodes?.length) return 'zipcode';
  if (settings.delivery_geofences?.length) return 'geofence';
  return 'radius';
}

const normalizeZip = (zip: string) => zip.trim().slice(0, 5);

/** The fee and minimum for the address the caller resolved, or null when it is outside the area. */
function areaTerms(settings: DeliverySettings, where: DeliveryLocation): { fee: Cents; minimum: Cents } | null {
  const flatMinimum = settings.delivery_min_amount ?? 0;
  switch (strategyOf(settings)) {
    case 'zipcode': {
      const zip = where.zipcode ? normalizeZip(where.zipcode) : null;
      const entry = zip ? settings.delivery_zipcodes?.find((z) => normalizeZip(z.zipcode) === zip) : undefined;
      return entry ? { fee: entry.fee, minimum: entry.min_amount ?? flatMinimum } : null;
    }
    case 'geofence': {
      const id = where.geofence_id;
      const fence = id != null ? settings.delivery_geofences?.find((g) => String(g.id) === String(id)) : undefined;
      return fence ? { fee: fence.fee, minimum: fence.cart_minimum ?? flatMinimum } : null;
    }
    case 'radius': {
      const radius = settings.delivery_radius;
      const distance = where.distance_miles;
      if (radius != null && distance != null && distance > radius) return null;
      return { fee: settings.delivery_fee_amount ?? 0, minimum: flatMinimum };
    }
  }
}

/**
 * The delivery fee (000 §3 delivery settings). Only delivery carts pay it. The zip code's or the
 * matched geofence's fee and minimum replace the store's flat ones; under a radius strategy the flat
 * fee applies inside the radius (an unknown distance is not held against the shopper). At or above
 * the lowest free-delivery cart_minimum the fee is waived. The threshold and the minimum are checked
 * against the discounted subtotal: what the shopper pays for products. An empty cart pays no fee.
 */
export function quoteDelivery(
  mode: ReservationMode,
  settings: DeliverySettings | null | undefined,
  where: DeliveryLocation | null | undefined,
  discountedSubtotal: Cents,
  cartHasItems = true,
): DeliveryQuote {
  if (mode !== 'delivery') return { status: 'not_delivery', delivery_fee_amount: 0, minimum: 0, free_delivery: false };
  const terms = areaTerms(settings ?? {}, where ?? {});
  if (!terms) return { status: 'outside_area', delivery_fee_amount: 0, minimum: 0, free_delivery: false };
  const thresholds = (settings?.free_delivery_configs ?? []).map((c) => c.cart_minimum).filter((m) => m >= 0);
  const free = thresholds.length > 0 && discountedSubtotal >= Math.min(...thresholds);
  return {
    status: discountedSubtotal < terms.minimum ? 'below_minimum' : 'ok',
    delivery_fee_amount: free || !cartHasItems ? 0 : Math.max(0, terms.fee),
    minimum: terms.minimum,
    free_delivery: free,
  };
}

/** The store's flat service fee, charged once on a cart that holds something. */
export function serviceFee(amount: Cents | null | undefined, cartHasItems: boolean): Cents {
  return cartHasItems ? Math.max(0, amount ?? 0) : 0;
}
