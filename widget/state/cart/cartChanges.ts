import type { CartChange, ServerCart } from '../../../shared/cart';
import type { ReservationMode } from '../../../shared/constants';
import type { DeliveryAddress, WeightId } from '../../../shared/types';
import { deleteCartProduct, deleteUnavailableProducts, updateCart, updateCartProduct } from '../../api/carts';
import type { CartCore } from './cartCore';
import type { CartLimitChecks } from './cartLimitChecks';

export interface CartChanges {
  setCount(productId: number, weight: WeightId, count: number): Promise<boolean>;
  remove(productId: number, weight: WeightId): Promise<boolean>;
  removeUnavailable(): Promise<void>;
  setMode(mode: ReservationMode): Promise<void>;
  setPromoCode(code: string): Promise<boolean>;
  saveDeliveryAddress(address: DeliveryAddress): Promise<boolean>;
  setTip(dollars: number): Promise<boolean>;
}

/**
 * Changes to a cart the widget holds, one request each (DESIGN §3): the answer is the cart priced by the server,
 * with its POS totals and (for a line) the bundle prompt, so nothing is asked again after it. A refused change shows
 * the refusal and reloads the cart it was made on.
 */
export function createCartChanges(core: CartCore, checks: CartLimitChecks): CartChanges {
  const { deps, store } = core;
  const { model, dispatch } = store;

  async function change(run: (uuid: string) => Promise<ServerCart | CartChange>, optimistic?: () => void, touched?: number): Promise<boolean> {
    const uuid = model.peek().uuid;
    if (!uuid) return false;
    dispatch({ type: 'changeStarted' });
    optimistic?.();
    try {
      core.answered(uuid, await run(uuid), touched === undefined ? undefined : { productId: touched, opensPrompt: false });
      return true;
    } catch (error) {
      core.failed(error);
      await core.refresh(true);
      return false;
    }
  }

  /** Tells deps a line's new count once the server took it (001 §7 add_to_cart / remove_from_cart). */
  const counted = (productId: number, weight: WeightId, count: number) => {
    const { remote } = model.peek();
    const line = remote?.lines.find((l) => l.productId === productId && l.weight === weight);
    return (ok: boolean) => {
      if (ok && line && count !== line.count) deps.onCountChanged?.({ line, storeId: remote?.store?.id ?? null, delta: count - line.count });
      return ok;
    };
  };

  const remove = (productId: number, weight: WeightId) => {
    const removed = counted(productId, weight, 0);
    return change(
      (uuid) => deleteCartProduct(deps.http, uuid, productId, weight),
      () => dispatch({ type: 'lineRemoved', productId, weight }),
      productId,
    ).then(removed);
  };

  return {
    remove,
    setCount(productId, weight, count) {
      const refused = checks.countRefusal(productId, weight, count);
      if (refused) return Promise.resolve(core.failed(new Error(refused)));
      if (count <= 0) return remove(productId, weight);
      const recount = counted(productId, weight, count);
      return change(
        (uuid) => updateCartProduct(deps.http, uuid, productId, { count, price_id: weight }),
        () => dispatch({ type: 'countChanged', productId, weight, count }),
        productId,
      ).then(recount);
    },
    async removeUnavailable() {
      // One-click removal also clears the checkout error that asked for it (001 §4).
      if (await change((uuid) => deleteUnavailableProducts(deps.http, uuid))) dispatch({ type: 'unavailableRemoved' });
    },
    async setMode(mode) {
      await change(
        (uuid) => updateCart(deps.http, { uuid, reservation_mode: mode }),
        () => dispatch({ type: 'modeChanged', mode }),
      );
    },
    async setPromoCode(code) {
      const saved = code.trim();
      const ok = await change((uuid) => updateCart(deps.http, { uuid, promo_code: saved || null }));
      if (ok) dispatch({ type: 'promoCodeSaved', code: saved });
      return ok;
    },
    saveDeliveryAddress(address) {
      dispatch({ type: 'deliveryAddressSet', address });
      return change((uuid) => updateCart(deps.http, { uuid, delivery_address: address }));
    },
    setTip: (dollars) => change((uuid) => updateCart(deps.http, { uuid, tip_amount: dollars })),
  };
}
