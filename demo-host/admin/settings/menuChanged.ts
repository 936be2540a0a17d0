import { invalidateStore } from '../../search';

/**
 * After a committed admin write that shoppers see (settings, specials, promo codes, flags): every menu index of the
 * store is rebuilt on its next use. The one call to swap when the cross-process signal lands (DESIGN §1.7: every
 * host instance sees a write on the very next request).
 */
export function storeChanged(storeId: number): void {
  invalidateStore(storeId);
}
