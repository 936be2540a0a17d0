import { CART_NOT_PENDING_MESSAGE, DELIVERY_ADDRESS_KEY, cartLimitRefusal, cartPromoCodeKey, cartTagsKey, opensDrawerAfterAdd, shouldRefetchCart } from '../../../shared/cart';
import type { CartLine } from '../../../shared/cart';
import type { Cart, DeliveryAddress, PosCartTotals, WeightId } from '../../../shared/types';
import { extractUrlTags } from '../../../shared/platform';
import { limitProductOf } from '../../../shared/cartLimits';
import type { LimitProduct } from '../../../shared/cartLimits';
import { ApiError } from '../../api/ApiError';
import { fetchProduct } from '../../api/products';
import { addToCart, deleteCart, deleteCartProduct, deleteUnavailableProducts, findBundleSpecials, optimizeSpecials, retrieveCart, retrievePosCart, updateCart, updateCartProduct } from '../../api/carts';
import { computed, signal } from '../signals';
import { createCartStore } from './cartStore';

export type { AddStatus, CartLine } from '../../../shared/cart';
export type { AddInput, BundlePrompt, CartDeps, CartState, ReplaceRequest } from './CartState';
import type { AddInput, BundlePrompt, CartDeps, CartState, ReplaceRequest } from './CartState';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');
const notPending = (error: unknown) => messageOf(error).includes(CART_NOT_PENDING_MESSAGE);

