import { cartTagsKey, opensDrawerAfterAdd } from '../../../shared/cart';
import type { CartLine, ServerCartLine } from '../../../shared/cart';
import { limitProductOf } from '../../../shared/cartLimits';
import { extractUrlTags } from '../../../shared/platform';
import { ApiError } from '../../api/ApiError';
import { addToCart, deleteCart } from '../../api/carts';
import type { CartCore } from './cartCore';
import type { CartLimitChecks } from './cartLimitChecks';
import type { AddInput } from './CartState';

/** How long an add's "added" state shows on the card before it settles. */
const ADDED_SHOWN_MS = 2500;

export interface CartAdds {
  add(input: AddInput): Promise<boolean>;
  replaceCart(options?: { suppressDrawer?: boolean }): Promise<boolean>;
}

/** 001 §7, §9: the analytics tags of the URL the shopper arrived on, kept in the -tags entry for their adds. */
function analyticsTags({ deps, store }: CartCore): () => string[] {
  const key = cartTagsKey(store.storageKey);
  const arrivedWith = Object.entries(extractUrlTags(new URLSearchParams(deps.search ?? ''))).map(([tag, value]) => `${tag}:${value}`);
  if (arrivedWith.length > 0) deps.storage?.set(key, JSON.stringify(arrivedWith));
  return () => {
    try {
      const stored: unknown = JSON.parse(deps.storage?.get(key) ?? '[]');
      return Array.isArray(stored) ? stored.filter((t): t is string => typeof t === 'string') : [];
    } catch {
      return [];
    }
  };
}

/** An add the server's answer does not list (it always should): the line as the card knew it. */
const lineOfAdd = ({ productId, weight, count = 1, unitCents }: AddInput): ServerCartLine => ({
  productId,
  weight,
  count,
  name: '',
  brand: null,
  kind: '',
  specialTitle: null,
  priceCents: unitCents,
  unitCents,
  totalCents: unitCents === null ? null : unitCents * count,
});

/** Adding to the bag (001 §4) in one request: POST /cart_products answers the priced cart and the bundle prompt. */
export function createCartAdds(core: CartCore, checks: CartLimitChecks): CartAdds {
  const { deps, store, ui } = core;
  const { model, dispatch } = store;
  const tags = analyticsTags(core);

  async function add(input: AddInput): Promise<boolean> {
    const { productId, storeId, weight, count = 1, unitCents, recommended = false } = input;
    const before = model.peek();
    const existing = before.lines.find((l) => l.productId === productId && l.weight === weight);
    // 001 §4: an existing product and weight updates its count (posting a line sets its count).
    const limit = input.limit ? limitProductOf(input.limit) : undefined;
    const line: CartLine = { productId, weight, count: (existing?.count ?? 0) + count, unitCents, ...(limit ? { limit } : {}) };
    dispatch({ type: 'addStarted', productId });
    if (before.store?.id === storeId) {
      const next = existing ? before.lines.map((l) => (l === existing ? { ...line, limit: l.limit ?? limit } : l)) : [...before.lines, line];
      const refused = checks.refusal(next, storeId);
      if (refused) return core.failed(new Error(refused), productId);
    }
    try {
      const answer = await addToCart(deps.http, {
        app_mode: deps.mode,
        app_mode_name: deps.mode,
        cart_uuid: before.uuid,
        j_device_id: deps.deviceId(),
        product: { count: line.count, price_id: weight, product_id: productId, recommended },
        store_id: storeId,
        tags: tags(),
        user_agent: deps.userAgent ?? '',
      });
      dispatch({ type: 'addSucceeded', uuid: answer.cartUuid, store: answer.cart.store ?? before.store ?? { id: storeId, name: '' }, line });
      core.answered(answer.cartUuid, answer, { productId, opensPrompt: true });
      deps.onCountChanged?.({ line: answer.cart.lines.find((l) => l.productId === productId && l.weight === weight) ?? lineOfAdd(input), storeId, delta: count });
      const drawer = opensDrawerAfterAdd(deps.mode, input.suppressDrawer);
      if (drawer) ui.drawerOpen.value = true;
      deps.onAdded?.({ productId, storeId, weight, count, unitCents, drawer });
      setTimeout(() => dispatch({ type: 'addSettled', productId }), ADDED_SHOWN_MS);
      return true;
    } catch (error) {
      // 001 §2: a product of another store asks to replace the cart (the API answers 409).
      if (error instanceof ApiError && error.status === 409) {
        dispatch({ type: 'addSettled', productId });
        ui.replaceRequest.value = { input, cartStore: before.store };
        return false;
      }
      return core.failed(error, productId);
    }
  }

  async function replaceCart(options: { suppressDrawer?: boolean } = {}): Promise<boolean> {
    const request = ui.replaceRequest.peek();
    if (!request) return false;
    const uuid = model.peek().uuid;
    ui.replaceRequest.value = null;
    if (uuid) await deleteCart(deps.http, uuid).catch((error) => console.warn('[canopy] deleting the old cart failed', error));
    core.clear();
    return add(options.suppressDrawer ? { ...request.input, suppressDrawer: true } : request.input);
  }

  return { add, replaceCart };
}
