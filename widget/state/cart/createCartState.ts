import { computed } from '../signals';
import { createCartAdds } from './cartAdds';
import { createCartChanges } from './cartChanges';
import { createCartCore, createCartUi } from './cartCore';
import { createCartLimitChecks } from './cartLimitChecks';
import { createCartStore } from './cartStore';
import type { CartDeps, CartState } from './CartState';

/**
 * The widget's cart: a reducer-driven store (every change to the cart is one dispatch through shared/cart's pure
 * cartReducer, STYLE 6), the bag's own UI state (drawer, replace question, bundle prompt), and the requests that
 * change the cart, one per change (DESIGN §3).
 */
export function createCartState(deps: CartDeps): CartState {
  const store = createCartStore({ mode: deps.mode, partnerId: deps.partnerId ?? null, storage: deps.storage ?? null, onChange: deps.onChange });
  const { model, dispatch } = store;
  const ui = createCartUi();
  const core = createCartCore(deps, store, ui);
  const checks = createCartLimitChecks(core);
  const adds = createCartAdds(core, checks);
  const changes = createCartChanges(core, checks);
  return {
    ...ui,
    ...adds,
    ...changes,
    uuid: computed(() => model.value.uuid),
    lines: computed(() => model.value.lines),
    status: computed(() => model.value.adding),
    model,
    remote: computed(() => model.value.remote),
    limitRules: computed(() => model.value.limitRules),
    lastError: computed(() => model.value.lastError),
    fixUnavailable: computed(() => model.value.fixUnavailable),
    promoCode: computed(() => model.value.promoCode),
    deliveryAddress: computed(() => model.value.deliveryAddress),
    weightInCart: (productId) => model.peek().lines.find((line) => line.productId === productId)?.weight ?? null,
    loadLimits: checks.loadLimits,
    knowLimitRules: (storeId, rules) => void dispatch({ type: 'storeRulesKnown', storeId, rules }),
    countRefusal: checks.countRefusal,
    setDeliveryAddress: (address) => void dispatch({ type: 'deliveryAddressSet', address }),
    refresh: core.refresh,
    loaded: core.loaded,
    dismissError: () => void dispatch({ type: 'errorDismissed' }),
    flagUnavailable: () => void dispatch({ type: 'unavailableFlagged' }),
    setCheckingOut: (value) => void dispatch({ type: value ? 'checkoutStarted' : 'checkoutEnded' }),
    clear: core.clear,
    destroy: () => store.destroy(),
  };
}
