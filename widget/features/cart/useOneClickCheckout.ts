import { useMemo, useRef, useState } from 'react';
import type { ServerCart } from '../../../shared/cart';
import type { Store } from '../../../shared/types';
import { useFlag, useWidget } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';
import { clearDraft, draftStorage, loadDraft, saveDraft } from '../../ui/checkoutDraft';
import { oneClickPlan, placeOneClick, type OneClickPlan } from '../../ui/oneClickOrder';
import { useLastReservation } from './useLastReservation';

export interface OneClickCheckout {
  /** The order the saved details make, or null: no panel (flag off, signed out, details not enough). */
  readonly plan: OneClickPlan | null;
  /** The host's words when it refused the order. */
  readonly refusal: string | null;
  readonly placing: boolean;
  /** Places the plan's order; a second press while it is placed does nothing. */
  reserve(): Promise<void>;
  /** Keeps the plan's details for the full checkout (checkoutDraft), which opens with them. */
  keepDetails(): void;
  /** The full checkout, with the details kept. */
  openCheckout(): void;
}

/**
 * 000 §1 one-click-checkout for the bag: a signed-in shopper's saved details (profile, last reservation, this bag's
 * checkout draft) as an order, when the checkout form's rules take them (ui/oneClickOrder), placed through the
 * checkout's own submit (ui/submitCheckout: the `checkout` message, `purchase`, the receipt) after the form's GA4
 * funnel. A refusal keeps the bag and the details for the full checkout. `onNavigate`: the drawer closes.
 */
export function useOneClickCheckout(store: Store | null, remote: ServerCart | null, onNavigate?: () => void): OneClickCheckout {
  const widget = useWidget();
  const flagOn = useFlag('one-click-checkout');
  const signedIn = useSignalValue(widget.session.signedIn);
  const user = useSignalValue(widget.session.user);
  const cartAddress = useSignalValue(widget.cart.deliveryAddress) ?? remote?.deliveryAddress ?? null;
  const placing = useSignalValue(widget.cart.model).checkingOut;
  const wanted = flagOn && signedIn && widget.config.mode !== 'kiosk';
  const last = useLastReservation(widget.http, wanted);
  const [now] = useState(() => Date.now());
  const [refusal, setRefusal] = useState<string | null>(null);
  const pending = useRef(false);
  const drafts = draftStorage(widget);
  const plan = useMemo(() => {
    if (!wanted || !user || !store || !remote || last === undefined) return null;
    const saved = { user, last, draft: loadDraft(drafts, remote.uuid), address: cartAddress };
    return oneClickPlan({ store, remote, now, appMode: widget.config.mode, saved });
  }, [wanted, user, store, remote, last, drafts, cartAddress, now, widget.config.mode]);

  const keepDetails = () => {
    if (plan && remote) saveDraft(drafts, remote.uuid, plan.values);
  };
  const go = (path: string) => {
    onNavigate?.();
    widget.router.navigate(path);
  };
  return {
    plan,
    refusal,
    placing,
    async reserve() {
      if (!plan || !remote || pending.current) return;
      pending.current = true;
      setRefusal(null);
      const outcome = await placeOneClick(widget, remote, plan);
      if (outcome.ok) {
        clearDraft(drafts);
        go(outcome.path);
        return;
      }
      // The full checkout opens with these details, from the refusal's button or from Check out.
      keepDetails();
      pending.current = false;
      setRefusal(outcome.message);
    },
    keepDetails,
    openCheckout() {
      keepDetails();
      go('/cart/checkout');
    },
  };
}
