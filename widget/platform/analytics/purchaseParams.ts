import type { ServerCart } from '../../../shared/cart';
import { centsToDollars } from '../../../shared/money';
import { validatePurchaseEvent } from '../../../shared/platform';
import type { GaItem } from './gaItems';
import { itemOfLine } from './gaItems';

export interface PurchaseParams {
  transaction_id: string;
  value: number;
  currency: string;
  tax: number;
  shipping: number;
  affiliation?: string;
  coupon?: string;
  items: GaItem[];
}

export type PurchaseParamsResult = { ok: true; params: PurchaseParams } | { ok: false; errors: string[] };

/**
 * A placed order as GA4 `purchase` parameters. The order is first checked as the 001 §5 purchase commerce event
 * (allowed root and product keys, types), which also fills in 001 §7's defaults: tax 0 and shipping 0. The
 * transaction id is the reservation's public uuid, the same the `checkout` message carries.
 */
export function purchaseParams(order: { uuid: string; amountCents: number; currency: string }, cart: Pick<ServerCart, 'lines' | 'store' | 'promoCode'>): PurchaseParamsResult {
  const items = cart.lines.map((line) => itemOfLine(line));
  const checked = validatePurchaseEvent({
    name: 'purchase',
    data: {
      transaction_id: order.uuid,
      currency: order.currency,
      revenue: centsToDollars(order.amountCents),
      // 001 §7: purchase events report tax 0 and shipping 0.
      tax: 0,
      shipping: 0,
      ...(cart.store?.name ? { affiliation: cart.store.name } : {}),
      ...(cart.promoCode ? { coupon: cart.promoCode } : {}),
      products: items.map((item) => ({
        sku: item.item_id,
        name: item.item_name,
        price: item.price,
        quantity: item.quantity,
        brand: item.item_brand,
        category: item.item_category,
        variant: item.item_variant,
      })),
    },
  });
  if (!checked.ok) return checked;
  const { data } = checked.event;
  return {
    ok: true,
    params: {
      transaction_id: order.uuid,
      value: data.revenue ?? 0,
      currency: data.currency,
      tax: data.tax,
      shipping: data.shipping,
      ...(data.affiliation ? { affiliation: data.affiliation } : {}),
      ...(data.coupon ? { coupon: data.coupon } : {}),
      items,
    },
  };
}
