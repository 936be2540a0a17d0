import { useState } from 'react';
import type { CartState } from '../../state/cart';
import type { ServerCart } from '../../../shared/cart';
import { useSignalValue } from '../../state/useSignalValue';
import { CartLineItem } from './CartLineItem';

/** The cart's lines from the server's cart, with per-line busy state while a change is on its way and + off at a limit. */
export function CartLines({ cart, remote }: { cart: CartState; remote: ServerCart }) {
  const [busy, setBusy] = useState<string | null>(null);
  // The + of a line is off when one more would break a cart limit; both can change under us.
  useSignalValue(cart.limitRules);
  useSignalValue(cart.lines);
  const unavailable = new Set(remote.unavailable.map((u) => `${u.productId}:${u.weight}`));
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
      {remote.lines.map((line) => {
        const key = `${line.productId}:${line.weight}`;
        return (
          <CartLineItem
            key={key}
            line={line}
            unavailable={unavailable.has(key)}
            busy={busy === key}
            increaseRefusal={cart.countRefusal(line.productId, line.weight, line.count + 1)}
            onCount={(count) => run(key, () => cart.setCount(line.productId, line.weight, count))}
            onRemove={() => run(key, () => cart.remove(line.productId, line.weight))}
          />
        );
      })}
    </ul>
  );
}
