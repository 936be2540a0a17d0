import { describe, expect, test } from 'vitest';
import { cartPromoCodeKey, cartStorageKey, cartTagsKey, parseStoredCart, serializeCart } from '../../../../shared/cart';
import type { AppMode } from '../../../../shared/types';

describe('cart storage (001 §9)', () => {
  // 001 §9: a cart key per mode, with the partner id for the embedded modes.
  test.each<[AppMode, number | null, string]>([
    ['default', 12, 'canopy-cart-default'],
    ['kiosk', 12, 'canopy-cart-kiosk'],
    ['embedded', 12, 'canopy-cart-embedded-12'],
    ['framelessEmbed', 7, 'canopy-cart-framelessEmbed-7'],
    ['headless', 3, 'canopy-cart-headless-3'],
    ['embedded', null, 'canopy-cart-embedded'],
  ])('%s with partner %s → %s', (mode, partner, key) => {
    expect(cartStorageKey(mode, partner)).toBe(key);
  });

  test('the -tags and -promo-code entries sit beside the cart key', () => {
    expect(cartTagsKey('canopy-cart-embedded-12')).toBe('canopy-cart-embedded-12-tags');
    expect(cartPromoCodeKey('canopy-cart-embedded-12')).toBe('canopy-cart-embedded-12-promo-code');
  });

  test('only product id, price_id, count, reservation mode, status, store id and name, and uuid are stored', () => {
    const text = serializeCart({
      uuid: 'u-1',
      status: 'pending',
      reservationMode: 'delivery',
      store: { id: 1, name: 'Canopy Silver Lake', secret: 'x' } as never,
      // The line's THC mg and net weight (for the limit meters) are not among the stored fields either (001 §9).
      lines: [{ productId: 7, weight: 'gram', count: 2, unitCents: 1200, limit: { kind: 'edible', thc_dosage_milligrams: 100, net_weight_grams: null, inventories: [] } }],
    });
    expect(JSON.parse(text)).toEqual({
      uuid: 'u-1',
      status: 'pending',
      reservation_mode: 'delivery',
      store: { id: 1, name: 'Canopy Silver Lake' },
      products: [{ product_id: 7, price_id: 'gram', count: 2 }],
    });
  });

  test('what was stored reads back', () => {
    const stored = {
      uuid: 'u-1',
      status: 'pending' as const,
      reservationMode: 'curbside' as const,
      store: { id: 1, name: 'S' },
      lines: [{ productId: 7, weight: 'gram' as const, count: 2, unitCents: null }],
    };
    expect(parseStoredCart(serializeCart(stored))).toEqual(stored);
  });

  test.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['no uuid', JSON.stringify({ products: [{ product_id: 1, price_id: 'gram', count: 1 }] })],
    [
      'no valid line',
      JSON.stringify({
        uuid: 'u',
        products: [
          { product_id: 1, price_id: 'kilo', count: 1 },
          { product_id: 2, price_id: 'gram', count: 0 },
        ],
      }),
    ],
  ])('%s is no cart', (_, raw) => {
    expect(parseStoredCart(raw)).toBeNull();
  });
});
