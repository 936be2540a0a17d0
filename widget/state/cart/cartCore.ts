import { CART_NOT_PENDING_MESSAGE, shouldRefetchCart } from '../../../shared/cart';
import type { CartChange, ServerCart } from '../../../shared/cart';
import type { DeliveryAddress } from '../../../shared/types';
import { ApiError } from '../../api/ApiError';
import { retrieveCart } from '../../api/carts';
import { signal } from '../signals';
import type { CartStore } from './cartStore';
import type { BundlePrompt, CartDeps, CartUi } from './CartState';

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');
export const notPending = (error: unknown) => messageOf(error).includes(CART_NOT_PENDING_MESSAGE);

export function createCartUi(): CartUi {
  return { drawerOpen: signal(false), replaceRequest: signal(null), bundle: signal(null) };
}

/** What the add and change flows share: the store, the UI state, and how an answer or a failure lands. */
export interface CartCore {
  readonly deps: CartDeps;
  readonly store: CartStore;
  readonly ui: CartUi;
  /** Whether the widget still holds this cart (it may have been checked out, cleared or replaced meanwhile). */
  current(uuid: string): boolean;
  loaded(cart: ServerCart): void;
  /**
   * A change's answer for the cart `uuid`: its cart, and its bundle prompt when it is about the product touched
   * (001 §4). Nothing of an answer about a cart the widget no longer holds is used.
   */
  answered(uuid: string, answer: ServerCart | CartChange, touched?: { productId: number; opensPrompt: boolean }): void;
  /** GET /carts when the cart is older than 2 s (001 §9) or when forced; one at a time. */
  refresh(force?: boolean): Promise<void>;
  clear(): void;
  /** 001 §8: 'Cart is not pending' clears the cart; another refusal is kept (lastError) and shown. */
  failed(error: unknown, productId?: number): false;
}

/** GET /carts, one at a time; an answer lands only on the cart it was asked for, a failure clears that cart (001 §8). */
function createRefresh(deps: CartDeps, { model }: CartStore, land: { now: () => number; current(uuid: string): boolean; loaded(cart: ServerCart): void; clear(): void }) {
  // The totals are priced at the shopper's address when the cart is for delivery.
  const pricingAddress = (): DeliveryAddress | null => (model.peek().reservationMode === 'delivery' ? model.peek().deliveryAddress : null);
  let loading: Promise<void> | null = null;
  return async function refresh(force = false): Promise<void> {
    const { uuid, fetchedAt } = model.peek();
    if (!uuid) return;
    if (!shouldRefetchCart(fetchedAt, land.now(), force)) return loading ?? undefined;
    if (loading && !force) return loading;
    loading = (async () => {
      try {
        const cart = await retrieveCart(deps.http, uuid, pricingAddress());
        // An answer without a cart (logged, 001 §5) leaves the bag as it is.
        if (land.current(uuid) && cart.uuid !== '') land.loaded(cart);
      } catch (error) {
        // Not for a lost connection: the cart may well be fine.
        if (!(error instanceof ApiError && (error.code === 'network' || error.code === 'aborted')) && land.current(uuid)) land.clear();
      } finally {
        loading = null;
      }
    })();
    return loading;
  };
}

const promptOf = (answer: CartChange, productId: number): BundlePrompt | null =>
  answer.bundle && answer.bundle.status !== 'none' ? { ...answer.bundle, touchedProductId: productId } : null;

export function createCartCore(deps: CartDeps, store: CartStore, ui: CartUi): CartCore {
  const { model, dispatch } = store;
  const now = deps.now ?? Date.now;
  const current = (uuid: string) => model.peek().uuid === uuid;
  const loaded = (cart: ServerCart) => void dispatch({ type: 'loaded', cart, at: now() });
  const clear = () => {
    dispatch({ type: 'cleared' });
    ui.bundle.value = null;
  };
  const refresh = createRefresh(deps, store, { now, current, loaded, clear });

  return {
    deps,
    store,
    ui,
    current,
    loaded,
    refresh,
    answered(uuid, answer, touched) {
      const change = 'cart' in answer ? answer : null;
      const cart = change ? change.cart : (answer as ServerCart);
      if (!current(uuid)) return;
      // 001 §7 has POST /cart_products answer only the cart's uuid: a partner's API may; then the cart is asked for.
      if (cart.uuid === '') return void refresh(true);
      loaded(cart);
      if (!change || !touched) return;
      // An add asks the prompt anew; an update or a delete only refreshes the prompt shown for that product.
      if (touched.opensPrompt || ui.bundle.peek()?.touchedProductId === touched.productId) ui.bundle.value = promptOf(change, touched.productId);
    },
    clear,
    failed(error, productId) {
      const message = messageOf(error);
      if (notPending(error)) clear();
      else dispatch({ type: 'refused', message });
      if (productId !== undefined) dispatch({ type: 'addFailed', productId, message });
      deps.notify?.(message, 'error');
      return false;
    },
  };
}
