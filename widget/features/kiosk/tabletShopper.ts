import { useWidget } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';

/** What this tablet holds of its current shopper: the bag's item count and whether someone is signed in. */
export function useTabletShopper(): { items: number; signedIn: boolean } {
  const { cart, session } = useWidget();
  const items = useSignalValue(cart.lines).reduce((sum, line) => sum + line.count, 0);
  return { items, signedIn: useSignalValue(session.signedIn) };
}

export const itemWords = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
