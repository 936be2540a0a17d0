import { DELIVERY_ADDRESS_KEY, EMPTY_CART, cartPromoCodeKey, cartReducer, cartSummary, cartStorageKey, parseStoredCart, serializeCart } from '../../../shared/cart';
import type { CartAction, CartModel } from '../../../shared/cart';
import type { AppMode, DeliveryAddress } from '../../../shared/types';
import type { SafeStorage } from '../../platform/safeStorage';
import { computed, effect, signal } from '../signals';
import type { ReadonlySignal } from '../signals';

export interface CartStore {
  readonly model: ReadonlySignal<CartModel>;
  readonly storageKey: string;
  dispatch(action: CartAction): CartModel;
  destroy(): void;
}

function readAddress(storage: SafeStorage | null): DeliveryAddress | null {
  try {
    const stored = JSON.parse(storage?.get(DELIVERY_ADDRESS_KEY) ?? 'null') as DeliveryAddress | null;
    return stored && typeof stored.street === 'string' ? stored : null;
  } catch {
    return null;
  }
}

/** Keeps `text` under `key` while it is not null, removes it after (001 §9 entries follow the model). */
function persist(storage: SafeStorage | null, key: string, text: ReadonlySignal<string | null>): () => void {
  return effect(() => {
    const value = text.value;
    if (!storage) return;
    if (value) storage.set(key, value);
    else storage.remove(key);
  });
}

/**
 * The signals store over the pure reducer (STYLE 6): every change to the cart is one dispatch. What 001 §9 stores
 * (the cart's allowed fields, its promo code, the delivery address) and the host's `cart` message follow the model.
 */
export function createCartStore(options: {
  mode: AppMode;
  partnerId: number | null;
  storage: SafeStorage | null;
  onChange?: (summary: { uuid: string | null; count: number; totalCents: number }) => void;
}): CartStore {
  const { storage } = options;
  const storageKey = cartStorageKey(options.mode, options.partnerId);
  const promoKey = cartPromoCodeKey(storageKey);
  const model = signal<CartModel>(
    cartReducer(EMPTY_CART, {
      type: 'restored',
      cart: storage ? parseStoredCart(storage.get(storageKey)) : null,
      promoCode: storage?.get(promoKey) ?? '',
      deliveryAddress: readAddress(storage),
    }),
  );

  const stops = [
    persist(
      storage,
      storageKey,
      computed(() => (model.value.uuid && model.value.lines.length > 0 ? serializeCart(model.value) : null)),
    ),
    persist(
      storage,
      promoKey,
      computed(() => model.value.promoCode || null),
    ),
    persist(
      storage,
      DELIVERY_ADDRESS_KEY,
      computed(() => {
        const address = model.value.deliveryAddress;
        // 001 §9: only the address's own fields are kept.
        return address ? JSON.stringify({ street: address.street, city: address.city, state_code: address.state_code, zipcode: address.zipcode }) : null;
      }),
    ),
  ];

  const summary = computed(() => {
    const m = model.value;
    const { count, totalCents } = cartSummary(m.lines, m.remote ? m.remote.orderTotalCents : null);
    return JSON.stringify({ uuid: m.uuid, count, totalCents });
  });
  let first = true;
  stops.push(
    effect(() => {
      const text = summary.value;
      // The restored cart is not a change; every later one is reported (DESIGN §1.3 `cart`).
      if (first) {
        first = false;
        return;
      }
      options.onChange?.(JSON.parse(text));
    }),
  );

  return {
    model,
    storageKey,
    dispatch(action) {
      model.value = cartReducer(model.peek(), action);
      return model.peek();
    },
    destroy() {
      for (const stop of stops) stop();
    },
  };
}
