import { EMPTY_CART, cartReducer, cartSummary, cartStorageKey, parseStoredCart, serializeCart } from '../../../shared/cart';
import type { CartAction, CartModel } from '../../../shared/cart';
import { dollarsToCents } from '../../../shared/money';
import type { AppMode } from '../../../shared/types';
import type { SafeStorage } from '../../platform/safeStorage';
import { computed, effect, signal } from '../signals';
import type { ReadonlySignal } from '../signals';

export interface CartStore {
  readonly model: ReadonlySignal<CartModel>;
  readonly storageKey: string;
  dispatch(action: CartAction): CartModel;
  destroy(): void;
}

/**
 * The signals store over the pure reducer (STYLE 6): every change is one dispatch; the stored copy (001 §9:
 * only the allowed fields) and the host's `cart` message follow the model.
 */
export function createCartStore(options: {
  mode: AppMode;
  partnerId: number | null;
  storage: SafeStorage | null;
  onChange?: (summary: { uuid: string | null; count: number; totalCents: number }) => void;
}): CartStore {
  const storageKey = cartStorageKey(options.mode, options.partnerId);
  const stored = options.storage ? parseStoredCart(options.storage.get(storageKey)) : null;
  const model = signal<CartModel>(stored ? cartReducer(EMPTY_CART, { type: 'restored', cart: stored }) : EMPTY_CART);

  const persisted = computed(() => {
    const m = model.value;
    return m.uuid && m.lines.length > 0 ? serializeCart(m) : null;
  });
  const stopPersist = effect(() => {
    const text = persisted.value;
    if (!options.storage) return;
    if (text) options.storage.set(storageKey, text);
    else options.storage.remove(storageKey);
  });

  const summary = computed(() => {
    const m = model.value;
    const total = m.remote ? dollarsToCents(m.remote.order_total) : null;
    const { count, totalCents } = cartSummary(m.lines, total);
    return JSON.stringify({ uuid: m.uuid, count, totalCents });
  });
  let first = true;
  const stopSummary = effect(() => {
    const text = summary.value;
    // The restored cart is not a change; every later one is reported (DESIGN §1.3 `cart`).
    if (first) {
      first = false;
      return;
    }
    options.onChange?.(JSON.parse(text));
  });

  return {
    model,
    storageKey,
    dispatch(action) {
      model.value = cartReducer(model.peek(), action);
      return model.peek();
    },
    destroy() {
      stopPersist();
      stopSummary();
    },
  };
}
