import { cartLimitRefusal } from '../../../shared/cart';
import type { CartLine } from '../../../shared/cart';
import { limitProductOf } from '../../../shared/cartLimits';
import type { WeightId } from '../../../shared/types';
import { fetchProduct } from '../../api/products';
import type { CartCore } from './cartCore';

export interface CartLimitChecks {
  /** The refusal the server would answer for a change to these lines, when the store's rules are known here; else null. */
  refusal(lines: readonly CartLine[], storeId: number): string | null;
  countRefusal(productId: number, weight: WeightId, count: number): string | null;
  loadLimits(): Promise<void>;
}

/** The cart-limit rules the widget applies before asking the server (shared/cart cartLimitRefusal, the server's own). */
export function createCartLimitChecks({ store, deps }: CartCore): CartLimitChecks {
  const { model, dispatch } = store;

  // The bag's lines as they are are what the refusal says the bag holds (the meter's numbers); `lines` what it would.
  function refusal(lines: readonly CartLine[], storeId: number): string | null {
    const { limitRules, remote, lines: held } = model.peek();
    if (!limitRules || limitRules.storeId !== storeId) return null;
    const kinds = new Map(remote?.lines.map((l) => [l.productId, l.kind]) ?? []);
    const meterLines = (of: readonly CartLine[]) => of.map((l) => ({ kind: l.limit?.kind ?? kinds.get(l.productId) ?? '', weight: l.weight, count: l.count, limit: l.limit }));
    return cartLimitRefusal(limitRules.rules, meterLines(lines), meterLines(held));
  }

  // Only a higher count can put a group over; a lower one is always allowed.
  function countRefusal(productId: number, weight: WeightId, count: number): string | null {
    const { lines, store: cartStore } = model.peek();
    const line = lines.find((l) => l.productId === productId && l.weight === weight);
    if (!line || !cartStore || count <= line.count) return null;
    return refusal(
      lines.map((l) => (l === line ? { ...l, count } : l)),
      cartStore.id,
    );
  }

  // A line restored from storage has no THC mg or net weight (001 §9 keeps neither); the menu product of the cart's
  // store has them. One request per product; a failure leaves that group's meter out.
  const loading = new Map<number, Promise<void>>();
  function loadOne(productId: number, storeId: number): Promise<void> {
    return (
      fetchProduct(deps.http, productId, storeId)
        .then((product) => {
          if (typeof product?.kind !== 'string') throw new Error(`GET /products/${productId} answered no kind`);
          loading.delete(productId);
          // The cart may have been replaced by another store's meanwhile: that store's data would differ.
          if (model.peek().store?.id === storeId) dispatch({ type: 'limitsKnown', products: { [productId]: limitProductOf(product) } });
        })
        // Not retried in this session (the meter would ask again on every render).
        .catch((error) => console.warn('[canopy] cart-limit data of a product failed', error))
    );
  }

  async function loadLimits(): Promise<void> {
    const { store: cartStore, lines } = model.peek();
    if (!cartStore) return;
    const missing = [...new Set(lines.filter((l) => !l.limit).map((l) => l.productId))];
    await Promise.all(
      missing.map((productId) => {
        const pending = loading.get(productId) ?? loadOne(productId, cartStore.id);
        loading.set(productId, pending);
        return pending;
      }),
    );
  }

  return { refusal, countRefusal, loadLimits };
}