export function createCartState(deps: CartDeps): CartState {
  const now = deps.now ?? Date.now;
  const storage = deps.storage ?? null;
  const store = createCartStore({ mode: deps.mode, partnerId: deps.partnerId ?? null, storage, onChange: deps.onChange });
  const { model, dispatch } = store;
  const readJson = <T,>(key: string): T | null => {
    try {
      return JSON.parse(storage?.get(key) ?? 'null') as T | null;
    } catch {
      return null;
    }
  };
  const promoCode = signal<string>(storage?.get(cartPromoCodeKey(store.storageKey)) ?? '');
  const deliveryAddress = signal<DeliveryAddress | null>(readJson<DeliveryAddress>(DELIVERY_ADDRESS_KEY));
  const pos = signal<PosCartTotals | null>(null);
  const drawerOpen = signal(false);
  const replaceRequest = signal<ReplaceRequest | null>(null);
  const bundle = signal<BundlePrompt | null>(null);
  const lastError = signal<string | null>(null);
  const limitRules: CartState['limitRules'] = signal(null);
  const fixUnavailable = signal(false);
  let loading: Promise<void> | null = null;

  const clear = () => {
    dispatch({ type: 'cleared' });
    pos.value = null;
    bundle.value = null;
    fixUnavailable.value = false;
    storage?.remove(cartPromoCodeKey(store.storageKey));
    promoCode.value = '';
  };

  const loaded = (cart: Cart) => {
    const next = dispatch({ type: 'loaded', cart, at: now() });
    if (!next.uuid) {
      pos.value = null;
      return;
    }
    const uuid = next.uuid;
    // 001 §8: POS cart failures are only logged.
    retrievePosCart(deps.http, uuid, next.reservationMode === 'delivery' ? deliveryAddress.peek() : null).then(
      (totals) => {
        if (current(uuid)) pos.value = totals;
      },
      (error) => console.warn('[canopy] POS cart totals failed', error),
    );
  };
  // An answer about a cart the widget no longer holds (checked out and cleared, or replaced while the request
  // was out) must not bring it back: a refresh sent when the checkout page opened can land after the order.
  const current = (uuid: string) => model.peek().uuid === uuid;
  const loadedFor = (uuid: string, cart: Cart) => {
    if (current(uuid)) loaded(cart);
  };

  // 001 §8: 'Cart is not pending' clears the cart; any other error ends the adding state with a message.
  const failed = (error: unknown, productId?: number): false => {
    const message = messageOf(error);
    if (notPending(error)) clear();
    else lastError.value = message;
    if (productId !== undefined) dispatch({ type: 'addFailed', productId, message });
    deps.notify?.(message, 'error');
    return false;
  };

  // Issue 7 §2: specials are re-analysed after every change.
  const reanalyse = async () => {
    const uuid = model.peek().uuid;
    if (!uuid) return;
    try {
      loadedFor(uuid, await optimizeSpecials(deps.http, uuid, model.peek().reservationMode === 'delivery' ? deliveryAddress.peek() : null));
    } catch (error) {
      if (notPending(error) && current(uuid)) clear();
    }
  };

  // Issue 7 §2: the refusal the server would answer for these lines, when the store's rules are known here.
  const refusal = (lines: readonly CartLine[], storeId: number): string | null => {
    const known = limitRules.peek();
    if (!known || known.storeId !== storeId) return null;
    const kinds = new Map(model.peek().remote?.products.map((p) => [p.id, p.kind as string]) ?? []);
    return cartLimitRefusal(known.rules, lines.map((l) => ({ kind: l.limit?.kind ?? kinds.get(l.productId) ?? '', weight: l.weight, count: l.count, limit: l.limit })));
  };

  // Only a higher count can put a group over; a lower one is always allowed.
  const countRefusal = (productId: number, weight: WeightId, count: number): string | null => {
    const { lines, store: cartStore } = model.peek();
    const line = lines.find((l) => l.productId === productId && l.weight === weight);
    if (!line || !cartStore || count <= line.count) return null;
    return refusal(lines.map((l) => (l === line ? { ...l, count } : l)), cartStore.id);
  };

  // 001 §7, §9: the analytics tags of the URL the shopper arrived on, kept in the -tags entry for their adds.
  const arrivedWith = Object.entries(extractUrlTags(new URLSearchParams(deps.search ?? ''))).map(([tag, value]) => `${tag}:${value}`);
  if (arrivedWith.length > 0) storage?.set(cartTagsKey(store.storageKey), JSON.stringify(arrivedWith));
  const tags = (): string[] => readJson<string[]>(cartTagsKey(store.storageKey)) ?? [];

  async function add(input: AddInput): Promise<boolean> {
    const { productId, storeId, weight, count = 1, unitCents, recommended = false } = input;
    const current = model.peek();
    const existing = current.lines.find((l) => l.productId === productId && l.weight === weight);
    // 001 §4: an existing product and weight updates its count (posting a line sets its count).
    const total = (existing?.count ?? 0) + count;
    lastError.value = null;
    dispatch({ type: 'addStarted', productId });
    const limit = input.limit ? limitProductOf(input.limit) : undefined;
    if (current.store?.id === storeId) {
      const next = existing
        ? current.lines.map((l) => (l === existing ? { ...l, count: total, limit: l.limit ?? limit } : l))
        : [...current.lines, { productId, weight, count: total, unitCents, limit }];
      const refused = refusal(next, storeId);
      if (refused) return failed(new Error(refused), productId);
    }
    try {
      const answer = await addToCart(deps.http, {
        app_mode: deps.mode,
        app_mode_name: deps.mode,
        cart_uuid: current.uuid,
        j_device_id: deps.deviceId(),
        product: { count: total, price_id: weight, product_id: productId, recommended },
        store_id: storeId,
        tags: tags(),
        user_agent: deps.userAgent ?? '',
      });
      const storeInfo = answer.cart?.store ?? current.store ?? { id: storeId, name: '' };
      dispatch({ type: 'addSucceeded', uuid: answer.cart_uuid, store: storeInfo, line: { productId, weight, count: total, unitCents, ...(limit ? { limit } : {}) } });
      if (answer.cart) loaded(answer.cart);
      const drawer = opensDrawerAfterAdd(deps.mode, input.suppressDrawer);
      if (drawer) drawerOpen.value = true;
      deps.onAdded?.({ productId, storeId, weight, count, unitCents, drawer });
      void reanalyse();
      findBundleSpecials(deps.http, answer.cart_uuid, productId).then(
        (found) => (bundle.value = found.status === 'none' ? null : { ...found, touchedProductId: productId }),
        (error) => console.warn('[canopy] bundle lookup failed', error),
      );
      setTimeout(() => dispatch({ type: 'addSettled', productId }), 2500);
      return true;
    } catch (error) {
      // 001 §2: a product of another store asks to replace the cart (the API answers 409).
      if (error instanceof ApiError && error.status === 409) {
        dispatch({ type: 'addSettled', productId });
        replaceRequest.value = { input, cartStore: current.store };
        return false;
      }
      return failed(error, productId);
    }
  }

  async function refresh(force = false): Promise<void> {
    const { uuid, fetchedAt } = model.peek();
    if (!uuid) return;
    if (!shouldRefetchCart(fetchedAt, now(), force)) return loading ?? undefined;
    if (loading && !force) return loading;
    loading = (async () => {
      try {
        loadedFor(uuid, await retrieveCart(deps.http, uuid, model.peek().reservationMode === 'delivery' ? deliveryAddress.peek() : null));
      } catch (error) {
        // 001 §8 / issue 7 §1: a cart that cannot be loaded is cleared.
        if (!(error instanceof ApiError && (error.code === 'network' || error.code === 'aborted')) && current(uuid)) clear();
      } finally {
        loading = null;
      }
    })();
    return loading;
  }

  // Issue 7 §2: a line restored from storage has no THC mg or net weight (001 §9 keeps neither); the menu
  // product of the cart's store has them. One request per product; a failure leaves that group's meter out.
  const limitsLoading = new Map<number, Promise<void>>();
  async function loadLimits(): Promise<void> {
    const { store: cartStore, lines } = model.peek();
    if (!cartStore) return;
    const missing = [...new Set(lines.filter((l) => !l.limit).map((l) => l.productId))];
    await Promise.all(
      missing.map((productId) => {
        let loadingOne = limitsLoading.get(productId);
        if (!loadingOne) {
          loadingOne = fetchProduct(deps.http, productId, cartStore.id)
            .then((product) => {
              if (typeof product?.kind !== 'string') throw new Error(`GET /products/${productId} answered no kind`);
              limitsLoading.delete(productId);
              // The cart may have been replaced by another store's meanwhile: that store's data would differ.
              if (model.peek().store?.id !== cartStore.id) return;
              const products: Record<number, LimitProduct> = { [productId]: limitProductOf(product) };
              dispatch({ type: 'limitsKnown', products });
            })
            // Not retried in this session (the meter would ask again on every render).
            .catch((error) => console.warn('[canopy] cart-limit data of a product failed', error));
          limitsLoading.set(productId, loadingOne);
        }
        return loadingOne;
      }),
    );
  }

  async function change(run: (uuid: string) => Promise<Cart>, optimistic?: () => void): Promise<boolean> {
    const uuid = model.peek().uuid;
    if (!uuid) return false;
    lastError.value = null;
    optimistic?.();
    try {
      loadedFor(uuid, await run(uuid));
      void reanalyse();
      return true;
    } catch (error) {
      failed(error);
      await refresh(true);
      return false;
    }
  }

  function setDeliveryAddress(address: DeliveryAddress | null) {
    deliveryAddress.value = address;
    // 001 §9: only the address's own fields are kept.
    if (address) storage?.set(DELIVERY_ADDRESS_KEY, JSON.stringify({ street: address.street, city: address.city, state_code: address.state_code, zipcode: address.zipcode }));
    else storage?.remove(DELIVERY_ADDRESS_KEY);
  }

  return {
    uuid: computed(() => model.value.uuid),
    lines: computed(() => model.value.lines),
    status: computed(() => model.value.adding),
    model,
    remote: computed(() => model.value.remote),
    pos,
    drawerOpen,
    replaceRequest,
    bundle,
    limitRules,
    lastError,
    fixUnavailable,
    promoCode,
    deliveryAddress,
    add,
    weightInCart: (productId) => model.peek().lines.find((line) => line.productId === productId)?.weight ?? null,
    refresh,
    loadLimits,
    setCount: (productId, weight, count) => {
      const refused = countRefusal(productId, weight, count);
      if (refused) return Promise.resolve(failed(new Error(refused)));
      return count <= 0
        ? change((uuid) => deleteCartProduct(deps.http, uuid, productId, weight), () => dispatch({ type: 'lineRemoved', productId, weight }))
        : change((uuid) => updateCartProduct(deps.http, uuid, productId, { count, price_id: weight }), () => dispatch({ type: 'countChanged', productId, weight, count }));
    },
    countRefusal,
    remove: (productId, weight) => change((uuid) => deleteCartProduct(deps.http, uuid, productId, weight), () => dispatch({ type: 'lineRemoved', productId, weight })),
    async removeUnavailable() {
      // Issue 7 §3: one-click removal also clears the checkout error that asked for it.
      if (await change((uuid) => deleteUnavailableProducts(deps.http, uuid))) fixUnavailable.value = false;
    },
    async setMode(mode) {
      await change((uuid) => updateCart(deps.http, { uuid, reservation_mode: mode }), () => dispatch({ type: 'modeChanged', mode }));
    },
    async setPromoCode(code) {
      const ok = await change((uuid) => updateCart(deps.http, { uuid, promo_code: code.trim() || null }));
      if (ok) {
        promoCode.value = code.trim();
        if (code.trim()) storage?.set(cartPromoCodeKey(store.storageKey), code.trim());
        else storage?.remove(cartPromoCodeKey(store.storageKey));
      }
      return ok;
    },
    setDeliveryAddress,
    async saveDeliveryAddress(address) {
      setDeliveryAddress(address);
      return change((uuid) => updateCart(deps.http, { uuid, delivery_address: address }));
    },
    setTip: (dollars) => change((uuid) => updateCart(deps.http, { uuid, tip_amount: dollars })),
    async replaceCart(options = {}) {
      const request = replaceRequest.peek();
      if (!request) return false;
      const uuid = model.peek().uuid;
      replaceRequest.value = null;
      if (uuid) await deleteCart(deps.http, uuid).catch((error) => console.warn('[canopy] deleting the old cart failed', error));
      clear();
      return add(options.suppressDrawer ? { ...request.input, suppressDrawer: true } : request.input);
    },
    loaded,
    setCheckingOut: (value) => void dispatch({ type: value ? 'checkoutStarted' : 'checkoutEnded' }),
    clear,
    destroy: () => store.destroy(),
  };
}
