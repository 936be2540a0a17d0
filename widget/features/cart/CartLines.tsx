import { useState } from 'react';
import type { CartState } from '../../state/cart';
import type { Cart } from '../../../shared/types';
import { useSignalValue } from '../../state/useSignalValue';
import { CartLineItem } from './CartLineItem';

/** The cart's lines from the server's cart, with per-line busy state while a change is on its way and + off at a limit. */
export function CartLines({ cart, remote }: { cart: CartState; remote: Cart }) {
  const [busy, setBusy] = useState<string | null>(null);
  // The + of a line is off when one more would break a cart limit (issue 7 §2); both can change under us.
  useSignalValue(cart.limitRules);
  useSignalValue(cart.lines);
  const unavailable = new Set(remote.unavailable_products.map((u) => `${u.id}:${u.price_id}`));
  const run = async (key: string, change: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await change();
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul className="cn-lines" aria-label="Items in your bag">
      {remote.products.map((product) => {
        const key = `${product.id}:${product.price_id}`;
        return (
          <CartLineItem
            key={key}
            product={product}
            unavailable={unavailable.has(key)}
            busy={busy === key}
            increaseRefusal={cart.countRefusal(product.id, product.price_id, product.count + 1)}
            onCount={(count) => run(key, () => cart.setCount(product.id, product.price_id, count))}
            onRemove={() => run(key, () => cart.remove(product.id, product.price_id))}
          />
        );
      })}
    </ul>
  );
}
